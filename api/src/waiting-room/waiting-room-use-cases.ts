import { messages } from '@portal/shared-types/common/messages';
import { waitingRoomMessages } from '@portal/shared-types/waiting-room/waiting-room-rules';
import type { WaitingRoomSettings } from '@portal/shared-types/waiting-room/waiting-room-rules';
import type { Round } from '@portal/shared-types/rounds/round-rules';
import type { ShortLived } from '../cache/short-lived';
import type { Db } from '../db/database';
import { conflict, notFound } from '../http/app-error';
import type { Clock } from '../time/clock';
import { findRound } from '../rounds/rounds-repository';
import type { WaitingRoom } from './waiting-room';
import { saveWaitingRoomSettings, type WaitingRoomSettingsCache } from './waiting-room-settings';

export interface WaitingRoomDeps {
  db: Db;
  clock: Clock;
  waitingRoom: WaitingRoom;
  /** the settings and rounds the room reads through a short cache, forgotten when the settings change */
  roomSettings: WaitingRoomSettingsCache;
  roundsForRoom: ShortLived<number, Round | null>;
}

/** A visitor's place in line: go ahead, wait, or the pass once it is their turn. */
export function waitingRoomVisits({
  clock,
  waitingRoom: room,
}: Pick<WaitingRoomDeps, 'clock' | 'waitingRoom'>) {
  return {
    async visit(roundId: number, ticket: string | undefined) {
      const place = await room.visit(roundId, ticket, clock.now());
      if (!place) throw notFound(messages.notFound);
      return place;
    },
  };
}

/** The admin's view and settings of a round's waiting room. */
export function waitingRoomUseCases({
  db,
  clock,
  waitingRoom: room,
  roomSettings,
  roundsForRoom,
}: WaitingRoomDeps) {
  async function roundOr404(roundId: number) {
    const round = await findRound(db, roundId);
    if (!round) throw notFound(messages.notFound);
    return round;
  }

  return {
    async status(roundId: number) {
      return room.status(await roundOr404(roundId), clock.now());
    },

    async changeSettings(roundId: number, settings: WaitingRoomSettings) {
      const round = await roundOr404(roundId);
      if (settings.enabled && !room.available) throw conflict(waitingRoomMessages.unavailable);
      await saveWaitingRoomSettings(db, round.id, settings);
      roomSettings.forget(round.id);
      roundsForRoom.forget(round.id);
      return room.status(round, clock.now());
    },
  };
}
