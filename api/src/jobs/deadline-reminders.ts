import type { Db } from '../db/database';
import { enqueueDeadlineReminders } from '../notify/reminders';
import type { Clock } from '../time/clock';

/**
 * Every minute: queues the reminders of tomorrow's documents deadlines. Each reminder's key names the
 * applicant and the deadline, so a second sweep the same day queues nothing. Answers how many were new.
 */
export const deadlineRemindersJob = (deps: { db: Db; clock: Clock }) => (): Promise<number> =>
  enqueueDeadlineReminders(deps.db, deps.clock.now());
