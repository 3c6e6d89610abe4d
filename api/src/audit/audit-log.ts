import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Response } from 'express';
import type { Db } from '../db/database';
import { assertMayAppendAudit } from '../db/transaction';
import type { Tx } from '../db/tx';
import { auditLog } from '../db/schema';
import { ACCESS_REASON_HEADER, accessReasonHeaderSchema } from '@portal/shared-types/audit/access-reason';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { badRequest } from '../http/app-error';
import {
  ACCESS_FINDINGS_LIMIT,
  ACCESS_KINDS,
  ACCESS_READ_KINDS,
  type AccessKind,
  type AuditKind,
  type AuditQuery,
} from '@portal/shared-types/audit/audit.schema';

/** What a 접속기록 reads of the request: the client address (behind the trusted proxies) and agent. */
export interface AccessRequest {
  ip?: string | undefined;
  get(name: string): string | undefined;
}

export interface AuditEntry {
  actor: string;
  kind: AuditKind;
  action: string;
  roundId?: number | null;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/** The admin of the request, as requireAdmin verified it. */
export const actorOf = (res: Response): string =>
  (res.locals.admin as { sub?: string } | undefined)?.sub ?? '';

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

/** The reason header of a read: absent is null (recorded as 사유 없음); present but unfit is a 400. */
function accessReasonOf(req: AccessRequest): string | null {
  const header = req.get(ACCESS_REASON_HEADER);
  if (header === undefined) return null;
  const parsed = accessReasonHeaderSchema.safeParse(header);
  if (!parsed.success) throw badRequest(apiMessages.accessReasonInvalid);
  return parsed.data;
}

/** The admin and client behind a request, as a 접속기록 holds them. */
export const accessByOf = (req: AccessRequest, res: Response): AccessBy => ({
  actor: actorOf(res),
  address: req.ip ?? '',
  userAgent: (req.get('user-agent') ?? '').slice(0, 200),
  reason: accessReasonOf(req),
});

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

/** appendAccess for the admin and client behind a request. */
export function recordAccess(db: Db | Tx, req: AccessRequest, res: Response, access: Access): Promise<void> {
  return appendAccess(db, accessByOf(req, res), access);
}

export const AUDIT_PAGE_SIZE = 50;

const seoulStart = (day: string) => new Date(`${day}T00:00:00.000+09:00`);
const seoulEnd = (day: string) => new Date(`${day}T23:59:59.999+09:00`);

/** Newest first, by round, kind (or every 접속기록 kind), admin and Seoul period; `beforeId` pages on. */
export async function readAuditLog(db: Db, filter: AuditQuery) {
  const conditions: SQL[] = [];
  if (filter.roundId !== undefined) conditions.push(eq(auditLog.roundId, filter.roundId));
  if (filter.kind !== undefined) conditions.push(eq(auditLog.kind, filter.kind));
  if (filter.scope === 'access') conditions.push(inArray(auditLog.kind, [...ACCESS_KINDS]));
  if (filter.actor !== undefined) conditions.push(eq(auditLog.actor, filter.actor));
  if (filter.from !== undefined) conditions.push(gte(auditLog.at, seoulStart(filter.from)));
  if (filter.to !== undefined) conditions.push(lte(auditLog.at, seoulEnd(filter.to)));
  if (filter.beforeId !== undefined) conditions.push(lt(auditLog.id, filter.beforeId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** The first instant of a Seoul month (YYYY-MM), and of the month after it. */
function seoulMonth(month: string): { start: Date; end: Date } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  return { start: new Date(`${month}-01T00:00:00+09:00`), end: new Date(`${next}-01T00:00:00+09:00`) };
}

/** The month's reads of personal data, and the oldest of those whose record holds no reason. */
export async function readAccessFindings(db: Db, month: string) {
  const { start, end } = seoulMonth(month);
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
