/**
 * Where the login page may send an admin back to after signing in: only a path of this site's admin
 * area (`/admin` or below it), never another origin (`//host`, `/\host`, `https:`) or a public page.
 * Anything else gives null, and the caller goes to the dashboard.
 */
export function safeAdminReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  // a backslash or control character can turn into `//` or be dropped by a browser
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  if (value !== '/admin' && !/^\/admin[/?#]/.test(value)) return null;
  // resolved against a dummy origin, the path must stay on it and keep its admin prefix
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return null;
    if (url.pathname !== '/admin' && !url.pathname.startsWith('/admin/')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** What the app hands the login page in the router's location state when an admin session ended. */
export interface LoginRedirectState {
  /** the text the login page shows above its form */
  message?: string;
  /** the admin page to return to after signing in (checked with safeAdminReturnPath) */
  from?: string;
}

/** The message and safe return path in a location's state, whatever shape it has. */
export function readLoginRedirectState(state: unknown): { message: string | null; from: string | null } {
  const record = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message.trim() ? record.message : null;
  return { message, from: safeAdminReturnPath(record.from) };
}
