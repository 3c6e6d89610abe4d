import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pRetry from 'p-retry';
import type { Db } from './database';
import { isTransactionConflict } from './database-errors';
import type { Tx } from './tx';

/*
 * The lock order of every write (docs/lock-order.md). A transaction takes its locks in this order, never
 * the other way round:
 *
 *   1. the audit chain: every transaction that may append to the audit log takes the chain's lock first
 *      of all, through auditedWrite;
 *   2. the round write lock (round writes), then round rows: FOR UPDATE or FOR SHARE, and the key-share
 *      lock that a foreign key to the round takes when a row naming it is written (an outbox message);
 *   3. the rows below a round: applicants, their reviews, files and calls, outbox messages.
 *
 * The chain's lock is the one the audit log's insert trigger takes (migration 0007_audit_chain): it is
 * held until the transaction ends, so a transaction that appended an entry and then wanted a round row
 * could wait for a round update that held the row and wanted the chain. Taken first, it is never wanted
 * by a transaction that holds anything else. A single statement outside a transaction (a 접속기록) takes
 * the chain's lock and nothing else (the log has no foreign keys).
 */

/** The audit chain's lock: the key the audit log's insert trigger takes (0007_audit_chain.sql). */
export const AUDIT_CHAIN_LOCK = 4_172_018;

/** Attempts after the first when PostgreSQL ends a transaction for a deadlock or a serialization conflict. */
export const TRANSACTION_RETRIES = 3;

/** The transactions that hold the chain's lock: only they may append to the audit log. */
const holdingChain = new WeakSet<object>();

/**
 * Runs `work` in one transaction, run again from the start (up to TRANSACTION_RETRIES times, after
 * 20-40, 40-80 and 80-160 ms) when PostgreSQL ends it for a deadlock or a serialization conflict; a
 * transaction still failing so reaches the error handler, which answers 503. `work` must only touch the
 * database through `tx`: anything else it did (a file written, a message sent, a cache dropped) would
 * happen again. Such work runs before or after the transaction.
 */
export function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return pRetry(() => db.transaction(work), {
    retries: TRANSACTION_RETRIES,
    minTimeout: 20,
    factor: 2,
    randomize: true,
    shouldRetry: ({ error }) => isTransactionConflict(error),
  });
}

/**
 * A write with its audit entries, in one transaction that takes the audit chain's lock before anything
 * else (the lock order above), then runs `work`; retried like `transaction`.
 */
export function auditedWrite<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await holdAuditChain(tx);
    return work(tx);
  });
}

/** Takes the audit chain's lock until `tx` ends: auditedWrite does it first; see the order above. */
export async function holdAuditChain(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  holdingChain.add(tx);
}

/**
 * Refuses an audit entry inside a transaction that did not take the chain's lock first: such a
 * transaction could deadlock with a round update (a bug, found by any test that runs it).
 */
export function assertMayAppendAudit(db: Db | Tx): void {
  if (db instanceof PgTransaction && !holdingChain.has(db))
    throw new Error('An audit entry inside a transaction needs auditedWrite (docs/lock-order.md).');
}
