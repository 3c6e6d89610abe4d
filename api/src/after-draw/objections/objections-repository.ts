// The database code of the 소명: one row per 부적격 decision it answers (keyed by that decision's time).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Tx } from '../../db/tx';
import { objections } from '../../db/schema';

export type ObjectionRow = typeof objections.$inferSelect;

/** The applicant's 소명, oldest first (one per 부적격 decision). */
export function objectionsOf(db: Db | Tx, applicantId: number): Promise<ObjectionRow[]> {
  return db
    .select()
    .from(objections)
    .where(eq(objections.applicantId, applicantId))
    .orderBy(asc(objections.id));
}

export function objectionsOfRound(db: Db | Tx, roundId: number): Promise<ObjectionRow[]> {
  return db.select().from(objections).where(eq(objections.roundId, roundId)).orderBy(asc(objections.id));
}

export async function insertObjection(tx: Tx, row: typeof objections.$inferInsert): Promise<ObjectionRow> {
  const [inserted] = await tx.insert(objections).values(row).returning();
  return inserted!;
}

/** Records the decision of a 소명 still waiting; null when another decision came first. */
export async function decideObjectionRow(
  tx: Tx,
  id: number,
  decision: { outcome: 'upheld' | 'rejected'; outcomeReason: string; decidedBy: string; decidedAt: Date },
): Promise<ObjectionRow | null> {
  const [row] = await tx
    .update(objections)
    .set(decision)
    .where(and(eq(objections.id, id), isNull(objections.outcome)))
    .returning();
  return row ?? null;
}
