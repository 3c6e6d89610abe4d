import { Router, type RequestHandler } from 'express';
import { roundCalls } from '@portal/shared-types/http/calls/rounds';
import { sendCachedJson } from '../cache/cached-json';
import { serveCalls } from '../http/serve-call';
import { actorOf } from '../audit/audit-request';
import { roundUseCases, type RoundsDeps } from './rounds-use-cases';

/** The rounds' calls but the close, which the draw serves; the path's `id` is the round's id. */
export function roundsRoutes(deps: RoundsDeps & { admin: RequestHandler }): Router {
  const { cache, admin } = deps;
  const rounds = roundUseCases(deps);
  const router = Router();
  const serve = serveCalls(router, { admin });

  serve(roundCalls.list, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, async () => ({ body: await rounds.list() })),
  );
  serve(roundCalls.summaries, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, async () => ({ body: await rounds.summaries() })),
  );
  serve(roundCalls.detail, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, async () => ({ body: await rounds.detail(req.params.id) })),
  );
  serve(roundCalls.create, async (req, res) => {
    res.status(201).json(await rounds.create(req.body, actorOf(res)));
  });
  serve(roundCalls.update, async (req, res) => {
    res.json(await rounds.update(req.params.id, req.body, actorOf(res)));
  });
  serve(roundCalls.remove, async (req, res) => {
    await rounds.remove(req.params.id, actorOf(res));
    res.status(204).end();
  });
  // the apply side: 204 when no round is open
  serve(roundCalls.open, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, () => rounds.openNow(false)),
  );
  serve(roundCalls.openSummaries, (req, res) =>
    sendCachedJson(cache, 'rounds', req, res, () => rounds.openNow(true)),
  );
  return router;
}
