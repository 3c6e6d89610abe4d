import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { runRetention, type RetentionRun } from '../retention/retention-job';
import type { Clock } from '../time/clock';

/**
 * At start and every hour: personal data past its retention period is destroyed without delay (개인정보
 * 보호법 제21조). One replica runs it at a time (the queue's policy); a second run finds nothing left.
 */
export const retentionJob =
  (deps: { db: Db; clock: Clock; logger: Logger; removeDocument: (storedName: string) => Promise<void> }) =>
  async (): Promise<RetentionRun> => {
    const run = await runRetention(deps.db, deps.clock.now(), { removeDocument: deps.removeDocument });
    if (run.rounds.length > 0)
      deps.logger.info({ rounds: run.rounds }, 'personal data past its period destroyed');
    return run;
  };
