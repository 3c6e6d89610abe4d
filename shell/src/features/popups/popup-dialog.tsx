import { useId, useState } from 'react';
import { rememberHiddenToday } from '@portal/shared-types/popups/popup-hiding';
import { popupHasText, type Popup } from '@portal/shared-types/popups/popup-rules';
import { plainText } from './plain-text';
import { useDialogFocus } from './use-dialog-focus';
import styles from './popup-dialog.module.css';

function isHttpLink(link: string | null): link is string {
  return !!link && /^https?:\/\//i.test(link);
}

function rememberHidden(id: number, hidden: boolean) {
  try {
    rememberHiddenToday(window.localStorage, id, hidden, new Date());
  } catch {
    // storage blocked: the popup simply shows again next time
  }
}

/** A popup the browser would not open in a window, shown as a modal dialog in the page instead. */
export function PopupDialog({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  const titleId = useId();
  const hideId = useId();
  const [hideToday, setHideToday] = useState(false);
  const dialogRef = useDialogFocus(onClose);
  const text = popupHasText(popup.content) ? plainText(popup.content) : '';

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
      >
        <h2 id={titleId} className={styles.title}>
          {popup.title}
        </h2>
        {popup.imageUrl && <img src={popup.imageUrl} alt={popup.title} className={styles.image} />}
        {text && <p className={styles.content}>{text}</p>}
        {isHttpLink(popup.linkUrl) && (
          <a href={popup.linkUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
            자세히 보기 (새 창)
          </a>
        )}
        <div className={styles.footer}>
          <label htmlFor={hideId} className={styles.hide}>
            <input
              id={hideId}
              type="checkbox"
              checked={hideToday}
              onChange={(event) => {
                setHideToday(event.target.checked);
                rememberHidden(popup.id, event.target.checked);
              }}
            />
            오늘 하루 보지 않기
          </label>
          <button type="button" onClick={onClose} className={styles.close}>
            닫기
          </button>
        </div>
      </div>
    </div>
  );
}
