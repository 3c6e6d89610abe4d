import { Router, type RequestHandler } from 'express';
import { waitingRoomCalls } from '@portal/shared-types/http/calls/waiting-room';
import { noStore } from '../http/no-store';
import { serveCalls } from '../http/serve-call';
import { waitingRoomUseCases, type WaitingRoomDeps } from './waiting-room-use-cases';

export function waitingRoomRoutes(deps: WaitingRoomDeps & { admin: RequestHandler }): Router {
  const room = waitingRoomUseCases(deps);
  const router = Router();
  const serve = serveCalls(router, { admin: deps.admin });

  // every response is one visitor's place in line (never stored by a cache)
  serve(waitingRoomCalls.visit, [noStore], async (req, res) => {
    res.json(await room.visit(req.body.roundId, req.body.ticket));
  });
  serve(waitingRoomCalls.status, [noStore], async (req, res) => {
    res.json(await room.status(req.params.roundId));
  });
  serve(waitingRoomCalls.settings, async (req, res) => {
    res.json(await room.changeSettings(req.params.roundId, req.body));
  });
  return router;
}
