import { messages } from '@portal/shared-types/common/messages';
import { ADMIN_LAST_USE_KEY } from '@portal/shared-types/auth/storage-keys';

/**
 * Notes that the server just saw the admin session in use: every admin call that passed its check
 * (any answer but a refusal) starts the server's inactivity limit again, so the browser's clock starts
 * again too, and the warning shows only when neither has seen use. Shared by the tabs through storage.
 */
export function noteAdminActivity(now = Date.now()): void {
  try {
    globalThis.localStorage?.setItem(ADMIN_LAST_USE_KEY, String(now));
  } catch {
    // storage blocked: the warning then counts from the page's start
  }
}

/**
 * Whether an answer means the server's admin check passed (so it counted the call as use): anything but a
 * refusal, and a refusal for a role, which comes after the session's check.
 */
export const adminCheckPassed = (status: unknown, message?: unknown) =>
  typeof status === 'number' && status !== 401 && (status !== 403 || message === messages.adminRoleMissing);
