import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { authCalls } from '@portal/shared-types/http/calls/auth';
import { messages } from '@portal/shared-types/common/messages';
import { AppError, notFound } from '../http/app-error';
import { noStore } from '../http/no-store';
import { serveCalls } from '../http/serve-call';
import type { RouterDeps } from '../router-deps';
import { findAdmin } from './admin-users';
import { endOtherSessions, endSession, openSessions, revokeSession, startSession } from './admin-sessions';
import { signAdminToken, verifyAdminToken, type AdminClaims } from './admin-token';
import { actorOf, audit } from '../audit/audit-log';
import { hashPassword, verifyPassword } from './passwords';

// Verifying against a hash even for an unknown user keeps both failures equally slow.
const decoyHash = hashPassword('decoy-password-for-unknown-users');

/** Wrong passwords for one account (from any address) within the window before it is locked for it. */
export const ACCOUNT_FAILURE_LIMIT = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * The growing delay of a failed sign-in, by the account's failures in the window: none for the first
 * five, then doubling from 100 ms up to a second. It slows a guesser without locking anyone out.
 */
export const failureDelayMs = (failures: number) =>
  failures <= 5 ? 0 : Math.min(1000, 50 * 2 ** (failures - 5));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The account a sign-in names, as the per-account limit counts it (any text, folded; never stored). */
const accountKey = (body: unknown) => {
  const username = (body as { username?: unknown } | undefined)?.username;
  return `account:${typeof username === 'string' ? username.trim().toLowerCase().slice(0, 100) : ''}`;
};

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
  // per account as well: many addresses guessing one account's password are limited too, and the lock
  // ends with the window (a flood cannot keep it for longer than the message says)
  const accountFailures = rateLimit({
    ...limits('login-account-failures'),
    windowMs: LOGIN_WINDOW_MS,
    limit: ACCOUNT_FAILURE_LIMIT,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => accountKey(req.body),
    requestPropertyName: 'accountLimit',
    standardHeaders: false,
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: apiMessages.tooManyLoginFailures });
    },
  }) as unknown as RequestHandler;

  // the answer holds a credential (no-store on a refusal too)
  router.use(authCalls.login.path, noStore);
  serve(authCalls.login, [failures, accountFailures], async (req, res) => {
    const { username, password } = req.body;
    const user = await findAdmin(db, username);
    const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
    // every sign-in is recorded with where it came from; a name that is no account is not kept
    // (it may be a password typed in the wrong field)
    const where = { address: req.ip ?? '', userAgent: (req.get('user-agent') ?? '').slice(0, 200) };
    if (!user || !ok) {
      await audit(db, {
        actor: user ? user.username : '(알 수 없는 계정)',
        kind: 'auth',
        action: 'signInFailed',
        after: where,
      });
      const used = (req as { accountLimit?: { used?: number } }).accountLimit?.used ?? 0;
      await sleep(failureDelayMs(used));
      throw new AppError(401, messages.loginFailed);
    }
    const token = signAdminToken(jwtSecret, user.username, clock.now());
    await db.transaction(async (tx) => {
      await startSession(tx, verifyAdminToken(jwtSecret, token, clock.now()), where);
      await audit(tx, { actor: user.username, kind: 'auth', action: 'signIn', after: where });
    });
    res.json({ token });
  });

  // Sign-out ends this token on the server too; the browser forgets it afterwards.
  serve(authCalls.logout, async (_req, res) => {
    await db.transaction(async (tx) => {
      await revokeSession(tx, res.locals.admin as AdminClaims, clock.now());
      await audit(tx, { actor: actorOf(res), kind: 'auth', action: 'signOut' });
    });
    res.status(204).end();
  });
  serve(authCalls.sessions, async (_req, res) => {
    res.json(await openSessions(db, res.locals.admin as AdminClaims, clock.now()));
  });

  serve(authCalls.endSession, async (req, res) => {
    const claims = res.locals.admin as AdminClaims;
    await db.transaction(async (tx) => {
      if (!(await endSession(tx, claims, req.params.id, clock.now()))) throw notFound(messages.notFound);
      await audit(tx, {
        actor: claims.sub,
        kind: 'auth',
        action: 'endSession',
        target: String(req.params.id),
      });
    });
    res.status(204).end();
  });

  serve(authCalls.endOtherSessions, async (_req, res) => {
    const claims = res.locals.admin as AdminClaims;
    const ended = await db.transaction(async (tx) => {
      const count = await endOtherSessions(tx, claims, clock.now());
      await audit(tx, {
        actor: claims.sub,
        kind: 'auth',
        action: 'endOtherSessions',
        after: { ended: count },
      });
      return count;
    });
    res.json({ ended });
  });
  return router;
}
