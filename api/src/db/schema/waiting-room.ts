import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { subscriptionRounds } from './rounds';

/**
 * The opening-rush waiting room of a round: on or off, how long after the start, and how
 * many applicants are admitted per minute. The queue itself lives in Redis; these settings outlive it.
 */
export const waitingRooms = pgTable('waiting_rooms', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  minutes: integer('minutes').notNull(),
  admitPerMinute: integer('admit_per_minute').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
