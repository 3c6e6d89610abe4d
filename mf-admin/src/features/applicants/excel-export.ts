import type * as Xlsx from 'xlsx';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import {
  applicantHeaders,
  applicantRows,
  columnWidths,
  EXCEL_FILE_NAME,
  safeSheetName,
  SHEET_NAME,
} from '@portal/shared-types/applicants/excel';
import { messages } from '@portal/shared-types/common/messages';

type XlsxModule = Pick<typeof Xlsx, 'utils' | 'writeFile'>;

/**
 * Writes the (filtered) applicants to an .xlsx file in the browser (named by `fileName`, else the spec's
 * 청약_신청자목록.xlsx). xlsx is imported here only,
 * on demand, so no public page ever downloads it. Returns the message to show when there is nothing.
 */
export async function exportApplicants(
  applicants: readonly Applicant[],
  options: {
    /** each receipt number's place in the draw, once the round is drawn (a 추첨순위 column) */
    ranks?: ReadonlyMap<string, number> | undefined;
    /** the round and the date (excelFileName) */
    fileName?: string;
    loadXlsx?: () => Promise<XlsxModule>;
  } = {},
): Promise<string | null> {
  if (applicants.length === 0) return messages.exportEmpty;
  const XLSX = await (options.loadXlsx ?? (() => import('xlsx')))();
  const rows = applicantRows(applicants, options.ranks);
  const headers = applicantHeaders(applicants, options.ranks);
  const sheet = XLSX.utils.json_to_sheet(rows, { header: headers });
  // readable columns, and a filter button on every header: the whole table, header row included
  sheet['!cols'] = columnWidths(headers, rows);
  sheet['!autofilter'] = { ref: sheet['!ref']! };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, safeSheetName(SHEET_NAME));
  XLSX.writeFile(book, options.fileName ?? EXCEL_FILE_NAME);
  return null;
}
