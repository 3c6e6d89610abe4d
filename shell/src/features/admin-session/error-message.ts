import type { SignInFailure } from '@portal/shared-types/auth/sign-in-failure';

/** The Korean message of a refused call (RTK Query's error holds the server's JSON), or the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' && data.message ? data.message : fallback;
}

/** Whether the call was refused with this status. */
export const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/**
 * What a failed sign-in call was, from RTK Query's error: the answer's status and message, or no answer
 * (the network failed or timed out). An answer that was not JSON (a proxy's page) keeps its status;
 * anything else unexpected counts as the server's failure.
 */
export function signInFailureOf(error: unknown): SignInFailure {
  const status = statusOf(error);
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  const message = typeof data?.message === 'string' && data.message ? data.message : null;
  if (typeof status === 'number') return { status, message };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { status: null, message: null };
  const original = (error as { originalStatus?: unknown } | undefined)?.originalStatus;
  return { status: typeof original === 'number' ? original : 500, message: null };
}
