// The API's background work, as pg-boss jobs. Each recurring job is a queue with a cron schedule
// (db/job-schedules.ts, installed with the migrations): pg-boss's cron puts one job a minute on it whichever
// replicas are up, one worker of one replica takes it (SKIP LOCKED), the queue's stately policy keeps a
// second run from starting while one runs, and a run that throws is retried with backoff. Delivery, every
// two seconds, queues its own next run as each ends. The server starts them all and stops them.
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { JobName, JobView } from '@portal/shared-types/jobs/jobs';
import type { ChainVerification } from '../audit/audit-chain';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { JOB_TIMINGS } from '../db/job-queue';
import type { DrawDeps } from '../draw/draw-use-cases';
import type { NotifyService } from '../notify/notify-service';
import type { RetentionRun } from '../retention/retention-job';
import type { Clock } from '../time/clock';
import { auditHeadJob } from './audit-head';
import { auditWalkJob } from './audit-walk';
import { deadlineRemindersJob } from './deadline-reminders';
import { deliveryJob } from './delivery';
import { drawRetryJob } from './draw-retry';
import { jobView } from './job-view';
import { lapsesJob } from './lapses';
import { retentionJob } from './retention';
import { JOB_SCHEDULES, SCHEDULED_JOBS } from '../db/job-schedules';

/** One run of each job, as its worker makes it (tests call them directly). */
export interface JobRuns {
  delivery: () => Promise<number>;
  'deadline-reminders': () => Promise<number>;
  lapses: () => Promise<number>;
  'draw-retry': () => Promise<void>;
  'audit-head': () => Promise<ChainVerification>;
  'audit-walk': () => Promise<ChainVerification>;
  retention: () => Promise<RetentionRun>;
}

export interface Jobs {
  run: JobRuns;
  /** starts pg-boss (its upkeep, its cron) and a worker per job queue; once only */
  start: () => Promise<void>;
  /** stops them, letting a run under way end first (at most a few seconds) */
  stop: () => Promise<void>;
  /** the admin's view: each job's schedule, last run and latest failed try */
  view: () => Promise<JobView[]>;
}

export interface JobDeps {
  boss: PgBoss;
  db: Db;
  clock: Clock;
  logger: Logger;
  notify: NotifyService;
  draws: DrawDeps;
  cache: PublicCache;
  removeDocument: (storedName: string) => Promise<void>;
  /** how often each queue's worker looks for a job, in seconds */
  pollingSeconds?: number;
}

export function createJobs(deps: JobDeps): Jobs {
  const { boss, logger, notify } = deps;
  const run: JobRuns = {
    delivery: deliveryJob(notify),
    'deadline-reminders': deadlineRemindersJob(deps),
    lapses: lapsesJob(deps),
    'draw-retry': drawRetryJob(deps),
    'audit-head': auditHeadJob(deps),
    'audit-walk': auditWalkJob(deps),
    retention: retentionJob(deps),
  };
  // a failure is logged here and thrown on to pg-boss, which records it on the job and tries again
  const worker = (name: JobName) => async () => {
    try {
      await run[name]();
    } catch (error) {
      logger.warn({ err: error, job: name }, 'a job failed');
      throw error;
    } finally {
      // the next run of a job finer than a minute (the stately queue drops it while one waits, or a retry)
      const again = JOB_SCHEDULES[name].againAfterSeconds;
      if (again !== undefined && phase === 'started') await boss.send(name, {}, { startAfter: again });
    }
  };
  let phase: 'new' | 'started' | 'stopped' = 'new';
  return {
    run,
    view: () => jobView(deps.db),
    start: async () => {
      // pg-boss 10 leaves its upkeep's timer running when an instance stopped once is started again
      if (phase !== 'new') throw new Error('the jobs start once; build a new app to start them again');
      phase = 'started';
      boss.on('error', (error) => logger.warn({ err: error }, 'the job queue reported an error'));
      await boss.start();
      const pollingIntervalSeconds = deps.pollingSeconds ?? JOB_TIMINGS.polling;
      for (const name of SCHEDULED_JOBS) {
        const { atStart, againAfterSeconds } = JOB_SCHEDULES[name];
        // a job finer than the polling is looked for as often as it runs
        const polling = againAfterSeconds
          ? Math.min(pollingIntervalSeconds, againAfterSeconds / 2)
          : pollingIntervalSeconds;
        await boss.work(name, { pollingIntervalSeconds: polling, batchSize: 1 }, worker(name));
        // a run at start too: replicas that start within ten minutes of each other share it (a chained
        // job's queue keeps one waiting anyway)
        if (atStart) await boss.send(name, {}, againAfterSeconds ? {} : { singletonMinutes: 10 });
      }
      if (notify.status.provider === 'none')
        logger.warn('no message provider is configured: messages to applicants wait and nothing is sent');
    },
    stop: async () => {
      if (phase !== 'started') return;
      phase = 'stopped';
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
