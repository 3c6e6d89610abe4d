import { useId } from 'react';
import { downloadPath, fileTypeOf } from '@portal/shared-types/board/board';
import type { Attachment } from '@portal/shared-types/board/notices.schema';
import { extensionLabel, formatFileSize } from './file-size';
import { FileTypeIcon } from './file-type-icon';
import styles from './attachments.module.css';

interface AttachmentListProps {
  /** the detail answer's files, with sizes */
  files: Attachment[] | undefined;
  /** original file name -> stored path: used when an older answer has no `files` */
  fileUrl: Record<string, string> | undefined;
}

/** 첨부파일: every file listed open, each with its type icon (the extension written on it) and size. */
export function AttachmentList({ files, fileUrl }: AttachmentListProps) {
  const headingId = useId();
  const entries =
    files ?? Object.entries(fileUrl ?? {}).map(([name, url]) => ({ name, url, size: undefined }));
  if (entries.length === 0) return null;
  return (
    <section className={styles.attachments} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        첨부파일 <span className={styles.count}>({entries.length})</span>
      </h3>
      <ul className={styles.list}>
        {entries.map(({ name, url, size }) => (
          <li key={name} className={styles.item}>
            {/* the server's Content-Disposition gives the saved file its Korean name */}
            <a className={styles.file} href={downloadPath(url)} download>
              <FileTypeIcon type={fileTypeOf(name)} extension={extensionLabel(name)} />
              <span className={styles.name}>{name}</span>
            </a>
            {size !== undefined && <span className={styles.size}>{formatFileSize(size)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
