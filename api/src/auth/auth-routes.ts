import { Router, type RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { accountCalls } from '@portal/shared-types/http/calls/accounts';
import { authCalls } from '@portal/shared-types/http/calls/auth';
import { actorOf } from '../audit/audit-request';
import { noStore } from '../http/no-store';
import { serveCalls } from '../http/serve-call';
import type { SharedLimits } from '../limits/shared-limits';
import type { AdminClaims } from './admin-token';
import type { SignedInAdmin } from './require-admin';
import { isAdminRole } from '@portal/shared-types/auth/admin-roles';
import {
  ADDRESS_FAILURE_LIMIT,
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

/** What the sign-in steps read of a request: where it came from, and the failure counts. */
interface SignInRequest {
  ip?: string | undefined;
  get(name: string): string | undefined;
}

/** A counter's failures in the window, this request counted as one until it succeeds. */
const counted = (req: SignInRequest, counter: 'pairLimit' | 'accountLimit') =>
  (req as unknown as Record<string, { used?: number } | undefined>)[counter]?.used ?? 0;

/** Every sign-in step is recorded with where it came from. */
const attemptOf = (req: SignInRequest): SignInAttempt => ({
  where: { address: req.ip ?? '', userAgent: (req.get('user-agent') ?? '').slice(0, 200) },
  pairFailures: counted(req, 'pairLimit'),
  accountFailures: counted(req, 'accountLimit'),
});

/** A step counts as a failure when it is refused, or when a flooded account's wrong password got a ticket. */
const failedStep = (res: { statusCode: number; locals: Record<string, unknown> }) =>
  res.statusCode >= 400 || res.locals.signInFailed === true;

export function authRoutes({ db, jwtSecret, clock, admin, limits }: AuthRoutesDeps): Router {
  const router = Router();
  const auth = authUseCases({ db, jwtSecret, clock });
  const serve = serveCalls(router, { admin });
  const claimsOf = (locals: Record<string, unknown>) => locals.admin as AdminClaims;
  const tooMany = (_req: unknown, res: { status: (code: number) => { json: (body: object) => void } }) => {
    res.status(429).json({ message: apiMessages.tooManyLoginFailures });
  };
  // the three counters of docs/sign-in-limits.md; failures only: a success takes its count back
  const counting = {
    windowMs: LOGIN_WINDOW_MS,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req: unknown, res: Parameters<typeof failedStep>[0]) => !failedStep(res),
    standardHeaders: false,
    legacyHeaders: false,
  } as const;
  // per address, any account: one stranger's guessing stops here (the owner elsewhere goes on)
  const addressFailures = rateLimit({
    ...limits('login-failures'),
    ...counting,
    limit: ADDRESS_FAILURE_LIMIT,
    standardHeaders: 'draft-8',
    handler: tooMany,
  });
  // per account from this address: the delay of a stranger's failures, which the owner does not share
  const pairFailures = rateLimit({
    ...limits('login-pair-failures'),
    ...counting,
    limit: Number.MAX_SAFE_INTEGER,
    keyGenerator: (req) => `${auth.accountKey(req.body)}:${ipKeyGenerator(req.ip ?? '')}`,
    requestPropertyName: 'pairLimit',
  });
  // per account from anywhere: never a refusal by itself; past its limit the account is flooded
  const accountFailures = rateLimit({
    ...limits('login-account-failures'),
    ...counting,
    limit: Number.MAX_SAFE_INTEGER,
    keyGenerator: (req) => auth.accountKey(req.body),
    requestPropertyName: 'accountLimit',
  });
  const signInLimits = [addressFailures, pairFailures, accountFailures];

  // the answers hold credentials (no-store on a refusal too); the code and enrolment paths lie below it
  router.use(authCalls.login.path, noStore);

  serve(authCalls.login, signInLimits, async (req, res) => {
    const { failed, ...answer } = await auth.password(attemptOf(req), req.body.username, req.body.password);
    res.locals.signInFailed = failed;
    res.json(answer);
  });
  serve(accountCalls.setupSignIn, signInLimits, async (req, res) => {
    res.json(await auth.setup(attemptOf(req), req.body));
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
  serve(authCalls.me, (_req, res) => {
    const admin = res.locals.admin as SignedInAdmin;
    res.json({ username: admin.sub, roles: admin.roles.filter(isAdminRole) });
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
  // a new factor or new codes after the password or an app code: wrong proofs count as failed steps
  router.use('/portal/admin/secondFactor', noStore);
  serve(authCalls.secondFactor, async (_req, res) => {
    res.json(await auth.secondFactor(claimsOf(res.locals)));
  });
  serve(authCalls.newRecoveryCodes, [addressFailures], async (req, res) => {
    res.json(await auth.newRecoveryCodes(claimsOf(res.locals), attemptOf(req).where, req.body));
  });
  serve(authCalls.reenrolStart, [addressFailures], async (req, res) => {
    res.json(await auth.startReenrolment(claimsOf(res.locals), attemptOf(req).where, req.body));
  });
  serve(authCalls.reenrolConfirm, [addressFailures], async (req, res) => {
    const { enrolment, code } = req.body;
    res.json(await auth.confirmReenrolment(claimsOf(res.locals), attemptOf(req).where, enrolment, code));
  });
  return router;
}
