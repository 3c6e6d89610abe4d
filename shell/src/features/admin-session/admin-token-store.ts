import { ACCESS_REASON_KEY, ADMIN_LAST_USE_KEY } from '@portal/shared-types/auth/storage-keys';
import type { Dispatch } from '@reduxjs/toolkit';
import { saveAdminToken } from '@portal/web-runtime/store';

/** Signing in: the token goes to the store (and storage, for the next page and the other tabs). */
export function storeAdminToken(dispatch: Dispatch, token: string): void {
  saveAdminToken(dispatch, token);
  markAdminUse();
}

/** Signing out also forgets the tab's reason for reading personal data: the next admin gives their own. */
export function clearAdminToken(dispatch: Dispatch): void {
  try {
    window.sessionStorage.removeItem(ACCESS_REASON_KEY);
  } catch {
    // storage blocked: there was no reason kept either
  }
  saveAdminToken(dispatch, null);
}

/** Notes that the session was just used (sign-in, 연장, an admin page's data): the idle limit starts again. */
export function markAdminUse(now = Date.now()): void {
  try {
    window.localStorage.setItem(ADMIN_LAST_USE_KEY, String(now));
  } catch {
    // storage blocked: the warning then counts from the page's start
  }
}

/** When the session was last used, as far as this browser knows (shared by its tabs). */
export function readAdminLastUse(): number | null {
  try {
    const value = Number(window.localStorage.getItem(ADMIN_LAST_USE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}
