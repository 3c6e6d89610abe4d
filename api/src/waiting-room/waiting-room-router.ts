import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { messages } from '@portal/shared-types/messages';
import { idParamSchema } from '@portal/shared-types/notices';
import {
  waitingRoomMessages,
  waitingRoomSettingsSchema,
  waitingRoomVisitSchema,
  type WaitingRoomSettings,
  type WaitingRoomVisit,
} from '@portal/shared-types/waiting-room';
import type { Round } from '@portal/shared-types/rounds';
import type { ShortLived } from '../cache/short-lived';
import type { Db } from '../db/database';
import { conflict, notFound } from '../http/app-error';
import { noStore } from '../http/no-store';
import { validate } from '../http/validate';
import { findRound } from '../rounds/rounds-repository';
import type { Clock } from '../time/clock';
import type { WaitingRoom } from './waiting-room';
import { saveWaitingRoomSettings, type WaitingRoomSettingsCache } from './waiting-room-settings';

export const WAITING_ROOM_PATH = '/user/waitingRoom';
const ADMIN_PATH = '/portal/admin/waitingRoom/:roundId';
const roundIdParamSchema = z.object({ roundId: idParamSchema.shape.id });

export function waitingRoomRouter(
  db: Db,
  room: WaitingRoom,
  settings: WaitingRoomSettingsCache,
  rounds: ShortLived<number, Round | null>,
  clock: Clock,
  admin: RequestHandler,
): Router {
  const router = Router();

  async function roundOr404(id: number) {
    const round = await findRound(db, id);
    if (!round) throw notFound(messages.notFound);
    return round;
  }

  // every answer is one visitor's place in line
  router.post(WAITING_ROOM_PATH, noStore, validate({ body: waitingRoomVisitSchema }), async (req, res) => {
    const { roundId, ticket } = req.body as WaitingRoomVisit;
    const answer = await room.visit(roundId, ticket, clock.now());
    if (!answer) throw notFound(messages.notFound);
    res.json(answer);
  });

  router.get(ADMIN_PATH, admin, noStore, validate({ params: roundIdParamSchema }), async (req, res) => {
    const round = await roundOr404(Number(req.params.roundId));
    res.json(await room.status(round, clock.now()));
  });

  router.put(
    ADMIN_PATH,
    admin,
    validate({ params: roundIdParamSchema, body: waitingRoomSettingsSchema }),
    async (req, res) => {
      const round = await roundOr404(Number(req.params.roundId));
      const body = req.body as WaitingRoomSettings;
      if (body.enabled && !room.available) throw conflict(waitingRoomMessages.unavailable);
      await saveWaitingRoomSettings(db, round.id, body);
      settings.forget(round.id);
      rounds.forget(round.id);
      res.json(await room.status(round, clock.now()));
    },
  );

  return router;
}
