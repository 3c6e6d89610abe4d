import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { subscriptionRounds } from './rounds';
import { applicants } from './applicants';

/**
 * The outbox: each message to an applicant, written in the same transaction as the change it announces,
 * so a rolled-back change leaves none. `idempotencyKey` (event, its instance, application, template) is
 * unique: the same event never gives two messages, and the vendor receives the key with the message.
 * Each row is handed to the job queue (pg-boss, `db/job-queue.ts`) as one job (`jobId`; null: not handed
 * over yet, or given back while its round is paused); the job's worker holds the row for the length of a
 * send (`lockedUntil`, a lease) and marks it sent only after the vendor answered.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** shared-types notify/templates.ts NOTIFY_EVENTS */
    event: text('event').notNull(),
    /** which occurrence of the event: '' for the submission, the draw, or the audit entry of a change */
    eventKey: text('event_key').notNull().default(''),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    /** the rendered text: the complex's name, at most the 접수번호, and the link */
    body: text('body').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** queued, retrying, sent or dead (shared-types notify.ts MESSAGE_STATES) */
    state: text('state').notNull().default('queued'),
    /** how it was delivered: alimtalk, or the sms/lms fallback */
    channel: text('channel'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** the pg-boss job that delivers it; null until the worker hands it to the queue */
    jobId: uuid('job_id'),
    lastError: text('last_error'),
    /** when the last attempt failed (the admin's list of failed messages shows it) */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    vendorMessageId: text('vendor_message_id'),
    /** the vendor's status of the message when it was recorded sent (SOLAPI's statusCode, e.g. 2000) */
    vendorStatus: text('vendor_status'),
    /**
     * When the first attempt still without the vendor's answer began; null when the last answer is recorded.
     * Set before a send, kept when no answer came (a crash, a timeout, a 5xx): the next attempt first asks
     * the vendor whether that one went.
     */
    unansweredSince: timestamp('unanswered_since', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_messages_idempotency_idx').on(t.idempotencyKey),
    index('outbox_messages_due_idx').on(t.state, t.nextAttemptAt),
    index('outbox_messages_round_idx').on(t.roundId, t.state),
    index('outbox_messages_applicant_idx').on(t.applicantId, t.id),
    index('outbox_messages_unqueued_idx')
      .on(t.id)
      .where(sql`job_id is null and state in ('queued', 'retrying')`),
  ],
);

/**
 * A round whose messages an admin has paused: its messages stay 대기 (the worker does not claim them)
 * until the row is deleted again. Who paused and when are shown on the admin screen.
 */
export const roundMessagePauses = pgTable('round_message_pauses', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
  pausedBy: text('paused_by').notNull(),
  pausedAt: timestamp('paused_at', { withTimezone: true }).notNull().defaultNow(),
});
