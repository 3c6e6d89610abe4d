// The round's public amendments file (amendments.json), beside draw.json: every public move after the
// draw (after-draw/moves.ts PUBLIC_MOVES) as one entry, each entry hashing the one before it, the first
// hashing the frozen list the draw used. Removing, editing or reordering an entry changes every hash after
// it, so a head digest once seen (the draw page shows it) pins the whole history up to it. No personal
// data: receipt numbers, public labels and fixed reasons only. docs/application-lifecycle.md describes it.
import { sha256Hex } from './frozen-list';

export const AMENDMENTS_FORMAT = 'amendments/v1';

/** One public entry, in the order written. */
export interface AmendmentEntry {
  /** 1-based position in the round's file */
  n: number;
  receiptNumber: string;
  /** a public move (moves.ts), or 'editorChange' for a change the old state editor made before moves */
  move: string;
  /** the public label before and after: 당첨 → 부적격, 예비 1 → 당첨(추가), ... */
  from: string;
  to: string;
  /** a fixed phrase per move, or a correction's reason: never a person's details */
  reason: string;
  /** a reserve call's place: the receipt number of the winner whose place it fills; else null */
  place: string | null;
  /** ISO 8601 instant */
  at: string;
  /** the hash of the entry before, or the genesis for the first */
  prev: string;
  hash: string;
}

export type UnhashedEntry = Omit<AmendmentEntry, 'n' | 'prev' | 'hash'>;

/** The chain's start: binds the file to the round and the frozen list its draw used. */
export const amendmentsGenesis = (roundId: number, listDigest: string): string =>
  sha256Hex([AMENDMENTS_FORMAT, 'genesis', String(roundId), listDigest].join('\n'));

/** The bytes an entry's hash covers: the format, then every field but the hash, one per line. */
export const amendmentEntryText = (entry: Omit<AmendmentEntry, 'hash'>): string =>
  [
    AMENDMENTS_FORMAT,
    String(entry.n),
    entry.receiptNumber,
    entry.move,
    entry.from,
    entry.to,
    entry.reason,
    entry.place ?? '',
    entry.at,
    entry.prev,
  ].join('\n');

export const amendmentHash = (entry: Omit<AmendmentEntry, 'hash'>): string =>
  sha256Hex(amendmentEntryText(entry));

/** The next entry after `head` (the last entry's hash, or the genesis), numbered `n`. */
export function chainEntry(entry: UnhashedEntry, n: number, head: string): AmendmentEntry {
  const unhashed = { ...entry, n, prev: head };
  return { ...unhashed, hash: amendmentHash(unhashed) };
}

export interface AmendmentsFile {
  format: typeof AMENDMENTS_FORMAT;
  roundId: number;
  /** the frozen list's digest the genesis hashes */
  listDigest: string;
  genesis: string;
  entries: AmendmentEntry[];
  /** the last entry's hash, or the genesis when there is none */
  head: string;
}

/** The file's text: keys in a fixed order, one entry per line, so a reader can diff two downloads. */
export function amendmentsFileText(file: AmendmentsFile): string {
  const entry = (e: AmendmentEntry) =>
    JSON.stringify({
      n: e.n,
      receiptNumber: e.receiptNumber,
      move: e.move,
      from: e.from,
      to: e.to,
      reason: e.reason,
      place: e.place,
      at: e.at,
      prev: e.prev,
      hash: e.hash,
    });
  const entries = file.entries.length === 0 ? '[]' : `[\n${file.entries.map(entry).join(',\n')}\n]`;
  return (
    `{"format":${JSON.stringify(file.format)},"roundId":${file.roundId},` +
    `"listDigest":${JSON.stringify(file.listDigest)},"genesis":${JSON.stringify(file.genesis)},\n` +
    `"entries":${entries},\n"head":${JSON.stringify(file.head)}}\n`
  );
}

/** Why the chain does not hold, or null: numbering, links and hashes, from the genesis to the head. */
export function amendmentsChainError(file: AmendmentsFile): string | null {
  if (file.format !== AMENDMENTS_FORMAT) return `unknown format ${String(file.format)}`;
  if (file.genesis !== amendmentsGenesis(file.roundId, file.listDigest))
    return 'genesis does not hash the round and its list digest';
  let head = file.genesis;
  for (const [index, entry] of file.entries.entries()) {
    if (entry.n !== index + 1) return `entry ${index + 1} is numbered ${entry.n}`;
    if (entry.prev !== head) return `entry ${entry.n} does not follow the entry before it`;
    if (amendmentHash(entry) !== entry.hash) return `entry ${entry.n} does not match its hash`;
    head = entry.hash;
  }
  return head === file.head ? null : 'head is not the last entry';
}
