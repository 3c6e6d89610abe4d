import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { ChecklistItem, DocumentFile } from '@portal/shared-types/after-draw/after-draw.schema';
import {
  DOCUMENT_ACCEPT,
  documentContentType,
  MAX_DOCUMENT_FILE_BYTES,
  MAX_DOCUMENT_FILES_PER_ITEM,
  documentMessages,
  formatFileSize,
  typeRefusal,
  type DocumentItem,
} from '@portal/shared-types/after-draw/documents';
import { fileStateLabels } from '@portal/shared-types/after-draw/status-rules';
import styles from './after-draw.module.css';

/** A refusal's Korean message (the server's, naming the file), or null when the file was taken. */
export type Outcome = string | null;

interface DocumentChecklistProps {
  items: readonly ChecklistItem[];
  /** files may be added, replaced and removed now (before the deadline and the review) */
  canChange: boolean;
  upload: (item: DocumentItem, file: File) => Promise<Outcome>;
  remove: (file: DocumentFile) => Promise<Outcome>;
  download: (file: DocumentFile) => void;
}

const LIMITS = `PDF, JPG, PNG 파일 · 파일당 ${MAX_DOCUMENT_FILE_BYTES / 1024 / 1024}MB까지 · 항목당 ${MAX_DOCUMENT_FILES_PER_ITEM}개까지`;

/** The checklist of the applicant's supply type: each item with its files and, while open, its upload. */
export function DocumentChecklist({ items, ...actions }: DocumentChecklistProps) {
  return (
    <ul className={styles.checklist}>
      {items.map((item) => (
        <ChecklistRow key={item.item} item={item} {...actions} />
      ))}
    </ul>
  );
}

function ChecklistRow({
  item,
  canChange,
  upload,
  remove,
  download,
}: { item: ChecklistItem } & Omit<DocumentChecklistProps, 'items'>) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  // the last try's result: what went through (said politely) and what was refused (an alert)
  const [done, setDone] = useState('');
  const [refusals, setRefusals] = useState<string[]>([]);
  const [tries, setTries] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // focus goes to the result of each try, where it is said: a refusal first, else what went through
  useEffect(() => {
    if (tries === 0) return;
    (alertRef.current ?? statusRef.current)?.focus();
  }, [tries]);

  const run = async (work: () => Promise<{ done: string; refused: string[] }>) => {
    setBusy(true);
    // a new try: the last one's refusals no longer stand
    setDone('');
    setRefusals([]);
    try {
      const result = await work();
      setDone(result.done);
      setRefusals(result.refused);
    } finally {
      setBusy(false);
      setTries((count) => count + 1);
    }
  };

  // too large or of a type not taken is known before sending it; the server says the same
  const send = async (file: File): Promise<Outcome> => {
    if (file.size > MAX_DOCUMENT_FILE_BYTES) return documentMessages.tooLarge(file.name);
    if (!documentContentType(file.name)) return typeRefusal(file.name);
    return upload(item.item, file);
  };
  const sent = (names: string[]) => (names.length > 0 ? documentMessages.uploaded(names) : '');

  const sendAll = (files: readonly File[]) =>
    run(async () => {
      const taken: string[] = [];
      const refused: string[] = [];
      for (const file of files) {
        const outcome = await send(file);
        if (outcome) refused.push(outcome);
        else taken.push(file.name);
      }
      return { done: sent(taken), refused };
    });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) void sendAll(files);
  };

  const replace = (old: DocumentFile, file: File) =>
    run(async () => {
      const refused = await send(file);
      if (refused) return { done: '', refused: [refused] };
      const kept = await remove(old);
      return { done: sent([file.name]), refused: kept ? [kept] : [] };
    });

  const withdraw = (file: DocumentFile) =>
    run(async () => {
      const refused = await remove(file);
      return refused
        ? { done: '', refused: [refused] }
        : { done: documentMessages.removed(file.name), refused: [] };
    });

  const headingId = `${id}-heading`;
  const limitsId = `${id}-limits`;
  return (
    <li className={styles.item}>
      <h4 id={headingId} className={styles.itemHead}>
        {item.label}
        <span className={`${styles.tag} ${item.required ? styles.required : ''}`}>
          {item.required ? '필수' : '해당자'}
        </span>
      </h4>
      <p className={styles.hint}>{item.required ? item.note : `해당하는 경우에만 제출: ${item.note}`}</p>
      {item.files.length > 0 ? (
        <ul className={styles.files} aria-label={`${item.label} 올린 파일`}>
          {item.files.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              changeable={canChange && file.state !== 'accepted'}
              busy={busy}
              onDownload={() => download(file)}
              onReplace={(next) => void replace(file, next)}
              onWithdraw={() => void withdraw(file)}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>올린 파일 없음</p>
      )}
      {canChange && (
        <div className={styles.fileInput}>
          <label htmlFor={`${id}-input`}>{item.label} 파일 올리기</label>
          <input
            id={`${id}-input`}
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT}
            disabled={busy}
            aria-describedby={limitsId}
            onChange={choose}
          />
          <p id={limitsId} className={styles.hint}>
            {LIMITS}
          </p>
        </div>
      )}
      {/* one polite live region a row, there from the start so that each change is announced */}
      <p ref={statusRef} role="status" tabIndex={-1} className={done ? styles.done : styles.hint}>
        {busy ? '파일을 처리하는 중입니다.' : done}
      </p>
      {refusals.length > 0 && (
        <div ref={alertRef} role="alert" tabIndex={-1} className={styles.error}>
          {refusals.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </li>
  );
}

interface FileRowProps {
  file: DocumentFile;
  changeable: boolean;
  busy: boolean;
  onDownload: () => void;
  onReplace: (file: File) => void;
  onWithdraw: () => void;
}

function FileRow({ file, changeable, busy, onDownload, onReplace, onWithdraw }: FileRowProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <li className={styles.file}>
      <span>
        {file.name} ({formatFileSize(file.size)}) · {fileStateLabels[file.state]}
        {file.state === 'supplement' && file.reason && <> · 보완 요청 사유: {file.reason}</>}
      </span>
      <span className={styles.buttons}>
        <button
          type="button"
          className={styles.button}
          onClick={onDownload}
          aria-label={`${file.name} 내려받기`}
        >
          내려받기
        </button>
        {changeable && (
          <>
            <button
              type="button"
              className={styles.button}
              disabled={busy}
              onClick={() => picker.current?.click()}
              aria-label={`${file.name} 바꾸기`}
            >
              바꾸기
            </button>
            <input
              ref={picker}
              type="file"
              hidden
              accept={DOCUMENT_ACCEPT}
              aria-label={`${file.name} 대신 올릴 파일`}
              onChange={(event) => {
                const next = event.target.files?.[0];
                event.target.value = '';
                if (next) onReplace(next);
              }}
            />
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              onClick={onWithdraw}
              aria-label={`${file.name} 삭제`}
            >
              삭제
            </button>
          </>
        )}
      </span>
    </li>
  );
}
