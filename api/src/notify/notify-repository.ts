import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  MESSAGE_STATES,
  type MessageChannel,
  type MessageState,
  type OutboxMessage,
} from '@portal/shared-types/notify/notify';
import type { NotifyEvent } from '@portal/shared-types/notify/templates';
import { maskName } from '@portal/shared-types/applicants/apply-receipt';
import {
  FAILED_LIST_LIMIT,
  FAILED_STATES,
  type FailedMessage,
  type FailedState,
} from '@portal/shared-types/notify/failed';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { applicants, outboxMessages, roundMessagePauses } from '../db/schema';

// The outbox's reads and writes for the admin screen and the worker (messages are queued by outbox.ts).

type Row = typeof outboxMessages.$inferSelect;

export const toOutboxMessage = (row: Row): OutboxMessage & { roundId: number } => ({
  id: row.id,
  roundId: row.roundId,
  event: row.event as NotifyEvent,
  template: row.template,
  body: row.body,
  state: row.state as MessageState,
  channel: row.channel as MessageChannel | null,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The message (its row locked for the rest of the transaction when `lock`), or null. */
export async function findMessage(db: Db | Tx, id: number, lock = false) {
  const query = db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toOutboxMessage(row) : null;
}

/** Whether the applicant exists (read here, so that notify needs nothing of the applicants' folder). */
export async function applicantExists(db: Db, applicantId: number): Promise<boolean> {
  const [row] = await db.select({ id: applicants.id }).from(applicants).where(eq(applicants.id, applicantId));
  return row !== undefined;
}

export async function messagesOfApplicant(db: Db, applicantId: number): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.applicantId, applicantId))
    .orderBy(asc(outboxMessages.id));
  return rows.map((row) => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { roundId, ...message } = toOutboxMessage(row);
    return message;
  });
}

export async function roundCounts(db: Db, roundId: number): Promise<Record<MessageState, number>> {
  const rows = await db
    .select({ state: outboxMessages.state, count: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(eq(outboxMessages.roundId, roundId))
    .groupBy(outboxMessages.state);
  const counts = Object.fromEntries(MESSAGE_STATES.map((state) => [state, 0])) as Record<
    MessageState,
    number
  >;
  // pglite and node-postgres may hand the count back as a string
  for (const row of rows) counts[row.state as MessageState] = Number(row.count);
  return counts;
}

/**
 * A dead message queued again with a fresh set of attempts and, once the worker hands it over, a new job
 * (its key stays: the vendor still sends it once).
 */
export async function sendAgain(tx: Tx, id: number, now: Date): Promise<OutboxMessage> {
  const [row] = await tx
    .update(outboxMessages)
    .set({ state: 'queued', attempts: 0, nextAttemptAt: now, lockedUntil: null, jobId: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.state, 'dead')))
    .returning();
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { roundId, ...message } = toOutboxMessage(row!);
  return message;
}

const failedOf = (roundId: number) =>
  and(eq(outboxMessages.roundId, roundId), inArray(outboxMessages.state, [...FAILED_STATES]));

/** The round's failed messages, oldest first (at most FAILED_LIST_LIMIT), and how many there are in all. */
export async function failedOfRound(
  db: Db,
  roundId: number,
): Promise<{ total: number; messages: FailedMessage[] }> {
  const [rows, total] = await Promise.all([
    db
      .select({ message: outboxMessages, receiptNumber: applicants.receiptNumber, name: applicants.name })
      .from(outboxMessages)
      .innerJoin(applicants, eq(applicants.id, outboxMessages.applicantId))
      .where(failedOf(roundId))
      .orderBy(asc(outboxMessages.id))
      .limit(FAILED_LIST_LIMIT),
    db.$count(outboxMessages, failedOf(roundId)),
  ]);
  const messages = rows.map(({ message, receiptNumber, name }) => ({
    id: message.id,
    applicantId: message.applicantId,
    receiptNumber,
    maskedName: maskName(name),
    event: message.event as NotifyEvent,
    template: message.template,
    state: message.state as FailedState,
    attempts: message.attempts,
    reason: message.lastError,
    failedAt: message.failedAt?.toISOString() ?? null,
    nextAttemptAt: message.state === 'retrying' ? message.nextAttemptAt.toISOString() : null,
  }));
  return { total: Number(total), messages };
}

/**
 * Every failed message of the round queued again, like sendAgain: a new job, its key kept, so the vendor
 * still gets it once (an attempt without an answer is looked up there first). A message under an attempt
 * right now (its lease held) is left to that attempt; a sent one is not failed, so never picked. A
 * retrying message's old job finds the row no longer its own and ends. Answers the ids queued.
 */
export async function sendFailedAgain(tx: Tx, roundId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .update(outboxMessages)
    .set({ state: 'queued', attempts: 0, nextAttemptAt: now, lockedUntil: null, jobId: null })
    .where(
      and(
        failedOf(roundId),
        sql`(${outboxMessages.lockedUntil} is null or ${outboxMessages.lockedUntil} <= ${now.toISOString()})`,
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Who paused the round's messages and when, or null while they are sent. */
export async function pauseOf(db: Db | Tx, roundId: number): Promise<{ by: string; at: string } | null> {
  const [row] = await db.select().from(roundMessagePauses).where(eq(roundMessagePauses.roundId, roundId));
  return row ? { by: row.pausedBy, at: row.pausedAt.toISOString() } : null;
}

/** Pauses (a row) or resumes (no row) the round's messages; a pause kept keeps its first author and time. */
export async function setPause(tx: Tx, roundId: number, paused: boolean, actor: string, now: Date) {
  if (paused)
    await tx
      .insert(roundMessagePauses)
      .values({ roundId, pausedBy: actor, pausedAt: now })
      .onConflictDoNothing({ target: roundMessagePauses.roundId });
  else await tx.delete(roundMessagePauses).where(eq(roundMessagePauses.roundId, roundId));
}

/** How many messages of the round an occurrence (a notice) queued. */
export const countOfOccurrence = (tx: Tx, roundId: number, eventKey: string) =>
  tx.$count(outboxMessages, and(eq(outboxMessages.roundId, roundId), eq(outboxMessages.eventKey, eventKey)));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const inPausedRound = sql`round_id in (select round_id from ${roundMessagePauses})`;

/**
 * Gives up to `limit` waiting messages that have no job yet (rounds not paused) a job id, and answers them:
 * the caller writes their jobs in the same transaction. SKIP LOCKED lets replicas do it at once.
 */
export async function takeUnqueued(tx: Tx, limit: number): Promise<{ id: number; job_id: string }[]> {
  return rowsOf(
    await tx.execute(sql`
      update ${outboxMessages} set job_id = gen_random_uuid()
      where id in (
        select id from ${outboxMessages}
        where job_id is null and state in ('queued', 'retrying') and not ${inPausedRound}
        order by id
        limit ${limit}
        for update skip locked)
      returning id, job_id`),
  );
}

export interface ClaimedMessage {
  id: number;
  template: string;
  body: string;
  idempotency_key: string;
  phone_number: string | null;
  destroyed_at: Date | string | null;
  /** when an earlier attempt without a recorded answer began (it may have reached the vendor), or null */
  unanswered_since: Date | string | null;
}

/**
 * Holds a waiting message for one attempt of its job until `leaseEnd`, and records (committed before any
 * send) that an attempt is under way: `unanswered_since` keeps the earliest attempt still without an answer.
 * Answers the message with that earlier attempt's start (the row as the statement found it, `earlier`), or
 * null when it is not this job's to send now (sent, dead, gone, its round paused, another job's, or held by
 * an attempt still under way).
 */
export async function claimMessage(
  db: Db,
  id: number,
  jobId: string,
  now: Date,
  leaseEnd: Date,
): Promise<ClaimedMessage | null> {
  const [row] = rowsOf<ClaimedMessage>(
    await db.execute(sql`
      with claimed as (
        update ${outboxMessages} m set locked_until = ${leaseEnd.toISOString()}, attempts = m.attempts + 1,
          unanswered_since = coalesce(m.unanswered_since, ${now.toISOString()})
        from ${outboxMessages} earlier
        where earlier.id = m.id and m.id = ${id} and m.job_id = ${jobId} and m.state in ('queued', 'retrying')
          and (m.locked_until is null or m.locked_until <= ${now.toISOString()})
          and m.round_id not in (select round_id from ${roundMessagePauses})
        returning m.id, m.template, m.body, m.idempotency_key, m.applicant_id, earlier.unanswered_since
      )
      select c.id, c.template, c.body, c.idempotency_key, a.phone_number, a.destroyed_at, c.unanswered_since
      from claimed c left join ${applicants} a on a.id = c.applicant_id`),
  );
  return row ?? null;
}

/**
 * A job whose message's round was paused gives the message back (no job: the worker hands it over again
 * once the round is resumed); answers whether it did.
 */
export async function giveBackPaused(tx: Tx, id: number, jobId: string): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      update ${outboxMessages} set job_id = null, locked_until = null
      where id = ${id} and job_id = ${jobId} and state in ('queued', 'retrying') and ${inPausedRound}
      returning id`),
  );
  return rows.length > 0;
}

/** Whether the message still waits for this job (an attempt of it holds the lease). */
export async function waitsForJob(db: Db, id: number, jobId: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      select id from ${outboxMessages}
      where id = ${id} and job_id = ${jobId} and state in ('queued', 'retrying')`),
  );
  return rows.length > 0;
}

/** Sent: by the vendor's answer, or found at the vendor after an attempt whose answer never came. */
export async function markSent(
  tx: Tx,
  id: number,
  sent: { channel: MessageChannel; vendorMessageId?: string | undefined; vendorStatus?: string; at: Date },
) {
  await tx
    .update(outboxMessages)
    .set({
      state: 'sent',
      channel: sent.channel,
      vendorMessageId: sent.vendorMessageId ?? null,
      vendorStatus: sent.vendorStatus ?? null,
      sentAt: sent.at,
      lockedUntil: null,
      lastError: null,
      unansweredSince: null,
    })
    .where(eq(outboxMessages.id, id));
}

/**
 * A failed attempt: the message waits for its job's next try at `nextAttemptAt`, or is dead (null).
 * `maybeSent`: no answer says the vendor did not take it, so the attempt stays unanswered (asked next time).
 */
export async function markFailed(
  tx: Tx,
  id: number,
  failure: { reason: string; nextAttemptAt: Date | null; maybeSent: boolean },
  now: Date,
) {
  await tx
    .update(outboxMessages)
    .set({
      state: failure.nextAttemptAt ? 'retrying' : 'dead',
      lastError: failure.reason.slice(0, 300),
      failedAt: now,
      nextAttemptAt: failure.nextAttemptAt ?? now,
      lockedUntil: null,
      ...(failure.maybeSent ? {} : { unansweredSince: null }),
    })
    .where(eq(outboxMessages.id, id));
}

/**
 * A job that used up its retries without an answer (its worker died on the last one): its message, if it
 * still waits for that job, is dead. Its last reason stays, or says no answer came.
 */
export async function markDeadAfterJob(db: Db, id: number, jobId: string, reason: string, now: Date) {
  await db.execute(sql`
    update ${outboxMessages}
    set state = 'dead', last_error = coalesce(last_error, ${reason}), next_attempt_at = ${now.toISOString()},
      failed_at = ${now.toISOString()}, locked_until = null
    where id = ${id} and job_id = ${jobId} and state in ('queued', 'retrying')`);
}
