import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SupplyType } from '@portal/shared-types/supply/supply-type-labels';
import { createdAt } from './columns';
import { subscriptionRounds } from './rounds';
import { applicants } from './applicants';

/**
 * An application's history after the draw: one row per move (after-draw/moves.ts), written in the move's
 * transaction with its audit entry and its message. Who, when and why; the detail holds the move's own
 * facts (a deadline, a reserve number, the place filled). Personal: it goes with the applicant.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    move: text('move').notNull(),
    /** an admin's username, 'applicant' or 'system' */
    actor: text('actor').notNull(),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** the audit entry written with it */
    auditId: integer('audit_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_events_applicant_idx').on(t.applicantId, t.id),
    index('application_events_round_idx').on(t.roundId, t.id),
  ],
);

/**
 * 소명 / 이의신청 against a 부적격 decision, filed by the applicant within the window and decided by an
 * admin as a move. One per decision: `decidedAt` of the 부적격 it answers.
 */
export const objections = pgTable(
  'objections',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    /** the 부적격 decision it answers (application_reviews.decided_at) */
    ineligibleAt: timestamp('ineligible_at', { withTimezone: true }).notNull(),
    text: text('text').notNull(),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
    /** upheld (부적격 withdrawn) or rejected (부적격 stands); null while waiting */
    outcome: text('outcome'),
    outcomeReason: text('outcome_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('objections_decision_idx').on(t.applicantId, t.ineligibleAt),
    index('objections_round_idx').on(t.roundId, t.id),
    check('objections_outcome', sql`${t.outcome} is null or ${t.outcome} in ('upheld', 'rejected')`),
  ],
);

/**
 * A correction of a drawn result (a proven error): proposed by one admin, applied only when a second,
 * different admin confirms it. Public once applied, with its reason.
 */
export const resultCorrections = pgTable(
  'result_corrections',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    reason: text('reason').notNull(),
    proposedBy: text('proposed_by').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedBy: text('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('result_corrections_round_idx').on(t.roundId, t.id),
    check(
      'result_corrections_two_admins',
      sql`${t.confirmedBy} is null or ${t.confirmedBy} <> ${t.proposedBy}`,
    ),
  ],
);

/** After the draw, per round: the 서류 제출 deadline and the 계약 안내 (null: not set yet). */
export const roundAfterDraw = pgTable('round_after_draw', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
  documentsDeadline: timestamp('documents_deadline', { withTimezone: true }),
  contractDate: date('contract_date', { mode: 'string' }),
  contractTime: text('contract_time'),
  contractPlace: text('contract_place'),
  contractBring: text('contract_bring'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A winner's (or called reserve's) documents review: the stage (shared-types after-draw
 * DOCUMENT_STAGES), their own deadline when extended, the decision, 포기 and 계약 완료. A winner
 * without a row is still at 제출 대기.
 */
export const applicationReviews = pgTable(
  'application_reviews',
  {
    applicantId: integer('applicant_id')
      .primaryKey()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull().default('requested'),
    ownDeadline: timestamp('own_deadline', { withTimezone: true }),
    /** the latest 보완 요청's reason, shown to the applicant */
    supplementReason: text('supplement_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewStartedAt: timestamp('review_started_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    /** 부적격 decided before the applicant's deadline: why it could not wait, shown to admins */
    decisionUrgentReason: text('decision_urgent_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
    contractDoneAt: timestamp('contract_done_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_reviews_round_idx').on(t.roundId),
    check(
      'application_reviews_stage',
      sql`${t.stage} in ('requested', 'submitted', 'inReview', 'supplement', 'eligible', 'ineligible')`,
    ),
    check('application_reviews_not_both', sql`${t.givenUpAt} is null or ${t.contractDoneAt} is null`),
  ],
);

/**
 * The applicants' uploaded documents. The bytes are in the file store, encrypted (AES-256-GCM) with the
 * key `keyId` names, under a generated name no route serves; only these rows lead to them.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    /** the checklist item (shared-types after-draw DOCUMENT_ITEMS) */
    item: text('item').notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    keyId: text('key_id').notNull(),
    /** uploaded, accepted or supplement (FILE_STATES) */
    state: text('state').notNull().default('uploaded'),
    reason: text('reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_files_stored_name_idx').on(t.storedName),
    index('document_files_applicant_idx').on(t.applicantId, t.item),
    index('document_files_key_idx').on(t.keyId),
    check('document_files_state', sql`${t.state} in ('uploaded', 'accepted', 'supplement')`),
  ],
);

/**
 * Each reserve called to fill a winner's place. A place is filled once and a reserve called once: the
 * two unique indexes decide between admins calling at the same moment.
 */
export const reserveCalls = pgTable(
  'reserve_calls',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    vacancyApplicantId: integer('vacancy_applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    calledApplicantId: integer('called_applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    supplyType: text('supply_type').$type<SupplyType>().notNull(),
    reserveNumber: integer('reserve_number').notNull(),
    /** ineligible, givenUp or lapsed (VACANCY_REASONS) */
    reason: text('reason').notNull(),
    calledBy: text('called_by').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reserve_calls_vacancy_idx').on(t.vacancyApplicantId),
    uniqueIndex('reserve_calls_called_idx').on(t.calledApplicantId),
    index('reserve_calls_round_idx').on(t.roundId, t.id),
    check('reserve_calls_reason', sql`${t.reason} in ('ineligible', 'givenUp', 'lapsed')`),
  ],
);
