import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
