/** The Korean message of a refused call (RTK Query's error holds the server's JSON), or the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' && data.message ? data.message : fallback;
}

/** Whether the call was refused with this status. */
export const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;
