import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { loginSchema, type LoginInput } from '@portal/shared-types/auth';
import { apiMessages } from '@portal/shared-types/api-messages';
import { messages } from '@portal/shared-types/messages';
import { apiPaths } from '@portal/shared-types/product';
import type { Clock } from '../time/clock';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import { noStore } from '../http/no-store';
import { validate } from '../http/validate';
import { findAdmin } from './admin-users';
import { revokeSession } from './admin-sessions';
import { signAdminToken, type AdminClaims } from './admin-token';
import { actorOf, audit } from '../audit/audit-log';
import { hashPassword, verifyPassword } from './passwords';
import { memoryLimits, type SharedLimits } from '../limits/shared-limits';

// Verifying against a hash even for an unknown user keeps both failures equally slow.
const decoyHash = hashPassword('decoy-password-for-unknown-users');

export function authRouter(
  db: Db,
  secret: string,
  clock: Clock,
  admin: RequestHandler,
  limits: SharedLimits = memoryLimits,
): Router {
  const router = Router();
  const failures = rateLimit({
    ...limits('login-failures'),
    windowMs: 15 * 60 * 1000,
    limit: 10,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: apiMessages.tooManyLoginFailures });
    },
  }) as unknown as RequestHandler; // typed against another copy of the Express types

  // the answer holds a credential
  router.post(apiPaths.login, noStore, failures, validate({ body: loginSchema }), async (req, res) => {
    const { username, password } = req.body as LoginInput;
    const user = await findAdmin(db, username);
    const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
    if (!user || !ok) throw new AppError(401, messages.loginFailed);
    await audit(db, { actor: user.username, kind: 'auth', action: 'signIn' });
    res.json({ token: signAdminToken(secret, user.username, clock.now()) });
  });

  // Sign-out ends this token on the server too; the browser forgets it afterwards.
  router.post(apiPaths.logout, admin, async (_req, res) => {
    await revokeSession(db, res.locals.admin as AdminClaims, clock.now());
    await audit(db, { actor: actorOf(res), kind: 'auth', action: 'signOut' });
    res.status(204).end();
  });
  return router;
}
