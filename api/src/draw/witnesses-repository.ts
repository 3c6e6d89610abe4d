import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { drawWitnesses } from '../db/schema';

export type WitnessRow = typeof drawWitnesses.$inferSelect;

/**
 * The witnesses of one cycle of the round, in the order they committed: those bound to `freezeId`, or
 * with null those of the open cycle (made since the last 마감 해제, not yet bound to a freeze).
 */
export function cycleWitnesses(db: Db | Tx, roundId: number, freezeId: number | null): Promise<WitnessRow[]> {
  return db
    .select()
    .from(drawWitnesses)
    .where(
      and(
        eq(drawWitnesses.roundId, roundId),
        freezeId === null ? isNull(drawWitnesses.freezeId) : eq(drawWitnesses.freezeId, freezeId),
      ),
    )
    .orderBy(asc(drawWitnesses.id));
}

/** True when the commitment was ever made, in any round: a reused salt and value are refused. */
export async function commitmentUsed(tx: Tx, commitment: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: drawWitnesses.id })
    .from(drawWitnesses)
    .where(eq(drawWitnesses.commitment, commitment));
  return row !== undefined;
}

export async function insertCommitment(
  tx: Tx,
  row: Pick<WitnessRow, 'roundId' | 'commitment' | 'committedBy' | 'committedPlace' | 'committedAt'>,
): Promise<void> {
  await tx.insert(drawWitnesses).values(row);
}

/** The close binds the open cycle's commitments to the freeze it made (same transaction). */
export async function bindOpenCycle(tx: Tx, roundId: number, freezeId: number): Promise<void> {
  await tx
    .update(drawWitnesses)
    .set({ freezeId })
    .where(and(eq(drawWitnesses.roundId, roundId), isNull(drawWitnesses.freezeId)));
}

export async function saveReveal(
  tx: Tx,
  id: number,
  reveal: Pick<WitnessRow, 'value' | 'salt' | 'revealedBy' | 'revealedPlace' | 'revealedAt'>,
): Promise<void> {
  await tx.update(drawWitnesses).set(reveal).where(eq(drawWitnesses.id, id));
}
