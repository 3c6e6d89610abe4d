import { and, asc, desc, eq } from 'drizzle-orm';
import type { Applicant, ApplicantSubmission } from '@portal/shared-types/applicants';
import type { SupplyType } from '@portal/shared-types/supply-types';
import type { Db } from '../db/database';
import { applicants } from '../db/schema';

type ApplicantRow = typeof applicants.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function toApplicant(row: ApplicantRow): Applicant {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    subscriptionType: row.subscriptionType as SupplyType,
    subscriptionUid: row.roundId,
    createdAt: row.createdAt.toISOString(),
    // not yet decided is sent as null; the browser reads it as 미당첨
    winningState: row.winningState === '' ? null : row.winningState,
    income: row.income,
    regional: row.regional,
    car: row.car,
    assetBasis: row.assetBasis,
  };
}

const answers = (submission: ApplicantSubmission) => ({
  subscriptionType: submission.supplyType,
  income: submission.income,
  regional: submission.regional,
  car: submission.car,
  assetBasis: submission.assetBasis,
});

/** Inserts the application; a second one for the same phone and round fails on the unique index (23505). */
export async function insertApplicant(db: Db | Tx, submission: ApplicantSubmission): Promise<Applicant> {
  const [row] = await db
    .insert(applicants)
    .values({
      roundId: submission.supplyUid,
      name: submission.name,
      phoneNumber: submission.phone,
      consent: submission.isConsentStatus,
      ...answers(submission),
    })
    .returning();
  return toApplicant(row!);
}

export async function updateApplicantAnswers(
  db: Db | Tx,
  id: number,
  submission: ApplicantSubmission,
): Promise<Applicant | null> {
  const [row] = await db
    .update(applicants)
    .set({ ...answers(submission), updatedAt: new Date() })
    .where(eq(applicants.id, id))
    .returning();
  return row ? toApplicant(row) : null;
}

export async function deleteApplicant(db: Db | Tx, id: number): Promise<boolean> {
  return (
    (await db.delete(applicants).where(eq(applicants.id, id)).returning({ id: applicants.id })).length > 0
  );
}

export async function findApplicant(db: Db, id: number): Promise<Applicant | null> {
  const [row] = await db.select().from(applicants).where(eq(applicants.id, id));
  return row ? toApplicant(row) : null;
}

/** A person's applications (same name and phone), newest first; one round only when given. */
export async function findApplications(
  db: Db,
  name: string,
  phone: string,
  roundId?: number,
): Promise<Applicant[]> {
  const rows = await db
    .select()
    .from(applicants)
    .where(
      and(
        eq(applicants.name, name),
        eq(applicants.phoneNumber, phone),
        roundId === undefined ? undefined : eq(applicants.roundId, roundId),
      ),
    )
    .orderBy(desc(applicants.id));
  return rows.map(toApplicant);
}

export async function applicantsOfRound(db: Db | Tx, roundId: number): Promise<Applicant[]> {
  const rows = await db
    .select()
    .from(applicants)
    .where(eq(applicants.roundId, roundId))
    .orderBy(asc(applicants.id));
  return rows.map(toApplicant);
}

/** Locks the round's applicants for the winning-state save, so two saves never interleave. */
export async function lockApplicantsOfRound(tx: Tx, roundId: number): Promise<Applicant[]> {
  const rows = await tx
    .select()
    .from(applicants)
    .where(eq(applicants.roundId, roundId))
    .orderBy(asc(applicants.id))
    .for('update');
  return rows.map(toApplicant);
}

export async function setWinningStates(
  tx: Tx,
  roundId: number,
  updates: { applicantId: number; winningState: string }[],
) {
  for (const update of updates) {
    await tx
      .update(applicants)
      .set({ winningState: update.winningState, updatedAt: new Date() })
      .where(and(eq(applicants.id, update.applicantId), eq(applicants.roundId, roundId)));
  }
}
