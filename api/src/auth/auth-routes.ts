import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { authCalls } from '@portal/shared-types/http/calls/auth';
import { actorOf } from '../audit/audit-log';
import { noStore } from '../http/no-store';
import { serveCalls } from '../http/serve-call';
import type { SharedLimits } from '../limits/shared-limits';
import type { AdminClaims } from './admin-token';
import {
  ACCOUNT_FAILURE_LIMIT,
  LOGIN_WINDOW_MS,
  authUseCases,
  type AuthDeps,
  type SignInAttempt,
} from './auth-use-cases';

export interface AuthRoutesDeps extends AuthDeps {
  /** answers 401 unless a signed-in admin asks */
  admin: RequestHandler;
  limits: SharedLimits;
}

/** What the sign-in steps read of a request: where it came from, and the account limit's count. */
interface SignInRequest {
  ip?: string | undefined;
  get(name: string): string | undefined;
}

/** Every sign-in step is recorded with where it came from. */
const attemptOf = (req: SignInRequest): SignInAttempt => ({
  where: { address: req.ip ?? '', userAgent: (req.get('user-agent') ?? '').slice(0, 200) },
  accountFailures: (req as { accountLimit?: { used?: number } }).accountLimit?.used ?? 0,
});

export function authRoutes({ db, jwtSecret, clock, admin, limits }: AuthRoutesDeps): Router {
  const router = Router();
  const auth = authUseCases({ db, jwtSecret, clock });
  const serve = serveCalls(router, { admin });
  const claimsOf = (locals: Record<string, unknown>) => locals.admin as AdminClaims;
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
    keyGenerator: (req) => auth.accountKey(req.body),
    requestPropertyName: 'accountLimit',
    standardHeaders: false,
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: apiMessages.tooManyLoginFailures });
    },
  }) as unknown as RequestHandler;
  const signInLimits = [failures, accountFailures];

  // the answers hold credentials (no-store on a refusal too); the code and enrolment paths lie below it
  router.use(authCalls.login.path, noStore);

  serve(authCalls.login, signInLimits, async (req, res) => {
    res.json(await auth.password(attemptOf(req), req.body.username, req.body.password));
  });
  serve(authCalls.loginCode, signInLimits, async (req, res) => {
    res.json(await auth.code(attemptOf(req), req.body.ticket, req.body.code));
  });
  serve(authCalls.enrolStart, signInLimits, async (req, res) => {
    res.json(await auth.startEnrolment(req.body.ticket));
  });
  serve(authCalls.enrolConfirm, signInLimits, async (req, res) => {
    res.json(await auth.confirmEnrolment(attemptOf(req), req.body.ticket, req.body.code));
  });

  serve(authCalls.logout, async (_req, res) => {
    await auth.signOut(claimsOf(res.locals), actorOf(res));
    res.status(204).end();
  });
  serve(authCalls.sessions, async (_req, res) => {
    res.json(await auth.sessions(claimsOf(res.locals)));
  });
  serve(authCalls.extendSession, async (_req, res) => {
    res.json(await auth.extend(claimsOf(res.locals)));
  });
  serve(authCalls.endSession, async (req, res) => {
    await auth.endSession(claimsOf(res.locals), req.params.id);
    res.status(204).end();
  });
  serve(authCalls.endOtherSessions, async (_req, res) => {
    res.json({ ended: await auth.endOtherSessions(claimsOf(res.locals)) });
  });
  return router;
}
