// The worker: moves due messages from the outbox to the provider. Any number of them may run (several
// replicas, several loops): each claims its rows with FOR UPDATE SKIP LOCKED and a lease, so two never
// hold one message, and one killed mid-send leaves its rows to be taken again when the lease ends.
import { sql } from 'drizzle-orm';
import {
  notifyMessages,
  retryDelayMs,
  withinSendingHours,
  type MessageChannel,
  type SendingHours,
} from '@portal/shared-types/notify/notify';
import type { Db } from '../db/database';
import { outboxMessages, applicants, roundMessagePauses } from '../db/schema';
import type { Clock } from '../time/clock';
import type { MessageProvider, SendResult } from './provider';
import type { SendRate } from './send-rate';

export interface DeliverySettings {
  sendingHours: SendingHours;
  /** attempts in all; after the last passing failure the message is dead */
  maxAttempts: number;
  /** the wait after the first passing failure; it doubles on each next one */
  retryBaseMs: number;
  /** an attempt that takes longer counts as a passing failure */
  timeoutMs: number;
  /** how long a claimed message stays with its worker (longer than an attempt can take) */
  leaseMs: number;
  /** messages claimed at once, and sent at once by one worker */
  batchSize: number;
  concurrency: number;
}

export interface DeliveryDeps {
  db: Db;
  /** null: no provider is configured; messages wait and nothing is sent */
  provider: MessageProvider | null;
  clock: Clock;
  rate: SendRate;
  settings: DeliverySettings;
}

interface ClaimedRow {
  id: number;
  template: string;
  body: string;
  idempotency_key: string;
  attempts: number;
  phone_number: string | null;
  destroyed_at: Date | string | null;
}

async function claim({ db, clock, settings }: DeliveryDeps): Promise<ClaimedRow[]> {
  const now = clock.now();
  const leaseEnd = new Date(now.getTime() + settings.leaseMs).toISOString();
  const at = now.toISOString();
  const result = await db.execute(sql`
    with due as (
      select id from ${outboxMessages}
      where state in ('queued', 'retrying') and next_attempt_at <= ${at}
        and (locked_until is null or locked_until <= ${at})
        and round_id not in (select round_id from ${roundMessagePauses})
      order by next_attempt_at, id
      limit ${settings.batchSize}
      for update skip locked
    ), claimed as (
      update ${outboxMessages} m set locked_until = ${leaseEnd}, attempts = m.attempts + 1
      from due where m.id = due.id
      returning m.id, m.template, m.body, m.idempotency_key, m.attempts, m.applicant_id
    )
    select c.id, c.template, c.body, c.idempotency_key, c.attempts, a.phone_number, a.destroyed_at
    from claimed c left join ${applicants} a on a.id = c.applicant_id
    order by c.id`);
  return (result as unknown as { rows: ClaimedRow[] }).rows;
}

async function markSent(db: Db, id: number, channel: MessageChannel, vendorId: string | undefined, at: Date) {
  await db.execute(sql`
    update ${outboxMessages}
    set state = 'sent', channel = ${channel}, vendor_message_id = ${vendorId ?? null},
      sent_at = ${at.toISOString()}, locked_until = null, last_error = null
    where id = ${id}`);
}

async function markFailed(deps: DeliveryDeps, row: ClaimedRow, reason: string, permanent: boolean) {
  const now = deps.clock.now();
  const dead = permanent || row.attempts >= deps.settings.maxAttempts;
  const next = new Date(now.getTime() + retryDelayMs(row.attempts, deps.settings.retryBaseMs));
  await deps.db.execute(sql`
    update ${outboxMessages}
    set state = ${dead ? 'dead' : 'retrying'}, last_error = ${reason.slice(0, 300)},
      next_attempt_at = ${(dead ? now : next).toISOString()}, locked_until = null
    where id = ${row.id}`);
}

async function deliver(deps: DeliveryDeps, provider: MessageProvider, row: ClaimedRow): Promise<void> {
  if (!row.phone_number || row.destroyed_at) {
    await markFailed(deps, row, notifyMessages.recipientGone, true);
    return;
  }
  await deps.rate.acquire();
  let result: SendResult;
  try {
    result = await provider.send(
      {
        to: row.phone_number.replace(/\D/g, ''),
        text: row.body,
        templateCode: row.template,
        idempotencyKey: row.idempotency_key,
      },
      AbortSignal.timeout(deps.settings.timeoutMs),
    );
  } catch (error) {
    // no answer (network, timeout): the vendor may or may not have it; the same key goes next time
    result = { status: 'failed', permanent: false, reason: `응답 없음: ${(error as Error).message}` };
  }
  if (result.status === 'sent')
    await markSent(deps.db, row.id, result.channel, result.vendorMessageId, deps.clock.now());
  else await markFailed(deps, row, result.reason, result.permanent);
}

/**
 * One pass: claims the due messages (at most a batch) and sends them. Outside the sending hours, or with
 * no provider, nothing is claimed: the messages wait; so do those of a round an admin paused. Answers how many were handled.
 */
export async function deliverDue(deps: DeliveryDeps): Promise<number> {
  const provider = deps.provider;
  if (!provider || !withinSendingHours(deps.clock.now(), deps.settings.sendingHours)) return 0;
  const rows = await claim(deps);
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      await deliver(deps, provider, row);
    }
  };
  await Promise.all(Array.from({ length: Math.min(deps.settings.concurrency, rows.length) }, lane));
  return rows.length;
}
