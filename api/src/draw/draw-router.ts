import { existsSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { DRAW_VERSION, type DrawFile } from '@portal/shared-types/draw/draw';
import { drawMessages } from '@portal/shared-types/draw/draw-api';
import { drawCalls } from '@portal/shared-types/http/calls/draw';
import { messages } from '@portal/shared-types/common/messages';
import { sendCachedJson } from '../cache/cached-json';
import { notFound } from '../http/app-error';
import { serveCalls } from '../http/serve-call';
import type { RouterDeps } from '../router-deps';
import { actorOf } from '../audit/audit-log';
import { enterWitnessedNumber, requestDraw, roundDrawInfo } from './draw-service';

/** The verifier api/build.mjs bundles into one file that plain node runs. */
const VERIFIER_FILE = path.resolve(import.meta.dirname, '..', '..', 'dist', 'public', 'draw-verifier.mjs');
const BUILT_VERIFIER = path.resolve(import.meta.dirname, 'public', 'draw-verifier.mjs');

export function drawRouter({ draws: deps, admin, cache }: RouterDeps): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });

  // The round's public draw page: plan, freezes, pseudonymous list, 경쟁률, beacon, results, amendments.
  serve(drawCalls.info, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, async () => {
      const info = await roundDrawInfo(deps, req.params.id);
      if (!info) throw notFound(messages.notFound);
      return { body: info };
    }),
  );

  // Everything needed to recompute the draw, in the verifier's format.
  serve(drawCalls.inputs, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, async () => {
      const info = await roundDrawInfo(deps, req.params.id);
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

  serve(drawCalls.verifier, (_req, res) => {
    const file = [BUILT_VERIFIER, VERIFIER_FILE].find((candidate) => existsSync(candidate));
    if (!file) throw notFound('검증 프로그램이 아직 빌드되지 않았습니다.');
    res.type('text/javascript; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="draw-verifier.mjs"');
    res.sendFile(file);
  });

  serve(drawCalls.witness, async (req, res) => {
    const id = req.params.id;
    const { number } = req.body;
    await cache.writing('rounds', () => enterWitnessedNumber(deps, id, number, actorOf(res)));
    res.json(await roundDrawInfo(deps, id));
  });

  serve(drawCalls.run, async (req, res) => {
    const id = req.params.id;
    await cache.writing('rounds', () => requestDraw(deps, id, actorOf(res)));
    res.json(await roundDrawInfo(deps, id));
  });

  return router;
}
