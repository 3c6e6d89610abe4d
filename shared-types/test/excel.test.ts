import {
  applicantHeaders,
  applicantRows,
  BASE_HEADERS,
  columnWidths,
  EXCEL_FILE_NAME,
  excelColumnsOf,
  excelFileName,
  excelHeaders,
  joinExcelColumns,
  RANK_HEADER,
  RECEIPT_HEADER,
  SPECIAL_HEADERS,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  safeSheetName,
  SHEET_NAME,
  truncateCell,
  type ExportedApplicant,
} from '../src/applicants/excel';

const applicant = (overrides: Partial<ExportedApplicant>): ExportedApplicant => ({
  name: '홍길동',
  phoneNumber: '01012345678',
  supplyType: 'GENERAL-15',
  createdAt: '2025-03-01T23:30:00+09:00',
  winningState: null,
  income: null,
  regional: null,
  car: null,
  assetBasis: null,
  receiptNumber: '20261-7K3M-Q9',
  ...overrides,
});

describe('export names', () => {
  it('uses the fixed file and sheet names', () => {
    expect(EXCEL_FILE_NAME).toBe('청약_신청자목록.xlsx');
    expect(SHEET_NAME).toBe('신청자목록');
  });
});

describe('applicantRows', () => {
  it('when no SPECIAL-15 applicant is exported, then has the six base columns in order, then 접수번호', () => {
    const rows = applicantRows([applicant({ winningState: '당첨' })]);
    expect(rows).toEqual([
      {
        이름: '홍길동',
        연락처: '010-1234-5678',
        공급유형: '15평 청년 일반공급',
        신청일: '2025-03-01',
        당첨상태: '당첨',
        예비순번: '-',
        접수번호: '20261-7K3M-Q9',
      },
    ]);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      '이름',
      '연락처',
      '공급유형',
      '신청일',
      '당첨상태',
      '예비순번',
      '접수번호',
    ]);
  });
  it('fills the reserve number: a number, 미지정 when missing, - when not a reserve', () => {
    const rows = applicantRows([
      applicant({ winningState: '예비 3' }),
      applicant({ winningState: '예비' }),
      applicant({ winningState: '' }),
    ]);
    expect(rows.map((row) => [row.당첨상태, row.예비순번])).toEqual([
      ['예비', 3],
      ['예비', '미지정'],
      ['미당첨', '-'],
    ]);
  });
  it('formats 10-digit phones and keeps odd ones as stored', () => {
    const rows = applicantRows([
      applicant({ phoneNumber: '0101234567' }),
      applicant({ phoneNumber: '12345' }),
    ]);
    expect(rows.map((row) => row.연락처)).toEqual(['010-123-4567', '12345']);
  });
  it('when a SPECIAL-15 applicant is exported, then adds the four special columns', () => {
    const rows = applicantRows([
      applicant({ supplyType: 'SPECIAL-15', income: 2, regional: 1, car: true, assetBasis: true }),
      applicant({ supplyType: 'SPECIAL-15', income: 3, regional: 3, car: false, assetBasis: false }),
      applicant({ supplyType: 'GENERAL-30' }),
    ]);
    expect(Object.keys(rows[0] ?? {}).slice(4)).toEqual([
      '소득순위',
      '지역순위',
      '차량소유',
      '자산기준',
      '접수번호',
    ]);
    expect(rows.map((row) => [row.소득순위, row.지역순위, row.차량소유, row.자산기준])).toEqual([
      [2, 1, '유', 'O'],
      [3, 3, '무', ''],
      ['', '', '', ''],
    ]);
    expect(rows[2]?.공급유형).toBe('30평 청년·신혼부부 일반공급');
  });
  it('lists the headers to match', () => {
    expect(applicantHeaders([{ supplyType: 'GENERAL-15', winningState: '당첨' }])).toHaveLength(7);
    expect(applicantHeaders([{ supplyType: 'SPECIAL-15', winningState: '미당첨' }])).toHaveLength(11);
    expect(applicantHeaders([]).at(-1)).toBe('접수번호');
  });
  it('before any result, has no result columns: nobody is called 미당첨 before the draw', () => {
    const rows = applicantRows([applicant({ winningState: null }), applicant({ winningState: null })]);
    expect(Object.keys(rows[0] ?? {})).toEqual(['이름', '연락처', '공급유형', '신청일', '접수번호']);
    expect(applicantHeaders([applicant({})])).not.toContain('당첨상태');
  });
  it('after the draw, adds the state now: result, state, documents, eligibility, deadline, contract', () => {
    const summary = {
      resultLabel: '당첨',
      state: 'ineligible' as const,
      label: '부적격',
      currentWinner: false,
      vacated: true,
      documents: '온라인 제출 없음',
      eligibility: '부적격' as const,
      deadline: '2026-06-20T14:59:59.999Z',
      contract: null,
    };
    const called = {
      ...summary,
      resultLabel: '예비 1 → 당첨(추가)',
      state: 'documentsRequested' as const,
      label: '당첨(추가, 서류 요청)',
      currentWinner: true,
      vacated: false,
      documents: '제출 대기',
      eligibility: null,
    };
    const ranks = new Map([
      ['A', 1],
      ['B', 7],
    ]);
    const rows = applicantRows(
      [
        applicant({ winningState: '당첨', receiptNumber: 'A', afterDraw: summary }),
        applicant({ winningState: '당첨', receiptNumber: 'B', afterDraw: called }),
      ],
      ranks,
    );
    expect(Object.keys(rows[0] ?? {}).slice(6)).toEqual([
      '접수번호',
      '추첨순위',
      '추첨결과',
      '현재상태',
      '서류',
      '적격',
      '제출기한',
      '계약',
    ]);
    expect(rows[0]).toMatchObject({
      현재상태: '부적격',
      적격: '부적격',
      제출기한: '2026-06-20 오후 11:59',
      계약: '-',
    });
    expect(rows[1]).toMatchObject({
      추첨결과: '예비 1 → 당첨(추가)',
      현재상태: '당첨(추가, 서류 요청)',
      서류: '제출 대기',
    });
  });
  it('when the list is empty, then there are no rows', () => {
    expect(applicantRows([])).toEqual([]);
  });
});

describe('cell and sheet limits', () => {
  it('keeps 32,767 characters and cuts one more', () => {
    expect(truncateCell('a'.repeat(32_767))).toHaveLength(32_767);
    expect(truncateCell('a'.repeat(32_768))).toHaveLength(32_767);
    expect(truncateCell('')).toBe('');
  });
  it('removes the characters Excel forbids in sheet names', () => {
    expect(safeSheetName('a:b\\c/d?e*f[g]h')).toBe('abcdefgh');
  });
  it('keeps 31 characters and cuts one more', () => {
    expect(safeSheetName('가'.repeat(31))).toBe('가'.repeat(31));
    expect(safeSheetName('가'.repeat(32))).toBe('가'.repeat(31));
  });
  it('when nothing remains, then falls back', () => {
    expect(safeSheetName('[]:*')).toBe('신청자목록');
    expect(safeSheetName('  ', 'Sheet1')).toBe('Sheet1');
  });
});

describe('the application date of many rows', () => {
  it("is each moment's Seoul day, across midnight and back, and empty for an invalid date", () => {
    const dates = [
      '2026-11-27T23:59:59.999+09:00',
      '2026-11-28T00:00:00.000+09:00',
      '2026-11-27T12:00:00+09:00',
      'not a date',
      '2026-11-28T23:59:59+09:00',
      // Seoul's summer time of 1987 (UTC+10 from May 10): formatted as a day of its own
      '1987-05-10T14:30:00Z',
      '1987-05-10T15:30:00Z',
    ];
    const rows = applicantRows(dates.map((createdAt) => applicant({ createdAt })));
    expect(rows.map((row) => row.신청일)).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-27',
      '',
      '2026-11-28',
      '1987-05-11',
      '1987-05-11',
    ]);
  });
});

describe('columnWidths', () => {
  it('fits the widest cell, counting a Hangul letter as two, plus room for the filter button', () => {
    const widths = columnWidths(
      ['이름', '연락처', '예비순번'],
      [{ 이름: '홍길동', 연락처: '010-1234-5678', 예비순번: 3 }],
    );
    // 홍길동 is 6 wide, 010-1234-5678 is 13, the header 예비순번 is 8
    expect(widths).toEqual([{ wch: 9 }, { wch: 16 }, { wch: 11 }]);
  });
  it('keeps every width between the minimum and the maximum', () => {
    const [narrow, wide] = columnWidths(['예비순번', '이름'], [{ 예비순번: '-', 이름: '가'.repeat(100) }]);
    expect(narrow!.wch).toBeGreaterThanOrEqual(MIN_COLUMN_WIDTH);
    expect(wide).toEqual({ wch: MAX_COLUMN_WIDTH });
    expect(columnWidths(['예비순번'], [])).toEqual([{ wch: 11 }]);
  });
  it('counts a letter outside ASCII that is not wide as one, an ASCII text by its length', () => {
    const widths = columnWidths(
      ['이름', '연락처'],
      [{ 이름: 'Zoë Ångström-Łukasz', 연락처: 'x'.repeat(30) }],
    );
    expect(widths).toEqual([{ wch: 22 }, { wch: 33 }]);
  });
});

describe('excelFileName', () => {
  const at = new Date('2026-11-25T03:00:00+09:00');
  it('holds the round without spaces and the Seoul date of the export', () => {
    expect(excelFileName('2026년 하반기', at)).toBe('청약신청자_2026년하반기_20261125.xlsx');
    // late in the evening UTC is already the next day in Seoul
    expect(excelFileName('1차', new Date('2026-11-25T16:00:00Z'))).toBe('청약신청자_1차_20261126.xlsx');
  });
  it('drops what file systems refuse and keeps the name short', () => {
    expect(excelFileName('A/B\\C:D*E?F"G<H>I|J\tK\u0001', at)).toBe('청약신청자_ABCDEFGHIJK_20261125.xlsx');
    expect(excelFileName('..숨김..', at)).toBe('청약신청자_숨김_20261125.xlsx');
    expect(excelFileName('   ', at)).toBe('청약신청자_회차_20261125.xlsx');
    expect(excelFileName('가'.repeat(80), at)).toBe(`청약신청자_${'가'.repeat(50)}_20261125.xlsx`);
  });
});

describe('columns of a file written in batches', () => {
  test('when batches are joined, then a column any batch asks for is in the file, in the spec order', () => {
    const first = excelColumnsOf([applicant({})], false);
    const second = excelColumnsOf([applicant({ supplyType: 'SPECIAL-15', winningState: '당첨' })], false);
    expect(first).toEqual({ special: false, results: false, states: false, ranked: false });
    const columns = joinExcelColumns(first, second);
    expect(excelHeaders(columns)).toEqual([...BASE_HEADERS, ...SPECIAL_HEADERS, RECEIPT_HEADER]);
    expect(excelHeaders({ ...columns, ranked: true }).at(-1)).toBe(RANK_HEADER);
  });

  test("when rows are made with the file's headers, then a batch without special applicants still fills those cells empty", () => {
    const headers = excelHeaders({ special: true, results: true, states: false, ranked: true });
    const [row] = applicantRows([applicant({})], undefined, headers);
    expect(row?.소득순위).toBe('');
    expect(row?.당첨상태).toBe('미당첨');
    expect(row?.[RANK_HEADER]).toBe('-');
    expect(applicantHeaders([applicant({})], new Map())).toEqual(
      excelHeaders({ special: false, results: true, states: false, ranked: true }),
    );
  });
});
