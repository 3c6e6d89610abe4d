import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { sha256Hex, type FrozenRow } from '@portal/shared-types/draw/frozen-list';
import { commitmentText, listTextV2, type Commitment } from '@portal/shared-types/draw/draw-v2';
import { commitmentTextV3, DRAW_V3 } from '@portal/shared-types/draw/draw-v3';
import {
  planMethod,
  roundSupply,
  targetBeaconRound,
  type BeaconChain,
} from '@portal/shared-types/draw/draw-plan';
import { requiresSpecialAnswers } from '@portal/shared-types/supply/supply-type-labels';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { applicants, roundDraws, roundFreezes, winningAmendments } from '../db/schema';
import { findRoundSettings, type RoundSettings } from '../rounds/rounds-repository';
import { bindOpenCycle, cycleWitnesses } from './witnesses-repository';

export type FreezeRow = typeof roundFreezes.$inferSelect;
export type DrawRow = typeof roundDraws.$inferSelect;

/** The round's applications as the draw sees them: receipt number, type and tiers, nothing personal. */
export async function frozenRows(tx: Db | Tx, roundId: number): Promise<FrozenRow[]> {
  const rows = await tx
    .select({
      receiptNumber: applicants.receiptNumber,
      supplyType: applicants.supplyType,
      income: applicants.income,
      regional: applicants.regional,
    })
    .from(applicants)
    .where(eq(applicants.roundId, roundId));
  return rows
    .map((row) => {
      // tiers exist only where the type asks for them (the special supply's answers)
      const tiered = requiresSpecialAnswers(row.supplyType);
      return {
        receiptNumber: row.receiptNumber,
        supplyType: row.supplyType,
        incomeTier: tiered ? row.income : null,
        regionalTier: tiered ? row.regional : null,
      };
    })
    .sort((a, b) => (a.receiptNumber < b.receiptNumber ? -1 : a.receiptNumber > b.receiptNumber ? 1 : 0));
}

/**
 * Freezes the round's list now (inside the close's transaction, which holds the round row) and commits
 * to everything that decides the result but the randomness: the list, the supply, the drand round the
 * plan's delay points to and the method; under draw/v2 the witnessed digit count, under draw/v3 the
 * chain's public key and the open cycle's witness commitments, which become this freeze's.
 */
export async function freezeList(tx: Tx, roundId: number, at: Date, chain: BeaconChain): Promise<FreezeRow> {
  const settings = await findRoundSettings(tx, roundId);
  if (!settings) throw new Error(`round ${roundId} does not exist`);
  const list = await frozenRows(tx, roundId);
  const listDigest = sha256Hex(listTextV2(list));
  const v3 = planMethod(settings.drawPlan) === DRAW_V3;
  const text = v3
    ? await commitmentV3Text(tx, roundId, settings, listDigest, at, chain)
    : commitmentV2Text(settings, listDigest, at, chain);
  const [row] = await tx
    .insert(roundFreezes)
    .values({
      roundId,
      kind: 'freeze',
      at,
      list,
      listDigest,
      commitment: text,
      commitmentDigest: sha256Hex(text),
    })
    .returning();
  if (v3) await bindOpenCycle(tx, roundId, row!.id);
  return row!;
}

function commitmentV2Text(settings: RoundSettings, listDigest: string, at: Date, chain: BeaconChain) {
  const { beacon, witnessedDigits } = settings.drawPlan;
  const commitment: Commitment = {
    method: 'draw/v2',
    listDigest,
    supply: roundSupply(settings.supplyTypes, settings.supply),
    beacon: beacon
      ? { chainHash: beacon.chainHash, round: targetBeaconRound(chain, at.getTime(), beacon.delayHours) }
      : null,
    witnessedDigits,
  };
  return commitmentText(commitment);
}

async function commitmentV3Text(
  tx: Tx,
  roundId: number,
  settings: RoundSettings,
  listDigest: string,
  at: Date,
  chain: BeaconChain,
) {
  const { beacon } = settings.drawPlan;
  // a draw/v3 plan is refused at creation without a beacon
  if (!beacon) throw new Error(`round ${roundId}: a draw/v3 plan without a beacon`);
  const witnesses = await cycleWitnesses(tx, roundId, null);
  return commitmentTextV3({
    method: DRAW_V3,
    listDigest,
    supply: roundSupply(settings.supplyTypes, settings.supply),
    beacon: {
      chainHash: beacon.chainHash,
      publicKey: chain.publicKey,
      round: targetBeaconRound(chain, at.getTime(), beacon.delayHours),
    },
    witnesses: witnesses.map((row) => row.commitment),
  });
}

export async function recordReopen(tx: Tx, roundId: number, at: Date): Promise<void> {
  await tx.insert(roundFreezes).values({ roundId, kind: 'reopen', at });
}

/** draw/v2's reopening: a witnessed number entered, or waiting, under the earlier freeze never counts. */
export async function clearWitnessedNumber(tx: Tx, roundId: number): Promise<void> {
  await tx
    .update(roundDraws)
    .set({
      witnessedNumber: null,
      witnessedBy: null,
      witnessedAt: null,
      witnessPending: null,
      witnessPlace: null,
    })
    .where(eq(roundDraws.roundId, roundId));
}

/** Every freeze and reopening of the round, oldest first. */
export function freezeHistory(db: Db | Tx, roundId: number): Promise<FreezeRow[]> {
  return db
    .select()
    .from(roundFreezes)
    .where(eq(roundFreezes.roundId, roundId))
    .orderBy(asc(roundFreezes.id));
}

/** The list frozen now: the last event when it is a freeze, else null. */
export async function currentFreeze(db: Db | Tx, roundId: number): Promise<FreezeRow | null> {
  const [last] = await db
    .select()
    .from(roundFreezes)
    .where(eq(roundFreezes.roundId, roundId))
    .orderBy(desc(roundFreezes.id))
    .limit(1);
  return last?.kind === 'freeze' ? last : null;
}

export async function findDraw(db: Db | Tx, roundId: number, lock = false): Promise<DrawRow | null> {
  const query = db.select().from(roundDraws).where(eq(roundDraws.roundId, roundId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Writes the given fields of the round's draw row, creating it on first use. */
export async function saveDraw(
  db: Db | Tx,
  roundId: number,
  fields: Partial<Omit<DrawRow, 'roundId'>>,
): Promise<void> {
  await db
    .insert(roundDraws)
    .values({ roundId, ...fields })
    .onConflictDoUpdate({ target: roundDraws.roundId, set: fields });
}

/** Rounds whose draw an admin asked for and which still wait for their beacon. */
export async function waitingDraws(db: Db): Promise<number[]> {
  const rows = await db
    .select({ roundId: roundDraws.roundId })
    .from(roundDraws)
    .where(sql`${roundDraws.requestedBy} is not null and ${roundDraws.drawnAt} is null`);
  return rows.map((row) => row.roundId);
}

/** The ranks the draw wrote with its results, by receipt number (none for a round drawn before they were kept). */
export async function storedDrawRanks(db: Db | Tx, roundId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ receiptNumber: applicants.receiptNumber, rank: applicants.drawRank })
    .from(applicants)
    .where(and(eq(applicants.roundId, roundId), isNotNull(applicants.drawRank)));
  return new Map(rows.map((row) => [row.receiptNumber, row.rank!]));
}

export function amendmentsOf(db: Db | Tx, roundId: number) {
  return db
    .select()
    .from(winningAmendments)
    .where(eq(winningAmendments.roundId, roundId))
    .orderBy(asc(winningAmendments.id));
}
