import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { authCalls } from '@portal/shared-types/http/calls/auth';
import { messages } from '@portal/shared-types/common/messages';
import { AppError, notFound } from '../http/app-error';
import { noStore } from '../http/no-store';
import { serveCalls } from '../http/serve-call';
import type { Db } from '../db/database';
import type { SharedLimits } from '../limits/shared-limits';
import type { Clock } from '../time/clock';
import { secondFactorMessages, isTotpCode } from '@portal/shared-types/auth/second-factor-messages';
import { findAdmin } from './admin-users';
import {
  endOtherSessions,
  endSession,
  extendSession,
  openSessions,
  revokeSession,
  startSession,
} from './admin-sessions';
import {
  acceptTotp,
  confirmEnrolment,
  recoveryCodesLeft,
  signTicket,
  startEnrolment,
  useRecoveryCode,
  verifyTicket,
} from './second-factor';
import { signAdminToken, verifyAdminToken, type AdminClaims } from './admin-token';
import { actorOf, audit } from '../audit/audit-log';
import { hashPassword, verifyPassword } from './passwords';
import type { Tx } from '../db/tx';

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

/** What the sign-in steps read of a request: where it came from, and the account limit's count. */
interface SignInRequest {
  ip?: string | undefined;
  get(name: string): string | undefined;
}

export interface AuthDeps {
  db: Db;
  jwtSecret: string;
  clock: Clock;
  admin: RequestHandler;
  limits: SharedLimits;
}

export function authRouter({ db, jwtSecret, clock, admin, limits }: AuthDeps): Router {
  const router = Router();
  /**
   * The account a sign-in names, as the per-account limit counts it (any text, folded; never stored):
   * the typed name at the password step, the ticket's admin at the code step.
   */
  const accountKey = (body: unknown) => {
    const { username, ticket } = (body ?? {}) as { username?: unknown; ticket?: unknown };
    const name =
      typeof ticket === 'string' ? (verifyTicket(jwtSecret, ticket, clock.now())?.username ?? '') : username;
    return `account:${typeof name === 'string' ? name.trim().toLowerCase().slice(0, 100) : ''}`;
  };
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

  // the answers hold credentials (no-store on a refusal too); the code and enrolment paths lie below it
  router.use(authCalls.login.path, noStore);
  // every sign-in step is recorded with where it came from
  const whereOf = (req: SignInRequest) => ({
    address: req.ip ?? '',
    userAgent: (req.get('user-agent') ?? '').slice(0, 200),
  });
  /** A refused step: recorded, slowed by the account's failures, then 401 with the step's message. */
  const refuse = async (
    req: SignInRequest,
    actor: string,
    after: Record<string, unknown>,
    message: string,
  ) => {
    await audit(db, { actor, kind: 'auth', action: 'signInFailed', after: { ...whereOf(req), ...after } });
    const used = (req as { accountLimit?: { used?: number } }).accountLimit?.used ?? 0;
    await sleep(failureDelayMs(used));
    throw new AppError(401, message);
  };
  /** The admin a ticket names, read again (a reset since the password step ends the ticket). */
  const ticketAdmin = async (ticket: string) => {
    const named = verifyTicket(jwtSecret, ticket, clock.now());
    const user = named ? await findAdmin(db, named.username) : null;
    if (!named || !user) throw new AppError(401, secondFactorMessages.ticketInvalid);
    if (user.tokensValidAfter && named.iat * 1000 < user.tokensValidAfter.getTime())
      throw new AppError(401, secondFactorMessages.ticketInvalid);
    return user;
  };
  /** Signs the admin in: the token, its session and the sign-in's record, together. */
  const signIn = async (req: SignInRequest, username: string, after: Record<string, unknown>, tx?: Tx) => {
    const token = signAdminToken(jwtSecret, username, clock.now());
    const run = async (inner: Tx) => {
      await startSession(inner, verifyAdminToken(jwtSecret, token, clock.now()), whereOf(req));
      await audit(inner, {
        actor: username,
        kind: 'auth',
        action: 'signIn',
        after: { ...whereOf(req), ...after },
      });
    };
    await (tx ? run(tx) : db.transaction(run));
    return token;
  };

  // First step: the password. It earns a ticket for the code step, or for the enrolment of an admin
  // without a second factor; never a token.
  serve(authCalls.login, [failures, accountFailures], async (req, res) => {
    const { username, password } = req.body;
    const user = await findAdmin(db, username);
    const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
    // a name that is no account is not kept (it may be a password typed in the wrong field)
    if (!user || !ok)
      return refuse(
        req,
        user ? user.username : '(알 수 없는 계정)',
        { step: 'password' },
        messages.loginFailed,
      );
    const ticket = signTicket(jwtSecret, user.username, clock.now());
    res.json({ step: user.totpEnrolledAt ? 'code' : 'enrol', ticket });
  });

  // Second step: a TOTP code, or a recovery code (each works once).
  serve(authCalls.loginCode, [failures, accountFailures], async (req, res) => {
    const user = await ticketAdmin(req.body.ticket);
    if (!user.totpEnrolledAt) throw new AppError(409, secondFactorMessages.notEnrolled);
    const { code } = req.body;
    const factor = isTotpCode(code) ? 'totp' : 'recovery';
    const ok =
      factor === 'totp'
        ? await acceptTotp(db, jwtSecret, user, code, clock.now())
        : await useRecoveryCode(db, user.username, code, clock.now());
    if (!ok) return refuse(req, user.username, { step: 'code', factor }, secondFactorMessages.codeWrong);
    const after =
      factor === 'recovery'
        ? { factor, recoveryCodesLeft: await recoveryCodesLeft(db, user.username) }
        : { factor };
    res.json({ token: await signIn(req, user.username, after) });
  });

  // Enrolment of an admin without a second factor: the secret as a QR code and as text, this once.
  serve(authCalls.enrolStart, [failures, accountFailures], async (req, res) => {
    const user = await ticketAdmin(req.body.ticket);
    if (user.totpEnrolledAt) throw new AppError(409, secondFactorMessages.alreadyEnrolled);
    res.json(await startEnrolment(db, jwtSecret, user.username));
  });

  // The app's first code confirms the enrolment; the admin is signed in and gets the recovery codes.
  serve(authCalls.enrolConfirm, [failures, accountFailures], async (req, res) => {
    const user = await ticketAdmin(req.body.ticket);
    if (user.totpEnrolledAt) throw new AppError(409, secondFactorMessages.alreadyEnrolled);
    if (!user.totpSecret) throw new AppError(409, secondFactorMessages.notEnrolled);
    if (!(await acceptTotp(db, jwtSecret, user, req.body.code, clock.now())))
      return refuse(req, user.username, { step: 'enrol', factor: 'totp' }, secondFactorMessages.codeWrong);
    const result = await db.transaction(async (tx) => {
      const recoveryCodes = await confirmEnrolment(tx, user.username, clock.now());
      await audit(tx, {
        actor: user.username,
        kind: 'auth',
        action: 'enrolSecondFactor',
        after: whereOf(req),
      });
      return { token: await signIn(req, user.username, { factor: 'totp' }, tx), recoveryCodes };
    });
    res.json(result);
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

  // 연장: the warning's button starts the inactivity limit again (the absolute limit stays)
  serve(authCalls.extendSession, async (_req, res) => {
    res.json(await extendSession(db, res.locals.admin as AdminClaims, clock.now()));
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
