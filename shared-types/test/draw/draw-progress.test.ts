import { drawProgress, randomnessPlanSentence, type DrawProgressInput } from '../../src/draw/draw-progress';

const now = new Date('2026-11-26T12:00:00+09:00');
const DAY = 86_400_000;
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
const CHAIN = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';

const frozenList = (count: number, at: string): DrawProgressInput['frozen'] => ({
  at,
  listDigest: 'ab'.repeat(32),
  list: Array.from({ length: count }, (_, index) => ({
    receiptNumber: `2026-1-AAAA-${index}`,
    supplyType: 'GENERAL-15',
    incomeTier: null,
    regionalTier: null,
  })),
  commitment: '{}',
  commitmentDigest: 'cd'.repeat(32),
});

/** An open round with a beacon a day after its close, as the admin form sets it by default. */
function round(overrides: Partial<DrawProgressInput> = {}): DrawProgressInput {
  return {
    closed: false,
    startTs: ago(3),
    endTs: ago(-14),
    plan: { beacon: { chainHash: CHAIN, delayHours: 24 }, witnessedDigits: null },
    frozen: null,
    beacon: null,
    witnessed: null,
    witnessPending: null,
    draw: null,
    amendments: [],
    ...overrides,
  };
}

/** Closed 44 days ago; its beacon was due a day later, 43 days ago (the demo's past round). */
const overdue = (beacon: Partial<NonNullable<DrawProgressInput['beacon']>> = {}) =>
  round({
    closed: true,
    startTs: ago(60),
    endTs: ago(45),
    frozen: frozenList(2, '2026-10-13T12:00:00+09:00'),
    beacon: {
      chainHash: CHAIN,
      round: 123,
      at: '2026-10-14T12:00:00+09:00',
      randomness: null,
      signature: null,
      error: null,
      ...beacon,
    },
  });

describe('where the draw stands, in plain words', () => {
  it('when applications are not taken yet, then it says when they will be and what is published later', () => {
    const progress = drawProgress(round({ startTs: ago(-2), endTs: ago(-10) }), now);
    expect(progress.stage).toBe('before');
    expect(progress.headline).toBe('청약 접수 전입니다.');
    expect(progress.sentences[0]).toMatch(/^접수 기간은 .+부터 .+까지입니다\.$/);
    expect(progress.askOperator).toBe(false);
  });

  it('when applications are taken, then it says until when, and that 경쟁률 and the draw follow the close', () => {
    const progress = drawProgress(round(), now);
    expect(progress.stage).toBe('open');
    expect(progress.headline).toBe('청약 접수 중입니다.');
    expect(progress.sentences.join(' ')).toContain('접수를 마감하면 공급유형별 신청자 수와 경쟁률이');
    expect(progress.sentences.join(' ')).toContain(
      '마감 24시간 뒤 공개되는, 누구도 미리 알 수 없는 공개 난수',
    );
  });

  it('when the period is over but nobody closed the round, then it says the operator closes it next', () => {
    const progress = drawProgress(round({ endTs: ago(1) }), now);
    expect(progress.stage).toBe('ended');
    expect(progress.headline).toBe('접수 기간이 끝나 마감을 기다리는 중입니다.');
    expect(progress.sentences.join(' ')).toContain('운영자가 마감(신청 명단 확정)하면');
    expect(progress.askOperator).toBe(true);
  });

  it('when the list is fixed and the beacon is still to come, then it says when it comes and that nothing is needed', () => {
    const progress = drawProgress(overdue({ at: new Date(now.getTime() + 3600_000).toISOString() }), now);
    expect(progress.stage).toBe('waiting');
    expect(progress.headline).toBe('접수가 마감되어 추첨을 기다리는 중입니다.');
    expect(progress.sentences[0]).toMatch(/에 접수를 마감하고 신청 2건의 명단을 확정했습니다\.$/);
    expect(progress.sentences[1]).toMatch(/^추첨에 쓸 공개 난수는 .+에 공개됩니다\.$/);
    expect(progress.askOperator).toBe(false);
  });

  it('when the beacon was due weeks ago and nobody ran the draw, then it says since when, why, and what the operator does', () => {
    const progress = drawProgress(overdue(), now);
    expect(progress.stage).toBe('ready');
    expect(progress.sentences).toEqual([
      '2026-10-13 오후 12:00에 접수를 마감하고 신청 2건의 명단을 확정했습니다.',
      '2026-10-14 오후 12:00부터 추첨할 수 있었지만, 운영자가 아직 추첨을 실행하지 않았습니다.',
      "운영자가 관리자 화면(신청자 관리의 '추첨')에서 추첨을 실행하면, 서버가 공개 난수를 받아 바로 추첨합니다. 결과는 이 페이지에 바로 공개됩니다.",
    ]);
    expect(progress.sentences.join(' ')).not.toContain('아직 받지 않았습니다');
    expect(progress.askOperator).toBe(true);
  });

  it('when the operator ran the draw and the beacon could not be fetched, then it says the server retries and draws on arrival', () => {
    const progress = drawProgress(overdue({ error: 'fetch failed' }), now);
    expect(progress.stage).toBe('retrying');
    expect(progress.sentences[1]).toBe(
      '공개 난수는 2026-10-14 오후 12:00부터 받을 수 있어 운영자가 추첨을 실행했지만, 공개 난수 서버에서 값을 받지 못해 추첨이 멈춰 있습니다.',
    );
    expect(progress.sentences[2]).toContain(
      '서버가 1분마다 다시 받아 보며, 공개 난수를 받는 즉시 추첨합니다.',
    );
    expect(progress.askOperator).toBe(true);
  });

  it('when a witnessed number is planned and missing, then the draw waits for two admins whatever the beacon', () => {
    const base = overdue();
    const progress = drawProgress({ ...base, plan: { ...base.plan, witnessedDigits: 6 } }, now);
    expect(progress.stage).toBe('waiting');
    expect(progress.sentences[1]).toBe(
      '추첨 전에 참관인 앞에서 6자리 번호를 뽑고, 관리자 두 명이 같은 번호를 입력해야 합니다.',
    );
    expect(progress.askOperator).toBe(true);
    const pending = drawProgress(
      { ...base, plan: { ...base.plan, witnessedDigits: 6 }, witnessPending: { by: 'a', at: ago(1) } },
      now,
    );
    expect(pending.sentences[1]).toMatch(/관리자 한 명이 .+에 입력했습니다\. 다른 관리자가 같은 번호를/);
  });

  it('when only a witnessed number is planned and entered, then it is ready from its entry', () => {
    const progress = drawProgress(
      round({
        closed: true,
        endTs: ago(2),
        plan: { beacon: null, witnessedDigits: 6 },
        frozen: frozenList(1, ago(2)),
        witnessed: { number: '123456', at: '2026-11-25T09:30:00+09:00', by: ['a', 'b'], place: null },
      }),
      now,
    );
    expect(progress.stage).toBe('ready');
    expect(progress.sentences[1]).toBe(
      '2026-11-25 오전 9:30부터 추첨할 수 있었지만, 운영자가 아직 추첨을 실행하지 않았습니다.',
    );
    expect(progress.sentences[2]).not.toContain('공개 난수');
  });

  it('when the draw is done, then it points to the results, the inquiry and the documents, and counts the changes', () => {
    const drawn = round({
      closed: true,
      frozen: frozenList(2, ago(3)),
      draw: {
        drawnAt: '2026-11-24T15:00:00+09:00',
        seed: 'ef',
        inputs: {
          method: 'draw/v2',
          commitmentDigest: 'cd',
          beaconRound: 1,
          beaconRandomness: 'aa',
          witnessedNumber: '',
        },
        results: {},
      },
      amendments: [{}],
    });
    const progress = drawProgress(drawn, now);
    expect(progress.stage).toBe('drawn');
    expect(progress.headline).toBe('추첨이 끝났습니다.');
    expect(progress.sentences[0]).toBe('2026-11-24 오후 3:00에 추첨을 마쳤습니다.');
    expect(progress.sentences.join(' ')).toContain('청약 신청 조회');
    expect(progress.sentences.join(' ')).toContain('제출서류를 준비해 주세요');
    expect(progress.sentences.at(-1)).toContain('당첨 상태가 1건 바뀌었고');
    expect(progress.askOperator).toBe(false);
  });

  it('when a closed round has no public list, then it sends to the inquiry', () => {
    const progress = drawProgress(round({ closed: true, endTs: ago(1) }), now);
    expect(progress.stage).toBe('unlisted');
    expect(progress.sentences.join(' ')).toContain('청약 신청 조회');
  });
});

describe('the randomness a round promised, in plain words', () => {
  it('names the beacon, the witnessed number, or both', () => {
    expect(
      randomnessPlanSentence({ beacon: { chainHash: CHAIN, delayHours: 0 }, witnessedDigits: null }),
    ).toBe('추첨은 마감 직후 공개되는, 누구도 미리 알 수 없는 공개 난수로 합니다.');
    expect(randomnessPlanSentence({ beacon: null, witnessedDigits: 6 })).toBe(
      '추첨은 참관인 앞에서 뽑은 6자리 번호로 합니다.',
    );
    expect(randomnessPlanSentence({ beacon: { chainHash: CHAIN, delayHours: 24 }, witnessedDigits: 4 })).toBe(
      '추첨은 마감 24시간 뒤 공개되는, 누구도 미리 알 수 없는 공개 난수와 참관인 앞에서 뽑은 4자리 번호로 합니다.',
    );
  });
});
