import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, ilike, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Applicant, ApplicantSubmission } from '@portal/shared-types/applicants/applicants.schema';
import { formatReceiptNumber, receiptRoundCode } from '@portal/shared-types/draw/receipt-number';
import { seoulClock } from '@portal/shared-types/common/dates';
import type { SupplyType } from '@portal/shared-types/supply/supply-type-labels';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { renderMessage, templateOfEvent } from '@portal/shared-types/notify/templates';
import { applicants, outboxMessages, RECEIPT_NUMBER_INDEX, subscriptionRounds } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { applicantSearchTerm } from '@portal/shared-types/applicants/applicant-search';
import type { ApplicantPageQuery } from '@portal/shared-types/applicants/applicant-page.schema';

export type ApplicantRow = typeof applicants.$inferSelect;

/** An application as the API works with it: the contract's Applicant, with its round as roundId. */
export type ApplicantRecord = Omit<Applicant, 'subscriptionUid' | 'subscriptionType'> & {
  roundId: number;
  supplyType: SupplyType;
};

export function toRecord(row: ApplicantRow): ApplicantRecord {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    supplyType: row.supplyType,
    roundId: row.roundId,
    createdAt: row.createdAt.toISOString(),
    // not yet decided is sent as null; the browser reads it as 미당첨
    winningState: row.winningState === '' ? null : row.winningState,
    income: row.income,
    regional: row.regional,
    car: row.car,
    assetBasis: row.assetBasis,
    receiptNumber: row.receiptNumber,
  };
}

/** A new 접수번호 for an application made at `now` in round `roundId` (the year is Seoul's). */
export function newReceiptNumber(roundId: number, now: Date): string {
  const { year } = seoulClock(now);
  return formatReceiptNumber(receiptRoundCode(year, roundId), randomBytes(6));
}

/**
 * Runs an insert with a fresh receipt number, again with another one in the rare case that the number
 * is taken in the round (1 in a billion per pair); any other error, a duplicate phone included, passes.
 */
async function withReceiptNumber<T>(roundId: number, now: Date, insert: (receipt: string) => Promise<T>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insert(newReceiptNumber(roundId, now));
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error, RECEIPT_NUMBER_INDEX)) throw error;
    }
  }
}

const answers = (submission: ApplicantSubmission) => ({
  supplyType: submission.supplyType,
  income: submission.income,
  regional: submission.regional,
  car: submission.car,
  assetBasis: submission.assetBasis,
});

/** Inserts the application; a second one for the same phone and round fails on the unique index (23505). */
export async function insertApplicant(
  db: Db | Tx,
  submission: ApplicantSubmission,
  now = new Date(),
): Promise<ApplicantRecord> {
  const [row] = await withReceiptNumber(submission.supplyUid, now, (receiptNumber) =>
    db
      .insert(applicants)
      .values({
        roundId: submission.supplyUid,
        name: submission.name,
        phoneNumber: submission.phone,
        consent: submission.isConsentStatus,
        receiptNumber,
        ...answers(submission),
      })
      .returning(),
  );
  return toRecord(row!);
}

export async function updateApplicantAnswers(
  db: Db | Tx,
  id: number,
  submission: ApplicantSubmission,
): Promise<ApplicantRecord | null> {
  const [row] = await db
    .update(applicants)
    .set({ ...answers(submission), updatedAt: new Date() })
    .where(eq(applicants.id, id))
    .returning();
  return row ? toRecord(row) : null;
}

export async function deleteApplicant(db: Db | Tx, id: number): Promise<boolean> {
  return (
    (await db.delete(applicants).where(eq(applicants.id, id)).returning({ id: applicants.id })).length > 0
  );
}

export async function findApplicant(db: Db, id: number): Promise<ApplicantRecord | null> {
  const [row] = await db.select().from(applicants).where(eq(applicants.id, id));
  return row ? toRecord(row) : null;
}

/** A person's applications (same name and phone), newest first; one round only when given. */
export async function findApplications(
  db: Db,
  name: string,
  phone: string,
  roundId?: number,
): Promise<ApplicantRecord[]> {
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
  return rows.map(toRecord);
}

export async function applicantsOfRound(db: Db | Tx, roundId: number): Promise<ApplicantRecord[]> {
  const rows = await db
    .select()
    .from(applicants)
    .where(eq(applicants.roundId, roundId))
    .orderBy(asc(applicants.id));
  return rows.map(toRecord);
}

/** Escapes LIKE wildcards so a search is matched as typed, anywhere in the text. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQL of applicant-search.ts's rule: name (any case), 접수번호, phone as stored or by its digits. */
function searchCondition(search: string): SQL | undefined {
  const term = applicantSearchTerm(search);
  if (!term) return undefined;
  const pattern = containing(term.text);
  return or(
    ilike(applicants.name, pattern),
    ilike(applicants.receiptNumber, pattern),
    like(applicants.phoneNumber, pattern),
    term.digits
      ? like(sql`regexp_replace(${applicants.phoneNumber}, '[^0-9]', '', 'g')`, containing(term.digits))
      : undefined,
  );
}

/**
 * One page of a round's applications in id order, and how many match in all. The page is read by the
 * (round_id, id) index; a search reads the round's rows only, never another round's.
 */
export async function pageOfRound(
  db: Db,
  roundId: number,
  query: ApplicantPageQuery,
): Promise<{ items: ApplicantRecord[]; total: number }> {
  const where = and(eq(applicants.roundId, roundId), searchCondition(query.search));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(applicants)
      .where(where)
      .orderBy(asc(applicants.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(applicants)
      .where(where),
  ]);
  // pglite and node-postgres may hand the count back as a string
  return { items: rows.map(toRecord), total: Number(counted?.count ?? 0) };
}

/** The round's applications whose state names a reserve: their numbers, for the editor's duplicate check. */
export async function reserveHoldersOfRound(db: Db, roundId: number) {
  return db
    .select({
      id: applicants.id,
      receiptNumber: applicants.receiptNumber,
      supplyType: applicants.supplyType,
      winningState: applicants.winningState,
    })
    .from(applicants)
    .where(and(eq(applicants.roundId, roundId), like(applicants.winningState, '예비%')))
    .orderBy(asc(applicants.id));
}

/**
 * One batch of a round's applications in id order: those after `afterId`, up to `throughId`, at most
 * `limit` (the Excel export reads a round this way, so that no more than a batch is held at once). The
 * rows as stored: the export derives their state now from them (toRecord gives the contract's record).
 */
export function applicantsOfRoundBatch(
  db: Db | Tx,
  roundId: number,
  { afterId, throughId, limit }: { afterId: number; throughId: number; limit: number },
): Promise<ApplicantRow[]> {
  return db
    .select()
    .from(applicants)
    .where(and(eq(applicants.roundId, roundId), gt(applicants.id, afterId), lte(applicants.id, throughId)))
    .orderBy(asc(applicants.id))
    .limit(limit);
}

/** The number of applications of each round that has any, in round id order. */
export async function applicantCounts(db: Db): Promise<{ roundId: number; count: number }[]> {
  const rows = await db
    .select({ roundId: applicants.roundId, count: sql<number>`count(*)::int` })
    .from(applicants)
    .groupBy(applicants.roundId)
    .orderBy(asc(applicants.roundId));
  // pglite and node-postgres may hand the count back as a string
  return rows.map((row) => ({ roundId: row.roundId, count: Number(row.count) }));
}

/** Locks the round's applicants for the winning-state save, so two saves never interleave. */
export async function lockApplicantsOfRound(tx: Tx, roundId: number): Promise<ApplicantRecord[]> {
  const rows = await tx
    .select()
    .from(applicants)
    .where(eq(applicants.roundId, roundId))
    .orderBy(asc(applicants.id))
    .for('update');
  return rows.map(toRecord);
}

/**
 * Inserts the application in one statement, only while its round is open and offers the supply type.
 * The round row is held FOR SHARE by the statement, so a concurrent close waits for it (or it sees the
 * close). Returns null when the round is missing, not open or lacks the type: the caller then finds
 * out which. One round trip instead of a four-statement transaction keeps bursts fast.
 */
export async function insertApplicantIfRoundOpen(
  db: Db,
  submission: ApplicantSubmission,
  now: Date,
): Promise<ApplicantRecord | null> {
  const at = now.toISOString();
  const template = templateOfEvent.submitted;
  // the 접수 완료 message is written by the same statement: both rows or neither
  const result = await withReceiptNumber(submission.supplyUid, now, (receiptNumber) =>
    db.execute<Record<string, unknown>>(sql`
    with inserted as (
      insert into ${applicants}
        (round_id, name, phone_number, consent, subscription_type, income, regional, car, asset_basis,
         receipt_number)
      select r.id, ${submission.name}, ${submission.phone}, ${submission.isConsentStatus}, ${submission.supplyType},
        ${submission.income}, ${submission.regional}, ${submission.car}, ${submission.assetBasis}, ${receiptNumber}
      from ${subscriptionRounds} r
      where r.id = ${submission.supplyUid} and r.closed = false
        and r.start_ts <= ${at} and r.end_ts >= ${at}
        and ${submission.supplyType} = any(r.subscription_types)
      for share of r
      returning *
    ), message as (
      insert into ${outboxMessages}
        (event, event_key, applicant_id, round_id, template, body, idempotency_key, next_attempt_at)
      select 'submitted', '', i.id, i.round_id, ${template},
        ${renderMessage(template, { receiptNumber })}, 'submitted::' || i.id || ':' || ${template}, ${at}
      from inserted i
    )
    select * from inserted`),
  );
  const row = (result as unknown as { rows: RawApplicantRow[] }).rows[0];
  return row ? toRecord(fromRaw(row)) : null;
}

/** A row as the driver returns it from raw SQL: column names, not Drizzle's field names. */
interface RawApplicantRow {
  id: number;
  round_id: number;
  name: string;
  phone_number: string;
  subscription_type: SupplyType;
  consent: boolean;
  income: number | null;
  regional: number | null;
  car: boolean | null;
  asset_basis: boolean | null;
  winning_state: string;
  draw_rank: number | null;
  receipt_number: string;
  created_at: Date | string;
  updated_at: Date | string;
  destroyed_at: Date | string | null;
}

const fromRaw = (row: RawApplicantRow): ApplicantRow => ({
  id: row.id,
  roundId: row.round_id,
  name: row.name,
  phoneNumber: row.phone_number,
  supplyType: row.subscription_type,
  consent: row.consent,
  income: row.income,
  regional: row.regional,
  car: row.car,
  assetBasis: row.asset_basis,
  winningState: row.winning_state,
  drawRank: row.draw_rank,
  receiptNumber: row.receipt_number,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
  destroyedAt: row.destroyed_at === null ? null : new Date(row.destroyed_at),
});
