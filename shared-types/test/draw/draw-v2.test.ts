import {
  canonicalJson,
  commitmentDigest,
  commitmentProblems,
  commitmentText,
  listTextV2,
  runDrawV2,
  verifyDrawFileV2,
  type Commitment,
  type DrawFileV2,
} from '../../src/draw/draw-v2';
import { publishedResults } from '../../src/draw/draw';
import { changedStates } from '../../src/draw/draw-api.schema';
import {
  chainOfPlan,
  describeDrawPlan,
  OPERATOR_CHOICE_WARNING,
  operatorCouldChoose,
  QUICKNET,
} from '../../src/draw/draw-plan';
import { sha256Hex, type FrozenRow } from '../../src/draw/frozen-list';

const list: FrozenRow[] = [
  { receiptNumber: '2026A-000B-Q9', supplyType: 'SPECIAL-15', incomeTier: null, regionalTier: 2 },
  { receiptNumber: '2026A-000A-Q9', supplyType: 'GENERAL-15', incomeTier: null, regionalTier: null },
  { receiptNumber: '2026A-0009-Q9', supplyType: 'SPECIAL-15', incomeTier: 1, regionalTier: null },
];
const commitment: Commitment = {
  method: 'draw/v2',
  listDigest: sha256Hex(listTextV2(list)),
  supply: { 'SPECIAL-15': { winners: 1, reserves: 1 }, 'GENERAL-15': { winners: 1, reserves: 0 } },
  beacon: null,
  witnessedDigits: 6,
};
const randomness = { beaconRandomness: '', witnessedNumber: '004217' };

function file(): DrawFileV2 {
  const { digest, seed, ranking } = runDrawV2(commitment, list, randomness);
  return {
    version: 'draw/v2',
    commitmentDigest: digest,
    commitment,
    list,
    randomness: { ...randomness, beaconRound: 0, beaconSignature: '' },
    seed,
    results: publishedResults(ranking),
  };
}

describe('draw/v2', () => {
  it('writes JSON with sorted keys and no whitespace, whatever order the object was built in', () => {
    expect(canonicalJson({ b: [1, null, { z: 'x', a: 2 }], a: 'y' })).toBe(
      '{"a":"y","b":[1,null,{"a":2,"z":"x"}]}',
    );
  });

  it('writes the list by receipt number, each row with its keys sorted', () => {
    expect(listTextV2(list)).toBe(
      '[{"incomeTier":1,"receiptNumber":"2026A-0009-Q9","regionalTier":null,"supplyType":"SPECIAL-15"},' +
        '{"incomeTier":null,"receiptNumber":"2026A-000A-Q9","regionalTier":null,"supplyType":"GENERAL-15"},' +
        '{"incomeTier":null,"receiptNumber":"2026A-000B-Q9","regionalTier":2,"supplyType":"SPECIAL-15"}]',
    );
  });

  it('commits to the supply, the plan and the method: changing any one changes the digest', () => {
    expect(commitmentText(commitment)).toBe(
      `{"beacon":null,"listDigest":"${commitment.listDigest}","method":"draw/v2","supply":{"GENERAL-15":{"reserves":0,"winners":1},"SPECIAL-15":{"reserves":1,"winners":1}},"witnessedDigits":6}`,
    );
    const digest = commitmentDigest(commitment);
    const changes: Partial<Commitment>[] = [
      { supply: { ...commitment.supply, 'GENERAL-15': { winners: 2, reserves: 0 } } },
      { beacon: { chainHash: 'ab'.repeat(32), round: 1 } },
      { witnessedDigits: 7 },
    ];
    for (const change of changes) expect(commitmentDigest({ ...commitment, ...change })).not.toBe(digest);
  });

  it('ranks a tier first, a missing tier last, and verifies its own file', () => {
    const { ranking } = runDrawV2(commitment, list, randomness);
    expect(ranking['SPECIAL-15']!.map((row) => [row.receiptNumber, row.result])).toEqual([
      ['2026A-0009-Q9', { kind: 'won' }],
      ['2026A-000B-Q9', { kind: 'reserve', reserveNumber: 1 }],
    ]);
    expect(verifyDrawFileV2(file())).toEqual([]);
    expect(verifyDrawFileV2(file(), commitmentDigest(commitment))).toEqual([]);
  });

  it('refuses a row of a type without supply, a duplicate receipt number and a witnessed number that does not fit', () => {
    const orphan = { ...list[0]!, receiptNumber: '2026A-000C-Q9', supplyType: 'GENERAL-30' };
    expect(commitmentProblems(commitment, [...list, orphan])).toContain(
      '2026A-000C-Q9 is of supply type GENERAL-30, which has no supply',
    );
    expect(commitmentProblems(commitment, [...list, list[0]!])).toContain(
      'receipt number 2026A-000B-Q9 appears twice',
    );
    const wrong = file();
    wrong.randomness.witnessedNumber = '4217';
    expect(verifyDrawFileV2(wrong).join('\n')).toMatch(/witnessed number "4217" does not fit the plan/);
  });

  it('says plainly, before the close, that the operator could choose the result of a plan without a beacon', () => {
    expect(describeDrawPlan({ beacon: null, witnessedDigits: 6 })).toContain(OPERATOR_CHOICE_WARNING);
    expect(operatorCouldChoose({ beacon: null, witnessedDigits: 6 })).toBe(true);
    const v3 = {
      beacon: { chainHash: 'ab'.repeat(32), delayHours: 24 },
      witnessedDigits: null,
      witnesses: 2,
    };
    expect(describeDrawPlan(v3)).not.toContain(OPERATOR_CHOICE_WARNING);
    expect(describeDrawPlan(v3)).toMatch(/참관인 최대 2명/);
    expect(operatorCouldChoose(v3)).toBe(false);
  });
});

describe('changedStates', () => {
  it('gives each amended receipt number its latest state and amendment', () => {
    const row = {
      receiptNumber: '2026A-0009-Q9',
      oldState: '당첨',
      newState: '미당첨',
      reason: '부적격',
      at: '',
      move: 'editorChange',
    };
    expect(
      changedStates([
        { ...row, number: 1 },
        { ...row, number: 2, oldState: '미당첨', newState: '당첨', reason: '이의 인정' },
      ]),
    ).toEqual({ '2026A-0009-Q9': { state: '당첨', amendment: 2 } });
  });
});

describe('chainOfPlan', () => {
  const configured = { chainHash: 'cd'.repeat(32), publicKey: 'ef'.repeat(96), genesisTime: 1, period: 15 };
  it("gives the server's chain, or quicknet for the default plans, and nothing for a chain nobody knows", () => {
    expect(chainOfPlan(configured, configured.chainHash)).toBe(configured);
    expect(chainOfPlan(configured, QUICKNET.chainHash)).toBe(QUICKNET);
    expect(chainOfPlan(configured, 'ab'.repeat(32))).toBeNull();
  });
});
