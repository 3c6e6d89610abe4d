import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AMENDMENTS_FORMAT,
  amendmentEntryText,
  amendmentsChainError,
  amendmentsFileText,
  amendmentsGenesis,
  chainEntry,
  type AmendmentsFile,
  type UnhashedEntry,
} from '../../src/draw/amendments-file';
import { sha256Hex } from '../../src/draw/frozen-list';

const listDigest = sha256Hex('the frozen list');

const entries: UnhashedEntry[] = [
  {
    receiptNumber: '2026A-0001-Q9',
    move: 'declaredIneligible',
    from: '당첨',
    to: '부적격',
    reason: '당첨자 부적격',
    place: null,
    at: '2026-11-02T01:00:00.000Z',
  },
  {
    receiptNumber: '2026A-0004-Q9',
    move: 'reserveCalled',
    from: '예비 1',
    to: '당첨(추가)',
    reason: '당첨자 부적격에 따른 예비 입주자 추가 당첨',
    place: '2026A-0001-Q9',
    at: '2026-11-03T01:00:00.000Z',
  },
  {
    receiptNumber: '2026A-0002-Q9',
    move: 'gaveUp',
    from: '당첨',
    to: '포기',
    reason: '당첨자 계약 포기',
    place: null,
    at: '2026-11-04T01:00:00.000Z',
  },
];

/** A file of `entries` for round 7, chained as the server chains them. */
function fileOf(unhashed: readonly UnhashedEntry[] = entries): AmendmentsFile {
  const genesis = amendmentsGenesis(7, listDigest);
  let head = genesis;
  const chained = unhashed.map((entry, index) => {
    const next = chainEntry(entry, index + 1, head);
    head = next.hash;
    return next;
  });
  return { format: AMENDMENTS_FORMAT, roundId: 7, listDigest, genesis, entries: chained, head };
}

describe('the genesis', () => {
  it('hashes the format, the round and the list digest, one per line', () => {
    expect(amendmentsGenesis(7, listDigest)).toBe(sha256Hex(`amendments/v1\ngenesis\n7\n${listDigest}`));
    expect(amendmentsGenesis(8, listDigest)).not.toBe(amendmentsGenesis(7, listDigest));
    expect(amendmentsGenesis(7, sha256Hex('another list'))).not.toBe(amendmentsGenesis(7, listDigest));
  });
});

describe('chainEntry', () => {
  it('numbers the entry, links it to the head and hashes every field but the hash', () => {
    const genesis = amendmentsGenesis(7, listDigest);
    const entry = chainEntry(entries[1]!, 1, genesis);
    expect(entry).toMatchObject({ n: 1, prev: genesis, place: '2026A-0001-Q9' });
    expect(entry.hash).toBe(
      sha256Hex(
        [
          'amendments/v1',
          '1',
          '2026A-0004-Q9',
          'reserveCalled',
          '예비 1',
          '당첨(추가)',
          '당첨자 부적격에 따른 예비 입주자 추가 당첨',
          '2026A-0001-Q9',
          '2026-11-03T01:00:00.000Z',
          genesis,
        ].join('\n'),
      ),
    );
  });

  it('writes a missing place as an empty line', () => {
    const genesis = amendmentsGenesis(7, listDigest);
    const entry = chainEntry(entries[0]!, 1, genesis);
    const text = ['amendments/v1', '1', '2026A-0001-Q9', 'declaredIneligible', '당첨', '부적격'];
    expect(entry.hash).toBe(
      sha256Hex([...text, '당첨자 부적격', '', '2026-11-02T01:00:00.000Z', genesis].join('\n')),
    );
  });
});

describe('amendmentsFileText', () => {
  it('round-trips through JSON.parse, with one entry a line', () => {
    const file = fileOf();
    const text = amendmentsFileText(file);
    expect(JSON.parse(text)).toEqual(file);
    expect(text.split('\n').filter((line) => line.startsWith('{"n":'))).toHaveLength(3);
    expect(text.endsWith('}\n')).toBe(true);
    expect(amendmentsChainError(JSON.parse(text) as AmendmentsFile)).toBeNull();
  });

  it('writes an empty file whose head is the genesis', () => {
    const file = fileOf([]);
    expect(file.head).toBe(file.genesis);
    expect(JSON.parse(amendmentsFileText(file))).toEqual({ ...file, entries: [] });
    expect(amendmentsChainError(file)).toBeNull();
  });
});

describe('amendmentsChainError', () => {
  it('accepts the chain as written', () => {
    expect(amendmentsChainError(fileOf())).toBeNull();
  });

  it('catches an edited entry', () => {
    const file = fileOf();
    file.entries[1] = { ...file.entries[1]!, reason: '다른 사유' };
    expect(amendmentsChainError(file)).toBe('entry 2 does not match its hash');
  });

  it('catches an edited entry rehashed: the next one no longer follows it', () => {
    const file = fileOf();
    const edited = chainEntry({ ...entries[1]!, from: '예비 2' }, 2, file.entries[0]!.hash);
    file.entries[1] = edited;
    expect(amendmentsChainError(file)).toBe('entry 3 does not follow the entry before it');
  });

  it('catches a removed entry', () => {
    const file = fileOf();
    file.entries.splice(1, 1);
    expect(amendmentsChainError(file)).toBe('entry 2 is numbered 3');
    // renumbered too: the link breaks
    const renumbered = fileOf();
    renumbered.entries.splice(1, 1);
    renumbered.entries[1] = { ...renumbered.entries[1]!, n: 2 };
    expect(amendmentsChainError(renumbered)).toBe('entry 2 does not follow the entry before it');
    // the last one removed: the head no longer is the last entry
    const last = fileOf();
    last.entries.pop();
    expect(amendmentsChainError(last)).toBe('head is not the last entry');
  });

  it('catches a reordered pair', () => {
    const file = fileOf();
    const [first, second] = file.entries;
    file.entries[0] = { ...second!, n: 1 };
    file.entries[1] = { ...first!, n: 2 };
    expect(amendmentsChainError(file)).toBe('entry 1 does not follow the entry before it');
  });

  it('catches a wrong head', () => {
    expect(amendmentsChainError({ ...fileOf(), head: sha256Hex('another head') })).toBe(
      'head is not the last entry',
    );
  });

  it('catches a wrong genesis, and one of another round or list', () => {
    const file = fileOf();
    expect(amendmentsChainError({ ...file, genesis: sha256Hex('x') })).toBe(
      'genesis does not hash the round and its list digest',
    );
    expect(amendmentsChainError({ ...file, roundId: 8 })).toBe(
      'genesis does not hash the round and its list digest',
    );
    expect(amendmentsChainError({ ...file, listDigest: sha256Hex('x') })).toBe(
      'genesis does not hash the round and its list digest',
    );
  });

  it('names an unknown format', () => {
    expect(amendmentsChainError({ ...fileOf(), format: 'amendments/v0' as never })).toBe(
      'unknown format amendments/v0',
    );
  });
});

describe('the worked example of docs/amendments-file.md', () => {
  const doc = readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'amendments-file.md'), 'utf8');
  const blocks = new Map(
    [...doc.matchAll(/^### (.+)\n\n```\n([\s\S]*?)\n```/gm)].map((match) => [match[1]!, match[2]!]),
  );
  const exampleDigest = blocks.get('listDigest')!;
  const genesis = amendmentsGenesis(12, exampleDigest);
  const first = chainEntry(
    {
      receiptNumber: '2026A-0001-Q9',
      move: 'gaveUp',
      from: '당첨',
      to: '포기',
      reason: '당첨자 계약 포기',
      place: null,
      at: '2026-05-02T01:00:00.000Z',
    },
    1,
    genesis,
  );
  const second = chainEntry(
    {
      receiptNumber: '2026A-0004-Q9',
      move: 'reserveCalled',
      from: '예비 1',
      to: '당첨(추가)',
      reason: '당첨자 계약 포기에 따른 예비 입주자 추가 당첨',
      place: '2026A-0001-Q9',
      at: '2026-05-03T01:00:00.000Z',
    },
    2,
    first.hash,
  );

  it('prints every value as the code computes it', () => {
    expect(blocks.get('genesis')).toBe(genesis);
    expect(blocks.get('Entry 1 text')).toBe(amendmentEntryText(first));
    expect(blocks.get('Entry 1 hash')).toBe(first.hash);
    expect(blocks.get('Entry 2 text')).toBe(amendmentEntryText(second));
    expect(blocks.get('Entry 2 hash (the head)')).toBe(second.hash);
    const file: AmendmentsFile = {
      format: AMENDMENTS_FORMAT,
      roundId: 12,
      listDigest: exampleDigest,
      genesis,
      entries: [first, second],
      head: second.hash,
    };
    expect(`${blocks.get('amendments.json')}\n`).toBe(amendmentsFileText(file));
    expect(amendmentsChainError(file)).toBeNull();
  });
});
