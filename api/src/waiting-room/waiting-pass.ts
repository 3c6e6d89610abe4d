import jwt from 'jsonwebtoken';
import { WAITING_PASS_TTL_SECONDS } from '@portal/shared-types/waiting-room/waiting-room-rules';
import { purposeKey } from '../crypto/signing-keys';

/** Keys of their own, so neither token can pass as an admin or verification token, nor as each other. */
const TICKET_AUDIENCE = 'waiting-room-ticket';
const PASS_AUDIENCE = 'waiting-room-pass';
const key = (jwtSecret: string, audience: string) => purposeKey(jwtSecret, audience);

/** A ticket lasts as long as a room could: a day. It names no person. */
const TICKET_TTL_SECONDS = 24 * 60 * 60;

export interface WaitingPass {
  roundId: number;
  /** the ticket it admitted: one submission per ticket, however many passes it was given */
  ticket: number;
  expiresAt: Date;
}

function sign(jwtSecret: string, audience: string, claims: object, now: Date, ttl: number): string {
  const iat = Math.floor(now.getTime() / 1000);
  return jwt.sign({ ...claims, aud: audience, iat, exp: iat + ttl }, key(jwtSecret, audience), {
    algorithm: 'HS256',
  });
}

function read(jwtSecret: string, audience: string, token: string, now: Date): jwt.JwtPayload | null {
  try {
    const payload = jwt.verify(token, key(jwtSecret, audience), {
      algorithms: ['HS256'],
      audience,
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
    return typeof payload === 'object' ? payload : null;
  } catch {
    return null;
  }
}

export function signTicket(jwtSecret: string, roundId: number, ticket: number, now: Date): string {
  return sign(jwtSecret, TICKET_AUDIENCE, { roundId, ticket }, now, TICKET_TTL_SECONDS);
}

/** The ticket number of a good ticket for this round; null for anything else. */
export function readTicket(jwtSecret: string, token: string, roundId: number, now: Date): number | null {
  const payload = read(jwtSecret, TICKET_AUDIENCE, token, now);
  if (payload?.roundId !== roundId || !Number.isSafeInteger(payload.ticket)) return null;
  return payload.ticket as number;
}

export function signPass(
  jwtSecret: string,
  roundId: number,
  ticket: number,
  now: Date,
): { pass: string; expiresAt: Date } {
  const pass = sign(jwtSecret, PASS_AUDIENCE, { roundId, ticket }, now, WAITING_PASS_TTL_SECONDS);
  return { pass, expiresAt: new Date(now.getTime() + WAITING_PASS_TTL_SECONDS * 1000) };
}

/** A good, unexpired pass for this round; null when forged, expired or for another round. */
export function readPass(jwtSecret: string, token: string, roundId: number, now: Date): WaitingPass | null {
  const payload = read(jwtSecret, PASS_AUDIENCE, token, now);
  if (
    payload?.roundId !== roundId ||
    !Number.isSafeInteger(payload.ticket) ||
    typeof payload.exp !== 'number'
  )
    return null;
  return { roundId, ticket: payload.ticket as number, expiresAt: new Date(payload.exp * 1000) };
}
