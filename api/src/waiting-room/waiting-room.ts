import type { Logger } from 'pino';
import type { Round } from '@portal/shared-types/rounds';
import { roundProgress } from '@portal/shared-types/rounds';
import {
  estimatedWaitSeconds,
  inOpeningWindow,
  pollSecondsFor,
  waitingRoomMessages,
  type WaitingRoomAnswer,
  type WaitingRoomSettings,
  type WaitingRoomStatus,
} from '@portal/shared-types/waiting-room';
import { AppError } from '../http/app-error';
import type { Redis } from '../limits/redis-client';
import type { WaitingRoomSettingsCache } from './waiting-room-settings';
import { redisWaitingQueue, type QueueState } from './waiting-queue';
import { readPass, readTicket, signPass, signTicket } from './waiting-pass';

export interface WaitingRoom {
  /** false without Redis: the room cannot run, and every round is open to all */
  readonly available: boolean;
  /** false when this round's room is off: the submit call then needs no round lookup */
  mayBeOn(roundId: number): Promise<boolean>;
  /** An applicant opening /apply: go ahead, a place in the line, or a pass once it is their turn. */
  visit(round: Round, ticket: string | undefined, now: Date): Promise<WaitingRoomAnswer>;
  /**
   * The submit call's check while the room is on: 403 without a good, unused pass. Resolves to a
   * function that gives the pass back when the submission then fails, so it can be used again.
   */
  admitSubmission(round: Round, passHeader: string | undefined, now: Date): Promise<() => Promise<void>>;
  status(round: Round, now: Date): Promise<WaitingRoomStatus>;
}

interface Options {
  redis?: Redis;
  keyPrefix: string;
  jwtSecret: string;
  settings: WaitingRoomSettingsCache;
  logger: Logger;
}

const nothingToGiveBack = async () => undefined;
const busy = () => new AppError(503, waitingRoomMessages.busy);

export function createWaitingRoom({ redis, keyPrefix, jwtSecret, settings, logger }: Options): WaitingRoom {
  const queue = redis ? redisWaitingQueue(redis, keyPrefix) : null;
  const usedKey = (roundId: number) => `${keyPrefix}wr:${roundId}:used`;

  /** The line as it stands, or null when the room is off for this round now. */
  async function activeLine(round: Round, room: WaitingRoomSettings, now: Date): Promise<QueueState | null> {
    if (!queue || !room.enabled || roundProgress(round, now) !== 'open') return null;
    const line = await queue.peek(round.id, room.admitPerMinute);
    // after the opening window nobody new joins, but those still in line keep their turn
    return inOpeningWindow(round, room, now) || line.serving < line.issued ? line : null;
  }

  function answerFor(
    round: Round,
    ticket: number,
    line: QueueState,
    rate: number,
    now: Date,
  ): WaitingRoomAnswer {
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

    async mayBeOn(roundId) {
      return queue !== null && (await settings.get(roundId)).enabled;
    },

    async visit(round, ticketToken, now) {
      const room = await settings.get(round.id);
      if (!queue || !room.enabled || roundProgress(round, now) !== 'open') return { state: 'open' };
      try {
        const held = ticketToken ? readTicket(jwtSecret, ticketToken, round.id, now) : null;
        if (held !== null) {
          const line = await queue.peek(round.id, room.admitPerMinute);
          // a ticket past the last one handed out means Redis lost the line: take a new place
          if (held <= line.issued) return answerFor(round, held, line, room.admitPerMinute, now);
        }
        if (!(await activeLine(round, room, now))) return { state: 'open' };
        const line = await queue.join(round.id, room.admitPerMinute);
        return answerFor(round, line.issued, line, room.admitPerMinute, now);
      } catch (error) {
        if (error instanceof AppError) throw error;
        // Redis is down: hold everyone on the waiting page rather than letting the rush through
        logger.debug({ err: error }, 'waiting room: Redis unreachable');
        throw busy();
      }
    },

    async admitSubmission(round, passHeader, now) {
      const room = await settings.get(round.id);
      let line: QueueState | null;
      try {
        line = await activeLine(round, room, now);
      } catch {
        // Redis is down: a good pass still admits (it is signed); without one, nobody is let in
        line = inOpeningWindow(round, room, now) ? { issued: 0, serving: 0 } : null;
      }
      if (!line) return nothingToGiveBack;
      if (!passHeader) throw new AppError(403, waitingRoomMessages.passRequired);
      const pass = readPass(jwtSecret, passHeader, round.id, now);
      if (!pass) throw new AppError(403, waitingRoomMessages.passInvalid);
      const member = String(pass.ticket);
      let added: unknown;
      try {
        added = await redis!.sendCommand(['SADD', usedKey(round.id), member]);
        await redis!.sendCommand(['EXPIRE', usedKey(round.id), String(7 * 24 * 60 * 60)]);
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
