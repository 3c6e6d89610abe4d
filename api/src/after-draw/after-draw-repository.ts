// The only database code of the after-draw domain: rounds' settings, reviews, documents and call-ups.
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import {
  applicants,
  applicationReviews,
  documentFiles,
  reserveCalls,
  roundAfterDraw,
  roundDraws,
  subscriptionRounds,
} from '../db/schema';

export type ApplicantRow = typeof applicants.$inferSelect;
export type ReviewRow = typeof applicationReviews.$inferSelect;
export type DocumentFileRow = typeof documentFiles.$inferSelect;
export type ReserveCallRow = typeof reserveCalls.$inferSelect;
export type SettingsRow = typeof roundAfterDraw.$inferSelect;
export type RoundRow = typeof subscriptionRounds.$inferSelect;

/** An application whose personal data is still kept (a destroyed one has nothing to review). */
const kept = isNull(applicants.destroyedAt);

export async function findApplicantRow(db: Db | Tx, id: number): Promise<ApplicantRow | null> {
  const [row] = await db
    .select()
    .from(applicants)
    .where(and(eq(applicants.id, id), kept));
  return row ?? null;
}

/** The application, locked until the transaction ends: every write of its documents' stage takes it. */
export async function lockApplicantRow(tx: Tx, id: number): Promise<ApplicantRow | null> {
  const [row] = await tx
    .select()
    .from(applicants)
    .where(and(eq(applicants.id, id), kept))
    .for('update');
  return row ?? null;
}

/** A person's applications (same name and phone), newest first. */
export function applicationsOfPerson(db: Db, name: string, phone: string): Promise<ApplicantRow[]> {
  return db
    .select()
    .from(applicants)
    .where(and(eq(applicants.name, name), eq(applicants.phoneNumber, phone), kept))
    .orderBy(desc(applicants.id));
}

export async function findRoundRow(db: Db | Tx, roundId: number): Promise<RoundRow | null> {
  const [row] = await db.select().from(subscriptionRounds).where(eq(subscriptionRounds.id, roundId));
  return row ?? null;
}

/** Whether the round's draw has run: its public page then shows the results and the amendments. */
export async function drawnAt(db: Db | Tx, roundId: number): Promise<Date | null> {
  const [row] = await db
    .select({ drawnAt: roundDraws.drawnAt })
    .from(roundDraws)
    .where(eq(roundDraws.roundId, roundId));
  return row?.drawnAt ?? null;
}

export async function findSettings(db: Db | Tx, roundId: number): Promise<SettingsRow | null> {
  const [row] = await db.select().from(roundAfterDraw).where(eq(roundAfterDraw.roundId, roundId));
  return row ?? null;
}

/** The round's settings row, locked (created empty first if missing) so two saves never interleave. */
export async function lockSettings(tx: Tx, roundId: number): Promise<SettingsRow> {
  await tx.insert(roundAfterDraw).values({ roundId }).onConflictDoNothing({ target: roundAfterDraw.roundId });
  const [row] = await tx
    .select()
    .from(roundAfterDraw)
    .where(eq(roundAfterDraw.roundId, roundId))
    .for('update');
  return row!;
}

export async function saveSettings(
  tx: Tx,
  roundId: number,
  fields: Omit<typeof roundAfterDraw.$inferInsert, 'roundId' | 'updatedAt'>,
  now: Date,
): Promise<SettingsRow> {
  const [row] = await tx
    .update(roundAfterDraw)
    .set({ ...fields, updatedAt: now })
    .where(eq(roundAfterDraw.roundId, roundId))
    .returning();
  return row!;
}

export async function findReview(db: Db | Tx, applicantId: number): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(applicationReviews)
    .where(eq(applicationReviews.applicantId, applicantId));
  return row ?? null;
}

export function reviewsOf(db: Db | Tx, applicantIds: number[]): Promise<ReviewRow[]> {
  if (applicantIds.length === 0) return Promise.resolve([]);
  return db.select().from(applicationReviews).where(inArray(applicationReviews.applicantId, applicantIds));
}

/** Writes the given fields of an applicant's review, creating the row on first use. */
export async function saveReview(
  tx: Tx,
  applicant: { id: number; roundId: number },
  fields: Partial<Omit<ReviewRow, 'applicantId' | 'roundId'>>,
  now: Date,
): Promise<ReviewRow> {
  const set = { ...fields, updatedAt: now };
  const [row] = await tx
    .insert(applicationReviews)
    .values({ applicantId: applicant.id, roundId: applicant.roundId, ...set })
    .onConflictDoUpdate({ target: applicationReviews.applicantId, set })
    .returning();
  return row!;
}

export function filesOf(db: Db | Tx, applicantIds: number[]): Promise<DocumentFileRow[]> {
  if (applicantIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(documentFiles)
    .where(inArray(documentFiles.applicantId, applicantIds))
    .orderBy(asc(documentFiles.id));
}

export async function findFile(db: Db | Tx, fileId: number): Promise<DocumentFileRow | null> {
  const [row] = await db.select().from(documentFiles).where(eq(documentFiles.id, fileId));
  return row ?? null;
}

export function insertFiles(tx: Tx, rows: (typeof documentFiles.$inferInsert)[]): Promise<DocumentFileRow[]> {
  return tx.insert(documentFiles).values(rows).returning();
}

export async function deleteFile(tx: Tx, fileId: number): Promise<void> {
  await tx.delete(documentFiles).where(eq(documentFiles.id, fileId));
}

export async function updateFile(
  tx: Tx,
  fileId: number,
  fields: Partial<Omit<DocumentFileRow, 'id'>>,
): Promise<DocumentFileRow> {
  const [row] = await tx.update(documentFiles).set(fields).where(eq(documentFiles.id, fileId)).returning();
  return row!;
}

/** Every file sealed with another key than `keyId`, oldest first (the rotate command's work list). */
export function filesNotUnder(db: Db, keyId: string): Promise<DocumentFileRow[]> {
  return db
    .select()
    .from(documentFiles)
    .where(sql`${documentFiles.keyId} <> ${keyId}`)
    .orderBy(asc(documentFiles.id));
}

/** Points a file's row at its re-sealed copy, only if nobody changed it meanwhile. */
export async function moveFile(
  db: Db,
  file: Pick<DocumentFileRow, 'id' | 'storedName'>,
  next: { storedName: string; keyId: string },
): Promise<boolean> {
  const rows = await db
    .update(documentFiles)
    .set(next)
    .where(and(eq(documentFiles.id, file.id), eq(documentFiles.storedName, file.storedName)))
    .returning({ id: documentFiles.id });
  return rows.length > 0;
}

/** The round's applications whose data is kept, in id order. */
export function applicantsOfRound(db: Db | Tx, roundId: number): Promise<ApplicantRow[]> {
  return db
    .select()
    .from(applicants)
    .where(and(eq(applicants.roundId, roundId), kept))
    .orderBy(asc(applicants.id));
}

/** The round's kept applications whose state names a reserve: the line a waiting reserve stands in. */
export function reservesOfRound(db: Db | Tx, roundId: number): Promise<ApplicantRow[]> {
  return db
    .select()
    .from(applicants)
    .where(and(eq(applicants.roundId, roundId), kept, sql`${applicants.winningState} like '예비%'`))
    .orderBy(asc(applicants.id));
}

/** These kept applications (a page of the admin's list), in id order. */
export function applicantRowsOf(db: Db | Tx, ids: number[]): Promise<ApplicantRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(applicants)
    .where(and(inArray(applicants.id, ids), kept))
    .orderBy(asc(applicants.id));
}

/** The reviews of the round's applications with ids from `fromId` to `toId` (a batch of the export). */
export function reviewsBetween(
  db: Db | Tx,
  roundId: number,
  fromId: number,
  toId: number,
): Promise<ReviewRow[]> {
  return db
    .select()
    .from(applicationReviews)
    .where(
      and(
        eq(applicationReviews.roundId, roundId),
        gte(applicationReviews.applicantId, fromId),
        lte(applicationReviews.applicantId, toId),
      ),
    );
}

export function reviewsOfRound(db: Db | Tx, roundId: number): Promise<ReviewRow[]> {
  return db.select().from(applicationReviews).where(eq(applicationReviews.roundId, roundId));
}

export function filesOfRound(db: Db | Tx, roundId: number): Promise<DocumentFileRow[]> {
  return db
    .select()
    .from(documentFiles)
    .where(eq(documentFiles.roundId, roundId))
    .orderBy(asc(documentFiles.id));
}

export function callsOfRound(db: Db | Tx, roundId: number): Promise<ReserveCallRow[]> {
  return db
    .select()
    .from(reserveCalls)
    .where(eq(reserveCalls.roundId, roundId))
    .orderBy(asc(reserveCalls.id));
}

/** The calls that made these applicants winners, or that filled their places. */
export function callsInvolving(db: Db | Tx, applicantIds: number[]): Promise<ReserveCallRow[]> {
  if (applicantIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(reserveCalls)
    .where(
      or(
        inArray(reserveCalls.calledApplicantId, applicantIds),
        inArray(reserveCalls.vacancyApplicantId, applicantIds),
      ),
    );
}

export async function insertReserveCall(
  tx: Tx,
  row: typeof reserveCalls.$inferInsert,
): Promise<ReserveCallRow> {
  const [inserted] = await tx.insert(reserveCalls).values(row).returning();
  return inserted!;
}

/**
 * With an application's personal data, its documents go: their rows, and the reasons written about
 * them. Answers the stored names, whose bytes the caller removes once the transaction committed.
 */
export async function destroyDocumentsOf(tx: Tx, applicantIds: number[]): Promise<string[]> {
  if (applicantIds.length === 0) return [];
  const removed = await tx
    .delete(documentFiles)
    .where(inArray(documentFiles.applicantId, applicantIds))
    .returning({ storedName: documentFiles.storedName });
  await tx
    .update(applicationReviews)
    .set({ supplementReason: null, decisionReason: null, decisionUrgentReason: null })
    .where(inArray(applicationReviews.applicantId, applicantIds));
  return removed.map((row) => row.storedName);
}
