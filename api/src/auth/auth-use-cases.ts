import { messages } from '@portal/shared-types/common/messages';
import { isTotpCode, secondFactorMessages } from '@portal/shared-types/auth/second-factor-messages';
import { audit } from '../audit/audit-log';
import type { Db } from '../db/database';
import { auditedWrite } from '../db/transaction';
import type { Tx } from '../db/tx';
import { AppError, notFound } from '../http/app-error';
import type { Clock } from '../time/clock';
import {
  endOtherSessions,
  endSession,
  extendSession,
  openSessions,
  revokeSession,
  startSession,
} from './admin-sessions';
import { signAdminToken, verifyAdminToken, type AdminClaims } from './admin-token';
import { findAdmin } from './admin-users';
import { hashPassword, verifyPassword } from './passwords';
import {
  acceptTotp,
  confirmEnrolment,
  recoveryCodesLeft,
  signTicket,
  startEnrolment,
  spendRecoveryCode,
  verifyTicket,
} from './second-factor';

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

/** Where a sign-in step came from (recorded with it), and the account's failures in the window so far. */
export interface SignInAttempt {
  where: { address: string; userAgent: string };
  accountFailures: number;
}

export interface AuthDeps {
  db: Db;
  jwtSecret: string;
  clock: Clock;
}

/** The admin's sign-in steps and sessions, each with its audit entry. */
export function authUseCases({ db, jwtSecret, clock }: AuthDeps) {
  /** A refused step: recorded, slowed by the account's failures, then 401 with the step's message. */
  const refuse = async (
    attempt: SignInAttempt,
    actor: string,
    after: Record<string, unknown>,
    message: string,
  ): Promise<never> => {
    await audit(db, { actor, kind: 'auth', action: 'signInFailed', after: { ...attempt.where, ...after } });
    await sleep(failureDelayMs(attempt.accountFailures));
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
  const signIn = async (
    attempt: SignInAttempt,
    username: string,
    after: Record<string, unknown>,
    tx?: Tx,
  ) => {
    const token = signAdminToken(jwtSecret, username, clock.now());
    const run = async (inner: Tx) => {
      await startSession(inner, verifyAdminToken(jwtSecret, token, clock.now()), attempt.where);
      await audit(inner, {
        actor: username,
        kind: 'auth',
        action: 'signIn',
        after: { ...attempt.where, ...after },
      });
    };
    await (tx ? run(tx) : auditedWrite(db, run));
    return token;
  };

  return {
    /**
     * The account a sign-in names, as the per-account limit counts it (any text, folded; never stored):
     * the typed name at the password step, the ticket's admin at the code step.
     */
    accountKey(body: unknown) {
      const { username, ticket } = (body ?? {}) as { username?: unknown; ticket?: unknown };
      const name =
        typeof ticket === 'string'
          ? (verifyTicket(jwtSecret, ticket, clock.now())?.username ?? '')
          : username;
      return `account:${typeof name === 'string' ? name.trim().toLowerCase().slice(0, 100) : ''}`;
    },

    /** First step: the password. It earns a ticket for the code step or for the enrolment; never a token. */
    async password(attempt: SignInAttempt, username: string, password: string) {
      const user = await findAdmin(db, username);
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      // a name that is no account is not kept (it may be a password typed in the wrong field)
      if (!user || !ok)
        return refuse(
          attempt,
          user ? user.username : '(알 수 없는 계정)',
          { step: 'password' },
          messages.loginFailed,
        );
      const ticket = signTicket(jwtSecret, user.username, clock.now());
      return { step: user.totpEnrolledAt ? ('code' as const) : ('enrol' as const), ticket };
    },

    /** Second step: a TOTP code, or a recovery code (each works once). */
    async code(attempt: SignInAttempt, ticket: string, code: string) {
      const user = await ticketAdmin(ticket);
      if (!user.totpEnrolledAt) throw new AppError(409, secondFactorMessages.notEnrolled);
      const factor = isTotpCode(code) ? 'totp' : 'recovery';
      const ok =
        factor === 'totp'
          ? await acceptTotp(db, jwtSecret, user, code, clock.now())
          : await spendRecoveryCode(db, user.username, code, clock.now());
      if (!ok)
        return refuse(attempt, user.username, { step: 'code', factor }, secondFactorMessages.codeWrong);
      const after =
        factor === 'recovery'
          ? { factor, recoveryCodesLeft: await recoveryCodesLeft(db, user.username) }
          : { factor };
      return { token: await signIn(attempt, user.username, after) };
    },

    /** Enrolment of an admin without a second factor: the secret as a QR code and as text, this once. */
    async startEnrolment(ticket: string) {
      const user = await ticketAdmin(ticket);
      if (user.totpEnrolledAt) throw new AppError(409, secondFactorMessages.alreadyEnrolled);
      return startEnrolment(db, jwtSecret, user.username);
    },

    /** The app's first code confirms the enrolment; the admin is signed in and gets the recovery codes. */
    async confirmEnrolment(attempt: SignInAttempt, ticket: string, code: string) {
      const user = await ticketAdmin(ticket);
      if (user.totpEnrolledAt) throw new AppError(409, secondFactorMessages.alreadyEnrolled);
      if (!user.totpSecret) throw new AppError(409, secondFactorMessages.notEnrolled);
      if (!(await acceptTotp(db, jwtSecret, user, code, clock.now())))
        return refuse(
          attempt,
          user.username,
          { step: 'enrol', factor: 'totp' },
          secondFactorMessages.codeWrong,
        );
      return auditedWrite(db, async (tx) => {
        const recoveryCodes = await confirmEnrolment(tx, user.username, clock.now());
        await audit(tx, {
          actor: user.username,
          kind: 'auth',
          action: 'enrolSecondFactor',
          after: attempt.where,
        });
        return { token: await signIn(attempt, user.username, { factor: 'totp' }, tx), recoveryCodes };
      });
    },

    /** Sign-out ends this token on the server too; the browser forgets it afterwards. */
    async signOut(claims: AdminClaims, actor: string) {
      await auditedWrite(db, async (tx) => {
        await revokeSession(tx, claims, clock.now());
        await audit(tx, { actor, kind: 'auth', action: 'signOut' });
      });
    },

    sessions: (claims: AdminClaims) => openSessions(db, claims, clock.now()),

    /** 연장: the warning's button starts the inactivity limit again (the absolute limit stays). */
    extend: (claims: AdminClaims) => extendSession(db, claims, clock.now()),

    async endSession(claims: AdminClaims, id: number) {
      await auditedWrite(db, async (tx) => {
        if (!(await endSession(tx, claims, id, clock.now()))) throw notFound(messages.notFound);
        await audit(tx, { actor: claims.sub, kind: 'auth', action: 'endSession', target: String(id) });
      });
    },

    /** Every other session of this admin ends; answers how many. */
    endOtherSessions: (claims: AdminClaims) =>
      auditedWrite(db, async (tx) => {
        const count = await endOtherSessions(tx, claims, clock.now());
        await audit(tx, {
          actor: claims.sub,
          kind: 'auth',
          action: 'endOtherSessions',
          after: { ended: count },
        });
        return count;
      }),
  };
}
