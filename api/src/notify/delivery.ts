// The worker: each outbox message is delivered by one pg-boss job. pg-boss claims the jobs (any number of
// workers, on every replica), retries a passing failure with its exponential backoff, hands a job whose
// worker died back after its expiry, and copies one that used up its retries to the dead-letter queue.
// The outbox row stays the record the admin sees: it is marked in the same transaction as its job.
import type PgBoss from 'pg-boss';
import {
  nextSendingTime,
  notifyMessages,
  withinSendingHours,
  type SendingHours,
} from '@portal/shared-types/notify/notify';
import type { Db } from '../db/database';
import { transaction } from '../db/transaction';
import { txExecutor } from '../db/job-queue';
import { JOB_QUEUES } from '../db/job-queue-setup';
import type { Clock } from '../time/clock';
import {
  claimMessage,
  giveBackPaused,
  markDeadAfterJob,
  markFailed,
  markSent,
  takeUnqueued,
  waitsForJob,
  type ClaimedMessage,
} from './notify-repository';
import type { MessageProvider, SendResult } from './provider';
import type { SendRate } from './send-rate';

export interface DeliverySettings {
  sendingHours: SendingHours;
  /** attempts in all: pg-boss's retryLimit is one less; after the last passing failure the message is dead */
  maxAttempts: number;
  /** the wait after the first passing failure (whole seconds for pg-boss, which doubles it on each next one) */
  retryBaseMs: number;
  /** an attempt that takes longer counts as a passing failure */
  timeoutMs: number;
  /** how long an attempt holds its message, and pg-boss's expiry of its job (longer than an attempt can take) */
  leaseMs: number;
  /** jobs fetched at once, and sent at once by one worker */
  batchSize: number;
  concurrency: number;
}

export interface DeliveryDeps {
  db: Db;
  /** pg-boss on the same database; several workers may each have their own */
  boss: PgBoss;
  /** null: no provider is configured; messages wait and nothing is sent */
  provider: MessageProvider | null;
  clock: Clock;
  rate: SendRate;
  settings: DeliverySettings;
}

/** What a message's job carries: its outbox row, and the job's own id (the dead-letter copy gets another). */
interface MessageJob {
  messageId: number;
  jobId: string;
}

const HAND_OVER_BATCH = 1000;
const QUEUE = JOB_QUEUES.messages;

/**
 * Hands messages without a job (new, sent again by an admin, or of a round resumed) to pg-boss, a batch at
 * a time: each row gets its job in one transaction, so a row has exactly one job or none. A message due
 * outside the sending hours starts at the next start. Answers how many were handed over.
 */
export async function handOver({ db, boss, clock, settings }: DeliveryDeps): Promise<number> {
  const now = clock.now();
  const due = nextSendingTime(now, settings.sendingHours);
  return transaction(db, async (tx) => {
    const rows = await takeUnqueued(tx, HAND_OVER_BATCH);
    if (rows.length === 0) return 0;
    await boss.insert(
      rows.map((row) => ({
        id: row.job_id,
        name: QUEUE,
        data: { messageId: Number(row.id), jobId: row.job_id } satisfies MessageJob,
        startAfter: due > now ? due.toISOString() : undefined,
        retryLimit: Math.max(0, settings.maxAttempts - 1),
        retryDelay: Math.max(1, Math.round(settings.retryBaseMs / 1000)),
        retryBackoff: true,
        expireInSeconds: Math.max(1, Math.ceil(settings.leaseMs / 1000)),
      })),
      { db: txExecutor(tx) },
    );
    return rows.length;
  });
}

/** How much earlier than our record of an attempt the vendor's list is searched: the two clocks differ. */
const CLOCK_MARGIN_MS = 5 * 60_000;

/**
 * The vendor's answer, or a passing failure when none came (network, timeout): the attempt then stays
 * unanswered, and the next one asks the vendor before it sends.
 */
async function send(deps: DeliveryDeps, provider: MessageProvider, message: ClaimedMessage, to: string) {
  await deps.rate.acquire();
  try {
    return await provider.send(
      { to, text: message.body, templateCode: message.template, idempotencyKey: message.idempotency_key },
      AbortSignal.timeout(deps.settings.timeoutMs),
    );
  } catch (error) {
    const reason = `응답 없음: ${(error as Error).message}`;
    return { status: 'failed', permanent: false, reason, maybeSent: true } as const;
  }
}

/**
 * An earlier attempt never got its answer (the process died, or the vendor timed out or failed): the
 * vendor is asked whether it took the message under our key. Found: it is recorded as sent, with the
 * vendor's status, and nothing goes out. Not found: null, and the message is sent. When the vendor cannot
 * tell, nothing is sent: a passing failure, and the next try asks again.
 */
async function askVendor(
  deps: DeliveryDeps,
  provider: MessageProvider,
  message: ClaimedMessage,
  to: string,
): Promise<SendResult | null> {
  const since = new Date(new Date(message.unanswered_since!).getTime() - CLOCK_MARGIN_MS);
  try {
    const earlier = await provider.lookUp(
      { idempotencyKey: message.idempotency_key, to, since },
      AbortSignal.timeout(deps.settings.timeoutMs),
    );
    if (!earlier.found) return null;
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { found, ...sent } = earlier;
    return { status: 'sent', ...sent };
  } catch (error) {
    const reason = `${notifyMessages.lookUpFailed} (${(error as Error).message})`;
    return { status: 'failed', permanent: false, reason, maybeSent: true };
  }
}

/** One attempt: the vendor asked first when an earlier attempt has no answer, then sent to only if need be. */
async function attempt(deps: DeliveryDeps, provider: MessageProvider, message: ClaimedMessage) {
  const to = message.phone_number!.replace(/\D/g, '');
  if (message.unanswered_since !== null) {
    const earlier = await askVendor(deps, provider, message, to);
    if (earlier) return earlier;
  }
  return send(deps, provider, message, to);
}

/**
 * Marks the message and ends its attempt in one transaction: sent or refused for good completes the job
 * (nothing to retry); a passing failure fails it, and pg-boss schedules the next try (the row shows when)
 * or, after the last, ends it and the message is dead.
 */
async function settle(deps: DeliveryDeps, job: PgBoss.JobWithMetadata<MessageJob>, result: SendResult) {
  const { db, boss, clock } = deps;
  const id = job.data.messageId;
  await transaction(db, async (tx) => {
    const queue = txExecutor(tx);
    if (result.status === 'sent') {
      await markSent(tx, id, { ...result, at: clock.now() });
      await boss.complete(QUEUE, job.id, { channel: result.channel }, { db: queue });
    } else if (result.permanent) {
      await markFailed(tx, id, { reason: result.reason, nextAttemptAt: null, maybeSent: false }, clock.now());
      await boss.complete(QUEUE, job.id, { dead: result.reason }, { db: queue });
    } else {
      await boss.fail(QUEUE, job.id, { reason: result.reason }, { db: queue });
      const retry =
        job.retryCount < job.retryLimit
          ? await boss.getJobById(QUEUE, job.id, { db: queue, includeArchive: false })
          : null;
      const nextAttemptAt = retry ? new Date(retry.startAfter) : null;
      const maybeSent = result.maybeSent ?? false;
      await markFailed(tx, id, { reason: result.reason, nextAttemptAt, maybeSent }, clock.now());
    }
  });
}

/** A job whose message is not to be sent now; answers nothing. */
async function passOver(deps: DeliveryDeps, job: PgBoss.Job<MessageJob>) {
  const { db, boss } = deps;
  const { messageId } = job.data;
  const ended = await transaction(db, async (tx) => {
    if (!(await giveBackPaused(tx, messageId, job.id))) return false;
    await boss.complete(QUEUE, job.id, { pausedRound: true }, { db: txExecutor(tx) });
    return true;
  });
  if (ended) return;
  // an earlier attempt of this very job still holds the message: its expiry (pg-boss) decides
  if (await waitsForJob(db, messageId, job.id)) return;
  // sent, dead, gone or another job's: this job has nothing left to do
  await boss.complete(QUEUE, job.id, { nothingToSend: true });
}

/** One job: answers whether an attempt was made (a send, or a recipient found gone). */
async function deliverJob(
  deps: DeliveryDeps,
  provider: MessageProvider,
  job: PgBoss.JobWithMetadata<MessageJob>,
): Promise<boolean> {
  const now = deps.clock.now();
  const message = await claimMessage(
    deps.db,
    job.data.messageId,
    job.id,
    now,
    new Date(now.getTime() + deps.settings.leaseMs),
  );
  if (!message) {
    await passOver(deps, job);
    return false;
  }
  const result: SendResult =
    !message.phone_number || message.destroyed_at
      ? { status: 'failed', permanent: true, reason: notifyMessages.recipientGone }
      : await attempt(deps, provider, message);
  await settle(deps, job, result);
  return true;
}

/** Messages whose job pg-boss ended without our answer (its worker died on the last try) are dead. */
async function buryDead({ db, boss, clock, settings }: DeliveryDeps): Promise<void> {
  const jobs = await boss.fetch<MessageJob>(JOB_QUEUES.deadMessages, { batchSize: settings.batchSize });
  if (jobs.length === 0) return;
  for (const job of jobs)
    await markDeadAfterJob(db, job.data.messageId, job.data.jobId, notifyMessages.noAnswer, clock.now());
  await boss.complete(
    JOB_QUEUES.deadMessages,
    jobs.map((job) => job.id),
  );
}

/**
 * One pass: hands new messages to the queue, then fetches the due jobs (at most a batch) and sends their
 * messages. Outside the sending hours, or with no provider, nothing is fetched: the messages wait. Answers
 * how many messages were attempted.
 */
export async function deliverDue(deps: DeliveryDeps): Promise<number> {
  const provider = deps.provider;
  if (!provider) return 0;
  while ((await handOver(deps)) === HAND_OVER_BATCH);
  if (!withinSendingHours(deps.clock.now(), deps.settings.sendingHours)) return 0;
  await buryDead(deps);
  const jobs = await deps.boss.fetch<MessageJob>(QUEUE, {
    batchSize: deps.settings.batchSize,
    includeMetadata: true,
  });
  // jobs handed over together share their creation time: the batch goes oldest message first
  jobs.sort((a, b) => a.data.messageId - b.data.messageId);
  let next = 0;
  let attempted = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      if (await deliverJob(deps, provider, job)) attempted += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(deps.settings.concurrency, jobs.length) }, lane));
  return attempted;
}
