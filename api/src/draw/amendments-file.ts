// The round's amendments file (amendments.json) as served: every stored row as an entry, in the order
// written. Stored hashes are served as stored, so a row changed in the database breaks the chain for
// anyone who checks; rows written before the chain (no hash yet) are chained here as appendAmendment
// would chain them, so the file always covers every row.
import {
  AMENDMENTS_FORMAT,
  amendmentsGenesis,
  chainEntry,
  type AmendmentsFile,
} from '@portal/shared-types/draw/amendments-file';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { entryOfRow } from './amendments-chain';
import { amendmentsOf, currentFreeze, findDraw } from './draw-repository';

type AmendmentRow = Awaited<ReturnType<typeof amendmentsOf>>[number];

/** The file of these rows (oldest first), for the round whose draw used the list of `listDigest`. */
export function amendmentsFileOf(
  roundId: number,
  listDigest: string,
  rows: readonly AmendmentRow[],
): AmendmentsFile {
  const genesis = amendmentsGenesis(roundId, listDigest);
  let head = genesis;
  const entries = rows.map((row, index) => {
    const stored = entryOfRow(row, index + 1);
    const entry = row.hash ? stored : chainEntry(stored, index + 1, head);
    head = entry.hash;
    return entry;
  });
  return { format: AMENDMENTS_FORMAT, roundId, listDigest, genesis, entries, head };
}

/** The round's file, or null before its draw. */
export async function roundAmendmentsFile(db: Db | Tx, roundId: number): Promise<AmendmentsFile | null> {
  const [draw, freeze, rows] = await Promise.all([
    findDraw(db, roundId),
    currentFreeze(db, roundId),
    amendmentsOf(db, roundId),
  ]);
  if (!draw?.drawnAt || !draw.inputs || !freeze) return null;
  return amendmentsFileOf(roundId, freeze.listDigest ?? '', rows);
}
