import { desc, eq, sql } from 'drizzle-orm';
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

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Walks the whole chain in the database: each row's hash must be the hash of its own fields and its
 * `prev_hash`, and its `prev_hash` the hash of the row before it (zeros for the first). The database
 * computes the hashes with the same function the insert trigger uses.
 */
export async function verifyAuditChain(db: Db): Promise<ChainVerification> {
  const [broken] = rowsOf<{ id: number; edited: boolean }>(
    await db.execute(sql`
      with walk as (
        select id, hash, prev_hash, audit_log_hash(a) as expected,
               coalesce(lag(hash) over (order by id), repeat('0', 64)) as previous
          from audit_log a
      )
      select id, hash is distinct from expected as edited from walk
       where hash is distinct from expected or prev_hash is distinct from previous
       order by id limit 1`),
  );
  const [count] = rowsOf<{ rows: number | string }>(
    await db.execute(sql`select count(*) as rows from audit_log`),
  );
  const head = await chainHead(db);
  if (!broken) {
    // the chain cannot see its own newest rows removed: the head recorded earlier must still be there
    const [recorded] = await db
      .select({ id: auditVerifications.headId, hash: auditVerifications.headHash })
      .from(auditVerifications)
      .where(eq(auditVerifications.ok, true))
      .orderBy(desc(auditVerifications.id))
      .limit(1);
    if (recorded?.id != null) {
      const [row] = await db
        .select({ hash: auditLog.hash })
        .from(auditLog)
        .where(eq(auditLog.id, recorded.id));
      if (row?.hash !== recorded.hash)
        return {
          ok: false,
          rows: Number(count?.rows ?? 0),
          head,
          broken: { id: recorded.id, reason: 'truncated' },
        };
    }
  }
  return {
    ok: !broken,
    rows: Number(count?.rows ?? 0),
    head,
    broken: broken ? { id: Number(broken.id), reason: broken.edited ? 'edited' : 'unlinked' } : null,
  };
}

export async function chainHead(db: Db): Promise<ChainHead | null> {
  const [head] = await db
    .select({ id: auditLog.id, hash: auditLog.hash })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return head ?? null;
}

/** Verifies the chain and records the outcome, so the admin page can show the last good verification. */
export async function verifyAndRecord(db: Db): Promise<ChainVerification> {
  const result = await verifyAuditChain(db);
  await db.insert(auditVerifications).values({
    ok: result.ok,
    rows: result.rows,
    headId: result.head?.id ?? null,
    headHash: result.head?.hash ?? null,
    brokenId: result.broken?.id ?? null,
  });
  return result;
}

/** What the admin audit page shows: the head now, and the latest verification that found the chain whole. */
export async function chainStatus(db: Db) {
  const head = await chainHead(db);
  const [lastGood] = await db
    .select()
    .from(auditVerifications)
    .where(eq(auditVerifications.ok, true))
    .orderBy(desc(auditVerifications.id))
    .limit(1);
  const [last] = await db.select().from(auditVerifications).orderBy(desc(auditVerifications.id)).limit(1);
  return {
    head,
    lastGoodVerification: lastGood
      ? { at: lastGood.at.toISOString(), rows: lastGood.rows, headHash: lastGood.headHash }
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
  return `The audit log is broken at row #${broken.id}: the head recorded by an earlier verification is gone or changed (the newest rows were removed).`;
}
