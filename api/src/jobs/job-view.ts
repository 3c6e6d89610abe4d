// The admin's view of the jobs, read from pg-boss's own tables (its version 10 schema `pgboss`): a job's
// rows stay in `job` while it waits or runs and move to `archive` once done (after 12 hours), where they
// are kept a week. The view reads only states, times, counts and error messages; a job's data is never read.
import { sql } from 'drizzle-orm';
import {
  JOB_NAMES,
  jobPlans,
  readableJobError,
  type JobName,
  type JobState,
  type JobView,
} from '@portal/shared-types/jobs/jobs';
import type { Db } from '../db/database';
import { JOB_QUEUES } from '../db/job-queue-setup';

interface RunRow {
  state: JobState;
  started_on: Date | string;
  completed_on: Date | string | null;
  start_after: Date | string;
  retry_count: number;
  retry_limit: number;
  output: unknown;
}

/** The queue whose jobs show a job's runs: delivery's are the messages' jobs. */
const queueOf = (name: JobName): string => (name === 'delivery' ? JOB_QUEUES.messages : name);

const iso = (value: Date | string) => new Date(value).toISOString();

/** The words of a failed try: pg-boss keeps a thrown error, the reason the worker gave, or its own words. */
function errorOf(output: unknown): string | null {
  if (typeof output !== 'object' || output === null) return null;
  const { message, reason, value } = output as { message?: unknown; reason?: unknown; value?: unknown };
  const text =
    typeof message === 'string'
      ? message
      : typeof reason === 'string'
        ? reason
        : typeof value === 'string'
          ? value
          : (value as { message?: unknown } | null)?.message;
  return typeof text === 'string' ? readableJobError(text) : null;
}

async function runsOf(db: Db, queue: string, failedOnly: boolean): Promise<RunRow | undefined> {
  const columns = sql`state, started_on, completed_on, start_after, retry_count, retry_limit, output`;
  const which = failedOnly ? sql`and state in ('retry', 'failed')` : sql``;
  const result = await db.execute(sql`
    select * from (
      select ${columns} from pgboss.job where name = ${queue} and started_on is not null ${which}
      union all
      select ${columns} from pgboss.archive where name = ${queue} and started_on is not null ${which}
    ) runs
    order by coalesce(completed_on, started_on) desc
    limit 1`);
  return (result as unknown as { rows: RunRow[] }).rows[0];
}

/** Each job with its schedule, its last run and its latest failed try. */
export async function jobView(db: Db): Promise<JobView[]> {
  const view: JobView[] = [];
  for (const name of JOB_NAMES) {
    const queue = queueOf(name);
    const last = await runsOf(db, queue, false);
    const failed = await runsOf(db, queue, true);
    const failure = failed && errorOf(failed.output);
    view.push({
      name,
      ...jobPlans[name],
      lastRun: last
        ? {
            state: last.state,
            startedAt: iso(last.started_on),
            endedAt: last.completed_on === null ? null : iso(last.completed_on),
            retries: Number(last.retry_count),
            retryLimit: Number(last.retry_limit),
            nextTryAt: last.state === 'retry' ? iso(last.start_after) : null,
          }
        : null,
      lastError:
        failed && failure ? { at: iso(failed.completed_on ?? failed.started_on), message: failure } : null,
    });
  }
  return view;
}
