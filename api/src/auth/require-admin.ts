import type { RequestHandler } from 'express';
import { messages } from '@portal/shared-types/common/messages';
import type { Clock } from '../time/clock';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import { isSessionLive, touchSession } from './admin-sessions';
import { verifyAdminToken, type AdminClaims } from './admin-token';

/** The admin of a request that passed the guard: the token's claims and the account's roles now. */
export interface SignedInAdmin extends AdminClaims {
  roles: readonly string[];
}

/**
 * The one server-side admin check, mounted on every admin route. Every admin answer carries personal
 * data or leads to it, so none may be kept by a cache, refusals included. The verified claims and the
 * account's roles as stored now land in `res.locals.admin`; each call's roles are checked after it
 * (serve-call.ts).
 */
export function requireAdmin(db: Db, secret: string, clock: Clock): RequestHandler {
  return async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new AppError(401, messages.loginRequired);
    const now = clock.now();
    const claims = verifyAdminToken(secret, match[1]!, now);
    const roles = await isSessionLive(db, claims);
    if (!roles) throw new AppError(401, messages.tokenInvalid);
    // idle too long, past its row's expiry, ended (here or on another replica) or never begun by a
    // sign-in: the session is over
    const session = await touchSession(db, claims, now);
    if (session === 'idle' || session === 'expired') throw new AppError(401, messages.tokenExpired);
    if (session === 'ended') throw new AppError(401, messages.tokenInvalid);
    res.locals.admin = { ...claims, roles } satisfies SignedInAdmin;
    next();
  };
}
