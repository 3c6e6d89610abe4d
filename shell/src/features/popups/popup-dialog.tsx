import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { rememberHiddenToday } from '@portal/shared-types/popups/popup-hiding';
import { popupHasText, popupLinkKind, type Popup } from '@portal/shared-types/popups/popup-rules';
import { textLines } from './plain-text';
import { ModalDialog } from '@portal/web-runtime/modal-dialog';
import styles from './popup-dialog.module.css';

function rememberHidden(id: number, hidden: boolean) {
  try {
    rememberHiddenToday(window.localStorage, id, hidden, new Date());
  } catch {
    // storage blocked: the popup simply shows again next time
  }
}

/**
 * A popup the browser would not open in a window, shown as a modal dialog in the page instead, with all
 * the window shows: the title, the image, the text (its lines kept) and the link, inside the site too.
 * It opens after the page's popups are read in the browser, never in the server's HTML.
 */
export function PopupDialog({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  const titleId = useId();
  const hideId = useId();
  const [hideToday, setHideToday] = useState(false);
  const lines = popupHasText(popup.content) ? textLines(popup.content) : [];
  const link = popupLinkKind(popup.linkUrl);

  return (
    <ModalDialog onClose={onClose} aria-labelledby={titleId} className={styles.dialog}>
      <h2 id={titleId} className={styles.title}>
        {popup.title}
      </h2>
      {popup.imageUrl && <img src={popup.imageUrl} alt={popup.title} className={styles.image} />}
      {lines.length > 0 && (
        <div className={styles.content}>
          {lines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </div>
      )}
      {link === 'internal' && (
        // a page of this site: shown in this tab, the dialog closed on the way
        <Link to={popup.linkUrl!} onClick={onClose} className={styles.link}>
          자세히 보기
        </Link>
      )}
      {link === 'external' && (
        <a href={popup.linkUrl!} target="_blank" rel="noopener noreferrer" className={styles.link}>
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
    </ModalDialog>
  );
}
