import { sql } from 'drizzle-orm';
import type { SupplyType } from '@portal/shared-types/supply/supply-type-labels';
import {
  boolean,
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
  uuid,
} from 'drizzle-orm/pg-core';
import type { Supply } from '@portal/shared-types/draw/draw';
import { defaultDrawPlan, QUICKNET, type DrawPlan } from '@portal/shared-types/draw/draw-plan';
import type { DrawInputs } from '@portal/shared-types/draw/draw';
import type { DrawInputsV2 } from '@portal/shared-types/draw/draw-v2';
import type { DrawInputsV3 } from '@portal/shared-types/draw/draw-api.schema';
import type { FrozenRow } from '@portal/shared-types/draw/frozen-list';

/** A round created without a plan waits for quicknet 24 hours after its close, under draw/v3 without witnesses. */
const QUICKNET_PLAN = defaultDrawPlan(QUICKNET.chainHash);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The text of the HTML `content` for searching: kept by the database beside the HTML on every write (and
 * filled for existing rows by the migration), so a search never strips tags row by row.
 */
const contentText = () =>
  text('content_text')
    .notNull()
    .generatedAlwaysAs(sql`regexp_replace(content, '<[^>]*>', '', 'g')`);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    contentText: contentText(),
    topFixed: boolean('top_fixed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_top_fixed_id_idx').on(t.topFixed, t.id),
    // contains-search (ILIKE '%...%') on title and text uses these trigram indexes (pg_trgm)
    index('notices_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('notices_content_text_trgm_idx').using('gin', t.contentText.op('gin_trgm_ops')),
  ],
);

export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    contentText: contentText(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resources_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('resources_content_text_trgm_idx').using('gin', t.contentText.op('gin_trgm_ops')),
  ],
);

/** Files attached to a notice or a resource. The name on disk is generated; the original is kept here. */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id').references(() => notices.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    size: integer('size').notNull(),
    mimeType: text('mime_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attachments_stored_name_idx').on(t.storedName),
    index('attachments_notice_idx').on(t.noticeId),
    index('attachments_resource_idx').on(t.resourceId),
    check('attachments_one_owner', sql`(${t.noticeId} is null) <> (${t.resourceId} is null)`),
  ],
);

export const subscriptionRounds = pgTable(
  'subscription_rounds',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // the column keeps the contract's old name; the code calls it supplyTypes
    supplyTypes: text('subscription_types').array().$type<SupplyType[]>().notNull(),
    startTs: timestamp('start_ts', { withTimezone: true }).notNull(),
    endTs: timestamp('end_ts', { withTimezone: true }).notNull(),
    closed: boolean('closed').notNull().default(false),
    /** winners and reserves per supply type set by the operator; missing types take the default */
    supply: jsonb('supply').$type<Partial<Record<string, Supply>>>().notNull().default({}),
    /** where the draw's randomness comes from, fixed at creation (shared-types draw-plan.ts) */
    drawPlan: jsonb('draw_plan').$type<DrawPlan>().notNull().default(QUICKNET_PLAN),
    /** when the operator recorded the round's contracts as done: winners' data goes a year later */
    contractCompletedAt: timestamp('contract_completed_at', { withTimezone: true }),
    /** a hold on destruction (법적 분쟁 등): its reason, who and when; null: destroyed on schedule */
    retentionHold: text('retention_hold'),
    retentionHeldBy: text('retention_held_by'),
    retentionHeldAt: timestamp('retention_held_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('rounds_end_ts_idx').on(t.endTs),
    check('rounds_end_after_start', sql`${t.endTs} > ${t.startTs}`),
  ],
);

/** The unique index a receipt-number collision violates (the insert then draws another number). */
export const RECEIPT_NUMBER_INDEX = 'applicants_round_receipt_number_idx';

export const applicants = pgTable(
  'applicants',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    supplyType: text('subscription_type').$type<SupplyType>().notNull(),
    consent: boolean('consent').notNull(),
    income: integer('income'),
    regional: integer('regional'),
    car: boolean('car'),
    assetBasis: boolean('asset_basis'),
    winningState: text('winning_state').notNull().default(''),
    /** the rank the draw gave, written with its result (null before the draw, or drawn before it was kept) */
    drawRank: integer('draw_rank'),
    /** 접수번호 (shared-types/src/draw/receipt-number.ts): random, unique within the round */
    receiptNumber: text('receipt_number').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the retention period ended and name, phone and answers were destroyed (the draw record stays) */
    destroyedAt: timestamp('destroyed_at', { withTimezone: true }),
  },
  // One application per phone per round, enforced by the database so concurrent duplicates lose.
  (t) => [
    uniqueIndex('applicants_round_phone_idx')
      .on(t.roundId, t.phoneNumber)
      .where(sql`${t.destroyedAt} is null`),
    uniqueIndex(RECEIPT_NUMBER_INDEX).on(t.roundId, t.receiptNumber),
    // the admin's list reads a round's applicants a page at a time in id order (pageOfRound)
    index('applicants_round_id_idx').on(t.roundId, t.id),
  ],
);

export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    imageName: text('image_name'),
    linkUrl: text('link_url'),
    createdAt: createdAt(),
  },
  (t) => [check('popups_end_not_before_start', sql`${t.endDate} >= ${t.startDate}`)],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** the admin's roles by duty (shared-types/src/auth/admin-roles.ts), read at every admin call */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** tokens issued before this moment are refused (set by a password reset) */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /** the TOTP secret, encrypted (AES-256-GCM); set at enrolment's start, trusted once confirmed */
    totpSecret: text('totp_secret'),
    /** when the enrolment was confirmed; null: the admin has no second factor and must enrol */
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** the last 30-second step a code was accepted for: that step and earlier ones are refused (replay) */
    totpLastStep: integer('totp_last_step'),
    /** wrong codes in a row since the last sign-in (reset by a sign-in): the cap and the next notice */
    wrongCodes: integer('wrong_codes').notNull().default(0),
    /** after the cap: codes are refused until then, and only a ticket of a later password opens them */
    codesBlockedUntil: timestamp('codes_blocked_until', { withTimezone: true }),
    /** the hashes of the last passwords set, newest first (the current one included): none may come back */
    passwordHistory: text('password_history')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** a one-time setup code (SHA-256: 60 random bits), given by a 최고 관리자; sets the password once */
    setupCodeHash: text('setup_code_hash'),
    setupCodeExpiresAt: timestamp('setup_code_expires_at', { withTimezone: true }),
    /** set: the account is stopped; it cannot sign in and its sessions ended then */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_users_username_idx').on(t.username)],
);

/**
 * Admin sessions started by a sign-in: where from, when last used (the server's inactivity limit), and
 * when ended (sign-out, or ended from the sessions page). Shared by every replica through the database.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    jti: text('jti').notNull(),
    username: text('username').notNull(),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_sessions_jti_idx').on(t.jti), index('admin_sessions_user_idx').on(t.username)],
);

/** One-time recovery codes of an admin's second factor, stored hashed; a used code keeps its use. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('admin_recovery_codes_user_idx').on(t.username)],
);

/** Sign-in tickets (the password step's) that have signed in: a ticket is used once. Kept until expiry. */
export const usedSignInTickets = pgTable(
  'used_sign_in_tickets',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_sign_in_tickets_expires_idx').on(t.expiresAt)],
);

/** Admin tokens ended by a sign-out, kept until they would have expired anyway. */
export const revokedAdminTokens = pgTable(
  'revoked_admin_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_admin_tokens_expires_idx').on(t.expiresAt)],
);

/** Identity-verification requests awaiting the provider's answer; each is used once. */
export const identityRequests = pgTable('identity_requests', {
  tokenVersionId: text('token_version_id').primaryKey(),
  requestNo: text('request_no').notNull(),
  secret: text('secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The opening-rush waiting room of a round: on or off, how long after the start, and how
 * many applicants are admitted per minute. The queue itself lives in Redis; these settings outlive it.
 */
export const waitingRooms = pgTable('waiting_rooms', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  minutes: integer('minutes').notNull(),
  admitPerMinute: integer('admit_per_minute').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A round's list through time: each close freezes it (the canonical rows and their
 * digest), each reopening unfreezes it. Never updated: the draw page shows the whole history.
 */
export const roundFreezes = pgTable(
  'round_freezes',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'freeze' | 'reopen'>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    listDigest: text('list_digest'),
    list: jsonb('list').$type<FrozenRow[]>(),
    /** draw/v2: the commitment text published at the freeze (null on freezes drawn under draw/v1) */
    commitment: text('commitment'),
    commitmentDigest: text('commitment_digest'),
  },
  (t) => [
    index('round_freezes_round_idx').on(t.roundId, t.id),
    check('round_freezes_kind', sql`${t.kind} in ('freeze', 'reopen')`),
  ],
);

/** The randomness of a round's draw as it arrives, and the draw itself once run. */
export const roundDraws = pgTable('round_draws', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
  /** the fetched, signature-checked beacon */
  beacon: jsonb('beacon').$type<{ round: number; randomness: string; signature: string }>(),
  beaconError: text('beacon_error'),
  /** an admin asked for the draw: the server keeps trying until the beacon arrives */
  requestedBy: text('requested_by'),
  witnessedNumber: text('witnessed_number'),
  witnessedBy: text('witnessed_by'),
  witnessedAt: timestamp('witnessed_at', { withTimezone: true }),
  /** the first admin's entry of the witnessed number, waiting for a second admin to enter the same */
  witnessPending: jsonb('witness_pending').$type<{ actor: string; number: string; at: string }>(),
  /** where the witnessing can be seen (a link or a place), as the operator gave it */
  witnessPlace: text('witness_place'),
  inputs: jsonb('inputs').$type<DrawInputs | DrawInputsV2 | DrawInputsV3>(),
  seed: text('seed'),
  supply: jsonb('supply').$type<Record<string, Supply>>(),
  drawnBy: text('drawn_by'),
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
});

/**
 * A draw/v3 witness's commitment (a salted SHA-256 of their value) made before the close, and its reveal
 * after the freeze. Rows of the open cycle have no freeze; the close binds them to the freeze it makes, so
 * after 마감 해제 they stay that freeze's (void) history and the next close binds only new commitments.
 */
export const drawWitnesses = pgTable(
  'draw_witnesses',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    freezeId: integer('freeze_id').references(() => roundFreezes.id, { onDelete: 'cascade' }),
    /** unique across every round: a commitment used once is never accepted again (a reused salt) */
    commitment: text('commitment').notNull().unique('draw_witnesses_commitment_key'),
    committedBy: text('committed_by').notNull(),
    committedPlace: text('committed_place').notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
    value: text('value'),
    salt: text('salt'),
    revealedBy: text('revealed_by'),
    revealedPlace: text('revealed_place'),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [index('draw_witnesses_round_idx').on(t.roundId, t.freezeId, t.id)],
);

/** A winning state changed after the draw, with its reason: public on the round's draw page. */
export const winningAmendments = pgTable(
  'winning_amendments',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    receiptNumber: text('receipt_number').notNull(),
    oldState: text('old_state').notNull(),
    newState: text('new_state').notNull(),
    reason: text('reason').notNull(),
    adminUsername: text('admin_username').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** the move (after-draw/moves.ts PUBLIC_MOVES); null for a change the old state editor made */
    move: text('move'),
    /** a reserve call's place: the receipt number of the winner whose place it fills */
    place: text('place'),
    /** the chain (draw/amendments-file.ts): the hash of the entry before, or the draw file's digest */
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('winning_amendments_round_idx').on(t.roundId, t.id),
    // two entries appended on the same head would fork the chain: the second writer fails and retries
    uniqueIndex('winning_amendments_chain_idx').on(t.roundId, t.prevHash),
  ],
);

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

/**
 * Every admin action that changes data. Append-only: triggers added by the
 * migration refuse UPDATE, DELETE and TRUNCATE on both engines. No foreign key: it outlives what it names.
 * A hash chain: a trigger sets each new row's `prevHash` (the hash of the row before it, under a lock so
 * that concurrent appends never fork) and `hash` (of `prevHash` and the row's own fields, computed by the
 * database function `audit_log_hash`), so a deleted or edited row breaks every later link.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    action: text('action').notNull(),
    roundId: integer('round_id'),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    // set by the chain trigger on insert: the defaults are never stored
    prevHash: text('prev_hash').notNull().default(''),
    hash: text('hash').notNull().default(''),
  },
  (t) => [index('audit_log_round_idx').on(t.roundId, t.id), index('audit_log_kind_idx').on(t.kind, t.id)],
);

/**
 * Each walk of the audit log's chain (`walk`: at start-up, hourly, and `npm run admin -- verify-audit`) and
 * each recorded head (`head`: every minute, when the log grew). Owner-only: only the SECURITY DEFINER
 * functions audit_walk_and_record() and audit_record_head() (migration 0015) write it, from their own walk.
 */
export const auditVerifications = pgTable('audit_verifications', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  kind: text('kind').notNull().default('walk'),
  ok: boolean('ok').notNull(),
  /** rows walked; null for a recorded head, which walks nothing */
  rows: integer('rows'),
  headId: integer('head_id'),
  headHash: text('head_hash'),
  /** the first row whose link or hash does not hold */
  brokenId: integer('broken_id'),
  /** `edited`, `unlinked` or `truncated` (see audit-chain.ts) */
  brokenReason: text('broken_reason'),
});

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
