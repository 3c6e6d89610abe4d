import { checkAdminToken } from '@portal/shared-types/auth/admin-guard';
import { ADMIN_TOKEN_KEY } from '@portal/shared-types/auth/storage-keys';

function storedToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null; // blocked storage reads as signed out
  }
}

/** Admin mode: a stored token that passes the browser guard shows 관리 buttons. */
export function useAdminMode(): boolean {
  return checkAdminToken(storedToken(), new Date()).ok;
}
