import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { assertMayAppendAudit } from '../db/transaction';
import type { Tx } from '../db/tx';
import { auditLog } from '../db/schema';
import { seoulMonthRange, startOfSeoulDate } from '@portal/shared-types/common/dates';
import {
  ACCESS_FINDINGS_LIMIT,
  AUDIT_PAGE_SIZE,
  ACCESS_KINDS,
  ACCESS_READ_KINDS,
  type AccessKind,
  type AuditKind,
  type AuditQuery,
} from '@portal/shared-types/audit/audit.schema';

export interface AuditEntry {
  actor: string;
  kind: AuditKind;
  action: string;
  roundId?: number | null;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * What the log keeps of a post or popup: its fields, with the rich content as its length only (it may
 * hold pasted images) and attachments by name.
 */
export function auditSummary(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value ?? null;
  const summary: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'content' && typeof field === 'string') summary.contentLength = field.length;
    else if (Array.isArray(field))
      summary[key] = field.map((item) =>
        item && typeof item === 'object' && 'originalName' in item ? item.originalName : item,
      );
    else summary[key] = field;
  }
  return summary;
}

/**
 * Appends one entry; pass the transaction of the change (an auditedWrite, which takes the audit chain's
 * lock first) so that both land or neither does.
 */
export async function audit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await auditEntry(db, entry);
}

/** Appends one entry and returns its id (a message announcing the change names it). */
export async function auditEntry(db: Db | Tx, entry: AuditEntry): Promise<number> {
  assertMayAppendAudit(db);
  const [row] = await db
    .insert(auditLog)
    .values({
      actor: entry.actor,
      kind: entry.kind,
      action: entry.action,
      roundId: entry.roundId ?? null,
      target: entry.target ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}

/**
 * Who reached personal data and why: the admin's account, the client's address and user agent, and the
 * reason the admin typed for the task (null: none sent, a finding of the monthly review).
 */
export interface AccessBy {
  actor: string;
  address: string;
  userAgent: string;
  reason: string | null;
}

/** What a 접속기록 says was reached, besides who reached it. */
export interface Access {
  kind: AccessKind;
  action: string;
  roundId?: number | null;
  target?: string | null;
  details: Record<string, unknown>;
}

/**
 * One 접속기록: an admin's access to personal data, appended like every other entry. Besides the entry's
 * own account and time it holds the client address and user agent, and in `details` whose data (receipt
 * numbers, ids or a count) and what was asked (page, search given or not) and why (the reason, or null).
 */
export function appendAccess(db: Db | Tx, by: AccessBy, access: Access): Promise<void> {
  return audit(db, {
    actor: by.actor,
    kind: access.kind,
    action: access.action,
    roundId: access.roundId ?? null,
    target: access.target ?? null,
    after: { address: by.address, userAgent: by.userAgent, reason: by.reason, ...access.details },
  });
}

/** Newest first, by round, kind (or every 접속기록 kind), admin and Seoul period; `beforeId` pages on. */
export async function readAuditLog(db: Db, filter: AuditQuery) {
  const conditions: SQL[] = [];
  if (filter.roundId !== undefined) conditions.push(eq(auditLog.roundId, filter.roundId));
  if (filter.kind !== undefined) conditions.push(eq(auditLog.kind, filter.kind));
  if (filter.scope === 'access') conditions.push(inArray(auditLog.kind, [...ACCESS_KINDS]));
  if (filter.actor !== undefined) conditions.push(eq(auditLog.actor, filter.actor));
  if (filter.from !== undefined) conditions.push(gte(auditLog.at, startOfSeoulDate(filter.from)));
  if (filter.to !== undefined) conditions.push(lt(auditLog.at, startOfSeoulDate(filter.to, 1)));
  if (filter.beforeId !== undefined) conditions.push(lt(auditLog.id, filter.beforeId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** The month's reads of personal data, and the oldest of those whose record holds no reason. */
export async function readAccessFindings(db: Db, month: string) {
  const { start, end } = seoulMonthRange(month);
  const reads = and(
    inArray(auditLog.kind, [...ACCESS_READ_KINDS]),
    gte(auditLog.at, start),
    lt(auditLog.at, end),
  );
  const withoutReason = and(reads, sql`coalesce(btrim(${auditLog.after} ->> 'reason'), '') = ''`);
  const [[all], [missing], rows] = await Promise.all([
    db.select({ n: count() }).from(auditLog).where(reads),
    db.select({ n: count() }).from(auditLog).where(withoutReason),
    db.select().from(auditLog).where(withoutReason).orderBy(asc(auditLog.id)).limit(ACCESS_FINDINGS_LIMIT),
  ]);
  return {
    month,
    reads: Number(all?.n ?? 0),
    withoutReason: Number(missing?.n ?? 0),
    findings: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}
