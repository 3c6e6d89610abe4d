// --amendments: the round's amendments file (docs/amendments-file.md), checked against the draw.json just
// verified. Its form first, then the chain from the genesis to the head, then that the genesis is the
// list's this draw used, then every entry replayed over the draw's results.
import {
  AMENDMENTS_FORMAT,
  amendmentsChainError,
  type AmendmentsFile,
} from '@portal/shared-types/draw/amendments-file';
import { replayAmendments } from '@portal/shared-types/draw/amendments-replay';
import { DRAW_VERSION, type RankedRow } from '@portal/shared-types/draw/draw';
import { listTextV2 } from '@portal/shared-types/draw/draw-v2';
import { publishedResultsV3 } from '@portal/shared-types/draw/draw-v3';
import { listDigest, sha256Hex, type FrozenRow } from '@portal/shared-types/draw/frozen-list';
import { array, code, hex64, int, literal, nullable, object, shapeProblems, text } from './shape';
import { readStrictJson } from './strict-json';
import type { Version } from './versions';

const shapeAmendments = object({
  format: literal(AMENDMENTS_FORMAT),
  roundId: int(1),
  listDigest: hex64,
  genesis: hex64,
  entries: array(
    object({
      n: int(1),
      receiptNumber: code,
      move: text,
      from: text,
      to: text,
      reason: text,
      place: nullable(code),
      at: text,
      prev: hex64,
      hash: hex64,
    }),
  ),
  head: hex64,
});

/** The list's digest as the draw's own method writes it: draw/v1's canonical JSON, else draw/v2's text. */
const listDigestOf = (version: Version, list: readonly FrozenRow[]) =>
  version === DRAW_VERSION ? listDigest(list) : sha256Hex(listTextV2(list));

export interface AmendmentsReading {
  lines: string[];
  notes: string[];
  problems: string[];
}

export function readAmendments(
  bytes: Uint8Array,
  draw: { version: Version; list: readonly FrozenRow[]; ranking: Record<string, RankedRow[]> },
): AmendmentsReading {
  const fail = (problem: string, notes: string[] = []) => ({ lines: [], notes, problems: [problem] });
  const reading = readStrictJson(bytes);
  const notes = reading.notes.map((note) => `amendments: ${note}`);
  if (!reading.ok) return fail(`amendments: ${reading.reason}`, notes);
  const shape = shapeProblems(shapeAmendments, reading.value);
  if (shape.length > 0)
    return { lines: [], notes, problems: shape.map((problem) => `amendments: ${problem}`) };
  const file = reading.value as unknown as AmendmentsFile;
  const chain = amendmentsChainError(file);
  if (chain) return fail(`amendments: the chain does not hold: ${chain}`, notes);
  const digest = listDigestOf(draw.version, draw.list);
  if (file.listDigest !== digest)
    return fail(
      `amendments: the file starts from the list digest ${file.listDigest}, draw.json's list has the digest ${digest}`,
      notes,
    );
  const replay = replayAmendments(publishedResultsV3(draw.ranking), file.entries);
  notes.push(...replay.notes);
  if (replay.problem) return fail(`amendments ${replay.problem}`, notes);
  const count = file.entries.length;
  return {
    lines: [
      `amendments round ${file.roundId}, genesis ${file.genesis} (list ${file.listDigest})`,
      ...(replay.changed.length === 0 ? ['no receipt number changed its state'] : []),
      ...replay.changed.map(
        ({ receiptNumber, drawn, now }) => `${receiptNumber}  now ${now} (drawn ${drawn})`,
      ),
      `amendments verified: ${count} ${count === 1 ? 'entry' : 'entries'}, head ${file.head}`,
    ],
    notes,
    problems: [],
  };
}
