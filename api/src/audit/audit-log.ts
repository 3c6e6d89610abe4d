import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Response } from 'express';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { auditLog } from '../db/schema';
import type { AdminClaims } from '../auth/admin-token';
import type { AuditKind } from '@portal/shared-types/audit/audit';

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
export const actorOf = (res: Response): string => (res.locals.admin as AdminClaims | undefined)?.sub ?? '';

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

/** Appends one entry; pass the transaction of the change so that both land or neither does. */
export async function audit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor: entry.actor,
    kind: entry.kind,
    action: entry.action,
    roundId: entry.roundId ?? null,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, optionally of one round or one kind; `beforeId` pages on. */
export async function readAuditLog(
  db: Db,
  filter: { roundId?: number; kind?: AuditKind; beforeId?: number },
) {
  const conditions: SQL[] = [];
  if (filter.roundId !== undefined) conditions.push(eq(auditLog.roundId, filter.roundId));
  if (filter.kind !== undefined) conditions.push(eq(auditLog.kind, filter.kind));
  if (filter.beforeId !== undefined) conditions.push(lt(auditLog.id, filter.beforeId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
