// Appends to the round's public amendments chain (draw/amendments-file.ts): one writer at a time per
// round (a transaction-scoped advisory lock, taken after the audit chain's so every writer takes them in
// the same order), each entry hashing the one before it. The unique index on (round, prevHash) is the
// backstop: two entries can never follow the same head.
import { sql, asc, eq } from 'drizzle-orm';
import {
  amendmentsGenesis,
  chainEntry,
  type AmendmentEntry,
  type UnhashedEntry,
} from '@portal/shared-types/draw/amendments-file';
import { winningAmendments } from '../db/schema';
import type { Tx } from '../db/tx';
import { currentFreeze } from './draw-repository';

/** A namespace for the advisory lock, so it never meets another use of the same round id. */
const AMENDMENTS_LOCK = 0x616d656e; // 'amen'

type AmendmentRow = typeof winningAmendments.$inferSelect;

/** A stored row as an entry of the file (its hash fields as stored: a changed row shows as a break). */
export const entryOfRow = (row: AmendmentRow, n: number): AmendmentEntry => ({
  n,
  receiptNumber: row.receiptNumber,
  move: row.move ?? 'editorChange',
  from: row.oldState,
  to: row.newState,
  reason: row.reason,
  place: row.place,
  at: row.at.toISOString(),
  prev: row.prevHash ?? '',
  hash: row.hash ?? '',
});

/** The round's genesis: the frozen list its draw used. */
export async function genesisOf(tx: Tx, roundId: number): Promise<string> {
  const freeze = await currentFreeze(tx, roundId);
  return amendmentsGenesis(roundId, freeze?.listDigest ?? '');
}

/**
 * Appends one public entry for `roundId` and answers it with its number and hash. Rows written before the
 * chain existed (no hash yet) are chained first, in their order, so the file always covers every row.
 */
export async function appendAmendment(
  tx: Tx,
  roundId: number,
  entry: UnhashedEntry & { actor: string },
): Promise<AmendmentEntry> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AMENDMENTS_LOCK}, ${roundId})`);
  const rows = await tx
    .select()
    .from(winningAmendments)
    .where(eq(winningAmendments.roundId, roundId))
    .orderBy(asc(winningAmendments.id));
  let head = await genesisOf(tx, roundId);
  for (const [index, row] of rows.entries()) {
    if (row.hash) {
      head = row.hash;
      continue;
    }
    const chained = chainEntry(
      { ...entryOfRow(row, index + 1), move: row.move ?? 'editorChange' },
      index + 1,
      head,
    );
    await tx
      .update(winningAmendments)
      .set({ prevHash: chained.prev, hash: chained.hash })
      .where(eq(winningAmendments.id, row.id));
    head = chained.hash;
  }
  const { actor, ...publicEntry } = entry;
  const chained = chainEntry(publicEntry, rows.length + 1, head);
  await tx.insert(winningAmendments).values({
    roundId,
    receiptNumber: chained.receiptNumber,
    oldState: chained.from,
    newState: chained.to,
    reason: chained.reason,
    adminUsername: actor,
    at: new Date(chained.at),
    move: chained.move,
    place: chained.place,
    prevHash: chained.prev,
    hash: chained.hash,
  });
  return chained;
}
