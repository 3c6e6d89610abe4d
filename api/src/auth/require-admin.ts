import type { RequestHandler } from 'express';
import { messages } from '@portal/shared-types/messages';
import type { Clock } from '../app';
import { AppError } from '../http/app-error';
import { verifyAdminToken } from './admin-token';

/** The one server-side admin check, mounted on every admin route. */
export function requireAdmin(secret: string, clock: Clock): RequestHandler {
  return (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new AppError(401, messages.loginRequired);
    verifyAdminToken(secret, match[1]!, clock.now());
    next();
  };
}
