import { redirect } from 'react-router-dom';
import { checkAdminToken } from '@portal/shared-types/admin-guard';
import { paths } from '@portal/shared-types/routes';
import { readAdminToken } from './admin-token-store';

export interface AdminGuardDeps {
  readToken: () => string | null;
  alert: (message: string) => void;
  now: () => Date;
}

const browserDeps: AdminGuardDeps = {
  readToken: readAdminToken,
  alert: (message) => window.alert(message),
  now: () => new Date(),
};

/**
 * The route loader of every admin route (spec section 5). A loader runs once per navigation, so the
 * alert shows once, before anything of the admin page is drawn.
 */
export function createAdminGuard(deps: AdminGuardDeps = browserDeps) {
  return function adminGuardLoader() {
    const result = checkAdminToken(deps.readToken(), deps.now());
    if (result.ok) return null;
    deps.alert(result.message);
    throw redirect(paths.login());
  };
}

export const adminGuardLoader = createAdminGuard();
