// The applicants' Excel file, written on the server: the browser receives a compressed file and never
// holds the rows (docs/architecture.md, "The applicants' Excel export").
import zlib from 'node:zlib';
import * as XLSX from 'xlsx';
import {
  applicantRows,
  columnWidth,
  displayWidth,
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
// deprecation warning of Node's once, then), deflating at zlib's fastest level: a 100,000-row sheet's
// 50 MB of XML in a tenth of a second instead of more than half a second at the default level, for a
// file about a quarter larger (still a tenth of the XML).
let zlibGiven = false;
function handZlibToSheetJs() {
  if (!zlibGiven)
    XLSX.CFB.utils.use_zlib({
      InflateRaw: zlib.InflateRaw,
      deflateRawSync: (data: zlib.InputType) =>
        zlib.deflateRawSync(data, { level: zlib.constants.Z_BEST_SPEED }),
    });
  zlibGiven = true;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The rows to write, a batch at a time, read once. */
export type ApplicantBatches = AsyncIterable<readonly ExportedApplicant[]>;

/** a missing cell stays empty, as json_to_sheet leaves it */
type Cell = string | number | null;

/**
 * Writes the file in one read of the batches. Each row's cells are made for every column the file could
 * have (a cell's text does not depend on the other columns), with each column's widest cell; the columns
 * that no row asks for (a special supply type, a result, a state now anywhere in the list) are then left
 * out, and the array of arrays becomes one dense sheet (arrays of cells, a fraction of SheetJS's default
 * cell map) in one aoa_to_sheet. Deflated (`compression: true`): the zip's entries are compressed, about
 * a tenth of the stored size. Returns null when no row was written, else the file and the receipt
 * numbers it holds.
 */
export async function writeApplicantsFile(
  batches: ApplicantBatches,
  ranks: ReadonlyMap<string, number> | undefined,
): Promise<{ file: Buffer; receiptNumbers: string[] } | null> {
  const ranked = ranks !== undefined;
  const every = excelHeaders({ special: true, results: true, states: true, ranked });
  let columns: ExcelColumns = { special: false, results: false, states: false, ranked };
  const widest = every.map(displayWidth);
  const table: Cell[][] = [];
  const receiptNumbers: string[] = [];
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    columns = joinExcelColumns(columns, excelColumnsOf(batch, false));
    for (const row of applicantRows(batch, ranks, every)) {
      const cells = every.map((header) => row[header] ?? null);
      cells.forEach((cell, index) => {
        const width = typeof cell === 'string' ? displayWidth(cell) : String(cell ?? '').length;
        if (width > widest[index]!) widest[index] = width;
      });
      table.push(cells);
    }
    for (const applicant of batch) receiptNumbers.push(applicant.receiptNumber);
  }
  if (receiptNumbers.length === 0) return null;

  const headers = excelHeaders(columns);
  const kept = headers.map((header) => every.indexOf(header));
  for (let index = 0; index < table.length; index += 1) {
    const cells = table[index]!;
    table[index] = kept.map((column) => cells[column] ?? null);
  }
  table.unshift(headers);
  const sheet = XLSX.utils.aoa_to_sheet(table, { dense: true });
  // the sheet holds the cells now
  table.length = 0;
  // readable columns, and a filter button on every header: the whole table, header row included
  sheet['!cols'] = kept.map((column) => columnWidth(widest[column]!));
  sheet['!autofilter'] = { ref: sheet['!ref']! };
  handZlibToSheetJs();
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, safeSheetName(SHEET_NAME));
  const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  return { file, receiptNumbers };
}
