import type * as Xlsx from 'xlsx';
import type { AuditEntry } from '@portal/shared-types/audit/audit.schema';
import { auditActionLabel, auditFieldLabel } from '@portal/shared-types/audit/audit-labels';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';

type XlsxModule = Pick<typeof Xlsx, 'utils' | 'writeFile'>;

export const HISTORY_HEADERS = ['일시', '처리자', '작업', '대상 계정', '내용'] as const;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** An entry's fields in words: 역할 서류 심사, 개인정보 관리 · 사유 업무 변경 (times in Seoul). */
function readable(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  return Object.entries(value as Record<string, unknown>)
    .map(([key, field]) => {
      const text = Array.isArray(field)
        ? field.length
          ? field.join(', ')
          : '없음'
        : typeof field === 'string' && ISO_TIME.test(field)
          ? formatAdminDateTime(field)
          : String(field);
      return `${auditFieldLabel(key)} ${text}`;
    })
    .join(' · ');
}

/** One entry as a row of the screen and of the file: the same words in both. */
export const historyRow = (entry: AuditEntry) => ({
  일시: formatAdminDateTime(entry.at),
  처리자: entry.actor,
  작업: auditActionLabel(entry.action),
  '대상 계정': entry.target ?? '',
  내용: [entry.before ? `이전 ${readable(entry.before)}` : '', readable(entry.after)]
    .filter(Boolean)
    .join(' / '),
});

/** 계정_변경_이력.xlsx, written in the browser; xlsx is loaded only when asked for. */
export async function exportAccountHistory(
  entries: readonly AuditEntry[],
  loadXlsx: () => Promise<XlsxModule> = () => import('xlsx'),
): Promise<void> {
  const XLSX = await loadXlsx();
  const sheet = XLSX.utils.json_to_sheet(entries.map(historyRow), { header: [...HISTORY_HEADERS] });
  sheet['!cols'] = [{ wch: 18 }, { wch: 14 }, { wch: 22 }, { wch: 16 }, { wch: 80 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, '계정 변경 이력');
  XLSX.writeFile(book, '계정_변경_이력.xlsx');
}
