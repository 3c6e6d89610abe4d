import * as XLSX from 'xlsx';
import {
  BASE_HEADERS,
  EXCEL_FILE_NAME,
  RECEIPT_HEADER,
  SHEET_NAME,
  SPECIAL_HEADERS,
} from '@portal/shared-types/applicants/excel';
import { messages } from '@portal/shared-types/common/messages';
import { exportApplicants } from '../src/features/applicants/excel-export';
import { applicant } from './support/applicants';

// the real sheet builder with the download replaced, so the written book can be read back
const writeFile = jest.fn();
const loadXlsx = async () => ({ utils: XLSX.utils, writeFile });

function writtenSheet(): unknown[][] {
  const [book, fileName] = writeFile.mock.calls[0] as [XLSX.WorkBook, string];
  expect(fileName).toBe(EXCEL_FILE_NAME);
  expect(book.SheetNames).toEqual([SHEET_NAME]);
  return XLSX.utils.sheet_to_json(book.Sheets[SHEET_NAME]!, { header: 1 });
}

beforeEach(() => writeFile.mockReset());

test('when the list is empty, then nothing is written and the empty message is returned', async () => {
  expect(await exportApplicants([], { loadXlsx })).toBe(messages.exportEmpty);
  expect(writeFile).not.toHaveBeenCalled();
});

test('when general applicants are exported, then the base columns hold a numeric reserve number', async () => {
  await exportApplicants([applicant(1, { winningState: '예비 2' }), applicant(2, { winningState: '당첨' })], {
    loadXlsx,
  });
  const [headers, reserve, won] = writtenSheet();
  expect(headers).toEqual([...BASE_HEADERS, RECEIPT_HEADER]);
  expect(reserve).toEqual([
    '신청자1',
    '010-1000-0001',
    '15평 청년 일반공급',
    '2026-03-02',
    '예비',
    2,
    '20261-0001-Q9',
  ]);
  expect(won?.[5]).toBe('-');
});

test('when a SPECIAL-15 applicant is exported, then the four special columns are added', async () => {
  await exportApplicants(
    [
      applicant(1, {
        subscriptionType: 'SPECIAL-15',
        income: 1,
        regional: 2,
        car: false,
        assetBasis: true,
        winningState: '예비',
      }),
    ],
    { loadXlsx },
  );
  const [headers, row] = writtenSheet();
  expect(headers).toEqual([...BASE_HEADERS, ...SPECIAL_HEADERS, RECEIPT_HEADER]);
  expect(row).toEqual([
    '신청자1',
    '010-1000-0001',
    '15평 청년 특별공급',
    '2026-03-02',
    '예비',
    '미지정',
    1,
    2,
    '무',
    'O',
    '20261-0001-Q9',
  ]);
});

test('when applicants are exported, then every column has a width and the header row a filter over the table', async () => {
  await exportApplicants(
    [
      applicant(1, { winningState: '당첨' }),
      applicant(2, { subscriptionType: 'SPECIAL-15', income: 1, regional: 1, car: true, assetBasis: true }),
    ],
    { loadXlsx },
  );
  const [book] = writeFile.mock.calls[0] as [XLSX.WorkBook];
  const sheet = book.Sheets[SHEET_NAME]!;
  const cols = sheet['!cols']!;
  expect(cols).toHaveLength(BASE_HEADERS.length + SPECIAL_HEADERS.length + 1);
  for (const col of cols) expect(col.wch).toBeGreaterThanOrEqual(8);
  // 이름, then 연락처 wider than 이름: the widths follow the spec's column order
  expect(cols[1]!.wch).toBeGreaterThan(cols[0]!.wch!);
  expect(sheet['!autofilter']).toEqual({ ref: 'A1:K3' });
});

test('when the round is drawn, then a 추첨순위 column follows the receipt number', async () => {
  const first = applicant(1, { winningState: '당첨' });
  const second = applicant(2, { winningState: '미당첨' });
  await exportApplicants([first, second], {
    loadXlsx,
    ranks: new Map([[first.receiptNumber, 1]]),
  });
  const [headers, won, missing] = writtenSheet();
  expect(headers).toEqual([...BASE_HEADERS, RECEIPT_HEADER, '추첨순위']);
  expect(won?.at(-1)).toBe(1);
  expect(missing?.at(-1)).toBe('-');
});

test('when the round is named, then the file carries the round and the date', async () => {
  await exportApplicants([applicant(1)], { loadXlsx, fileName: '청약신청자_2026년하반기_20261125.xlsx' });
  expect(writeFile.mock.calls[0]![1]).toBe('청약신청자_2026년하반기_20261125.xlsx');
});
