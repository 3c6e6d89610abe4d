import type { Logger } from 'pino';
import { roundProgress, type Round } from '@portal/shared-types/rounds/round-rules';
import {
  estimatedWaitSeconds,
  inOpeningWindow,
  pollSecondsFor,
  waitingRoomMessages,
  type WaitingRoomResponse,
  type WaitingRoomSettings,
  type WaitingRoomStatus,
} from '@portal/shared-types/waiting-room/waiting-room-rules';
import type { ShortLived } from '../cache/short-lived';
import { AppError } from '../http/app-error';
import type { Redis } from '../limits/redis-client';
import type { WaitingRoomSettingsCache } from './waiting-room-settings';
import { redisWaitingQueue, type QueueState } from './waiting-queue';
import { readPass, readTicket, signPass, signTicket } from './waiting-pass';

export interface WaitingRoom {
  /** false without Redis: the room cannot run, and every round is open to all */
  readonly available: boolean;
  /**
   * An applicant opening /apply: go ahead, a place in the line, or a pass once it is their turn; null
   * when there is no such round.
   */
  visit(roundId: number, ticket: string | undefined, now: Date): Promise<WaitingRoomResponse | null>;
  /**
   * The submit call's check while the room is on: 403 without a good, unused pass. Resolves to a
   * function that gives the pass back when the submission then fails, so it can be used again.
   */
  admitSubmission(roundId: number, passHeader: string | undefined, now: Date): Promise<() => Promise<void>>;
  status(round: Round, now: Date): Promise<WaitingRoomStatus>;
}

interface Options {
  redis?: Redis;
  keyPrefix: string;
  jwtSecret: string;
  settings: WaitingRoomSettingsCache;
  /** the rounds as this process last read them (at most a second ago): every visit needs its round */
  rounds: ShortLived<number, Round | null>;
  logger: Logger;
}

const nothingToGiveBack = async () => undefined;
const busy = () => new AppError(503, waitingRoomMessages.busy);

export function createWaitingRoom({
  redis,
  keyPrefix,
  jwtSecret,
  settings,
  rounds,
  logger,
}: Options): WaitingRoom {
  const queue = redis ? redisWaitingQueue(redis, keyPrefix) : null;
  const usedKey = (roundId: number) => `${keyPrefix}wr:${roundId}:used`;

  /** The line as it stands, or null when the room is off for this round now. */
  async function activeLine(round: Round, room: WaitingRoomSettings, now: Date): Promise<QueueState | null> {
    if (!queue || !room.enabled || roundProgress(round, now) !== 'open') return null;
    const line = await queue.peek(round.id, room.admitPerMinute);
    // after the opening window nobody new joins, but those still in line keep their turn
    return inOpeningWindow(round, room, now) || line.serving < line.issued ? line : null;
  }

  function responseFor(
    round: Round,
    ticket: number,
    line: QueueState,
    rate: number,
    now: Date,
  ): WaitingRoomResponse {
    if (ticket <= line.serving) {
      const { pass, expiresAt } = signPass(jwtSecret, round.id, ticket, now);
      return { state: 'admitted', pass, passExpiresAt: expiresAt.toISOString() };
    }
    const ahead = ticket - line.serving - 1;
    const estimatedSeconds = estimatedWaitSeconds(ahead + 1, rate);
    return {
      state: 'waiting',
      ticket: signTicket(jwtSecret, round.id, ticket, now),
      ahead,
      estimatedSeconds,
      pollSeconds: pollSecondsFor(estimatedSeconds),
    };
  }

  return {
    available: queue !== null,

    async visit(roundId, ticketToken, now) {
      const round = await rounds.get(roundId);
      if (!round) return null;
      const room = await settings.get(round.id);
      if (!queue || !room.enabled || roundProgress(round, now) !== 'open') return { state: 'open' };
      try {
        const held = ticketToken ? readTicket(jwtSecret, ticketToken, round.id, now) : null;
        if (held !== null) {
          const line = await queue.peek(round.id, room.admitPerMinute);
          // a ticket past the last one handed out means Redis lost the line: take a new place
          if (held <= line.issued) return responseFor(round, held, line, room.admitPerMinute, now);
        }
        // in the opening window everyone joins at once; after it, only while a line is left
        if (!inOpeningWindow(round, room, now) && !(await activeLine(round, room, now)))
          return { state: 'open' };
        const line = await queue.join(round.id, room.admitPerMinute);
        return responseFor(round, line.issued, line, room.admitPerMinute, now);
      } catch (error) {
        if (error instanceof AppError) throw error;
        // Redis is down: hold everyone on the waiting page rather than letting the rush through
        logger.debug({ err: error }, 'waiting room: Redis unreachable');
        throw busy();
      }
    },

    async admitSubmission(roundId, passHeader, now) {
      const room = await settings.get(roundId);
      const round = room.enabled ? await rounds.get(roundId) : null;
      if (!round || !queue || !room.enabled || roundProgress(round, now) !== 'open') return nothingToGiveBack;
      // in the opening window the room is on; after it, while a line is left (Redis down: off)
      const on =
        inOpeningWindow(round, room, now) ||
        (await queue.peek(round.id, room.admitPerMinute).then(
          (line) => line.serving < line.issued,
          () => false,
        ));
      if (!on) return nothingToGiveBack;
      if (!passHeader) throw new AppError(403, waitingRoomMessages.passRequired);
      const pass = readPass(jwtSecret, passHeader, round.id, now);
      if (!pass) throw new AppError(403, waitingRoomMessages.passInvalid);
      const member = String(pass.ticket);
      let added: unknown;
      try {
        [added] = await redis!
          .multi()
          .sAdd(usedKey(round.id), member)
          .expire(usedKey(round.id), 7 * 24 * 60 * 60)
          .exec();
      } catch {
        // the replay check needs Redis; the database still allows one application per person
        logger.warn('waiting room: Redis unreachable, a pass was accepted without the replay check');
        return nothingToGiveBack;
      }
      if (Number(added) !== 1) throw new AppError(403, waitingRoomMessages.passUsed);
      return async () => {
        await redis!.sendCommand(['SREM', usedKey(round.id), member]).catch(() => undefined);
      };
    },

    async status(round, now) {
      const room = await settings.get(round.id);
      let line: QueueState | null = null;
      if (queue) line = await queue.peek(round.id, room.admitPerMinute).catch(() => null);
      const active =
        queue !== null &&
        room.enabled &&
        roundProgress(round, now) === 'open' &&
        (inOpeningWindow(round, room, now) || (line !== null && line.serving < line.issued));
      return {
        roundId: round.id,
        available: queue !== null,
        settings: room,
        active,
        queueLength: line ? Math.max(0, line.issued - line.serving) : null,
        admitted: line ? Math.min(line.serving, line.issued) : null,
        issued: line ? line.issued : null,
      };
    },
  };
}
