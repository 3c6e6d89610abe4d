import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog, auditVerifications } from '../db/schema';

export interface ChainHead {
  id: number;
  hash: string;
}

export interface ChainBreak {
  /** the first row whose link or hash does not hold */
  id: number;
  /**
   * `edited`: its own fields no longer give its hash; `unlinked`: the row before it is missing or changed;
   * `truncated`: the head an earlier verification recorded is gone or changed (the newest rows were removed)
   */
  reason: 'edited' | 'unlinked' | 'truncated';
}

export interface ChainVerification {
  ok: boolean;
  rows: number;
  head: ChainHead | null;
  broken: ChainBreak | null;
}

/** A row of audit_verifications as the database functions return it (snake case, raw). */
interface VerificationRow {
  id: number | null;
  ok: boolean;
  rows: number | null;
  head_id: number | null;
  head_hash: string | null;
  broken_id: number | null;
  broken_reason: ChainBreak['reason'] | null;
}

async function callVerification(db: Db, call: ReturnType<typeof sql>): Promise<VerificationRow> {
  const { rows } = (await db.execute(call)) as unknown as { rows: VerificationRow[] };
  return rows[0]!;
}

const verificationOf = (row: VerificationRow): ChainVerification => ({
  ok: row.ok,
  rows: Number(row.rows ?? 0),
  head: row.head_id == null ? null : { id: Number(row.head_id), hash: row.head_hash! },
  broken:
    row.broken_id == null ? null : { id: Number(row.broken_id), reason: row.broken_reason ?? 'unlinked' },
});

/**
 * Walks the whole chain in the database (audit_walk(), migration 0015): each row's hash must be the hash of
 * its own fields and its `prev_hash`, and its `prev_hash` the hash of the row before it (zeros for the
 * first); then every head recorded earlier must still be there, so removing the newest rows shows too.
 */
export async function verifyAuditChain(db: Db): Promise<ChainVerification> {
  return verificationOf(await callVerification(db, sql`select * from audit_walk()`));
}

export async function chainHead(db: Db): Promise<ChainHead | null> {
  const [head] = await db
    .select({ id: auditLog.id, hash: auditLog.hash })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return head ?? null;
}

/**
 * Verifies the chain and records the outcome, so the admin page can show the last good verification. The
 * database records its own walk: the runtime role cannot write audit_verifications itself.
 */
export async function verifyAndRecord(db: Db): Promise<ChainVerification> {
  return verificationOf(await callVerification(db, sql`select * from audit_walk_and_record()`));
}

/** How often the head is recorded: rows deleted from the end of the log are caught within this. */
export const AUDIT_HEAD_INTERVAL_MS = 60_000;

/**
 * The minute's check: the last recorded head must still be in the log as recorded, then the head now is
 * recorded if the log grew. `recorded` says whether a new head was written (for the operator's log).
 */
export async function recordAuditHead(db: Db): Promise<ChainVerification & { recorded: boolean }> {
  const row = await callVerification(db, sql`select * from audit_record_head()`);
  return { ...verificationOf(row), recorded: row.id != null && row.ok };
}

/** A head kept outside the database, as `audit-head` prints it and `verify-audit <id>:<hash>` takes it. */
export function parseKeptHead(text: string): ChainHead | null {
  const match = /^(\d+):([0-9a-f]{64})$/.exec(text.trim());
  return match ? { id: Number(match[1]), hash: match[2]! } : null;
}

/** A head kept outside the database must still be in the log as it was: else the rows from it on were removed. */
export async function matchesKeptHead(db: Db, kept: ChainHead): Promise<boolean> {
  const [row] = await db.select({ hash: auditLog.hash }).from(auditLog).where(eq(auditLog.id, kept.id));
  return row?.hash === kept.hash;
}

/** What the admin audit page shows: the head now, and the latest verification that found the chain whole. */
export async function chainStatus(db: Db) {
  const head = await chainHead(db);
  const [lastGood] = await db
    .select()
    .from(auditVerifications)
    .where(and(eq(auditVerifications.ok, true), eq(auditVerifications.kind, 'walk')))
    .orderBy(desc(auditVerifications.id))
    .limit(1);
  const [last] = await db.select().from(auditVerifications).orderBy(desc(auditVerifications.id)).limit(1);
  return {
    head,
    lastGoodVerification: lastGood
      ? { at: lastGood.at.toISOString(), rows: lastGood.rows ?? 0, headHash: lastGood.headHash }
      : null,
    lastVerification: last ? { at: last.at.toISOString(), ok: last.ok, brokenId: last.brokenId } : null,
  };
}

/** The operator's message for one verification, naming the first broken row. */
export function describeVerification(result: ChainVerification): string {
  if (result.ok)
    return result.head
      ? `The audit log is whole: ${result.rows} rows, head #${result.head.id} ${result.head.hash}`
      : 'The audit log is empty.';
  const broken = result.broken!;
  if (broken.reason === 'edited')
    return `The audit log is broken at row #${broken.id}: its fields no longer give its hash (the row was edited).`;
  if (broken.reason === 'unlinked')
    return `The audit log is broken at row #${broken.id}: the row before it is missing or was changed (a row was deleted or edited).`;
  return `The audit log is broken at row #${broken.id}: the head recorded earlier is gone or changed (the newest rows were removed).`;
}
