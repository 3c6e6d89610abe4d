import { useId, type ChangeEvent } from 'react';
import styles from './admin-ui.module.css';
import { addFiles } from '../lib/file-picker';

interface AttachmentsFieldProps {
  /** original names of attachments already stored */
  existing: readonly string[];
  deleted: readonly string[];
  onDeletedChange: (names: string[]) => void;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
}

/** Stored attachments (removable, sent as deletedFiles) and newly picked files. */
export function AttachmentsField({
  existing,
  deleted,
  onDeletedChange,
  files,
  onFilesChange,
}: AttachmentsFieldProps) {
  const id = useId();
  const kept = existing.filter((name) => !deleted.includes(name));
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    onFilesChange(addFiles(files, event.target.files ?? []));
    event.target.value = ''; // lets the same file be picked again after removing it
  };
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-files`}>첨부파일</label>
      <input id={`${id}-files`} type="file" multiple onChange={pick} />
      {(kept.length > 0 || files.length > 0) && (
        <ul aria-label="첨부파일 목록">
          {kept.map((name) => (
            <li key={`stored-${name}`}>
              {name}{' '}
              <button
                type="button"
                aria-label={`${name} 삭제`}
                onClick={() => onDeletedChange([...deleted, name])}
              >
                삭제
              </button>
            </li>
          ))}
          {files.map((file, index) => (
            <li key={`new-${file.name}-${file.size}`}>
              {file.name} ({Math.ceil(file.size / 1024)} KB){' '}
              <button
                type="button"
                aria-label={`${file.name} 삭제`}
                onClick={() => onFilesChange(files.filter((_, other) => other !== index))}
              >
                삭제
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
