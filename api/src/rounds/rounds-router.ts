import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { messages } from '@portal/shared-types/messages';
import { idParamSchema } from '@portal/shared-types/notices';
import { roundInputSchema, type RoundInput } from '@portal/shared-types/rounds';
import type { Clock } from '../app';
import type { Db } from '../db/database';
import { sanitizeRichText } from '../html/sanitize';
import { conflict, notFound } from '../http/app-error';
import { validate } from '../http/validate';
import {
  createRound,
  findRound,
  listRounds,
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

export function roundsRouter(db: Db, clock: Clock, admin: RequestHandler): Router {
  const router = Router();

  router.get('/portal/subscription', async (_req, res) => {
    res.json(await listRounds(db));
  });

  router.get('/portal/subscription/:id', validate({ params: idParamSchema }), async (req, res) => {
    const round = await findRound(db, Number(req.params.id));
    if (!round) throw notFound(messages.notFound);
    res.json(round);
  });

  router.post('/portal/admin/subscription', admin, validate({ body: roundInputSchema }), async (req, res) => {
    res.status(201).json(answer(await createRound(db, clean(req.body as RoundInput))));
  });

  router.put(
    '/portal/admin/subscription/:id',
    admin,
    validate({ params: idParamSchema, body: roundInputSchema }),
    async (req, res) => {
      res.json(answer(await updateRound(db, Number(req.params.id), clean(req.body as RoundInput))));
    },
  );

  router.put(
    '/portal/admin/subscription/:id/close',
    admin,
    validate({ params: idParamSchema, body: closeRoundSchema }),
    async (req, res) => {
      const { isClosed } = req.body as z.infer<typeof closeRoundSchema>;
      res.json(answer(await setRoundClosed(db, Number(req.params.id), isClosed)));
    },
  );

  // The apply side: rounds open right now; 204 when there is none (section 7).
  router.get('/user/subscription', async (_req, res) => {
    const rounds = await openRounds(db, clock.now());
    if (rounds.length === 0) res.status(204).end();
    else res.json(rounds);
  });

  return router;
}
