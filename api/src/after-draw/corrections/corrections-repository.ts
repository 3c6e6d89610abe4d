// The database code of the corrections of drawn results (result_corrections).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Tx } from '../../db/tx';
import { applicants, resultCorrections } from '../../db/schema';

export type CorrectionRow = typeof resultCorrections.$inferSelect;
/** A proposal with the application it corrects, as lists name it. */
export type CorrectionWithApplicant = CorrectionRow & { receiptNumber: string; supplyType: string };

const open = and(isNull(resultCorrections.confirmedAt), isNull(resultCorrections.withdrawnAt));

const withApplicant = {
  correction: resultCorrections,
  receiptNumber: applicants.receiptNumber,
  supplyType: applicants.supplyType,
};

/** The proposal, locked until the transaction ends when `lock`. */
export async function findCorrection(db: Db | Tx, id: number, lock = false): Promise<CorrectionRow | null> {
  const query = db.select().from(resultCorrections).where(eq(resultCorrections.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The applicant's proposal still waiting for a second admin, if any. */
export async function pendingCorrectionOf(tx: Tx, applicantId: number): Promise<CorrectionRow | null> {
  const [row] = await tx
    .select()
    .from(resultCorrections)
    .where(and(eq(resultCorrections.applicantId, applicantId), open));
  return row ?? null;
}

export async function correctionsOfRound(db: Db, roundId: number): Promise<CorrectionWithApplicant[]> {
  const rows = await db
    .select(withApplicant)
    .from(resultCorrections)
    .innerJoin(applicants, eq(applicants.id, resultCorrections.applicantId))
    .where(eq(resultCorrections.roundId, roundId))
    .orderBy(asc(resultCorrections.id));
  return rows.map(({ correction, ...rest }) => ({ ...correction, ...rest }));
}

export async function insertCorrection(
  tx: Tx,
  row: typeof resultCorrections.$inferInsert,
): Promise<CorrectionRow> {
  const [inserted] = await tx.insert(resultCorrections).values(row).returning();
  return inserted!;
}

/** Closes a pending proposal (confirmed or withdrawn); null when it was closed meanwhile. */
export async function closeCorrection(
  tx: Tx,
  id: number,
  fields: { confirmedBy: string; confirmedAt: Date } | { withdrawnBy: string; withdrawnAt: Date },
): Promise<CorrectionRow | null> {
  const [row] = await tx
    .update(resultCorrections)
    .set(fields)
    .where(and(eq(resultCorrections.id, id), open))
    .returning();
  return row ?? null;
}
