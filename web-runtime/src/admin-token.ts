import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ADMIN_TOKEN_KEY } from '@portal/shared-types/auth/storage-keys';

/**
 * The one owner of the admin token in the browser: read from storage once when the page's store starts,
 * then kept in the store, where the shell's sign-in and sign-out and other tabs' changes put it. Every
 * part reads it from there. It stays in localStorage too: the next page load reads it, and a remote
 * built before this module (which reads the storage itself) still finds it.
 */
export interface AdminTokenState {
  token: string | null;
}

const initialState: AdminTokenState = { token: null };

export const adminTokenSlice = createSlice({
  name: 'adminToken',
  initialState,
  reducers: {
    adminTokenChanged: (state, action: PayloadAction<string | null>) => {
      state.token = action.payload || null;
    },
  },
});

export const { adminTokenChanged } = adminTokenSlice.actions;

/** The admin token of the page, null when nobody is signed in (and always on the server). */
export const selectAdminToken = (state: unknown): string | null =>
  (state as { adminToken?: AdminTokenState } | undefined)?.adminToken?.token ?? null;

function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ADMIN_TOKEN_KEY) || null;
  } catch {
    return null; // storage can be blocked (private mode, policies): then nobody is signed in
  }
}

type Dispatch = (action: ReturnType<typeof adminTokenChanged>) => unknown;

/**
 * Reads the stored token into the store once, and follows the other tabs' sign-in and sign-out (the
 * `storage` event; a tab's own writes go through `saveAdminToken`). Returns the unsubscribe.
 */
export function startAdminTokenSync(dispatch: Dispatch): () => void {
  dispatch(adminTokenChanged(readStoredToken()));
  const onStorage = (event: StorageEvent) => {
    // a null key is the whole storage cleared
    if (event.key === ADMIN_TOKEN_KEY || event.key === null) dispatch(adminTokenChanged(readStoredToken()));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Signing in (a token) or out (null): kept for the next page load and the other tabs, and in the store. */
export function saveAdminToken(dispatch: Dispatch, token: string | null): void {
  try {
    if (token) window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
    else window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // storage blocked: the session lasts as long as this page
  } finally {
    dispatch(adminTokenChanged(token));
  }
}
