import { Router } from 'express';
import { waitingRoomCalls } from '@portal/shared-types/http/calls/waiting-room';
import { messages } from '@portal/shared-types/common/messages';
import { waitingRoomMessages } from '@portal/shared-types/waiting-room/waiting-room';
import { conflict, notFound } from '../http/app-error';
import { noStore } from '../http/no-store';
import { serveCalls } from '../http/serve-call';
import type { RouterDeps } from '../router-deps';
import { findRound } from '../rounds/rounds-repository';
import { saveWaitingRoomSettings } from './waiting-room-settings';

export function waitingRoomRouter({
  db,
  waitingRoom: room,
  roomSettings: settings,
  roundsForRoom: rounds,
  clock,
  admin,
}: RouterDeps): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });

  async function roundOr404(id: number) {
    const round = await findRound(db, id);
    if (!round) throw notFound(messages.notFound);
    return round;
  }

  // every answer is one visitor's place in line
  serve(waitingRoomCalls.visit, [noStore], async (req, res) => {
    const { roundId, ticket } = req.body;
    const answer = await room.visit(roundId, ticket, clock.now());
    if (!answer) throw notFound(messages.notFound);
    res.json(answer);
  });

  serve(waitingRoomCalls.status, [noStore], async (req, res) => {
    const round = await roundOr404(req.params.roundId);
    res.json(await room.status(round, clock.now()));
  });

  serve(waitingRoomCalls.settings, async (req, res) => {
    const round = await roundOr404(req.params.roundId);
    const body = req.body;
    if (body.enabled && !room.available) throw conflict(waitingRoomMessages.unavailable);
    await saveWaitingRoomSettings(db, round.id, body);
    settings.forget(round.id);
    rounds.forget(round.id);
    res.json(await room.status(round, clock.now()));
  });

  return router;
}
