import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { defaultDrawPlan, QUICKNET, type DrawPlan } from '@portal/shared-types/draw/draw-plan';
import type { SupplyType } from '@portal/shared-types/supply/supply-type-labels';
import type { Supply } from '@portal/shared-types/draw/draw';
import { createdAt } from './columns';

/** A round created without a plan waits for quicknet 24 hours after its close, under draw/v3 without witnesses. */
const QUICKNET_PLAN = defaultDrawPlan(QUICKNET.chainHash);

export const subscriptionRounds = pgTable(
  'subscription_rounds',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // the column keeps the contract's old name; the code calls it supplyTypes
    supplyTypes: text('subscription_types').array().$type<SupplyType[]>().notNull(),
    startTs: timestamp('start_ts', { withTimezone: true }).notNull(),
    endTs: timestamp('end_ts', { withTimezone: true }).notNull(),
    closed: boolean('closed').notNull().default(false),
    /** winners and reserves per supply type set by the operator; missing types take the default */
    supply: jsonb('supply').$type<Partial<Record<string, Supply>>>().notNull().default({}),
    /** where the draw's randomness comes from, fixed at creation (shared-types draw-plan.ts) */
    drawPlan: jsonb('draw_plan').$type<DrawPlan>().notNull().default(QUICKNET_PLAN),
    /** when the operator recorded the round's contracts as done: winners' data goes a year later */
    contractCompletedAt: timestamp('contract_completed_at', { withTimezone: true }),
    /** a hold on destruction (법적 분쟁 등): its reason, who and when; null: destroyed on schedule */
    retentionHold: text('retention_hold'),
    retentionHeldBy: text('retention_held_by'),
    retentionHeldAt: timestamp('retention_held_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('rounds_end_ts_idx').on(t.endTs),
    check('rounds_end_after_start', sql`${t.endTs} > ${t.startTs}`),
  ],
);
