import { existsSync } from 'node:fs';
import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import { type z } from 'zod';
import { DRAW_VERSION, type DrawFile } from '@portal/shared-types/draw/draw';
import { drawMessages, witnessInputSchema } from '@portal/shared-types/draw/draw-api';
import { messages } from '@portal/shared-types/messages';
import { idParamSchema } from '@portal/shared-types/notices';
import { cachedJson } from '../cache/cached-json';
import type { PublicCache } from '../cache/public-cache';
import { notFound } from '../http/app-error';
import { validate } from '../http/validate';
import { actorOf } from '../audit/audit-log';
import { enterWitnessedNumber, requestDraw, roundDrawInfo, type DrawDeps } from './draw-service';

/** The verifier api/build.mjs bundles into one file that plain node runs. */
const VERIFIER_FILE = path.resolve(import.meta.dirname, '..', '..', 'dist', 'public', 'draw-verifier.mjs');
const BUILT_VERIFIER = path.resolve(import.meta.dirname, 'public', 'draw-verifier.mjs');

export function drawRouter(deps: DrawDeps, admin: RequestHandler, cache: PublicCache): Router {
  const router = Router();

  // The round's public draw page: plan, freezes, pseudonymous list, 경쟁률, beacon, results, amendments.
  router.get(
    '/portal/subscription/:id/draw',
    validate({ params: idParamSchema }),
    cachedJson(cache, 'rounds', async (req) => {
      const info = await roundDrawInfo(deps, Number(req.params.id));
      if (!info) throw notFound(messages.notFound);
      return { body: info };
    }),
  );

  // Everything needed to recompute the draw, in the verifier's format.
  router.get(
    '/portal/subscription/:id/draw.json',
    validate({ params: idParamSchema }),
    cachedJson(cache, 'rounds', async (req) => {
      const info = await roundDrawInfo(deps, Number(req.params.id));
      if (!info) throw notFound(messages.notFound);
      if (!info.draw || !info.frozen) throw notFound(drawMessages.noDraw);
      const file: DrawFile = {
        version: DRAW_VERSION,
        inputs: info.draw.inputs,
        supply: info.supply,
        list: info.frozen.list,
        results: info.draw.results,
      };
      return { body: file };
    }),
  );

  router.get('/portal/draw-verifier.mjs', (_req, res) => {
    const file = [BUILT_VERIFIER, VERIFIER_FILE].find((candidate) => existsSync(candidate));
    if (!file) throw notFound('검증 프로그램이 아직 빌드되지 않았습니다.');
    res.type('text/javascript; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="draw-verifier.mjs"');
    res.sendFile(file);
  });

  router.put(
    '/portal/admin/subscription/:id/draw/witness',
    admin,
    validate({ params: idParamSchema, body: witnessInputSchema }),
    async (req, res) => {
      const id = Number(req.params.id);
      const { number } = req.body as z.infer<typeof witnessInputSchema>;
      await cache.writing('rounds', () => enterWitnessedNumber(deps, id, number, actorOf(res)));
      res.json(await roundDrawInfo(deps, id));
    },
  );

  router.post(
    '/portal/admin/subscription/:id/draw',
    admin,
    validate({ params: idParamSchema }),
    async (req, res) => {
      const id = Number(req.params.id);
      await cache.writing('rounds', () => requestDraw(deps, id, actorOf(res)));
      res.json(await roundDrawInfo(deps, id));
    },
  );

  return router;
}
