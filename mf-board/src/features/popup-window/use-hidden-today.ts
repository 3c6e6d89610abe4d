import { useCallback, useState } from 'react';
import { isHiddenToday, rememberHiddenToday } from '@portal/shared-types/popups/popup-hiding';

function readHidden(id: number): boolean {
  try {
    return isHiddenToday(localStorage, id, new Date());
  } catch {
    return false;
  }
}

/** Whether 'do not show today' hides this popup, and the way to tick it (until 23:59:59.999 in Seoul). */
export function useHiddenToday(id: number) {
  const [hidden, setHidden] = useState(() => readHidden(id));
  const hideToday = useCallback(() => {
    try {
      rememberHiddenToday(localStorage, id, true, new Date());
    } catch {
      // blocked storage: the window still closes, it just cannot remember
    }
    setHidden(true);
  }, [id]);
  return { hidden, hideToday };
}
