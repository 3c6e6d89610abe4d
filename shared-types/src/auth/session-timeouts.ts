/** A session unused this long is over (OWASP ASVS 7.3.1); the server ends it, the browser warns first. */
export const ADMIN_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** However busy, a session ends this long after its sign-in (ASVS 7.3.2). */
export const ADMIN_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** The warning with its 연장 button shows this long before the inactivity limit. */
export const ADMIN_IDLE_WARNING_MS = 60 * 1000;

/**
 * What the browser shows at `now`, given the last call this browser made with the session: nothing,
 * the warning (with the seconds left), or that the session is over.
 */
export function idleState(
  lastUse: number,
  now: number,
): { state: 'active' } | { state: 'warning'; secondsLeft: number } | { state: 'expired' } {
  const left = lastUse + ADMIN_IDLE_TIMEOUT_MS - now;
  if (left <= 0) return { state: 'expired' };
  if (left <= ADMIN_IDLE_WARNING_MS) return { state: 'warning', secondsLeft: Math.ceil(left / 1000) };
  return { state: 'active' };
}
