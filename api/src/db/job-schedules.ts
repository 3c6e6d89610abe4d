// When each recurring job runs and how pg-boss retries it. Every job has a queue of its own with the
// stately policy: at most one run waits and one runs at a time, across every replica, so a run that
// outlasts its minute is never doubled. pg-boss's cron puts one job a minute on the queue, whichever
// replicas are up (its cron time in the database, and a job per minute and name). A job that must run
// more often than that queues its own next run when one ends (againAfterSeconds); its cron stays as the
// net that starts the chain again if a run was lost.
import type { JobName } from '@portal/shared-types/jobs/jobs';

export interface JobSchedule {
  /** pg-boss cron, in UTC (minutes are its finest unit) */
  cron: string;
  /** also run once when a server starts (at most once in ten minutes, however many start) */
  atStart: boolean;
  /** tries after a failed one; each waits retryDelay seconds, doubled every time, with jitter */
  retryLimit: number;
  retryDelay: number;
  /** a run that takes longer fails, and counts as a try */
  expireInSeconds: number;
  /** runs again this many seconds after each run ends, finer than cron allows */
  againAfterSeconds?: number;
}

const everyMinute = {
  cron: '* * * * *',
  atStart: false,
  retryLimit: 2,
  retryDelay: 10,
  expireInSeconds: 300,
};

export const JOB_SCHEDULES: Record<JobName, JobSchedule> = {
  // the outbox's worker: a pass every two seconds, by one replica at a time (each pass sends in lanes)
  // (a run is at most about 20 s of passes, so one lost with its replica holds the queue a minute at most)
  delivery: { ...everyMinute, atStart: true, retryDelay: 2, expireInSeconds: 60, againAfterSeconds: 2 },
  'deadline-reminders': everyMinute,
  lapses: everyMinute,
  'draw-retry': everyMinute,
  'audit-head': everyMinute,
  'audit-walk': { cron: '0 * * * *', atStart: true, retryLimit: 3, retryDelay: 60, expireInSeconds: 1800 },
  retention: { cron: '30 * * * *', atStart: true, retryLimit: 3, retryDelay: 60, expireInSeconds: 1800 },
};

export const SCHEDULED_JOBS = Object.keys(JOB_SCHEDULES) as JobName[];

/** A queue's options in pg-boss's terms. */
export const queueOf = (name: JobName) => {
  const { retryLimit, retryDelay, expireInSeconds } = JOB_SCHEDULES[name];
  return { name, policy: 'stately' as const, retryLimit, retryDelay, retryBackoff: true, expireInSeconds };
};
