import { eq } from 'drizzle-orm';
import { roundDraws, subscriptionRounds } from '../db/schema';
import type { Tx } from '../db/tx';

export type RetentionRow = typeof subscriptionRounds.$inferSelect;
export type RetentionChanges = Partial<
  Pick<RetentionRow, 'retentionHold' | 'retentionHeldBy' | 'retentionHeldAt' | 'contractCompletedAt'>
>;

/** The round's row, locked until the transaction ends; null without such a round. */
export async function lockRetention(tx: Tx, roundId: number): Promise<RetentionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptionRounds)
    .where(eq(subscriptionRounds.id, roundId))
    .for('update');
  return row ?? null;
}

export async function saveRetention(
  tx: Tx,
  roundId: number,
  changes: RetentionChanges,
): Promise<RetentionRow> {
  const [row] = await tx
    .update(subscriptionRounds)
    .set(changes)
    .where(eq(subscriptionRounds.id, roundId))
    .returning();
  return row!;
}

/** When the round was drawn; null before its draw or without one. */
export async function drawnAtOf(tx: Tx, roundId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ drawnAt: roundDraws.drawnAt })
    .from(roundDraws)
    .where(eq(roundDraws.roundId, roundId));
  return row?.drawnAt ?? null;
}
