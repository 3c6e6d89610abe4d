import { checkAdminToken } from '@portal/shared-types/auth/admin-guard';
import { paths } from '@portal/shared-types/site/routes';

export interface AdminGuardDeps {
  readToken: () => string | null;
  alert: (message: string) => void;
  now: () => Date;
}

/**
 * The guard of every admin route. The router asks it before each location of an admin
 * route, so the alert shows once, before anything of the admin page is drawn. Answers the path to go to
 * instead (the login page), or null when the route may load.
 */
export function createAdminGuard(deps: AdminGuardDeps) {
  return function adminGuard(): string | null {
    const result = checkAdminToken(deps.readToken(), deps.now());
    if (result.ok) return null;
    deps.alert(result.message);
    return paths.login();
  };
}

/** The browser's guard, reading the token the page's store holds. */
export const browserAdminGuard = (readToken: () => string | null) =>
  createAdminGuard({ readToken, alert: (message) => window.alert(message), now: () => new Date() });
