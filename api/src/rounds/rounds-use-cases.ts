import { messages } from '@portal/shared-types/common/messages';
import { roundSummaryOf, type Round } from '@portal/shared-types/rounds/round-rules';
import { type RoundInput } from '@portal/shared-types/rounds/rounds.schema';
import { drawMessages, type DrawPlanInput } from '@portal/shared-types/draw/draw-api.schema';
import {
  defaultDrawPlan,
  roundSupply,
  type BeaconChain,
  type DrawPlan,
} from '@portal/shared-types/draw/draw-plan';
import type { Loaded, PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { sanitizeRichText } from '../html/sanitize';
import { conflict, notFound } from '../http/app-error';
import type { Clock } from '../time/clock';
import { audit } from '../audit/audit-log';
import {
  createRound,
  deleteRound,
  findRound,
  findRoundSettings,
  isRoundDrawn,
  listRoundItems,
  listRounds,
  nextRoundBoundary,
  openRounds,
  updateRound,
  type RoundWrite,
} from './rounds-repository';

/** What the rounds' stories use. */
export interface RoundsDeps {
  db: Db;
  clock: Clock;
  /** every write drops the rounds' cached responses */
  cache: PublicCache;
  /** the drand chain a new round's plan names */
  draws: { chain: BeaconChain };
}

function written(result: RoundWrite): Round {
  if (result.kind === 'missing') throw notFound(messages.notFound);
  if (result.kind === 'conflict') throw conflict(messages.roundOverlap);
  return result.round;
}

const clean = (input: RoundInput): RoundInput => ({
  ...input,
  description: sanitizeRichText(input.description),
});

/**
 * The draw/v3 plan the form asked for (the beacon's delay, the number of witnesses), or the default. The
 * schema refuses a plan without a beacon; a plan made before draw/v3 has no `witnesses` and stays draw/v2.
 */
function planOf(input: DrawPlanInput | undefined, chainHash: string): DrawPlan {
  if (!input) return defaultDrawPlan(chainHash);
  return {
    beacon: input.delayHours === null ? null : { chainHash, delayHours: input.delayHours },
    witnessedDigits: null,
    witnesses: input.witnesses,
  };
}

const samePlan = (a: DrawPlan, b: DrawPlan) =>
  a.beacon?.delayHours === b.beacon?.delayHours &&
  a.witnessedDigits === b.witnessedDigits &&
  a.witnesses === b.witnesses;

/**
 * The rounds' stories: reads for both sides, and the admin's writes, each with its audit entry inside.
 * Closing and reopening belong to the draw (a close freezes the list): draw-use-cases.ts.
 */
export function roundUseCases({ db, clock, cache, draws }: RoundsDeps) {
  /** The plan is fixed at creation; the supply while the list is frozen. */
  async function assertSettingsKept(roundId: number, input: RoundInput) {
    const settings = await findRoundSettings(db, roundId);
    if (!settings) throw notFound(messages.notFound);
    if (input.drawPlan && !samePlan(planOf(input.drawPlan, draws.chain.chainHash), settings.drawPlan))
      throw conflict(drawMessages.planFixed);
    if (input.supply && settings.closed) {
      const now = roundSupply(settings.supplyTypes, settings.supply);
      const asked = roundSupply(settings.supplyTypes, { ...settings.supply, ...input.supply });
      // after the draw no reopening helps, so the refusal says so instead of 마감을 해제한 뒤
      if (JSON.stringify(now) !== JSON.stringify(asked))
        throw conflict(
          (await isRoundDrawn(db, roundId)) ? drawMessages.supplyDrawn : drawMessages.supplyFixed,
        );
    }
    return settings;
  }

  /** The apply side: rounds open right now, cached until the next round starts or ends. */
  async function openNow(summaries: boolean): Promise<Loaded> {
    const now = clock.now();
    const [rounds, expiresAt] = await Promise.all([openRounds(db, now), nextRoundBoundary(db, now)]);
    return {
      body: rounds.length === 0 ? undefined : summaries ? rounds.map(roundSummaryOf) : rounds,
      clock: { validFrom: now.getTime(), expiresAt },
    };
  }

  return {
    list: () => listRounds(db),
    summaries: () => listRoundItems(db),

    async detail(roundId: number): Promise<Round> {
      const round = await findRound(db, roundId);
      if (!round) throw notFound(messages.notFound);
      return round;
    },

    openNow,

    async create(asked: RoundInput, actor: string): Promise<Round> {
      const input = clean(asked);
      const plan = planOf(input.drawPlan, draws.chain.chainHash);
      return written(
        await cache.writing('rounds', () =>
          createRound(db, input, plan, (tx, created) =>
            audit(tx, {
              actor,
              kind: 'round',
              action: 'create',
              roundId: created.id,
              after: { ...created, supply: input.supply ?? null, drawPlan: plan },
            }),
          ),
        ),
      );
    },

    async update(roundId: number, asked: RoundInput, actor: string): Promise<Round> {
      const input = clean(asked);
      const before = await findRound(db, roundId);
      const settings = await assertSettingsKept(roundId, input);
      return written(
        await cache.writing('rounds', () =>
          updateRound(db, roundId, input, (tx, updated) =>
            audit(tx, {
              actor,
              kind: 'round',
              action: 'update',
              roundId,
              before: { ...before, supply: settings.supply },
              after: { ...updated, supply: input.supply ?? settings.supply },
            }),
          ),
        ),
      );
    },

    /** Only a round made by mistake: nobody applied and it was never closed. */
    async remove(roundId: number, actor: string): Promise<void> {
      const result = await cache.writing('rounds', () =>
        deleteRound(db, roundId, (tx, round) =>
          audit(tx, { actor, kind: 'round', action: 'delete', roundId, before: round }),
        ),
      );
      if (result.kind === 'missing') throw notFound(messages.notFound);
      if (result.kind === 'hasApplicants') throw conflict(messages.roundHasApplicants);
      if (result.kind === 'hasDrawHistory') throw conflict(messages.roundHasDrawHistory);
    },
  };
}
