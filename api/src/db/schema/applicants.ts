import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SupplyType } from '@portal/shared-types/supply/supply-type-labels';
import { createdAt } from './columns';
import { subscriptionRounds } from './rounds';

/** The unique index a receipt-number collision violates (the insert then draws another number). */
export const RECEIPT_NUMBER_INDEX = 'applicants_round_receipt_number_idx';

export const applicants = pgTable(
  'applicants',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    supplyType: text('subscription_type').$type<SupplyType>().notNull(),
    consent: boolean('consent').notNull(),
    income: integer('income'),
    regional: integer('regional'),
    car: boolean('car'),
    assetBasis: boolean('asset_basis'),
    winningState: text('winning_state').notNull().default(''),
    /** the rank the draw gave, written with its result (null before the draw, or drawn before it was kept) */
    drawRank: integer('draw_rank'),
    /** 접수번호 (shared-types/src/draw/receipt-number.ts): random, unique within the round */
    receiptNumber: text('receipt_number').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the retention period ended and name, phone and answers were destroyed (the draw record stays) */
    destroyedAt: timestamp('destroyed_at', { withTimezone: true }),
  },
  // One application per phone per round, enforced by the database so concurrent duplicates lose.
  (t) => [
    uniqueIndex('applicants_round_phone_idx')
      .on(t.roundId, t.phoneNumber)
      .where(sql`${t.destroyedAt} is null`),
    uniqueIndex(RECEIPT_NUMBER_INDEX).on(t.roundId, t.receiptNumber),
    // the admin's list reads a round's applicants a page at a time in id order (pageOfRound)
    index('applicants_round_id_idx').on(t.roundId, t.id),
  ],
);
