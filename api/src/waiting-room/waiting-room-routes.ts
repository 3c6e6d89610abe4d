import express, { Router, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { waitingRoomCalls } from '@portal/shared-types/http/calls/waiting-room';
import { refuseDeepJson } from '../http/json-depth';
import { noStore } from '../http/no-store';
import { serveCalls } from '../http/serve-call';
import { waitingRoomUseCases, waitingRoomVisits, type WaitingRoomDeps } from './waiting-room-use-cases';

/**
 * The applicant's poll, most of an opening rush's requests: mounted ahead of the request log and every
 * other router, with its own JSON parser, so a poll costs the room's one Redis call and little
 * else. A successful poll would only log at debug; a failure still logs, through the app's logger.
 */
export function waitingRoomVisitRoutes(
  deps: Pick<WaitingRoomDeps, 'clock' | 'waitingRoom'> & { logger: Logger },
) {
  const room = waitingRoomVisits(deps);
  const router = Router();
  const serve = serveCalls(router);
  const withLogger: RequestHandler = (req, _res, next) => {
    req.log = deps.logger;
    next();
  };
  // the app's own JSON limit and depth check, so a poll is refused as every call is (400 for a body too deep)
  const body = express.json({ limit: '1mb', verify: refuseDeepJson });
  // every response is one visitor's place in line (never stored by a cache)
  serve(waitingRoomCalls.visit, [withLogger, body, noStore], async (req, res) => {
    res.json(await room.visit(req.body.roundId, req.body.ticket));
  });
  return router;
}

/** The admin's view and settings of a round's room. */
export function waitingRoomRoutes(deps: WaitingRoomDeps & { admin: RequestHandler }): Router {
  const room = waitingRoomUseCases(deps);
  const router = Router();
  const serve = serveCalls(router, { admin: deps.admin });
  serve(waitingRoomCalls.status, [noStore], async (req, res) => {
    res.json(await room.status(req.params.roundId));
  });
  serve(waitingRoomCalls.settings, async (req, res) => {
    res.json(await room.changeSettings(req.params.roundId, req.body));
  });
  return router;
}
