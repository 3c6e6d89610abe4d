// The deadline reminder: on the Seoul calendar day before an applicant's documents deadline, once.
import { seoulDayNumber } from '../common/dates';

/**
 * Whether the reminder of a deadline is due now: it is the Seoul day before the deadline's day. A deadline
 * set later than that day (on its own day) gets none: the request itself has just told the applicant.
 */
export const reminderDueToday = (deadline: Date, now: Date): boolean =>
  now.getTime() < deadline.getTime() && seoulDayNumber(now) === seoulDayNumber(deadline)! - 1;

/** Which occurrence of the reminder: the deadline itself, so a moved deadline is reminded of again. */
export const reminderKey = (deadline: Date): string => deadline.toISOString();
