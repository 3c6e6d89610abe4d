import type { FileType } from '@portal/shared-types/board/board';
import styles from './attachments.module.css';

const LABELS: Record<FileType, string> = {
  pdf: 'PDF 파일',
  image: '이미지 파일',
  spreadsheet: '스프레드시트 파일',
  word: '워드 문서',
  archive: '압축 파일',
  hwp: '한글 문서',
  other: '파일',
};

const COLORS: Record<FileType, string> = {
  pdf: '#c81e1e',
  image: '#0f7b3f',
  spreadsheet: '#107c41',
  word: '#1c4ed8',
  archive: '#8a5a00',
  hwp: '#0f4c81',
  other: '#52606d',
};

const TEXT: Record<FileType, string> = {
  pdf: 'PDF',
  image: 'IMG',
  spreadsheet: 'XLS',
  word: 'DOC',
  archive: 'ZIP',
  hwp: 'HWP',
  other: 'FILE',
};

/**
 * A small document icon with the extension (or the type) written on it, so colour is never the only
 * sign; its label names the type for screen readers.
 */
export function FileTypeIcon({ type, extension }: { type: FileType; extension?: string | null }) {
  const text = extension ?? TEXT[type];
  return (
    <svg
      className={styles.icon}
      width="20"
      height="24"
      viewBox="0 0 20 24"
      role="img"
      aria-label={LABELS[type]}
    >
      <path d="M2 1h11l5 5v17H2z" fill="#fff" stroke={COLORS[type]} strokeWidth="1.5" />
      <path d="M13 1v5h5" fill="none" stroke={COLORS[type]} strokeWidth="1.5" />
      <rect x="0" y="12" width="20" height="8" rx="1" fill={COLORS[type]} />
      <text
        x="10"
        y="18.5"
        textAnchor="middle"
        fontSize={text.length > 3 ? 5 : 6}
        fontWeight="700"
        fill="#fff"
      >
        {text}
      </text>
    </svg>
  );
}
