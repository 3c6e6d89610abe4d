import {
  ACCESS_REASON_HEADER,
  accessReasonSchema,
  encodeAccessReason,
} from '@portal/shared-types/audit/access-reason';
import { ACCESS_REASON_KEY } from '@portal/shared-types/auth/storage-keys';

/**
 * The reason the admin typed for the task at hand, kept for the tab's session (sessionStorage): asked
 * once when personal data is first opened, not at every click, and gone when the tab closes.
 */
export function readAccessReason(): string | null {
  try {
    const stored = sessionStorage.getItem(ACCESS_REASON_KEY);
    return stored && accessReasonSchema.safeParse(stored).success ? stored : null;
  } catch {
    return null;
  }
}

export function saveAccessReason(reason: string): void {
  try {
    sessionStorage.setItem(ACCESS_REASON_KEY, reason);
  } catch {
    // storage refused: the reads then go without a reason, and show as findings of the monthly review
  }
}

export function clearAccessReason(): void {
  try {
    sessionStorage.removeItem(ACCESS_REASON_KEY);
  } catch {
    // nothing stored
  }
}

/** The header of a read of personal data: the reason, percent-encoded (a header is Latin-1 only). */
export function accessReasonHeaders(): Record<string, string> {
  const reason = readAccessReason();
  return reason ? { [ACCESS_REASON_HEADER]: encodeAccessReason(reason) } : {};
}
