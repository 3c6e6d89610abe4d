import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { loginSchema, type LoginInput } from '@portal/shared-types/auth';
import { apiMessages } from '@portal/shared-types/api-messages';
import { messages } from '@portal/shared-types/messages';
import { apiPaths } from '@portal/shared-types/product';
import type { Clock } from '../app';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import { validate } from '../http/validate';
import { findAdmin } from './admin-users';
import { signAdminToken } from './admin-token';
import { hashPassword, verifyPassword } from './passwords';

// Verifying against a hash even for an unknown user keeps both failures equally slow.
const decoyHash = hashPassword('decoy-password-for-unknown-users');

export function authRouter(db: Db, secret: string, clock: Clock): Router {
  const router = Router();
  const failures = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: 10,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: apiMessages.tooManyLoginFailures });
    },
  }) as unknown as RequestHandler; // typed against another copy of the Express types

  router.post(apiPaths.login, failures, validate({ body: loginSchema }), async (req, res) => {
    const { username, password } = req.body as LoginInput;
    const admin = await findAdmin(db, username);
    const ok = await verifyPassword(admin?.passwordHash ?? (await decoyHash), password);
    if (!admin || !ok) throw new AppError(401, messages.loginFailed);
    res.json({ token: signAdminToken(secret, admin.username, clock.now()) });
  });
  return router;
}
