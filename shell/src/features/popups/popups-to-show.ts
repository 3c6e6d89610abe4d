import { parseHideRecord, type Popup } from '@portal/shared-types/popup-rules';
import { popupHiddenKey } from '@portal/shared-types/storage-keys';

/**
 * The popups that no 'do not show today' record hides (spec section 4). Expired or unreadable
 * records are removed on the way, so the popup shows again.
 */
export function popupsToShow(popups: readonly Popup[], storage: Storage, now: Date): Popup[] {
  return popups.filter((popup) => {
    const key = popupHiddenKey(popup.id);
    const verdict = parseHideRecord(storage.getItem(key), now);
    if (verdict === 'remove') storage.removeItem(key);
    return verdict !== 'hidden';
  });
}
