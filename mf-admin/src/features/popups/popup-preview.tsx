import DOMPurify from 'dompurify';
import { popupHasText } from '@portal/shared-types/popups/popup-rules';
import styles from './popup-form.module.css';

interface PopupPreviewProps {
  title: string;
  content: string;
  imageSrc: string | null;
}

/** What the popup window will show, updated as the admin types. */
export function PopupPreview({ title, content, imageSrc }: PopupPreviewProps) {
  return (
    <section aria-labelledby="popup-preview-heading" className={styles.preview}>
      <h2 id="popup-preview-heading">미리보기</h2>
      <div className={styles.previewWindow}>
        {imageSrc ? (
          <img src={imageSrc} alt={title || '팝업 이미지'} />
        ) : (
          <p className={styles.noImage}>이미지 없음</p>
        )}
        {popupHasText(content) && (
          <div className={styles.overlay} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(content) }} />
        )}
      </div>
      <p className={styles.previewTitle}>{title}</p>
    </section>
  );
}
