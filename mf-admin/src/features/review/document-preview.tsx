import { useEffect, useState } from 'react';
import type { DocumentFile } from '@portal/shared-types/after-draw/after-draw.schema';
import { messages } from '@portal/shared-types/common/messages';
import styles from '../../components/admin-ui.module.css';
import { adminDocumentUrl } from '../../lib/api/after-draw-api';
import { useFetchAdminBlob } from '../../lib/http';

/**
 * An uploaded document: an image shows inline from a blob URL (the file needs the admin's bearer
 * header, which an `<img>` cannot send); a PDF opens in a new tab when asked. Every read is recorded.
 */
export function DocumentPreview({ file }: { file: DocumentFile }) {
  const fetchBlob = useFetchAdminBlob();
  const image = file.contentType.startsWith('image/');
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!image) return;
    let live = true;
    let objectUrl: string | null = null;
    fetchBlob(adminDocumentUrl(file.id))
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setImageUrl(objectUrl);
      })
      .catch(
        (failure: unknown) =>
          live && setError(failure instanceof Error ? failure.message : messages.serverError),
      );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fetchBlob, file.id, image]);
  useEffect(() => () => void (pdfUrl && URL.revokeObjectURL(pdfUrl)), [pdfUrl]);

  const openPdf = async () => {
    setError(null);
    try {
      const url = pdfUrl ?? URL.createObjectURL(await fetchBlob(adminDocumentUrl(file.id)));
      setPdfUrl(url);
      window.open(url, '_blank', 'noopener');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : messages.serverError);
    }
  };

  if (error)
    return (
      <p role="alert" className={styles.error}>
        {file.name}: {error}
      </p>
    );
  if (image)
    return imageUrl ? (
      <img className={styles.documentImage} src={imageUrl} alt={`${file.name} 미리보기`} />
    ) : (
      <p role="status">{messages.loading}</p>
    );
  return (
    <p>
      <button type="button" className={styles.button} onClick={() => void openPdf()}>
        {file.name} 새 탭에서 열기
      </button>
      {pdfUrl && (
        <>
          {' '}
          <a href={pdfUrl} target="_blank" rel="noopener noreferrer">
            열리지 않으면 여기를 누르세요
          </a>
        </>
      )}
    </p>
  );
}
