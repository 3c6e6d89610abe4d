import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import { DRAW_V2 } from '@portal/shared-types/draw/draw-v2';
import { drawCalls } from '@portal/shared-types/http/calls/draw';
import { roundCalls } from '@portal/shared-types/http/calls/rounds';
import { sendCachedJson } from '../cache/cached-json';
import { notFound } from '../http/app-error';
import { serveCalls } from '../http/serve-call';
import type { PublicCache } from '../cache/public-cache';
import { actorOf } from '../audit/audit-log';
import {
  closeOrReopenRound,
  drawFile,
  drawInfo,
  enterWitnessedNumber,
  frozenCommitmentText,
  frozenListText,
  requestDraw,
  type DrawDeps,
} from './draw-use-cases';

/** The verifier api/build.mjs bundles into one file that plain node runs. */
const VERIFIER_FILE = path.resolve(import.meta.dirname, '..', '..', 'dist', 'public', 'draw-verifier.mjs');
const BUILT_VERIFIER = path.resolve(import.meta.dirname, 'public', 'draw-verifier.mjs');

/** The written method: api/build.mjs copies docs/draw-method-v2.md beside the bundle. */
const METHOD_FILES = [
  path.resolve(import.meta.dirname, 'public', 'draw-method-v2.md'),
  path.resolve(import.meta.dirname, '..', '..', '..', 'docs', 'draw-method-v2.md'),
];
let methodText: string | undefined;
function readMethod(): string {
  if (methodText === undefined) {
    const file = METHOD_FILES.find((candidate) => existsSync(candidate));
    if (!file) throw notFound('추첨 방법 문서를 찾을 수 없습니다.');
    methodText = readFileSync(file, 'utf8');
  }
  return methodText;
}

/** The draw's calls and the round's close, which freezes its list; the path's `id` is the round's id. */
export function drawRoutes({
  draws: deps,
  admin,
  cache,
}: {
  draws: DrawDeps;
  admin: RequestHandler;
  cache: PublicCache;
}): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });

  // The round's public draw page: plan, freezes, pseudonymous list, 경쟁률, beacon, results, amendments.
  serve(drawCalls.info, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, async () => ({ body: await drawInfo(deps, req.params.id) })),
  );

  // Everything needed to recompute the draw, in the verifier's format of the round's method.
  serve(drawCalls.inputs, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, async () => ({ body: await drawFile(deps, req.params.id) })),
  );

  // From the close on, the list and the commitment in exactly the bytes their digests hash: anyone can
  // check the published digest before the randomness exists.
  serve(drawCalls.list, async (req, res) => {
    const roundId = req.params.id;
    const text = await frozenListText(deps, roundId);
    res.type('application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="round-${roundId}-list.json"`);
    res.send(Buffer.from(text, 'utf8'));
  });

  serve(drawCalls.commitment, async (req, res) => {
    const roundId = req.params.id;
    const text = await frozenCommitmentText(deps, roundId);
    res.type('application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="round-${roundId}-commitment.json"`);
    res.send(Buffer.from(text, 'utf8'));
  });

  serve(drawCalls.method, (_req, res) => {
    res.json({ version: DRAW_V2, text: readMethod() });
  });

  serve(drawCalls.methodText, (_req, res) => {
    res.type('text/plain; charset=utf-8');
    res.send(readMethod());
  });

  serve(drawCalls.verifier, (_req, res) => {
    const file = [BUILT_VERIFIER, VERIFIER_FILE].find((candidate) => existsSync(candidate));
    if (!file) throw notFound('검증 프로그램이 아직 빌드되지 않았습니다.');
    res.type('text/javascript; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="draw-verifier.mjs"');
    res.sendFile(file);
  });

  serve(roundCalls.close, async (req, res) => {
    const roundId = req.params.id;
    const { isClosed } = req.body;
    res.json(await cache.writing('rounds', () => closeOrReopenRound(deps, roundId, isClosed, actorOf(res))));
  });

  serve(drawCalls.witness, async (req, res) => {
    const roundId = req.params.id;
    await cache.writing('rounds', () => enterWitnessedNumber(deps, roundId, req.body, actorOf(res)));
    res.json(await drawInfo(deps, roundId));
  });

  serve(drawCalls.run, async (req, res) => {
    const roundId = req.params.id;
    await cache.writing('rounds', () => requestDraw(deps, roundId, actorOf(res)));
    res.json(await drawInfo(deps, roundId));
  });

  return router;
}
