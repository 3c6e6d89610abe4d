import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { JOB_QUEUES } from '../../src/db/job-queue-setup';

export interface MessageJobRow {
  id: string;
  state: string;
  start_after: Date | string;
  retry_count: number;
  data: { messageId: number };
}

/** The messages' jobs as pg-boss holds them, oldest first. */
export async function messageJobs(db: Db): Promise<MessageJobRow[]> {
  const result = await db.execute(sql`
    select id, state, start_after, retry_count, data from pgboss.job
    where name = ${JOB_QUEUES.messages} order by created_on, id`);
  return (result as unknown as { rows: MessageJobRow[] }).rows;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs worker passes until they have handled `count` messages in all or `ms` passed; answers the total.
 * pg-boss schedules retries in real time (its backoff, with jitter), so a test waits for them.
 */
export async function passesUntil(pass: () => Promise<number>, count: number, ms = 10_000): Promise<number> {
  const end = Date.now() + ms;
  let handled = 0;
  while (handled < count && Date.now() < end) {
    handled += await pass();
    if (handled < count) await sleep(100);
  }
  return handled;
}
