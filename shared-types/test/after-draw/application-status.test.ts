import {
  applicationStatus,
  applicationSummary,
  countAudience,
  type ApplicationFacts,
} from '../../src/after-draw/application-status';
import type { ApplicationState } from '../../src/applicants/application-states';

const NOW = new Date('2026-06-10T03:00:00Z');
const PAST = '2026-06-09T14:59:59.999Z';
const FUTURE = '2026-06-20T14:59:59.999Z';

const facts = (
  overrides: Partial<ApplicationFacts> = {},
  review: Partial<NonNullable<ApplicationFacts['review']>> | null = null,
): ApplicationFacts => ({
  winningState: '당첨',
  review: review && {
    stage: 'requested',
    ownDeadline: null,
    submittedAt: null,
    givenUpAt: null,
    contractDoneAt: null,
    ...review,
  },
  round: { documentsDeadline: FUTURE, contractNotice: false },
  calledFromReserve: null,
  placeFilled: false,
  reservePosition: null,
  ...overrides,
});

const stateOf = (input: ApplicationFacts) => applicationStatus(input, NOW);

describe('applicationStatus: every state from its facts', () => {
  const cases: [string, ApplicationFacts, ApplicationState, string][] = [
    ['no result saved', facts({ winningState: '' }), 'notAnnounced', '미발표'],
    ['미당첨', facts({ winningState: '미당첨' }), 'notWon', '미당첨'],
    [
      'a winner before documents are asked',
      facts({ round: { documentsDeadline: null, contractNotice: false } }),
      'won',
      '당첨',
    ],
    ['a winner asked for documents', facts(), 'documentsRequested', '당첨(서류 요청)'],
    ['submitted', facts({}, { stage: 'submitted', submittedAt: PAST }), 'submitted', '서류 제출'],
    ['보완 요청', facts({}, { stage: 'supplement', submittedAt: PAST }), 'supplement', '보완 요청'],
    ['in review', facts({}, { stage: 'inReview', submittedAt: PAST }), 'inReview', '검토 중'],
    ['적격', facts({}, { stage: 'eligible', submittedAt: PAST }), 'eligible', '적격'],
    ['부적격', facts({}, { stage: 'ineligible' }), 'ineligible', '부적격'],
    ['포기', facts({}, { givenUpAt: PAST }), 'givenUp', '포기'],
    ['계약 완료', facts({}, { stage: 'eligible', contractDoneAt: PAST }), 'contractDone', '계약 완료'],
    [
      'a deadline passed with nothing submitted',
      facts({ round: { documentsDeadline: PAST, contractNotice: false } }),
      'lapsed',
      '기한 경과',
    ],
    [
      'a 보완 요청 whose deadline passed',
      facts({}, { stage: 'supplement', ownDeadline: PAST }),
      'lapsed',
      '기한 경과',
    ],
    [
      'a waiting reserve',
      facts({ winningState: '예비 3', reservePosition: 1 }),
      'reserveWaiting',
      '예비 3 대기 (1번째)',
    ],
    [
      'a called reserve',
      facts({ calledFromReserve: 3, round: { documentsDeadline: null, contractNotice: false } }),
      'won',
      '당첨(추가)',
    ],
    [
      'a called reserve asked for documents',
      facts({ calledFromReserve: 3 }, { ownDeadline: FUTURE }),
      'documentsRequested',
      '당첨(추가, 서류 요청)',
    ],
  ];
  it.each(cases)('%s', (_name, input, state, label) => {
    const status = stateOf(input);
    expect(status.state).toBe(state);
    expect(status.label).toBe(label);
  });

  it('says who is a 당첨자 now, who vacated the place and who waits as a reserve', () => {
    const summary = (input: ApplicationFacts) => {
      const { currentWinner, vacated, waitingReserve, winner } = stateOf(input);
      return { currentWinner, vacated, waitingReserve, winner };
    };
    expect(summary(facts())).toEqual({
      currentWinner: true,
      vacated: false,
      waitingReserve: false,
      winner: true,
    });
    expect(summary(facts({ calledFromReserve: 2 }))).toMatchObject({ currentWinner: true, vacated: false });
    for (const out of [
      facts({}, { stage: 'ineligible' }),
      facts({}, { givenUpAt: PAST }),
      facts({ round: { documentsDeadline: PAST, contractNotice: false } }),
    ])
      expect(summary(out)).toEqual({
        currentWinner: false,
        vacated: true,
        waitingReserve: false,
        winner: true,
      });
    expect(summary(facts({ winningState: '예비 1' }))).toEqual({
      currentWinner: false,
      vacated: false,
      waitingReserve: true,
      winner: false,
    });
    expect(summary(facts({ winningState: '미당첨' }))).toEqual({
      currentWinner: false,
      vacated: false,
      waitingReserve: false,
      winner: false,
    });
  });

  it('keeps a place whose reserve was called vacated, even when a later deadline would reopen it', () => {
    const filled = facts({ placeFilled: true }, { ownDeadline: FUTURE });
    expect(stateOf(filled).state).toBe('lapsed');
    expect(stateOf(filled).canChange).toBe(false);
    // but a decision or a give-up says why it is out
    expect(stateOf(facts({ placeFilled: true }, { givenUpAt: PAST })).state).toBe('givenUp');
  });

  it('reads the drawn result: 당첨, 예비 n, 미당첨, 미발표 and 예비 n → 당첨(추가)', () => {
    expect(stateOf(facts()).result.label).toBe('당첨');
    expect(stateOf(facts({ winningState: '예비 2' })).result).toMatchObject({
      kind: 'reserve',
      reserveNumber: 2,
      label: '예비 2',
    });
    expect(stateOf(facts({ calledFromReserve: 4 })).result).toMatchObject({
      kind: 'won',
      calledFromReserve: 4,
      label: '예비 4 → 당첨(추가)',
    });
    expect(stateOf(facts({ winningState: null })).result.label).toBe('미발표');
  });

  it('says on the public page only public words: 당첨, 당첨(추가), 부적격, 포기, 기한 경과, 예비 n, 미당첨', () => {
    expect(stateOf(facts()).publicLabel).toBe('당첨');
    expect(stateOf(facts({ calledFromReserve: 1 })).publicLabel).toBe('당첨(추가)');
    expect(stateOf(facts({}, { stage: 'ineligible' })).publicLabel).toBe('부적격');
    expect(stateOf(facts({}, { givenUpAt: PAST })).publicLabel).toBe('포기');
    expect(stateOf(facts({ round: { documentsDeadline: PAST, contractNotice: false } })).publicLabel).toBe(
      '기한 경과',
    );
    expect(stateOf(facts({ winningState: '예비 5' })).publicLabel).toBe('예비 5');
    expect(stateOf(facts({ winningState: '미당첨' })).publicLabel).toBe('미당첨');
    expect(stateOf(facts({}, { stage: 'eligible', contractDoneAt: PAST })).publicLabel).toBe('당첨');
  });

  it('says what comes next, and lets only a current winner change files or give up', () => {
    const next = (input: ApplicationFacts) => stateOf(input).next;
    expect(next(facts({ winningState: '' }))).toBe('waitForResult');
    expect(next(facts())).toBe('submitDocuments');
    expect(next(facts({}, { stage: 'supplement' }))).toBe('fixDocuments');
    expect(next(facts({}, { stage: 'submitted' }))).toBe('waitForReview');
    expect(next(facts({}, { stage: 'eligible' }))).toBe('waitForContractNotice');
    expect(
      next(facts({ round: { documentsDeadline: FUTURE, contractNotice: true } }, { stage: 'eligible' })),
    ).toBe('attendContract');
    expect(next(facts({ winningState: '예비 1' }))).toBe('waitForCall');
    expect(next(facts({}, { stage: 'ineligible' }))).toBe('contactOffice');
    expect(next(facts({ round: { documentsDeadline: PAST, contractNotice: false } }))).toBe('contactOffice');
    expect(next(facts({}, { givenUpAt: PAST }))).toBe('none');
    expect(next(facts({ winningState: '미당첨' }))).toBe('none');

    expect(stateOf(facts())).toMatchObject({ canChange: true, canGiveUp: true, late: false });
    expect(stateOf(facts({ round: { documentsDeadline: PAST, contractNotice: false } }))).toMatchObject({
      canChange: false,
      canGiveUp: false,
      late: true,
    });
    expect(stateOf(facts({}, { stage: 'ineligible' }))).toMatchObject({ canGiveUp: false });
    expect(stateOf(facts({}, { givenUpAt: PAST }))).toMatchObject({
      canChange: false,
      canGiveUp: false,
      contract: 'givenUp',
    });
    expect(stateOf(facts({}, { stage: 'eligible', contractDoneAt: PAST }))).toMatchObject({
      canGiveUp: false,
      contract: 'done',
    });
    expect(
      stateOf(facts({ round: { documentsDeadline: FUTURE, contractNotice: true } }, { stage: 'eligible' })),
    ).toMatchObject({ canGiveUp: true, contract: 'notice' });
  });

  it('takes the deadline at its last millisecond as still open', () => {
    const at = facts({ round: { documentsDeadline: NOW.toISOString(), contractNotice: false } });
    expect(stateOf(at).state).toBe('documentsRequested');
  });
});

describe('applicationSummary', () => {
  it('gives the list and file columns: result, state, documents, eligibility, deadline, contract', () => {
    expect(
      applicationSummary(
        stateOf(facts({}, { stage: 'eligible', submittedAt: PAST, contractDoneAt: PAST })),
        true,
      ),
    ).toEqual({
      resultLabel: '당첨',
      state: 'contractDone',
      label: '계약 완료',
      currentWinner: true,
      vacated: false,
      documents: '제출 완료',
      eligibility: '적격',
      deadline: FUTURE,
      contract: '계약 완료',
    });
    expect(applicationSummary(stateOf(facts({}, { stage: 'ineligible' })), false)).toMatchObject({
      documents: '온라인 제출 없음',
      eligibility: '부적격',
      contract: null,
    });
    expect(applicationSummary(stateOf(facts({}, { givenUpAt: PAST })), false)).toMatchObject({
      documents: null,
      contract: '포기',
    });
    expect(
      applicationSummary(
        stateOf(facts({ round: { documentsDeadline: PAST, contractNotice: false } })),
        false,
      ),
    ).toMatchObject({ documents: '미제출', label: '기한 경과' });
    expect(applicationSummary(stateOf(facts({ winningState: '예비 2' })), false)).toMatchObject({
      documents: null,
      deadline: null,
      eligibility: null,
    });
  });
});

describe('countAudience', () => {
  const round = [
    facts(),
    facts(),
    facts({}, { stage: 'submitted' }),
    facts({ calledFromReserve: 1 }),
    facts({}, { stage: 'ineligible' }),
    facts({}, { givenUpAt: PAST }),
    facts({ round: { documentsDeadline: PAST, contractNotice: false } }),
    facts({ winningState: '예비 2' }),
    facts({ winningState: '예비 3' }),
    facts({ winningState: '미당첨' }),
  ].map(stateOf);

  it('counts 당첨자 as current winners, called reserves included, and names who is left out', () => {
    const winners = countAudience('winners', round);
    expect(winners.recipients).toBe(4);
    expect(winners.summary).toBe('당첨자 4명: 당첨 3, 당첨(추가) 1 · 제외: 부적격 1, 포기 1, 기한 경과 1');
    expect(winners.rule).toContain('부적격·포기·기한 경과가 아닌');
  });

  it('counts 예비자 as the reserves still waiting, a called one left out', () => {
    const reserves = countAudience('reserves', round);
    expect(reserves.recipients).toBe(2);
    expect(reserves.summary).toBe('예비자 2명: 예비 2 · 제외: 호출된 예비 1');
  });

  it('says 0명 without groups when nobody is in', () => {
    expect(countAudience('winners', []).summary).toBe('당첨자 0명');
  });
});
