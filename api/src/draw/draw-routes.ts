import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router, type RequestHandler, type Response } from 'express';
import { amendmentsFileText } from '@portal/shared-types/draw/amendments-file';
import { drawMessages } from '@portal/shared-types/draw/draw-api.schema';
import { DRAW_V3 } from '@portal/shared-types/draw/draw-v3';
import { drawCalls } from '@portal/shared-types/http/calls/draw';
import { roundCalls } from '@portal/shared-types/http/calls/rounds';
import { sendCachedJson } from '../cache/cached-json';
import { notFound } from '../http/app-error';
import { serveCalls } from '../http/serve-call';
import type { PublicCache } from '../cache/public-cache';
import { actorOf } from '../audit/audit-request';
import { closeOrReopenRound, enterWitnessedNumber, requestDraw, type DrawDeps } from './draw-use-cases';
import { roundAmendmentsFile } from './amendments-file';
import { drawInfo } from './draw-info-use-cases';
import {
  drawFileAnswer,
  freezeCommitmentText,
  freezeListText,
  frozenCommitmentText,
  frozenListText,
} from './draw-files-use-cases';
import { commitWitness, revealWitness } from './witness-use-cases';

/** The verifier api/build.mjs bundles into one file that plain node runs. */
const VERIFIER_FILE = path.resolve(import.meta.dirname, '..', '..', 'dist', 'public', 'draw-verifier.mjs');
const BUILT_VERIFIER = path.resolve(import.meta.dirname, 'public', 'draw-verifier.mjs');

/** The written methods: api/build.mjs copies docs/draw-method-v*.md beside the bundle. */
const methodFiles = (version: 'v2' | 'v3') => [
  path.resolve(import.meta.dirname, 'public', `draw-method-${version}.md`),
  path.resolve(import.meta.dirname, '..', '..', '..', 'docs', `draw-method-${version}.md`),
];
const methodTexts = new Map<string, string>();
function readMethod(version: 'v2' | 'v3'): string {
  let text = methodTexts.get(version);
  if (text === undefined) {
    const file = methodFiles(version).find((candidate) => existsSync(candidate));
    if (!file) throw notFound('추첨 방법 문서를 찾을 수 없습니다.');
    text = readFileSync(file, 'utf8');
    methodTexts.set(version, text);
  }
  return text;
}

/** A JSON file sent as the bytes its digest hashes, to be saved under `name`. */
function sendJsonFile(res: Response, name: string, text: string) {
  res.type('application/json; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.send(Buffer.from(text, 'utf8'));
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
  // draw/v3's file in its canonical text, byte for byte as published
  serve(drawCalls.inputs, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, () => drawFileAnswer(deps, req.params.id)),
  );

  // The public amendments since the draw, hash-chained, in exactly the text the page's head digest ends;
  // every move's route wraps its write in cache.writing('rounds', ...), which drops this answer
  serve(drawCalls.amendments, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, async () => {
      const file = await roundAmendmentsFile(deps.db, req.params.id);
      if (!file) throw notFound(drawMessages.noDraw);
      return { body: file, text: amendmentsFileText(file) };
    }),
  );

  // From the close on, the list and the commitment in exactly the bytes their digests hash: anyone can
  // check the published digest before the randomness exists.
  serve(drawCalls.list, async (req, res) => {
    const roundId = req.params.id;
    sendJsonFile(res, `round-${roundId}-list.json`, await frozenListText(deps, roundId));
  });

  serve(drawCalls.commitment, async (req, res) => {
    const roundId = req.params.id;
    sendJsonFile(res, `round-${roundId}-commitment.json`, await frozenCommitmentText(deps, roundId));
  });

  // every freeze stays downloadable after 마감 해제: its digests are on the page's history
  serve(drawCalls.freezeList, async (req, res) => {
    const { id, freeze } = req.params;
    sendJsonFile(res, `round-${id}-freeze-${freeze}-list.json`, await freezeListText(deps, id, freeze));
  });

  serve(drawCalls.freezeCommitment, async (req, res) => {
    const { id, freeze } = req.params;
    const text = await freezeCommitmentText(deps, id, freeze);
    sendJsonFile(res, `round-${id}-freeze-${freeze}-commitment.json`, text);
  });

  serve(drawCalls.method, (_req, res) => {
    res.json({ version: DRAW_V3, text: readMethod('v3') });
  });

  serve(drawCalls.methodText, (_req, res) => {
    res.type('text/plain; charset=utf-8');
    res.send(readMethod('v3'));
  });

  serve(drawCalls.methodTextV2, (_req, res) => {
    res.type('text/plain; charset=utf-8');
    res.send(readMethod('v2'));
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

  // draw/v3's witnesses: the answer is the refreshed draw page, as for the witnessed number
  serve(drawCalls.witnessCommit, async (req, res) => {
    const roundId = req.params.id;
    await cache.writing('rounds', () => commitWitness(deps, roundId, req.body, actorOf(res)));
    res.json(await drawInfo(deps, roundId));
  });

  serve(drawCalls.witnessReveal, async (req, res) => {
    const roundId = req.params.id;
    await cache.writing('rounds', () => revealWitness(deps, roundId, req.body, actorOf(res)));
    res.json(await drawInfo(deps, roundId));
  });

  serve(drawCalls.run, async (req, res) => {
    const roundId = req.params.id;
    // a summary: the draw page and the admin's screens read the results through their own calls
    res.json(await cache.writing('rounds', () => requestDraw(deps, roundId, actorOf(res))));
  });

  return router;
}
