import { isHiddenToday } from '@portal/shared-types/popups/popup-hiding';
import type { Popup } from '@portal/shared-types/popups/popup-rules';

/** The popups that no 'do not show today' record hides. */
export function popupsToShow(popups: readonly Popup[], storage: Storage, now: Date): Popup[] {
  return popups.filter((popup) => !isHiddenToday(storage, popup.id, now));
}
