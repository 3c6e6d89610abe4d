// The deadline reminder: on the Seoul calendar day before an applicant's documents deadline, once.
import { SEOUL_OFFSET_MS } from '../common/dates';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Seoul calendar day of a moment, as a day number since 1970-01-01. */
const seoulDay = (at: Date) => Math.floor((at.getTime() + SEOUL_OFFSET_MS) / DAY_MS);

/**
 * Whether the reminder of a deadline is due now: it is the Seoul day before the deadline's day. A deadline
 * set later than that day (on its own day) gets none: the request itself has just told the applicant.
 */
export const reminderDueToday = (deadline: Date, now: Date): boolean =>
  now.getTime() < deadline.getTime() && seoulDay(now) === seoulDay(deadline) - 1;

/** Which occurrence of the reminder: the deadline itself, so a moved deadline is reminded of again. */
export const reminderKey = (deadline: Date): string => deadline.toISOString();
