import { useSyncExternalStore } from 'react';
import {
  ACCESS_REASON_KEY,
  ADMIN_LAST_USE_KEY,
  ADMIN_TOKEN_KEY,
} from '@portal/shared-types/auth/storage-keys';

/** Same-tab changes do not fire `storage`, so the shell announces its own with this event. */
const TOKEN_CHANGE_EVENT = 'admin-token-change';

export function readAdminToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null; // storage can be blocked: then nobody is signed in
  }
}

export function storeAdminToken(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  markAdminUse();
  window.dispatchEvent(new Event(TOKEN_CHANGE_EVENT));
}

/** Signing out also forgets the tab's reason for reading personal data: the next admin gives their own. */
export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
    window.sessionStorage.removeItem(ACCESS_REASON_KEY);
  } finally {
    window.dispatchEvent(new Event(TOKEN_CHANGE_EVENT));
  }
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

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(TOKEN_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(TOKEN_CHANGE_EVENT, onChange);
  };
}

/** The stored admin token, kept current across tabs and after login or logout. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, readAdminToken, () => null);
}
