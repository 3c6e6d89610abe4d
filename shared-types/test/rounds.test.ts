import { messages } from '../src/common/messages';
import {
  canEditApplication,
  chooseCurrentRound,
  findOverlappingRound,
  recentlyDrawnRounds,
  type Round,
  type RoundListItem,
  roundProgress,
  roundsBesideNoOpenRound,
  roundsForInquiry,
  roundsOverlap,
  sortRoundsByEndDesc,
} from '../src/rounds/round-rules';
import { progressLabel } from '../src/applicants/winning-state-rules';
import { roundInputSchema, roundListItemSchema, roundSchema } from '../src/rounds/rounds.schema';

const round = (id: number, startTs: string, endTs: string, closed = false): Round => ({
  id,
  title: `제${id}차`,
  description: '',
  subscriptionType: ['GENERAL-15'],
  startTs,
  endTs,
  closed,
});

const validInput = {
  title: '1차 청약',
  description: '<p>안내</p>',
  subscriptionType: ['GENERAL-15', 'SPECIAL-15'],
  startTs: '2025-03-01T10:00:00+09:00',
  endTs: '2025-03-10T18:00:00+09:00',
};
const firstMessage = (input: unknown) => roundInputSchema.safeParse(input).error?.issues[0]?.message;

describe('roundSchema', () => {
  it('accepts a round with offset timestamps', () => {
    const value = round(1, '2025-03-01T10:00:00+09:00', '2025-03-10T09:00:00Z');
    expect(roundSchema.parse(value)).toEqual(value);
  });
  it('refuses a timestamp without offset and an unknown type', () => {
    expect(roundSchema.safeParse(round(1, '2025-03-01T10:00:00', '2025-03-10T09:00:00Z')).success).toBe(
      false,
    );
    expect(
      roundSchema.safeParse({ ...round(1, validInput.startTs, validInput.endTs), subscriptionType: ['X'] })
        .success,
    ).toBe(false);
  });
});

describe('roundInputSchema', () => {
  it('accepts a valid round and drops duplicate types', () => {
    const parsed = roundInputSchema.parse({ ...validInput, subscriptionType: ['GENERAL-15', 'GENERAL-15'] });
    expect(parsed.subscriptionType).toEqual(['GENERAL-15']);
  });
  it('when the description is missing, then it is empty', () => {
    const { description: _unused, ...rest } = validInput;
    expect(roundInputSchema.parse(rest).description).toBe('');
  });
  it.each([undefined, '', '   '])('when the title is %p, then asks for it', (title) => {
    expect(firstMessage({ ...validInput, title })).toBe('제목을 입력해 주세요.');
  });
  it('when the title is 200 characters, then it passes; 201, then it fails', () => {
    expect(roundInputSchema.safeParse({ ...validInput, title: 'a'.repeat(200) }).success).toBe(true);
    expect(firstMessage({ ...validInput, title: 'a'.repeat(201) })).toBe(messages.titleTooLong);
  });
  it('when no type is chosen, then asks for one', () => {
    expect(firstMessage({ ...validInput, subscriptionType: [] })).toBe(messages.supplyTypesRequired);
    expect(firstMessage({ ...validInput, subscriptionType: undefined })).toBe(messages.supplyTypesRequired);
  });
  it('when a date-time is missing, then asks for it', () => {
    expect(firstMessage({ ...validInput, startTs: undefined })).toBe(messages.startDateTimeRequired);
    expect(firstMessage({ ...validInput, endTs: '' })).toBe(messages.endDateTimeRequired);
  });
  it('when a date-time has no offset or is not a date, then says so', () => {
    expect(firstMessage({ ...validInput, startTs: '2025-03-01T10:00' })).toBe(messages.dateTimeInvalid);
    expect(firstMessage({ ...validInput, endTs: 'tomorrow' })).toBe(messages.dateTimeInvalid);
  });
  it('when the end equals the start, then refuses it; one second later, then accepts it', () => {
    const start = '2025-03-01T10:00:00+09:00';
    expect(firstMessage({ ...validInput, startTs: start, endTs: '2025-03-01T01:00:00Z' })).toBe(
      messages.endBeforeStart,
    );
    expect(
      roundInputSchema.safeParse({ ...validInput, startTs: start, endTs: '2025-03-01T10:00:01+09:00' })
        .success,
    ).toBe(true);
  });
  it('reports the end error on endTs', () => {
    const issue = roundInputSchema.safeParse({ ...validInput, endTs: '2025-02-01T10:00:00+09:00' }).error
      ?.issues[0];
    expect(issue?.path).toEqual(['endTs']);
  });
});

describe('roundProgress and labels', () => {
  const r = round(1, '2025-03-01T10:00:00+09:00', '2025-03-10T18:00:00+09:00');
  const at = (iso: string) => new Date(iso);

  it('is before until the start, open from the start to the end included, pending after', () => {
    expect(roundProgress(r, at('2025-03-01T09:59:59.999+09:00'))).toBe('before');
    expect(roundProgress(r, at('2025-03-01T10:00:00+09:00'))).toBe('open');
    expect(roundProgress(r, at('2025-03-10T18:00:00+09:00'))).toBe('open');
    expect(roundProgress(r, at('2025-03-10T18:00:00.001+09:00'))).toBe('pending');
  });
  it('when the round is closed, then it is closed whatever the time', () => {
    const closed = { ...r, closed: true };
    expect(roundProgress(closed, at('2025-02-01T00:00:00+09:00'))).toBe('closed');
    expect(roundProgress(closed, at('2025-03-05T00:00:00+09:00'))).toBe('closed');
  });
  it('labels each progress; closed shows the win status', () => {
    expect(progressLabel('before')).toBe('예정');
    expect(progressLabel('open')).toBe('접수중');
    expect(progressLabel('pending')).toBe('발표대기');
    expect(progressLabel('closed', '당첨')).toBe('당첨');
    expect(progressLabel('closed', '예비 2')).toBe('예비 2');
    expect(progressLabel('closed', null)).toBe('미당첨');
    expect(progressLabel('closed')).toBe('미당첨');
  });
  it('allows editing only while open', () => {
    expect(canEditApplication(r, at('2025-03-05T00:00:00+09:00'))).toBe(true);
    expect(canEditApplication(r, at('2025-02-05T00:00:00+09:00'))).toBe(false);
    expect(canEditApplication(r, at('2025-03-11T00:00:00+09:00'))).toBe(false);
    expect(canEditApplication({ ...r, closed: true }, at('2025-03-05T00:00:00+09:00'))).toBe(false);
  });
});

describe('chooseCurrentRound', () => {
  const now = new Date('2025-03-05T00:00:00+09:00');
  const future = round(3, '2025-04-01T00:00:00+09:00', '2025-04-10T00:00:00+09:00');
  const current = round(2, '2025-03-01T00:00:00+09:00', '2025-03-10T00:00:00+09:00');
  const past = round(1, '2025-01-01T00:00:00+09:00', '2025-01-10T00:00:00+09:00');

  it('when the list is empty, then there is none', () => {
    expect(chooseCurrentRound([], now)).toBeNull();
  });
  it('when the first round has started, then it is current', () => {
    expect(chooseCurrentRound([current, past], now)).toBe(current);
  });
  it('when the first round starts exactly now, then it is current', () => {
    expect(chooseCurrentRound([current], new Date(current.startTs))).toBe(current);
  });
  it('when the first round is in the future and another exists, then the second is used', () => {
    expect(chooseCurrentRound([future, current, past], now)).toBe(current);
  });
  it('when the only round is in the future, then it is still returned', () => {
    expect(chooseCurrentRound([future], now)).toBe(future);
  });
});

describe('roundsForInquiry', () => {
  const now = new Date('2025-05-31T12:00:00+09:00');
  const current = round(5, '2025-05-20T00:00:00+09:00', '2025-06-10T00:00:00+09:00');
  // 3 calendar months before 31 May is 28 February (clamped), same time of day
  const atCutoff = round(4, '2025-02-01T00:00:00+09:00', '2025-02-28T12:00:00+09:00');
  const justBefore = round(3, '2025-02-01T00:00:00+09:00', '2025-02-28T11:59:59.999+09:00');
  const recent = round(2, '2025-04-01T00:00:00+09:00', '2025-04-10T00:00:00+09:00');
  const future = round(6, '2025-07-01T00:00:00+09:00', '2025-07-10T00:00:00+09:00');

  it('lists the current round, then rounds ended within 3 calendar months, latest end first', () => {
    expect(roundsForInquiry([current, justBefore, atCutoff, recent], now).map((r) => r.id)).toEqual([
      5, 2, 4,
    ]);
  });
  it('never lists a round twice nor a future round besides the current one', () => {
    expect(roundsForInquiry([future, current, recent], now).map((r) => r.id)).toEqual([5, 2]);
  });
  it('when there is no round, then the list is empty', () => {
    expect(roundsForInquiry([], now)).toEqual([]);
  });
});

describe('roundsOverlap and findOverlappingRound', () => {
  const a = round(1, '2025-03-01T00:00:00+09:00', '2025-03-10T00:00:00+09:00');

  it('overlaps when the periods share an instant, touching ends included', () => {
    expect(roundsOverlap(a, round(2, '2025-03-05T00:00:00+09:00', '2025-03-20T00:00:00+09:00'))).toBe(true);
    expect(roundsOverlap(a, round(2, '2025-03-10T00:00:00+09:00', '2025-03-20T00:00:00+09:00'))).toBe(true);
    expect(roundsOverlap(a, round(2, '2025-02-01T00:00:00+09:00', '2025-04-01T00:00:00+09:00'))).toBe(true);
  });
  it('does not overlap when one ends before the other starts', () => {
    expect(roundsOverlap(a, round(2, '2025-03-10T00:00:00.001+09:00', '2025-03-20T00:00:00+09:00'))).toBe(
      false,
    );
    expect(roundsOverlap(round(2, '2025-02-01T00:00:00+09:00', '2025-02-28T23:59:59+09:00'), a)).toBe(false);
  });
  it('finds another unclosed overlapping round, skipping closed ones and the round itself', () => {
    const candidate = { startTs: '2025-03-05T00:00:00+09:00', endTs: '2025-03-06T00:00:00+09:00' };
    expect(findOverlappingRound(candidate, [a])).toBe(a);
    expect(findOverlappingRound(candidate, [{ ...a, closed: true }])).toBeUndefined();
    expect(findOverlappingRound({ ...candidate, id: 1 }, [a])).toBeUndefined();
  });
});

describe('sortRoundsByEndDesc', () => {
  it('sorts by end descending, then id descending, without changing the input', () => {
    const rounds = [
      round(1, '2025-01-01T00:00:00Z', '2025-01-10T00:00:00Z'),
      round(2, '2025-01-01T00:00:00Z', '2025-03-10T00:00:00Z'),
      round(3, '2025-01-01T00:00:00Z', '2025-01-10T09:00:00+09:00'),
    ];
    expect(sortRoundsByEndDesc(rounds).map((r) => r.id)).toEqual([2, 3, 1]);
    expect(rounds.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});

const listed = (
  id: number,
  startTs: string,
  endTs: string,
  drawnAt: string | null,
  closed = drawnAt !== null,
): RoundListItem => ({
  id,
  title: `제${id}차`,
  subscriptionType: ['GENERAL-15'],
  startTs,
  endTs,
  closed,
  drawnAt,
});

describe('rounds drawn, for home and for /apply without an open round', () => {
  const now = new Date('2026-06-30T12:00:00+09:00');
  const spring = listed(
    1,
    '2026-03-01T09:00:00+09:00',
    '2026-03-15T18:00:00+09:00',
    '2026-03-20T14:00:00+09:00',
  );
  const summer = listed(
    2,
    '2026-05-20T09:00:00+09:00',
    '2026-06-05T18:00:00+09:00',
    '2026-06-10T14:00:00+09:00',
  );
  const pending = listed(3, '2026-06-10T09:00:00+09:00', '2026-06-20T18:00:00+09:00', null, true);
  const autumn = listed(4, '2026-09-01T09:00:00+09:00', '2026-09-15T18:00:00+09:00', null);
  const winter = listed(5, '2026-12-01T09:00:00+09:00', '2026-12-15T18:00:00+09:00', null);

  it('home announces the rounds drawn within 30 Seoul days, the draw day being day 0, latest draw first', () => {
    expect(recentlyDrawnRounds([spring, summer, pending, autumn], now)).toEqual([summer]);
    // 2026-06-10 + 30 days is 2026-07-10: announced through that Seoul day, gone at its midnight
    expect(recentlyDrawnRounds([summer], new Date('2026-07-10T23:59:59+09:00'))).toEqual([summer]);
    expect(recentlyDrawnRounds([summer], new Date('2026-07-11T00:00:00+09:00'))).toEqual([]);
    // a draw at 00:30 in Seoul is on that Seoul day, though its UTC date is the day before
    const early = { ...summer, drawnAt: '2026-06-09T15:30:00.000Z' };
    expect(recentlyDrawnRounds([early], new Date('2026-07-10T23:00:00+09:00'))).toEqual([early]);
    const both = { ...spring, drawnAt: '2026-06-20T10:00:00+09:00' };
    expect(recentlyDrawnRounds([summer, both], now).map((round) => round.id)).toEqual([1, 2]);
    expect(recentlyDrawnRounds([], now)).toEqual([]);
  });

  it('/apply points to the round drawn last and to the next round announced, each null without one', () => {
    expect(roundsBesideNoOpenRound([spring, summer, pending, winter, autumn], now)).toEqual({
      lastDrawn: summer,
      next: autumn,
    });
    // a closed round ahead is not announced; nothing drawn yet gives no results
    expect(roundsBesideNoOpenRound([pending, { ...autumn, closed: true }], now)).toEqual({
      lastDrawn: null,
      next: null,
    });
    expect(roundsBesideNoOpenRound([], now)).toEqual({ lastDrawn: null, next: null });
  });

  it('a listed round carries drawnAt, an ISO time or null', () => {
    expect(roundListItemSchema.strict().safeParse(summer).success).toBe(true);
    expect(roundListItemSchema.strict().safeParse(autumn).success).toBe(true);
    expect(roundListItemSchema.safeParse({ ...autumn, drawnAt: 'yesterday' }).success).toBe(false);
    const { drawnAt: _drawnAt, ...withoutDrawnAt } = autumn;
    expect(roundListItemSchema.safeParse(withoutDrawnAt).success).toBe(false);
  });
});
