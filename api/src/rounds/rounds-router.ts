import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { messages } from '@portal/shared-types/messages';
import { idParamSchema } from '@portal/shared-types/notices';
import { roundInputSchema, type RoundInput } from '@portal/shared-types/rounds';
import type { Clock } from '../time/clock';
import { cachedJson } from '../cache/cached-json';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { sanitizeRichText } from '../html/sanitize';
import { conflict, notFound } from '../http/app-error';
import { validate } from '../http/validate';
import {
  createRound,
  findRound,
  listRounds,
  nextRoundBoundary,
  openRounds,
  setRoundClosed,
  updateRound,
  type RoundWrite,
} from './rounds-repository';

export const closeRoundSchema = z.object({
  isClosed: z.boolean({ error: 'isClosed는 true 또는 false여야 합니다.' }),
});

function answer(result: RoundWrite) {
  if (result.kind === 'missing') throw notFound(messages.notFound);
  if (result.kind === 'conflict') throw conflict(messages.roundOverlap);
  return result.round;
}

const clean = (input: RoundInput): RoundInput => ({
  ...input,
  description: sanitizeRichText(input.description),
});

export function roundsRouter(db: Db, clock: Clock, admin: RequestHandler, cache: PublicCache): Router {
  const router = Router();

  router.get(
    '/portal/subscription',
    cachedJson(cache, 'rounds', async () => ({ body: await listRounds(db) })),
  );

  router.get(
    '/portal/subscription/:id',
    validate({ params: idParamSchema }),
    cachedJson(cache, 'rounds', async (req) => {
      const round = await findRound(db, Number(req.params.id));
      if (!round) throw notFound(messages.notFound);
      return { body: round };
    }),
  );

  router.post('/portal/admin/subscription', admin, validate({ body: roundInputSchema }), async (req, res) => {
    const result = await cache.writing('rounds', () => createRound(db, clean(req.body as RoundInput)));
    res.status(201).json(answer(result));
  });

  router.put(
    '/portal/admin/subscription/:id',
    admin,
    validate({ params: idParamSchema, body: roundInputSchema }),
    async (req, res) => {
      const id = Number(req.params.id);
      res.json(
        answer(await cache.writing('rounds', () => updateRound(db, id, clean(req.body as RoundInput)))),
      );
    },
  );

  router.put(
    '/portal/admin/subscription/:id/close',
    admin,
    validate({ params: idParamSchema, body: closeRoundSchema }),
    async (req, res) => {
      const { isClosed } = req.body as z.infer<typeof closeRoundSchema>;
      const id = Number(req.params.id);
      res.json(answer(await cache.writing('rounds', () => setRoundClosed(db, id, isClosed))));
    },
  );

  // The apply side: rounds open right now; 204 when there is none (section 7).
  // Cached until the next round starts or ends, or the next round write.
  router.get(
    '/user/subscription',
    cachedJson(cache, 'rounds', async () => {
      const now = clock.now();
      const [rounds, expiresAt] = await Promise.all([openRounds(db, now), nextRoundBoundary(db, now)]);
      return {
        body: rounds.length === 0 ? undefined : rounds,
        clock: { validFrom: now.getTime(), expiresAt },
      };
    }),
  );

  return router;
}
