import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import type { Round } from '@portal/shared-types/rounds/round-rules';
import { inquiryRows } from '../src/lib/inquiry-rows';

const now = new Date('2026-11-20T12:00:00+09:00');
const round = (id: number, startTs: string, endTs: string, closed = false): Round => ({
  id,
  title: `회차 ${id}`,
  description: '',
  subscriptionType: ['GENERAL-15'],
  startTs,
  endTs,
  closed,
});
const applicant = (id: number, subscriptionUid: number, winningState: string | null = null): Applicant => ({
  id,
  name: '김민지',
  phoneNumber: '01012345678',
  subscriptionType: 'GENERAL-15',
  subscriptionUid,
  createdAt: '2026-11-01T10:00:00+09:00',
  winningState,
  income: null,
  regional: null,
  car: null,
  assetBasis: null,
  receiptNumber: `2026${subscriptionUid}-7K3M-Q${id}`,
});

const open = round(4, '2026-11-10T00:00:00+09:00', '2026-11-30T00:00:00+09:00');
const pending = round(3, '2026-10-01T00:00:00+09:00', '2026-10-20T00:00:00+09:00');
const closedRecent = round(2, '2026-08-01T00:00:00+09:00', '2026-08-21T00:00:00+09:00', true);
const closedLongAgo = round(1, '2026-07-01T00:00:00+09:00', '2026-08-19T00:00:00+09:00', true);

describe('inquiryRows', () => {
  it('when the person applied in several rounds, then lists the current round first and then recent ones, latest end first', () => {
    const rows = inquiryRows(
      [applicant(11, 2, '예비 2'), applicant(12, 4), applicant(13, 3)],
      [closedRecent, open, pending],
      now,
    );
    expect(rows.map((row) => [row.round.id, row.label, row.color, row.editable])).toEqual([
      [4, '접수중', null, true],
      [3, '발표대기', null, false],
      [2, '예비 2', 'green', false],
    ]);
  });

  it('when a round ended more than 3 months ago, then its application is not shown', () => {
    expect(inquiryRows([applicant(21, 1, '당첨')], [open, closedLongAgo], now)).toEqual([]);
  });

  it('when a closed round has no win state, then it reads 미당첨 in red', () => {
    const [row] = inquiryRows([applicant(31, 2)], [open, closedRecent], now);
    expect(row).toMatchObject({ label: '미당첨', color: 'red', editable: false });
  });

  it('when the current round has not started, then it reads 예정 and cannot be edited', () => {
    const future = round(5, '2026-12-01T00:00:00+09:00', '2026-12-20T00:00:00+09:00');
    const [row] = inquiryRows([applicant(41, 5)], [future], now);
    expect(row).toMatchObject({ label: '예정', color: null, editable: false });
  });
});

describe('inquiryRows after the draw', () => {
  const summary = (state: 'ineligible' | 'givenUp' | 'reserveWaiting' | 'won', label: string) => ({
    resultLabel: '당첨',
    state,
    label,
    currentWinner: state === 'won',
    vacated: state === 'ineligible' || state === 'givenUp',
    documents: null,
    eligibility: null,
    deadline: null,
    contract: null,
  });
  it('when a winner was declared 부적격 or gave up, then the badge says so, not 당첨', () => {
    const rows = inquiryRows(
      [
        { ...applicant(31, 2, '당첨'), afterDraw: summary('ineligible', '부적격') },
        { ...applicant(32, 2, '당첨'), afterDraw: summary('givenUp', '포기') },
        { ...applicant(33, 2, '예비 1'), afterDraw: summary('reserveWaiting', '예비 1 대기') },
        { ...applicant(34, 2, '당첨'), afterDraw: summary('won', '당첨(추가)') },
      ],
      [closedRecent],
      now,
    );
    expect(rows.map((row) => [row.label, row.color])).toEqual([
      ['부적격', 'red'],
      ['포기', 'red'],
      ['예비 1 대기', 'green'],
      ['당첨(추가)', 'blue'],
    ]);
  });
});
