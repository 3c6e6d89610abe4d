import { Router } from 'express';
import { eq } from 'drizzle-orm';
import { roundCalls } from '@portal/shared-types/http/calls/rounds';
import { messages } from '@portal/shared-types/common/messages';
import { actorOf, audit } from '../audit/audit-log';
import { subscriptionRounds } from '../db/schema';
import { notFound } from '../http/app-error';
import { serveCalls } from '../http/serve-call';
import type { RouterDeps } from '../router-deps';
import { upcomingDestructions } from './retention-job';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The operator's side of the retention rule: holds (with a reason), contract dates, the coming dates. */
export function retentionRouter({ db, clock, admin }: RouterDeps): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });

  serve(roundCalls.retention, async (req, res) => {
    const id = req.params.id;
    const { hold, contractCompletedAt } = req.body;
    const actor = actorOf(res);
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(subscriptionRounds)
        .where(eq(subscriptionRounds.id, id))
        .for('update');
      if (!current) throw notFound(messages.notFound);
      const changes: Partial<typeof subscriptionRounds.$inferInsert> = {};
      if (hold !== undefined && hold !== current.retentionHold) {
        Object.assign(changes, {
          retentionHold: hold,
          retentionHeldBy: hold === null ? null : actor,
          retentionHeldAt: hold === null ? null : now,
        });
        await audit(tx, {
          actor,
          kind: 'retention',
          action: hold === null ? 'release' : 'hold',
          roundId: id,
          before: { hold: current.retentionHold },
          after: { hold },
        });
      }
      if (contractCompletedAt !== undefined) {
        const at = contractCompletedAt === null ? null : new Date(contractCompletedAt);
        changes.contractCompletedAt = at;
        await audit(tx, {
          actor,
          kind: 'retention',
          action: 'contractCompleted',
          roundId: id,
          before: { contractCompletedAt: iso(current.contractCompletedAt) },
          after: { contractCompletedAt: iso(at) },
        });
      }
      if (Object.keys(changes).length === 0) return current;
      const [updated] = await tx
        .update(subscriptionRounds)
        .set(changes)
        .where(eq(subscriptionRounds.id, id))
        .returning();
      return updated!;
    });
    res.json({
      roundId: row.id,
      hold: row.retentionHold,
      heldBy: row.retentionHeldBy,
      heldAt: iso(row.retentionHeldAt),
      contractCompletedAt: iso(row.contractCompletedAt),
    });
  });

  serve(roundCalls.destructions, async (_req, res) => {
    res.json(await upcomingDestructions(db, clock.now()));
  });
  return router;
}
