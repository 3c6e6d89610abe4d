import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MESSAGE_STATES,
  type MessageChannel,
  type MessageState,
  type OutboxMessage,
} from '@portal/shared-types/notify/notify';
import type { NotifyEvent } from '@portal/shared-types/notify/templates';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { outboxMessages, roundMessagePauses } from '../db/schema';

type Row = typeof outboxMessages.$inferSelect;

export const toOutboxMessage = (row: Row): OutboxMessage & { roundId: number } => ({
  id: row.id,
  roundId: row.roundId,
  event: row.event as NotifyEvent,
  template: row.template,
  body: row.body,
  state: row.state as MessageState,
  channel: row.channel as MessageChannel | null,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The message (its row locked for the rest of the transaction when `lock`), or null. */
export async function findMessage(db: Db | Tx, id: number, lock = false) {
  const query = db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toOutboxMessage(row) : null;
}

export async function messagesOfApplicant(db: Db, applicantId: number): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.applicantId, applicantId))
    .orderBy(asc(outboxMessages.id));
  return rows.map((row) => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { roundId, ...message } = toOutboxMessage(row);
    return message;
  });
}

export async function roundCounts(db: Db, roundId: number): Promise<Record<MessageState, number>> {
  const rows = await db
    .select({ state: outboxMessages.state, count: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(eq(outboxMessages.roundId, roundId))
    .groupBy(outboxMessages.state);
  const counts = Object.fromEntries(MESSAGE_STATES.map((state) => [state, 0])) as Record<
    MessageState,
    number
  >;
  // pglite and node-postgres may hand the count back as a string
  for (const row of rows) counts[row.state as MessageState] = Number(row.count);
  return counts;
}

/** A dead message queued again with a fresh set of attempts (its key stays: the vendor still sends it once). */
export async function sendAgain(tx: Tx, id: number, now: Date): Promise<OutboxMessage> {
  const [row] = await tx
    .update(outboxMessages)
    .set({ state: 'queued', attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.state, 'dead')))
    .returning();
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { roundId, ...message } = toOutboxMessage(row!);
  return message;
}

/** Who paused the round's messages and when, or null while they are sent. */
export async function pauseOf(db: Db | Tx, roundId: number): Promise<{ by: string; at: string } | null> {
  const [row] = await db.select().from(roundMessagePauses).where(eq(roundMessagePauses.roundId, roundId));
  return row ? { by: row.pausedBy, at: row.pausedAt.toISOString() } : null;
}

/** Pauses (a row) or resumes (no row) the round's messages; a pause kept keeps its first author and time. */
export async function setPause(tx: Tx, roundId: number, paused: boolean, actor: string, now: Date) {
  if (paused)
    await tx
      .insert(roundMessagePauses)
      .values({ roundId, pausedBy: actor, pausedAt: now })
      .onConflictDoNothing({ target: roundMessagePauses.roundId });
  else await tx.delete(roundMessagePauses).where(eq(roundMessagePauses.roundId, roundId));
}
