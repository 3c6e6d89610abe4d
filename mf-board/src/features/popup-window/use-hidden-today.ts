import { useCallback, useState } from 'react';
import { makeHideRecord, parseHideRecord } from '@portal/shared-types/popup-rules';
import { popupHiddenKey } from '@portal/shared-types/storage-keys';

function readVerdict(id: number): 'hidden' | 'show' {
  try {
    const key = popupHiddenKey(id);
    const verdict = parseHideRecord(localStorage.getItem(key), new Date());
    // an expired or unreadable record goes, and the popup shows again (spec section 4)
    if (verdict === 'remove') localStorage.removeItem(key);
    return verdict === 'hidden' ? 'hidden' : 'show';
  } catch {
    return 'show';
  }
}

/** Whether 'do not show today' hides this popup, and the way to tick it (until 23:59:59.999 in Seoul). */
export function useHiddenToday(id: number) {
  const [hidden, setHidden] = useState(() => readVerdict(id) === 'hidden');
  const hideToday = useCallback(() => {
    try {
      localStorage.setItem(popupHiddenKey(id), JSON.stringify(makeHideRecord(new Date())));
    } catch {
      // blocked storage: the window still closes, it just cannot remember
    }
    setHidden(true);
  }, [id]);
  return { hidden, hideToday };
}
