// draw/v3's pure method against its written text (docs/draw-method-v3.md): the commitment, the witnesses'
// seals, the seed with revealed and unrevealed values, the file and its verification; and the worked
// example is one that catches an implementation ignoring or reversing either tier.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applicantKey, type RankedRow } from '../../src/draw/draw';
import {
  commitmentDigestV3,
  commitmentTextV3,
  drawFileTextV3,
  listTextV3,
  publishedResultsV3,
  runDrawV3,
  seedTextV3,
  verifyDrawFileV3,
  witnessCommitment,
  type CommitmentV3,
  type DrawFileV3,
  type RandomnessV3,
  type RevealV3,
} from '../../src/draw/draw-v3';
import { sha256Hex, type FrozenRow } from '../../src/draw/frozen-list';

const DOCUMENT = path.join(__dirname, '..', '..', '..', 'docs', 'draw-method-v3.md');

/** The first code block under each `### ` heading of the document, by the heading's text. */
function blocks(): Map<string, string> {
  const found = new Map<string, string>();
  const text = readFileSync(DOCUMENT, 'utf8');
  for (const match of text.matchAll(/^### (.+)\n\n```\n([\s\S]*?)\n```/gm)) found.set(match[1]!, match[2]!);
  return found;
}

const block = (start: string): string => {
  const found = [...blocks()].filter(([heading]) => heading === start || heading.startsWith(`${start} `));
  if (found.length !== 1) throw new Error(`one block under "${start}", found ${found.length}`);
  return found[0]![1];
};

interface ExampleInput {
  list: FrozenRow[];
  supply: CommitmentV3['supply'];
  beacon: CommitmentV3['beacon'];
  witnesses: string[];
  beaconRandomness: string;
  beaconSignature: string;
  reveals: RevealV3[];
}

const example = JSON.parse(block('예시 입력')) as ExampleInput;

function exampleRound() {
  const commitment: CommitmentV3 = {
    method: 'draw/v3',
    listDigest: sha256Hex(listTextV3(example.list)),
    supply: example.supply,
    beacon: example.beacon,
    witnesses: example.witnesses,
  };
  const randomness: RandomnessV3 = {
    beaconRound: example.beacon.round,
    beaconRandomness: example.beaconRandomness,
    beaconSignature: example.beaconSignature,
    reveals: example.reveals,
  };
  return { commitment, randomness };
}

function exampleFile(): DrawFileV3 {
  const { commitment, randomness } = exampleRound();
  const { digest, seed, ranking } = runDrawV3(commitment, example.list, randomness);
  return {
    version: 'draw/v3',
    commitmentDigest: digest,
    commitment,
    list: example.list,
    randomness,
    seed,
    results: publishedResultsV3(ranking),
  };
}

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);
const small: CommitmentV3 = {
  method: 'draw/v3',
  listDigest: '0'.repeat(64),
  supply: { 'SPECIAL-15': { winners: 1, reserves: 0 }, 'GENERAL-15': { winners: 2, reserves: 1 } },
  beacon: { chainHash: 'c'.repeat(64), publicKey: 'd'.repeat(192), round: 7 },
  witnesses: [HASH_B, HASH_A],
};
const randomnessOf = (reveals: RevealV3[]): RandomnessV3 => ({
  beaconRound: 7,
  beaconRandomness: 'e'.repeat(64),
  beaconSignature: 'f'.repeat(96),
  reveals,
});

describe('draw/v3 commitments', () => {
  it('seals a witness value with its salt exactly as the text writes it', () => {
    const salt = '0123456789abcdef0123456789abcdef';
    expect(witnessCommitment(salt, '004217')).toBe(sha256Hex(`draw/v3 witness\n${salt}\n004217`));
    expect(witnessCommitment(salt, '004217')).not.toBe(witnessCommitment(salt, '4217'));
    expect(witnessCommitment(salt, '004217')).not.toBe(witnessCommitment(salt.replace('0', '1'), '004217'));
    expect(block('참관 1의 약속을 만드는')).toBe(
      ['draw/v3 witness', example.reveals[1]!.salt, example.reveals[1]!.value].join('\n'),
    );
    for (const line of block('참관 약속').split('\n')) {
      const [, , value, salt, commitment] = line.split(' ');
      expect(witnessCommitment(salt!, value!)).toBe(commitment);
      expect(example.witnesses).toContain(commitment);
    }
  });

  it('writes the commitment with sorted keys and sorted witnesses, whatever order it was built in', () => {
    expect(commitmentTextV3(small)).toBe(
      `{"beacon":{"chainHash":"${'c'.repeat(64)}","publicKey":"${'d'.repeat(192)}","round":7},` +
        `"listDigest":"${'0'.repeat(64)}","method":"draw/v3",` +
        '"supply":{"GENERAL-15":{"reserves":1,"winners":2},"SPECIAL-15":{"reserves":0,"winners":1}},' +
        `"witnesses":["${HASH_A}","${HASH_B}"]}`,
    );
    expect(commitmentTextV3({ ...small, witnesses: [HASH_A, HASH_B] })).toBe(commitmentTextV3(small));
    expect(commitmentTextV3({ ...small, witnesses: [] })).toContain('"witnesses":[]');
  });

  it('binds the list, the supply, the beacon, its key and every witness: changing one changes the digest', () => {
    const digest = commitmentDigestV3(small);
    expect(digest).toBe(sha256Hex(commitmentTextV3(small)));
    const changes: Partial<CommitmentV3>[] = [
      { listDigest: '1'.repeat(64) },
      { supply: { ...small.supply, 'GENERAL-15': { winners: 2, reserves: 0 } } },
      { beacon: { ...small.beacon, chainHash: 'b'.repeat(64) } },
      { beacon: { ...small.beacon, publicKey: 'e'.repeat(192) } },
      { beacon: { ...small.beacon, round: 8 } },
      { witnesses: [HASH_A] },
      { witnesses: [HASH_A, HASH_B, 'c'.repeat(64)] },
    ];
    for (const change of changes) expect(commitmentDigestV3({ ...small, ...change })).not.toBe(digest);
  });
});

describe('draw/v3 seed', () => {
  const digest = commitmentDigestV3(small);

  it('takes each committed value in the commitment order, the empty value for one not revealed', () => {
    const revealed = randomnessOf([
      { commitment: HASH_A, value: null, salt: null },
      { commitment: HASH_B, value: '000123', salt: '1'.repeat(32) },
    ]);
    expect(seedTextV3(digest, small, revealed)).toBe(
      ['draw/v3', digest, 'e'.repeat(64), '', '000123'].join('\n'),
    );
    // the order the reveals arrive in does not matter: the commitment's does
    const reordered = randomnessOf([...revealed.reveals].reverse());
    expect(seedTextV3(digest, small, reordered)).toBe(seedTextV3(digest, small, revealed));
    // nobody revealed: two empty lines, the text ends with a newline
    const none = randomnessOf(small.witnesses.map((commitment) => ({ commitment, value: null, salt: null })));
    expect(seedTextV3(digest, small, none)).toBe(['draw/v3', digest, 'e'.repeat(64), '', ''].join('\n'));
    // a round without witnesses: three lines
    expect(seedTextV3(digest, { ...small, witnesses: [] }, randomnessOf([]))).toBe(
      ['draw/v3', digest, 'e'.repeat(64)].join('\n'),
    );
  });

  it('gives another seed when a value is withheld, so withholding changes the draw but cannot stop it', () => {
    const { commitment, randomness } = exampleRound();
    const digest = commitmentDigestV3(commitment);
    const withheld = {
      ...randomness,
      reveals: randomness.reveals.map((r) => ({ ...r, value: null, salt: null })),
    };
    expect(seedTextV3(digest, commitment, withheld)).not.toBe(seedTextV3(digest, commitment, randomness));
    expect(runDrawV3(commitment, example.list, withheld).ranking['SPECIAL-15']).toHaveLength(7);
  });
});

describe('the worked example', () => {
  it('computes every block the document prints', () => {
    const { commitment, randomness } = exampleRound();
    const { digest, seed, ranking } = runDrawV3(commitment, example.list, randomness);
    expect(block('명단 텍스트')).toBe(listTextV3(example.list));
    expect(block('명단 요약값')).toBe(commitment.listDigest);
    expect(block('약속 텍스트')).toBe(commitmentTextV3(commitment));
    expect(block('약속 요약값')).toBe(digest);
    expect(block('시드를 만드는 텍스트')).toBe(seedTextV3(digest, commitment, randomness));
    expect(block('시드')).toBe(seed);
    expect(block('draw.json')).toBe(drawFileTextV3(exampleFile()));
    expect(Object.keys(ranking)).toEqual(['GENERAL-15', 'GENERAL-30', 'SPECIAL-15']);
    expect(ranking['GENERAL-30']).toEqual([]);
  });

  // The example's special supply, ranked the way a careless implementation would.
  const tier = (value: number | null, reverse: boolean, nullFirst: boolean) =>
    value === null ? (nullFirst ? -Infinity : Infinity) : reverse ? -value : value;
  const byKey = (seed: string) => (a: FrozenRow, b: FrozenRow) => {
    const [x, y] = [a, b].map((row) => applicantKey(seed, row.supplyType, row.receiptNumber));
    return x! < y! ? -1 : 1;
  };
  type Way = {
    income: 'ignore' | 'reverse' | 'right';
    regional: 'ignore' | 'reverse' | 'right';
    nullFirst?: boolean;
  };
  const rankedAs = (seed: string, way: Way) => {
    const compare = (a: FrozenRow, b: FrozenRow) => {
      const nullFirst = way.nullFirst ?? false;
      const income =
        way.income === 'ignore'
          ? 0
          : tier(a.incomeTier, way.income === 'reverse', nullFirst) -
            tier(b.incomeTier, way.income === 'reverse', nullFirst);
      const regional =
        way.regional === 'ignore'
          ? 0
          : tier(a.regionalTier, way.regional === 'reverse', nullFirst) -
            tier(b.regionalTier, way.regional === 'reverse', nullFirst);
      return income || 0 || regional || 0 || byKey(seed)(a, b);
    };
    return example.list
      .filter((row) => row.supplyType === 'SPECIAL-15')
      .sort(compare)
      .map((row) => row.receiptNumber);
  };
  const wrongWays: Record<string, Way> = {
    '소득 순위를 무시함': { income: 'ignore', regional: 'right' },
    '소득 순위를 거꾸로(큰 수가 먼저, null은 맨 뒤)': { income: 'reverse', regional: 'right' },
    '지역 순위를 무시함': { income: 'right', regional: 'ignore' },
    '지역 순위를 거꾸로(큰 수가 먼저, null은 맨 뒤)': { income: 'right', regional: 'reverse' },
    'null을 두 순위 모두 숫자보다 앞에 둠': { income: 'right', regional: 'right', nullFirst: true },
  };

  it('is failed by an implementation that ignores or reverses the income tier or the regional tier', () => {
    const { commitment, randomness } = exampleRound();
    const { seed, ranking } = runDrawV3(commitment, example.list, randomness);
    const right = ranking['SPECIAL-15']!.map((row: RankedRow) => row.receiptNumber);
    expect(rankedAs(seed, { income: 'right', regional: 'right' })).toEqual(right);
    const printed = new Map(
      block('잘못 정렬한 구현이 내는 SPECIAL-15 순서')
        .split('\n')
        .map((line) => line.split(': ') as [string, string]),
    );
    expect(printed.get('맞는 순서')).toBe(right.join(' '));
    for (const [name, way] of Object.entries(wrongWays)) {
      const wrong = rankedAs(seed, way);
      expect([name, wrong]).not.toEqual([name, right]);
      expect([name, printed.get(name)]).toEqual([name, wrong.join(' ')]);
    }
    // not only the order: ignoring the regional tier or the income tier changes who wins
    const winners = (order: string[]) => order.slice(0, 2).sort().join();
    expect(winners(rankedAs(seed, wrongWays['지역 순위를 무시함']!))).not.toBe(winners(right));
    expect(winners(rankedAs(seed, wrongWays['소득 순위를 무시함']!))).not.toBe(winners(right));
  });
});

describe('verifyDrawFileV3', () => {
  it('verifies the genuine file, with and without the published digest', () => {
    const file = exampleFile();
    expect(verifyDrawFileV3(file)).toEqual([]);
    expect(verifyDrawFileV3(file, file.commitmentDigest)).toEqual([]);
    expect(verifyDrawFileV3(JSON.parse(drawFileTextV3(file)) as DrawFileV3, file.commitmentDigest)).toEqual(
      [],
    );
  });

  it('writes draw.json with the commitment and list texts in it, whatever order the caller held them in', () => {
    const file = exampleFile();
    const reordered: DrawFileV3 = {
      ...file,
      commitment: { ...file.commitment, witnesses: [...file.commitment.witnesses].reverse() },
      list: [...file.list].reverse(),
    };
    const text = drawFileTextV3(reordered);
    expect(text).toBe(drawFileTextV3(file));
    expect(text).toContain(`"commitment":${commitmentTextV3(file.commitment)},`);
    expect(text).toContain(`"list":${listTextV3(file.list)},`);
  });

  const altered: [string, (file: DrawFileV3) => void, RegExp][] = [
    [
      'a result changed',
      (f) => void (f.results['SPECIAL-15']![0]!.result = { kind: 'notWon' }),
      /SPECIAL-15 differ/,
    ],
    [
      'two places swapped',
      (f) => {
        const rows = f.results['SPECIAL-15']!;
        [rows[0]!.receiptNumber, rows[1]!.receiptNumber] = [rows[1]!.receiptNumber, rows[0]!.receiptNumber];
      },
      /SPECIAL-15 differ/,
    ],
    ['a supply type left out', (f) => void delete f.results['GENERAL-30'], /published supply types/],
    ['a tier changed', (f) => void (f.list[0]!.incomeTier = 3), /list's digest/],
    ['the seed changed', (f) => void (f.seed = '0'.repeat(64)), /the seed is/],
    ['another beacon round', (f) => void (f.randomness.beaconRound += 1), /beacon round/],
    ['other randomness', (f) => void (f.randomness.beaconRandomness = '0'.repeat(64)), /the seed is/],
    ['no randomness', (f) => void (f.randomness.beaconRandomness = ''), /randomness is missing/],
    ['a revealed value changed', (f) => void (f.randomness.reveals[1]!.value = '072520'), /does not match/],
    [
      'an unrevealed commitment given a value the forger chose',
      (f) => void Object.assign(f.randomness.reveals[0]!, { value: '123456', salt: '0'.repeat(32) }),
      /does not match/,
    ],
    ['a reveal dropped', (f) => void f.randomness.reveals.pop(), /reveals do not name/],
    ['the reveals out of order', (f) => void f.randomness.reveals.reverse(), /reveals do not name/],
    ['a witness added', (f) => void f.commitment.witnesses.push('9'.repeat(64)), /digest/],
    ['more than five witnesses', (f) => void (f.commitment.witnesses = Array(6).fill(HASH_A)), /more than 5/],
    ['a value of five digits', (f) => void (f.randomness.reveals[1]!.value = '72519'), /six digits/],
    ['the digest not the published one', (f) => void (f.commitmentDigest = '1'.repeat(64)), /file states/],
    [
      'a receipt number in small letters',
      (f) => void (f.list[0]!.receiptNumber = '2026-b-238v-nf'),
      /capitals/,
    ],
    ['a tier of 0', (f) => void (f.list[0]!.regionalTier = 0), /tiers/],
    ['a tier of 1.5', (f) => void (f.list[0]!.incomeTier = 1.5), /tiers/],
    [
      'a negative supply',
      (f) => void (f.commitment.supply['GENERAL-30']!.reserves = -1),
      /supply of GENERAL-30/,
    ],
    [
      'the method relabelled',
      (f) => void ((f.commitment as { method: string }).method = 'draw/v2'),
      /not draw\/v3/,
    ],
  ];

  it.each(altered)('refuses a file with %s', (_, alter, reason) => {
    const file = structuredClone(exampleFile());
    alter(file);
    const problems = verifyDrawFileV3(file);
    expect(problems.join('\n')).toMatch(reason);
  });

  it('refuses a file whose commitment is not the one published at the freeze', () => {
    const file = exampleFile();
    expect(verifyDrawFileV3(file, '2'.repeat(64)).join('\n')).toMatch(/the published one/);
  });
});
