import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import {
  findOverlappingRound,
  roundSummaryOf,
  type Round,
  type RoundListItem,
} from '@portal/shared-types/rounds/round-rules';
import { type RoundInput } from '@portal/shared-types/rounds/rounds.schema';
import type { SupplyType } from '@portal/shared-types/supply/supply-type-labels';
import type { Supply } from '@portal/shared-types/draw/draw';
import type { DrawPlan } from '@portal/shared-types/draw/draw-plan';
import type { Db } from '../db/database';
import { auditedWrite } from '../db/transaction';
import type { Tx } from '../db/tx';
import { applicants, roundDraws, roundFreezes, subscriptionRounds } from '../db/schema';

type RoundRow = typeof subscriptionRounds.$inferSelect;

/** What the draw reads of a round besides the public fields: its supply and its plan. */
export interface RoundSettings {
  title: string;
  closed: boolean;
  /** the application period: the public draw page says whether it is still running */
  startTs: Date;
  endTs: Date;
  supplyTypes: SupplyType[];
  supply: Partial<Record<string, Supply>>;
  drawPlan: DrawPlan;
}

export async function findRoundSettings(db: Db | Tx, roundId: number): Promise<RoundSettings | null> {
  const [row] = await db
    .select({
      title: subscriptionRounds.title,
      closed: subscriptionRounds.closed,
      startTs: subscriptionRounds.startTs,
      endTs: subscriptionRounds.endTs,
      supplyTypes: subscriptionRounds.supplyTypes,
      supply: subscriptionRounds.supply,
      drawPlan: subscriptionRounds.drawPlan,
    })
    .from(subscriptionRounds)
    .where(eq(subscriptionRounds.id, roundId));
  return row ?? null;
}

/** Whether the round's draw is done (its results exist): its supply no longer changes. */
export async function isRoundDrawn(db: Db | Tx, roundId: number): Promise<boolean> {
  const [row] = await db
    .select({ drawnAt: roundDraws.drawnAt })
    .from(roundDraws)
    .where(eq(roundDraws.roundId, roundId));
  return Boolean(row?.drawnAt);
}

/** Any fixed number: every round write takes this lock, so two overlap checks never run at once. */
const ROUND_WRITE_LOCK = 73_001;

export function toRound(row: RoundRow): Round {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    subscriptionType: row.supplyTypes,
    startTs: row.startTs.toISOString(),
    endTs: row.endTs.toISOString(),
    closed: row.closed,
  };
}

/** Latest end first. */
export async function listRounds(db: Db): Promise<Round[]> {
  const rows = await db
    .select()
    .from(subscriptionRounds)
    .orderBy(desc(subscriptionRounds.endTs), desc(subscriptionRounds.id));
  return rows.map(toRound);
}

/** Latest end first, without descriptions, each with when its winners were drawn (null before the draw). */
export async function listRoundItems(db: Db): Promise<RoundListItem[]> {
  const rows = await db
    .select({ round: subscriptionRounds, drawnAt: roundDraws.drawnAt })
    .from(subscriptionRounds)
    .leftJoin(roundDraws, eq(roundDraws.roundId, subscriptionRounds.id))
    .orderBy(desc(subscriptionRounds.endTs), desc(subscriptionRounds.id));
  return rows.map(({ round, drawnAt }) => ({
    ...roundSummaryOf(toRound(round)),
    drawnAt: drawnAt?.toISOString() ?? null,
  }));
}

export async function findRound(db: Db | Tx, roundId: number): Promise<Round | null> {
  const [row] = await db.select().from(subscriptionRounds).where(eq(subscriptionRounds.id, roundId));
  return row ? toRound(row) : null;
}

/**
 * The round, its row locked until the transaction ends: `share` for application writes (many may run at
 * once), `update` for round writes, which then wait for those and are waited for by them.
 */
export async function lockRound(tx: Tx, roundId: number, mode: 'share' | 'update'): Promise<Round | null> {
  const [row] = await tx
    .select()
    .from(subscriptionRounds)
    .where(eq(subscriptionRounds.id, roundId))
    .for(mode);
  return row ? toRound(row) : null;
}

/** Rounds open now: started, not ended, not closed. */
export async function openRounds(db: Db, now: Date): Promise<Round[]> {
  const rows = await db
    .select()
    .from(subscriptionRounds)
    .where(
      sql`${subscriptionRounds.closed} = false and ${subscriptionRounds.startTs} <= ${now.toISOString()} and ${subscriptionRounds.endTs} >= ${now.toISOString()}`,
    )
    .orderBy(desc(subscriptionRounds.endTs), desc(subscriptionRounds.id));
  return rows.map(toRound);
}

/**
 * The next instant at which the set of open rounds changes by the clock alone: a round starting or one
 * ending (open through its end, so closed from the next millisecond). Infinity when none is ahead.
 */
export async function nextRoundBoundary(db: Db, now: Date): Promise<number> {
  const rows = await db
    .select({ startTs: subscriptionRounds.startTs, endTs: subscriptionRounds.endTs })
    .from(subscriptionRounds)
    .where(and(eq(subscriptionRounds.closed, false), gte(subscriptionRounds.endTs, now)));
  const at = now.getTime();
  const ahead = rows.flatMap((row) => [row.startTs.getTime(), row.endTs.getTime() + 1]).filter((t) => t > at);
  return Math.min(Infinity, ...ahead);
}

export type RoundWrite = { kind: 'ok'; round: Round } | { kind: 'conflict' } | { kind: 'missing' };

/**
 * Runs a round write under the round lock, after checking that the result would not overlap another
 * round that is not closed (the 409 rule). `next` gives the round as it would be, or null when missing.
 */
async function lockedWrite(
  db: Db,
  roundId: number | undefined,
  next: (current: Round | null) => (Omit<Round, 'id'> & { id?: number }) | null,
  write: (tx: Tx, round: Omit<Round, 'id'>) => Promise<RoundRow | undefined>,
): Promise<RoundWrite> {
  return auditedWrite(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROUND_WRITE_LOCK})`);
    const current = roundId === undefined ? null : await lockRound(tx, roundId, 'update');
    if (roundId !== undefined && !current) return { kind: 'missing' };
    const candidate = next(current);
    if (!candidate) return { kind: 'missing' };
    if (!candidate.closed) {
      const others = (await tx.select().from(subscriptionRounds)).map(toRound);
      if (findOverlappingRound({ ...candidate, id: roundId }, others)) return { kind: 'conflict' };
    }
    const row = await write(tx, candidate);
    return row ? { kind: 'ok', round: toRound(row) } : { kind: 'missing' };
  });
}

const columns = (input: RoundInput) => ({
  title: input.title,
  description: input.description,
  supplyTypes: input.subscriptionType,
  startTs: new Date(input.startTs),
  endTs: new Date(input.endTs),
  ...(input.supply ? { supply: input.supply } : {}),
});

/** What runs in a round write's transaction once the row is written (its audit entry): throwing rolls back. */
export type AfterRoundWrite = (tx: Tx, round: Round) => Promise<void>;

/** A new round with its draw plan, which no later write changes. */
export function createRound(
  db: Db,
  input: RoundInput,
  drawPlan: DrawPlan,
  alongside?: AfterRoundWrite,
): Promise<RoundWrite> {
  return lockedWrite(
    db,
    undefined,
    () => ({ ...input, closed: false }),
    async (tx) => {
      const [row] = await tx
        .insert(subscriptionRounds)
        .values({ ...columns(input), drawPlan })
        .returning();
      if (row && alongside) await alongside(tx, toRound(row));
      return row;
    },
  );
}

/** Saves the round's fields and supply; the draw plan stays as created. */
export function updateRound(
  db: Db,
  roundId: number,
  input: RoundInput,
  alongside?: AfterRoundWrite,
): Promise<RoundWrite> {
  return lockedWrite(
    db,
    roundId,
    (current) => current && { ...input, closed: current.closed },
    async (tx) => {
      const [row] = await tx
        .update(subscriptionRounds)
        .set(columns(input))
        .where(eq(subscriptionRounds.id, roundId))
        .returning();
      if (row && alongside) await alongside(tx, toRound(row));
      return row;
    },
  );
}

/**
 * Closing never conflicts; reopening is checked like a save. `alongside` runs in the same transaction,
 * with the round row locked, when the flag really changes (the draw freezes or unfreezes the list there,
 * and may refuse by throwing, which rolls everything back).
 */
export function setRoundClosed(
  db: Db,
  roundId: number,
  closed: boolean,
  alongside?: (tx: Tx, current: Round) => Promise<void>,
): Promise<RoundWrite> {
  let before: Round | null = null;
  return lockedWrite(
    db,
    roundId,
    (current) => {
      before = current;
      return current && { ...current, closed };
    },
    async (tx) => {
      if (alongside && before && before.closed !== closed) await alongside(tx, before);
      return (
        await tx
          .update(subscriptionRounds)
          .set({ closed })
          .where(eq(subscriptionRounds.id, roundId))
          .returning()
      )[0];
    },
  );
}

/** Every round's start and end (epoch ms, ascending): the instants at which a round's status changes by itself. */
export async function roundInstants(db: Db): Promise<number[]> {
  const rows = await db
    .select({ startTs: subscriptionRounds.startTs, endTs: subscriptionRounds.endTs })
    .from(subscriptionRounds);
  return rows.flatMap((row) => [row.startTs.getTime(), row.endTs.getTime()]).sort((a, b) => a - b);
}

export type RoundDelete =
  | { kind: 'deleted'; round: Round }
  | { kind: 'missing' }
  | { kind: 'hasApplicants' }
  | { kind: 'hasDrawHistory' };

/**
 * Deletes a round made by mistake, only while nobody applied and it was never closed (a close is a
 * permanent public entry of the draw history). The round row is locked first, so an application being
 * written waits and is then refused (its round is gone), or finishes first and makes this refuse.
 * `alongside` runs in the same transaction before the row goes (its audit entry).
 */
export function deleteRound(
  db: Db,
  roundId: number,
  alongside?: (tx: Tx, round: Round) => Promise<void>,
): Promise<RoundDelete> {
  return auditedWrite(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROUND_WRITE_LOCK})`);
    const round = await lockRound(tx, roundId, 'update');
    if (!round) return { kind: 'missing' };
    const [applied] = await tx.select({ n: count() }).from(applicants).where(eq(applicants.roundId, roundId));
    if ((applied?.n ?? 0) > 0) return { kind: 'hasApplicants' };
    const [frozen] = await tx
      .select({ n: count() })
      .from(roundFreezes)
      .where(eq(roundFreezes.roundId, roundId));
    if ((frozen?.n ?? 0) > 0) return { kind: 'hasDrawHistory' };
    if (alongside) await alongside(tx, round);
    await tx.delete(subscriptionRounds).where(eq(subscriptionRounds.id, roundId));
    return { kind: 'deleted', round };
  });
}
