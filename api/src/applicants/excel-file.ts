// The applicants' Excel file, written on the server: the browser receives a compressed file and never
// holds the rows (docs/architecture.md, "The applicants' Excel export").
import zlib from 'node:zlib';
import * as XLSX from 'xlsx';
import {
  applicantRows,
  columnWidths,
  excelColumnsOf,
  excelHeaders,
  joinExcelColumns,
  safeSheetName,
  SHEET_NAME,
  type ExcelColumns,
  type ExportedApplicant,
} from '@portal/shared-types/applicants/excel';

// SheetJS's ES module cannot load zlib itself and deflates in JavaScript: a file about 2.7 times larger
// than zlib's at the same speed. Handed over at the first export (SheetJS's check of zlib logs a
// deprecation warning of Node's once, then).
let zlibGiven = false;
function handZlibToSheetJs() {
  if (!zlibGiven) XLSX.CFB.utils.use_zlib(zlib);
  zlibGiven = true;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The rows to write, a batch at a time; each call starts again from the first batch. */
export type ApplicantBatches = () => AsyncIterable<readonly ExportedApplicant[]>;

/**
 * Writes the file in two reads of the batches: the first finds the columns (a special supply type, a
 * result, a state now anywhere in the list), the second writes the rows into a dense sheet (arrays of
 * cells, a fraction of SheetJS's default cell map) and widens the columns to their widest cell.
 * Deflated (`compression: true`): the zip's entries are compressed, about a tenth of the stored size.
 * Returns null when no row was written, else the file and the receipt numbers it holds.
 */
export async function writeApplicantsFile(
  batches: ApplicantBatches,
  ranks: ReadonlyMap<string, number> | undefined,
): Promise<{ file: Buffer; receiptNumbers: string[] } | null> {
  let columns: ExcelColumns = { special: false, results: false, states: false, ranked: ranks !== undefined };
  for await (const batch of batches()) columns = joinExcelColumns(columns, excelColumnsOf(batch, false));
  const headers = excelHeaders(columns);

  const sheet = XLSX.utils.aoa_to_sheet([headers], { dense: true });
  let widths = columnWidths(headers, []);
  const receiptNumbers: string[] = [];
  for await (const batch of batches()) {
    if (batch.length === 0) continue;
    const rows = applicantRows(batch, ranks, headers);
    // a missing cell stays empty, as json_to_sheet leaves it
    XLSX.utils.sheet_add_aoa(
      sheet,
      rows.map((row) => headers.map((header) => row[header] ?? null)),
      { origin: -1 },
    );
    const batchWidths = columnWidths(headers, rows);
    widths = widths.map((width, index) => ({ wch: Math.max(width.wch, batchWidths[index]!.wch) }));
    for (const applicant of batch) receiptNumbers.push(applicant.receiptNumber);
  }
  if (receiptNumbers.length === 0) return null;
  // readable columns, and a filter button on every header: the whole table, header row included
  sheet['!cols'] = widths;
  sheet['!autofilter'] = { ref: sheet['!ref']! };
  handZlibToSheetJs();
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, safeSheetName(SHEET_NAME));
  const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  return { file, receiptNumbers };
}
