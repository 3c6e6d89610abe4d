import { useCallback } from 'react';
import { messages } from '@portal/shared-types/common/messages';
import { popupHasText, standaloneWindowSize, type Popup } from '@portal/shared-types/popups/popup-rules';
import { SanitizedHtml } from '../../components/html/sanitized-html';
import { PopupLink } from './popup-link';
import { useHiddenToday } from './use-hidden-today';
import styles from './popup-window.module.css';

/** The popup with its footer: 오늘 하루 보지 않기 (remembered until midnight in Seoul) and 닫기. */
export function PopupWindow({ id, popup }: { id: number; popup: Popup | undefined }) {
  const { hidden, hideToday } = useHiddenToday(id);
  const close = () => window.close();

  return (
    <div className={styles.window}>
      {hidden ? (
        <p className={styles.notice}>오늘 하루 보지 않기로 설정한 팝업입니다.</p>
      ) : popup ? (
        <PopupBody popup={popup} />
      ) : (
        <p className={styles.notice}>{messages.notFound}</p>
      )}
      <footer className={styles.footer}>
        <label className={styles.hideToday}>
          <input
            type="checkbox"
            checked={hidden}
            disabled={hidden}
            onChange={(event) => {
              if (!event.target.checked) return;
              hideToday();
              close();
            }}
          />
          오늘 하루 보지 않기
        </label>
        <button type="button" className={styles.close} onClick={close}>
          닫기
        </button>
      </footer>
    </div>
  );
}

function PopupBody({ popup }: { popup: Popup }) {
  // the window fits the image plus the footer, within the screen
  const fitWindow = useCallback((image: HTMLImageElement) => {
    const size = standaloneWindowSize(
      image.naturalWidth,
      image.naturalHeight,
      screen.availWidth,
      screen.availHeight,
    );
    if (size.width > 0 && size.height > 0) window.resizeTo(size.width, size.height);
  }, []);
  const hasText = popupHasText(popup.content);

  return (
    <section className={styles.popup} aria-labelledby="popup-title">
      <h1 id="popup-title" className={popup.imageUrl ? styles.srOnly : styles.title}>
        {popup.title}
      </h1>
      <div className={styles.stage}>
        {popup.imageUrl && (
          <img
            className={styles.image}
            src={popup.imageUrl}
            alt={hasText ? '' : popup.title}
            onLoad={(event) => fitWindow(event.currentTarget)}
          />
        )}
        {hasText && (
          <div className={popup.imageUrl ? styles.overlay : styles.text}>
            <SanitizedHtml html={popup.content} />
          </div>
        )}
      </div>
      {popup.linkUrl && (
        <p className={styles.more}>
          <PopupLink className={styles.link} href={popup.linkUrl}>
            자세히 보기
          </PopupLink>
        </p>
      )}
    </section>
  );
}
