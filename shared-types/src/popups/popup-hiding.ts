import { makeHideRecord, parseHideRecord } from './popup-rules';
import { popupHiddenKey } from '../auth/storage-keys';

type HideStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Whether a 'do not show today' record in `storage` hides the popup: the one reading of
 * the record for the shell's home popups and mf-board's popup window. An expired or unreadable record is
 * removed on the way, so the popup shows again.
 */
export function isHiddenToday(storage: HideStorage, id: number, now: Date): boolean {
  const key = popupHiddenKey(id);
  const verdict = parseHideRecord(storage.getItem(key), now);
  if (verdict === 'remove') storage.removeItem(key);
  return verdict === 'hidden';
}

/** Ticks (until 23:59:59.999 in Seoul) or unticks 'do not show today' for the popup. */
export function rememberHiddenToday(storage: HideStorage, id: number, hidden: boolean, now: Date): void {
  if (hidden) storage.setItem(popupHiddenKey(id), JSON.stringify(makeHideRecord(now)));
  else storage.removeItem(popupHiddenKey(id));
}
