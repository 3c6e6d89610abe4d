/** The HTTP status and the server's `{message}` of a failed call, as the api client gives it. */
export function readApiError(error: unknown): { status: number | null; message: string | null } {
  if (!error || typeof error !== 'object' || !('status' in error)) return { status: null, message: null };
  const { status } = error as { status: unknown };
  const data = (error as { data?: unknown }).data;
  const message =
    data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : null;
  return { status: typeof status === 'number' ? status : null, message };
}
