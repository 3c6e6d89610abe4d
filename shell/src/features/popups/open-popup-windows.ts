import { popupWindowFeatures, type Popup } from '@portal/shared-types/popups/popup-rules';
import { paths } from '@portal/shared-types/site/routes';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Opens each popup in a window of its own, staggered, one window per task: opening a window is a long
 * piece of work for the browser, and two in one task kept a phone from answering a tap. Answers the
 * popups the browser blocked; stops when `stillWanted` says the page has gone.
 */
export async function openPopupWindows(
  popups: readonly Popup[],
  open: typeof window.open = window.open.bind(window),
  stillWanted: () => boolean = () => true,
): Promise<Popup[]> {
  const blocked: Popup[] = [];
  for (const [index, popup] of popups.entries()) {
    if (index > 0) await nextTask();
    if (!stillWanted()) break;
    const opened = open(paths.popup(popup.id), `popup-${popup.id}`, popupWindowFeatures(index));
    if (opened === null || opened === undefined) blocked.push(popup);
  }
  return blocked;
}
