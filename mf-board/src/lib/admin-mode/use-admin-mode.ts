import { checkAdminToken } from '@portal/shared-types/auth/admin-guard';
import { useAdminToken } from '@portal/web-runtime/store';

/**
 * Admin mode: the store's admin token, when it passes the browser guard, shows 관리 buttons. The
 * server's HTML has no token, so the buttons come right after hydration (useAdminToken is null until
 * then): the first browser render matches the server's and React reports no mismatch.
 */
export function useAdminMode(): boolean {
  return checkAdminToken(useAdminToken(), new Date()).ok;
}
