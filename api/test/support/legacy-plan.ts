import { sql } from 'drizzle-orm';
import type { DrawPlan } from '@portal/shared-types/draw/draw-plan';
import type { TestContext } from './test-app';

/**
 * Gives a round the plan it would have had before draw/v3 (no `witnesses`; the API no longer makes one):
 * such rounds, still in flight, keep freezing and drawing under draw/v2.
 */
export async function setLegacyPlan(ctx: TestContext, roundId: number, plan: DrawPlan): Promise<void> {
  await ctx.database.db.execute(
    sql`update subscription_rounds set draw_plan = ${JSON.stringify(plan)}::jsonb where id = ${roundId}`,
  );
}
