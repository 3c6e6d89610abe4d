import { useId, useState } from 'react';
import { downloadPath, fileTypeOf } from '@portal/shared-types/board';
import { FileTypeIcon } from './file-type-icon';
import styles from './attachments.module.css';

interface AttachmentsDropdownProps {
  /** original file name -> stored path (spec section 3, fileUrl) */
  files: Record<string, string>;
  /** resources show a file-type icon per file (spec section 2.8) */
  withIcons?: boolean;
}

/** A 첨부파일 button that opens and closes the list of downloads. */
export function AttachmentsDropdown({ files, withIcons = false }: AttachmentsDropdownProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const entries = Object.entries(files);
  if (entries.length === 0) return null;
  return (
    <div className={styles.attachments}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        첨부파일 ({entries.length})
        <span aria-hidden="true" className={styles.caret}>
          {open ? '▲' : '▼'}
        </span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {entries.map(([name, stored]) => (
          <li key={name}>
            {/* the server's Content-Disposition gives the saved file its Korean name */}
            <a className={styles.file} href={downloadPath(stored)} download>
              {withIcons && <FileTypeIcon type={fileTypeOf(name)} />}
              <span>{name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
