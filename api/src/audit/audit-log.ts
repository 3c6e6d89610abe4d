import { and, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Response } from 'express';
import type { Db } from '../db/database';
import { assertMayAppendAudit } from '../db/transaction';
import type { Tx } from '../db/tx';
import { auditLog } from '../db/schema';
import {
  ACCESS_KINDS,
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

/** Who reached personal data: the admin's account, and the client's address and user agent. */
export interface AccessBy {
  actor: string;
  address: string;
  userAgent: string;
}

/** The admin and client behind a request, as a 접속기록 holds them. */
export const accessByOf = (req: AccessRequest, res: Response): AccessBy => ({
  actor: actorOf(res),
  address: req.ip ?? '',
  userAgent: (req.get('user-agent') ?? '').slice(0, 200),
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
 * numbers, ids or a count) and what was asked (page, search given or not, reason).
 */
export function appendAccess(db: Db | Tx, by: AccessBy, access: Access): Promise<void> {
  return audit(db, {
    actor: by.actor,
    kind: access.kind,
    action: access.action,
    roundId: access.roundId ?? null,
    target: access.target ?? null,
    after: { address: by.address, userAgent: by.userAgent, ...access.details },
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
