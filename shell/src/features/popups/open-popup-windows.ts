import { popupWindowFeatures, type Popup } from '@portal/shared-types/popups/popup-rules';
import { paths } from '@portal/shared-types/site/routes';

/** Opens each popup in a window of its own, staggered; returns those the browser blocked. */
export function openPopupWindows(
  popups: readonly Popup[],
  open: typeof window.open = window.open.bind(window),
): Popup[] {
  return popups.filter((popup, index) => {
    const opened = open(paths.popup(popup.id), `popup-${popup.id}`, popupWindowFeatures(index));
    return opened === null || opened === undefined;
  });
}
