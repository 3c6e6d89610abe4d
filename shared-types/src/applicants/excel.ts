import type { Applicant } from './applicants.schema';
import { formatAdminDateTime, formatDate, fromSeoulClock } from '../common/dates';
import { digitsOnly, formatPhone } from '../identity/phone-rules';
import { SPECIAL_15, supplyTypeLabel, type SupplyType } from '../supply/supply-type-labels';
import { formatWinningState, parseWinningState } from '../draw/winning-state';

/** The spec's file name, still used when the round is not known. */
export const EXCEL_FILE_NAME = '청약_신청자목록.xlsx';
const MAX_TITLE_IN_FILE_NAME = 50;

/**
 * The export's file name: the round and the Seoul date of the export, so files of different rounds and
 * days differ, e.g. 청약신청자_2026년하반기_20261125.xlsx. The title loses its spaces and what file
 * systems refuse (\ / : * ? " < > | and control characters) and is cut to 50 characters.
 */
export function excelFileName(roundTitle: string, at: Date): string {
  const title = roundTitle
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f\s]+/g, '')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, MAX_TITLE_IN_FILE_NAME);
  const day = formatDate(at).replace(/-/g, '');
  return `청약신청자_${title || '회차'}_${day}.xlsx`;
}

export const SHEET_NAME = '신청자목록';
export const MAX_CELL_LENGTH = 32_767;
export const MAX_SHEET_NAME_LENGTH = 31;

export const BASE_HEADERS = ['이름', '연락처', '공급유형', '신청일', '당첨상태', '예비순번'] as const;
/** Before any result exists, the file has no result columns: nobody is 미당첨 yet. */
export const RESULT_HEADERS = ['당첨상태', '예비순번'] as const;
export const SPECIAL_HEADERS = ['소득순위', '지역순위', '차량소유', '자산기준'] as const;
/** After the spec's columns, which keep their order. */
export const RECEIPT_HEADER = '접수번호';
/** The place in the draw of the supply type, once the round is drawn. */
export const RANK_HEADER = '추첨순위';
/** The state now (after-draw/application-status.ts), once results exist: the admin's working list. */
export const STATE_HEADERS = ['추첨결과', '현재상태', '서류', '적격', '제출기한', '계약'] as const;
export type ExcelHeader =
  | (typeof BASE_HEADERS)[number]
  | (typeof SPECIAL_HEADERS)[number]
  | (typeof STATE_HEADERS)[number]
  | typeof RECEIPT_HEADER
  | typeof RANK_HEADER;
export type ApplicantRow = Partial<Record<ExcelHeader, string | number>>;

/** An application as the export reads it, the supply type under the code's name (the API's record). */
export type ExportedApplicant = Pick<
  Applicant,
  | 'name'
  | 'phoneNumber'
  | 'createdAt'
  | 'winningState'
  | 'income'
  | 'regional'
  | 'car'
  | 'assetBasis'
  | 'receiptNumber'
> & { supplyType: SupplyType } & Partial<Pick<Applicant, 'afterDraw'>>;

/** Whether any result exists: a drawn round (ranks), a saved winning state or a state now. */
const hasResults = (
  applicants: readonly Partial<Pick<Applicant, 'winningState' | 'afterDraw'>>[],
  ranks?: ReadonlyMap<string, number>,
) => ranks !== undefined || applicants.some((applicant) => applicant.winningState || applicant.afterDraw);

/** What decides the columns: found by one look over the exported applicants (excelColumnsOf). */
export interface ExcelColumns {
  /** a SPECIAL-15 applicant is exported: the special supply columns */
  special: boolean;
  /** any result exists (a drawn round, a saved winning state or a state now): the result columns */
  results: boolean;
  /** a state now exists: the admin's working columns */
  states: boolean;
  /** the round is drawn: the draw's rank */
  ranked: boolean;
}

/** The columns one batch of applicants asks for; a file's are every batch's joined (or-ed). */
export function excelColumnsOf(
  applicants: readonly (Pick<ExportedApplicant, 'supplyType'> &
    Partial<Pick<Applicant, 'winningState' | 'afterDraw'>>)[],
  ranked: boolean,
): ExcelColumns {
  return {
    special: applicants.some((applicant) => applicant.supplyType === SPECIAL_15),
    results: hasResults(applicants, ranked ? new Map() : undefined),
    states: applicants.some((applicant) => applicant.afterDraw),
    ranked,
  };
}

/** Two batches' columns together. */
export const joinExcelColumns = (a: ExcelColumns, b: ExcelColumns): ExcelColumns => ({
  special: a.special || b.special,
  results: a.results || b.results,
  states: a.states || b.states,
  ranked: a.ranked || b.ranked,
});

/** The headers of those columns, in the file's order. */
export function excelHeaders(columns: ExcelColumns): ExcelHeader[] {
  return [
    ...BASE_HEADERS.filter(
      (header) => columns.results || !(RESULT_HEADERS as readonly string[]).includes(header),
    ),
    ...(columns.special ? SPECIAL_HEADERS : []),
    RECEIPT_HEADER,
    ...(columns.ranked ? [RANK_HEADER as ExcelHeader] : []),
    ...(columns.states ? STATE_HEADERS : []),
  ];
}

/**
 * The column headers: the result columns once results exist, the special supply columns only when a
 * SPECIAL-15 applicant is exported, then the receipt number, the draw's rank, and the state now.
 */
export function applicantHeaders(
  applicants: readonly (Pick<ExportedApplicant, 'supplyType'> &
    Partial<Pick<Applicant, 'winningState' | 'afterDraw'>>)[],
  ranks?: ReadonlyMap<string, number>,
): ExcelHeader[] {
  return excelHeaders(excelColumnsOf(applicants, ranks !== undefined));
}

/** The phone formatted when it has 10 or 11 digits, else as stored. */
function displayPhone(phone: string): string {
  const digits = digitsOnly(phone);
  return digits.length === 10 || digits.length === 11 ? formatPhone(digits) : phone;
}

/**
 * One row object per applicant, keys in column order. Once results exist, the winning state column
 * shows 예비 for a reserve, its number going to 예비순번 (미지정 when missing, - when not a reserve).
 * When special columns are present: tiers as numbers 1 to 3, car 유/무, asset basis O when true;
 * cells are left empty for other supply types and for missing answers. The state now's columns say
 * what the admin works from: 현재상태 (부적격, 포기, 기한 경과, 당첨(추가), ...), 서류, 적격, 제출기한, 계약.
 */
export function applicantRows(
  applicants: readonly ExportedApplicant[],
  ranks?: ReadonlyMap<string, number>,
  /** the file's headers when it is written in batches (else this list's own) */
  headers: readonly ExcelHeader[] = applicantHeaders(applicants, ranks),
): ApplicantRow[] {
  const withSpecial = headers.includes(SPECIAL_HEADERS[0]);
  const withResults = headers.includes(RESULT_HEADERS[0]);
  const withStates = headers.includes(STATE_HEADERS[0]);
  const dateOf = seoulDates();
  return applicants.map((applicant) => {
    const state = parseWinningState(applicant.winningState);
    const reserveCell = state.kind !== 'reserve' ? '-' : (state.reserveNumber ?? '미지정');
    const row: ApplicantRow = {
      이름: truncateCell(applicant.name),
      연락처: truncateCell(displayPhone(applicant.phoneNumber)),
      공급유형: supplyTypeLabel(applicant.supplyType),
      신청일: dateOf(applicant.createdAt),
    };
    if (withResults) {
      row.당첨상태 = formatWinningState({ kind: state.kind });
      row.예비순번 = reserveCell;
    }
    if (withSpecial) {
      const special = applicant.supplyType === SPECIAL_15;
      row.소득순위 = special ? (applicant.income ?? '') : '';
      row.지역순위 = special ? (applicant.regional ?? '') : '';
      row.차량소유 = special && applicant.car !== null ? (applicant.car ? '유' : '무') : '';
      row.자산기준 = special && applicant.assetBasis === true ? 'O' : '';
    }
    row[RECEIPT_HEADER] = applicant.receiptNumber;
    if (headers.includes(RANK_HEADER)) row[RANK_HEADER] = ranks?.get(applicant.receiptNumber) ?? '-';
    if (withStates) {
      const now = applicant.afterDraw;
      row.추첨결과 = now?.resultLabel ?? '-';
      row.현재상태 = now?.label ?? '-';
      row.서류 = now?.documents ?? '-';
      row.적격 = now?.eligibility ?? '-';
      row.제출기한 = now?.deadline ? formatAdminDateTime(now.deadline) : '-';
      row.계약 = now?.contract ?? '-';
    }
    return row;
  });
}

/**
 * formatDate for many moments that mostly share a day (a list's application dates): the Seoul day found
 * last is kept with its bounds, so a moment of the same day is not formatted again.
 */
function seoulDates(): (value: string) => string {
  let from = 0;
  let to = 0;
  let day = '';
  return (value) => {
    const moment = Date.parse(value);
    if (moment >= from && moment < to) return day;
    const formatted = formatDate(value);
    const [year, month, date] = formatted.split('-').map(Number);
    if (!formatted || year === undefined || month === undefined || date === undefined) return formatted;
    day = formatted;
    from = fromSeoulClock(year, month, date).getTime();
    to = fromSeoulClock(year, month, date + 1).getTime();
    return day;
  };
}

export const MIN_COLUMN_WIDTH = 8;
export const MAX_COLUMN_WIDTH = 40;

const WIDE = /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/;

/** A text's width in Excel characters: Hangul and other wide letters take two. */
export function displayWidth(text: string): number {
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u007f]*$/.test(text)) return text.length;
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

/** A column's width (xlsx's `wch`) from its widest cell: a margin for the filter button, 8 to 40. */
export const columnWidth = (widest: number): { wch: number } => ({
  wch: Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, widest + 3)),
});

/**
 * Each column's width (in characters, xlsx's `wch`): its widest cell, header included, plus a margin
 * for the filter button, kept between 8 and 40 so that a long name does not push the rest off screen.
 */
export function columnWidths(
  headers: readonly ExcelHeader[],
  rows: readonly ApplicantRow[],
): { wch: number }[] {
  return headers.map((header) => {
    let widest = displayWidth(header);
    for (const row of rows) widest = Math.max(widest, displayWidth(String(row[header] ?? '')));
    return columnWidth(widest);
  });
}

/** Excel's cell limit: text is cut at 32,767 characters. */
export function truncateCell(text: string): string {
  return text.length > MAX_CELL_LENGTH ? text.slice(0, MAX_CELL_LENGTH) : text;
}

/** A sheet name Excel accepts: no : \ / ? * [ ], at most 31 characters, never empty. */
export function safeSheetName(name: string, fallback: string = SHEET_NAME): string {
  const cleaned = name
    .replace(/[:\\/?*[\]]/g, '')
    .trim()
    .slice(0, MAX_SHEET_NAME_LENGTH)
    .trim();
  return cleaned || fallback;
}
