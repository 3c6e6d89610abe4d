import { useEffect, useState } from 'react';
import { useAppDispatch } from '@portal/web-runtime/store';
import type { Popup } from '@portal/shared-types/popups/popup-rules';
import { readApi } from '@portal/web-runtime/read-api';
import { openPopupWindows } from './open-popup-windows';
import { PopupDialog } from './popup-dialog';
import { popupsToShow } from './popups-to-show';

function visiblePopups(popups: Popup[]): Popup[] {
  try {
    return popupsToShow(popups, window.localStorage, new Date());
  } catch {
    return popups; // storage blocked: nothing can be hidden either
  }
}

/**
 * The home side: every active popup not hidden today opens in its own window.
 * A blocked window is shown as a dialog in the page instead; a failed fetch is ignored.
 */
export function HomePopups() {
  const dispatch = useAppDispatch();
  const [blocked, setBlocked] = useState<Popup[]>([]);

  useEffect(() => {
    let live = true;
    const request = dispatch(readApi.endpoints.getActivePopups.initiate(undefined, { forceRefetch: true }));
    request.unwrap().then(
      async (popups) => {
        const stillWanted = () => live;
        const blocked = await openPopupWindows(visiblePopups(popups), undefined, stillWanted);
        if (live) setBlocked(blocked);
      },
      () => undefined,
    );
    return () => {
      live = false;
      request.unsubscribe();
    };
  }, [dispatch]);

  const [current] = blocked;
  if (!current) return null;
  return <PopupDialog key={current.id} popup={current} onClose={() => setBlocked((rest) => rest.slice(1))} />;
}
