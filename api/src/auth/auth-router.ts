import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { authCalls } from '@portal/shared-types/http/calls/auth';
import { messages } from '@portal/shared-types/common/messages';
import { AppError } from '../http/app-error';
import { noStore } from '../http/no-store';
import { serveCalls } from '../http/serve-call';
import type { RouterDeps } from '../router-deps';
import { findAdmin } from './admin-users';
import { revokeSession } from './admin-sessions';
import { signAdminToken, type AdminClaims } from './admin-token';
import { actorOf, audit } from '../audit/audit-log';
import { hashPassword, verifyPassword } from './passwords';

// Verifying against a hash even for an unknown user keeps both failures equally slow.
const decoyHash = hashPassword('decoy-password-for-unknown-users');

export function authRouter({ db, jwtSecret, clock, admin, limits }: RouterDeps): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });
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

  // the answer holds a credential (no-store on a refusal too)
  router.use(authCalls.login.path, noStore);
  serve(authCalls.login, [failures], async (req, res) => {
    const { username, password } = req.body;
    const user = await findAdmin(db, username);
    const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
    if (!user || !ok) throw new AppError(401, messages.loginFailed);
    await audit(db, { actor: user.username, kind: 'auth', action: 'signIn' });
    res.json({ token: signAdminToken(jwtSecret, user.username, clock.now()) });
  });

  // Sign-out ends this token on the server too; the browser forgets it afterwards.
  serve(authCalls.logout, async (_req, res) => {
    await db.transaction(async (tx) => {
      await revokeSession(tx, res.locals.admin as AdminClaims, clock.now());
      await audit(tx, { actor: actorOf(res), kind: 'auth', action: 'signOut' });
    });
    res.status(204).end();
  });
  return router;
}
