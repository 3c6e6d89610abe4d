import { checkAdminToken } from '@portal/shared-types/auth/admin-guard';
import { ADMIN_TOKEN_KEY } from '@portal/shared-types/auth/storage-keys';
import { useHydrated } from '@portal/web-runtime/use-hydrated';

function storedToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null; // blocked storage reads as signed out
  }
}

/**
 * Admin mode: a stored token that passes the browser guard shows 관리 buttons. The
 * server's HTML has no token, so the buttons come right after hydration: the first browser render
 * matches the server's and React reports no mismatch.
 */
export function useAdminMode(): boolean {
  const hydrated = useHydrated();
  return hydrated && checkAdminToken(storedToken(), new Date()).ok;
}
