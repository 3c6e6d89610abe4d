import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { DRAW_VERSION, type DrawFile, type DrawInputs } from '@portal/shared-types/draw/draw';
import { DRAW_V2, listTextV2, type DrawFileV2 } from '@portal/shared-types/draw/draw-v2';
import { canonicalListJson } from '@portal/shared-types/draw/frozen-list';
import { drawMessages } from '@portal/shared-types/draw/draw-api';
import { drawCalls } from '@portal/shared-types/http/calls/draw';
import { messages } from '@portal/shared-types/common/messages';
import { sendCachedJson } from '../cache/cached-json';
import { notFound } from '../http/app-error';
import { serveCalls } from '../http/serve-call';
import type { RouterDeps } from '../router-deps';
import { actorOf } from '../audit/audit-log';
import { commitmentOf, enterWitnessedNumber, requestDraw, roundDrawInfo } from './draw-service';
import { currentFreeze } from './draw-repository';

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

  // Everything needed to recompute the draw, in the verifier's format of the round's method.
  serve(drawCalls.inputs, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, async () => {
      const info = await roundDrawInfo(deps, req.params.id);
      if (!info) throw notFound(messages.notFound);
      if (!info.draw || !info.frozen) throw notFound(drawMessages.noDraw);
      const { inputs } = info.draw;
      if ('method' in inputs && info.frozen.commitment) {
        const file: DrawFileV2 = {
          version: DRAW_V2,
          commitmentDigest: inputs.commitmentDigest,
          commitment: JSON.parse(info.frozen.commitment) as DrawFileV2['commitment'],
          list: info.frozen.list,
          randomness: {
            beaconRound: inputs.beaconRound,
            beaconRandomness: inputs.beaconRandomness,
            beaconSignature: info.beacon?.signature ?? '',
            witnessedNumber: inputs.witnessedNumber,
          },
          seed: info.draw.seed,
          results: info.draw.results,
        };
        return { body: file };
      }
      const file: DrawFile = {
        version: DRAW_VERSION,
        inputs: inputs as DrawInputs,
        supply: info.supply,
        list: info.frozen.list,
        results: info.draw.results,
      };
      return { body: file };
    }),
  );

  // From the close on, the list and the commitment in exactly the bytes their digests hash: anyone can
  // check the published digest before the randomness exists.
  serve(drawCalls.list, async (req, res) => {
    const freeze = await currentFreeze(deps.db, req.params.id);
    if (!freeze) throw notFound(drawMessages.notFrozen);
    const list = freeze.list ?? [];
    res.type('application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="round-${req.params.id}-list.json"`);
    res.send(Buffer.from(commitmentOf(freeze) ? listTextV2(list) : canonicalListJson(list), 'utf8'));
  });

  serve(drawCalls.commitment, async (req, res) => {
    const freeze = await currentFreeze(deps.db, req.params.id);
    if (!freeze?.commitment) throw notFound(drawMessages.notFrozen);
    res.type('application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="round-${req.params.id}-commitment.json"`);
    res.send(Buffer.from(freeze.commitment, 'utf8'));
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

  serve(drawCalls.witness, async (req, res) => {
    const id = req.params.id;
    await cache.writing('rounds', () => enterWitnessedNumber(deps, id, req.body, actorOf(res)));
    res.json(await roundDrawInfo(deps, id));
  });

  serve(drawCalls.run, async (req, res) => {
    const id = req.params.id;
    await cache.writing('rounds', () => requestDraw(deps, id, actorOf(res)));
    res.json(await roundDrawInfo(deps, id));
  });

  return router;
}
