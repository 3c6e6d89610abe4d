import { Router } from 'express';
import { roundCalls } from '@portal/shared-types/http/calls/rounds';
import { messages } from '@portal/shared-types/common/messages';
import { roundSummaryOf, type RoundInput } from '@portal/shared-types/rounds/rounds';
import { drawMessages, type DrawPlanInput } from '@portal/shared-types/draw/draw-api';
import { defaultDrawPlan, roundSupply, type DrawPlan } from '@portal/shared-types/draw/draw-plan';
import { sendCachedJson, type Loaded } from '../cache/cached-json';
import { sanitizeRichText } from '../html/sanitize';
import { conflict, notFound } from '../http/app-error';
import { serveCalls } from '../http/serve-call';
import type { RouterDeps } from '../router-deps';
import { actorOf, audit } from '../audit/audit-log';
import { assertReopenable } from '../draw/draw-service';
import { freezeList, recordReopen } from '../draw/draw-repository';
import {
  createRound,
  deleteRound,
  findRound,
  findRoundSettings,
  listRounds,
  nextRoundBoundary,
  openRounds,
  setRoundClosed,
  updateRound,
  type RoundWrite,
} from './rounds-repository';

function answer(result: RoundWrite) {
  if (result.kind === 'missing') throw notFound(messages.notFound);
  if (result.kind === 'conflict') throw conflict(messages.roundOverlap);
  return result.round;
}

const clean = (input: RoundInput): RoundInput => ({
  ...input,
  description: sanitizeRichText(input.description),
});

/** The plan the form asked for (a delay for the beacon, witnessed digits), or the default. */
function planOf(input: DrawPlanInput | undefined, chainHash: string): DrawPlan {
  if (!input) return defaultDrawPlan(chainHash);
  return {
    beacon: input.delayHours === null ? null : { chainHash, delayHours: input.delayHours },
    witnessedDigits: input.witnessedDigits,
  };
}

const samePlan = (a: DrawPlan, b: DrawPlan) =>
  a.beacon?.delayHours === b.beacon?.delayHours && a.witnessedDigits === b.witnessedDigits;

export function roundsRouter({ db, clock, admin, cache, draws }: RouterDeps): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });

  /** The plan is fixed at creation; the supply while the list is frozen. */
  async function assertSettingsKept(id: number, input: RoundInput) {
    const settings = await findRoundSettings(db, id);
    if (!settings) throw notFound(messages.notFound);
    if (input.drawPlan && !samePlan(planOf(input.drawPlan, draws.chain.chainHash), settings.drawPlan))
      throw conflict(drawMessages.planFixed);
    if (input.supply && settings.closed) {
      const now = roundSupply(settings.subscriptionTypes, settings.supply);
      const asked = roundSupply(settings.subscriptionTypes, { ...settings.supply, ...input.supply });
      if (JSON.stringify(now) !== JSON.stringify(asked)) throw conflict(drawMessages.supplyFixed);
    }
    return settings;
  }

  serve(roundCalls.list, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, async () => ({ body: await listRounds(db) })),
  );

  serve(roundCalls.summaries, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, async () => ({
      body: (await listRounds(db)).map(roundSummaryOf),
    })),
  );

  serve(roundCalls.detail, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, async () => {
      const round = await findRound(db, req.params.id);
      if (!round) throw notFound(messages.notFound);
      return { body: round };
    }),
  );

  serve(roundCalls.create, async (req, res) => {
    const input = clean(req.body);
    const plan = planOf(input.drawPlan, draws.chain.chainHash);
    // the audit entry lands in the round's own transaction: both or neither
    const round = answer(
      await cache.writing('rounds', () =>
        createRound(db, input, plan, (tx, created) =>
          audit(tx, {
            actor: actorOf(res),
            kind: 'round',
            action: 'create',
            roundId: created.id,
            after: { ...created, supply: input.supply ?? null, drawPlan: plan },
          }),
        ),
      ),
    );
    res.status(201).json(round);
  });

  serve(roundCalls.update, async (req, res) => {
    const id = req.params.id;
    const input = clean(req.body);
    const before = await findRound(db, id);
    const settings = await assertSettingsKept(id, input);
    const round = answer(
      await cache.writing('rounds', () =>
        updateRound(db, id, input, (tx, updated) =>
          audit(tx, {
            actor: actorOf(res),
            kind: 'round',
            action: 'update',
            roundId: id,
            before: { ...before, supply: settings.supply },
            after: { ...updated, supply: input.supply ?? settings.supply },
          }),
        ),
      ),
    );
    res.json(round);
  });

  serve(roundCalls.close, async (req, res) => {
    const { isClosed } = req.body;
    const id = req.params.id;
    const actor = actorOf(res);
    // a close freezes the list; a reopening unfreezes it, refused once the randomness exists
    const result = await cache.writing('rounds', () =>
      setRoundClosed(db, id, isClosed, async (tx) => {
        const at = clock.now();
        if (isClosed) {
          const freeze = await freezeList(tx, id, at, draws.chain);
          await audit(tx, {
            actor,
            kind: 'round',
            action: 'close',
            roundId: id,
            after: {
              closed: true,
              listDigest: freeze.listDigest,
              commitmentDigest: freeze.commitmentDigest,
              applicants: freeze.list?.length ?? 0,
            },
          });
        } else {
          await assertReopenable(draws, tx, id);
          await recordReopen(tx, id, at);
          await audit(tx, {
            actor,
            kind: 'round',
            action: 'reopen',
            roundId: id,
            after: { closed: false },
          });
        }
      }),
    );
    res.json(answer(result));
  });

  serve(roundCalls.remove, async (req, res) => {
    const id = req.params.id;
    const actor = actorOf(res);
    const result = await cache.writing('rounds', () =>
      deleteRound(db, id, (tx, round) =>
        audit(tx, { actor, kind: 'round', action: 'delete', roundId: id, before: round }),
      ),
    );
    if (result.kind === 'missing') throw notFound(messages.notFound);
    if (result.kind === 'hasApplicants') throw conflict(messages.roundHasApplicants);
    if (result.kind === 'hasDrawHistory') throw conflict(messages.roundHasDrawHistory);
    res.status(204).end();
  });

  // The apply side: rounds open right now; 204 when there is none.
  // Cached until the next round starts or ends, or the next round write.
  async function openNow(summaries: boolean): Promise<Loaded> {
    const now = clock.now();
    const [rounds, expiresAt] = await Promise.all([openRounds(db, now), nextRoundBoundary(db, now)]);
    return {
      body: rounds.length === 0 ? undefined : summaries ? rounds.map(roundSummaryOf) : rounds,
      clock: { validFrom: now.getTime(), expiresAt },
    };
  }
  serve(roundCalls.open, (req, res) => sendCachedJson(cache, 'rounds', req, res, () => openNow(false)));
  serve(roundCalls.openSummaries, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, () => openNow(true)),
  );

  return router;
}
