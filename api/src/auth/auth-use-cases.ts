import { normaliseAdminName } from '@portal/shared-types/auth/admin-name';
import { accountMessages, type SetupSignInInput } from '@portal/shared-types/auth/admin-accounts.schema';
import { passwordMessages } from '@portal/shared-types/auth/password-rule';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { messages } from '@portal/shared-types/common/messages';
import { isTotpCode, secondFactorMessages } from '@portal/shared-types/auth/second-factor-messages';
import type { Reauth } from '@portal/shared-types/auth/second-factor.schema';
import { audit } from '../audit/audit-log';
import type { Db } from '../db/database';
import { auditedWrite } from '../db/transaction';
import type { Tx } from '../db/tx';
import { AppError, notFound } from '../http/app-error';
import type { Clock } from '../time/clock';
import {
  endAllSessions,
  endOtherSessions,
  endSession,
  extendSession,
  openSessions,
  revokeSession,
  startSession,
} from './admin-sessions';
import { signAdminToken, verifyAdminToken, type AdminClaims } from './admin-token';
import { findAdmin, newPassword, spendSetupCode } from './admin-users';
import { hashSetupCode, sameHash } from './setup-codes';
import { hashPassword, verifyPassword } from './passwords';
import {
  acceptTotp,
  checkReenrolment,
  confirmEnrolment,
  confirmReenrolment,
  isRecoveryCodeUsed,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  startReenrolment,
  signTicket,
  startEnrolment,
  spendRecoveryCode,
  verifyTicket,
  type Ticket,
} from './second-factor';
import { isTicketUsed, spendTicket } from './sign-in-tickets';
import { clearWrongCodes, codesState, recordWrongCode } from './wrong-codes';

// Verifying against a hash even for an unknown user keeps both failures equally slow.
const decoyHash = hashPassword('decoy-password-for-unknown-users');

/** Failed sign-in steps from one address (any account) within the window before it is refused (429). */
export const ADDRESS_FAILURE_LIMIT = 10;

/**
 * Failed sign-in steps for one account (from any address) within the window after which the account is
 * flooded: the password step stops saying whether a password was right (see signTicket), so many
 * addresses guessing together learn nothing, while the owner's right password and code still sign in.
 * An account without a second factor has nothing else to protect it: it is refused (429) meanwhile.
 */
export const ACCOUNT_FAILURE_LIMIT = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * The growing delay of a sign-in step, by the failures of its account from its address in the window:
 * none for the first five, then doubling from 100 ms up to a second. It slows a stranger's guessing
 * from one address, and nobody else: the owner elsewhere is not slowed by the stranger's failures.
 */
export const failureDelayMs = (failures: number) =>
  failures <= 5 ? 0 : Math.min(1000, 50 * 2 ** (failures - 5));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where a sign-in step came from (recorded with it), and the failures in the window so far, this step
 * counted as one: of its account from its address (the delay), and of its account from anywhere (the
 * flood).
 */
export interface SignInAttempt {
  where: { address: string; userAgent: string };
  pairFailures: number;
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
    await sleep(failureDelayMs(attempt.pairFailures));
    throw new AppError(401, message);
  };
  /**
   * The admin a ticket names, read again (a reset since the password step ends the ticket), and the
   * ticket. A ticket that has signed in once is refused.
   */
  const ticketAdmin = async (text: string) => {
    const ticket = verifyTicket(jwtSecret, text, clock.now());
    const user = ticket ? await findAdmin(db, ticket.username) : null;
    if (!ticket || !user || user.disabledAt || (await isTicketUsed(db, ticket)))
      throw new AppError(401, secondFactorMessages.ticketInvalid);
    if (user.tokensValidAfter && ticket.iat * 1000 < user.tokensValidAfter.getTime())
      throw new AppError(401, secondFactorMessages.ticketInvalid);
    return { user, ticket };
  };
  /**
   * Signs the admin in: the ticket spent, the run of wrong codes ended, the token, its session and the
   * sign-in's record, together. Answers the token and the wrong codes since the last sign-in.
   */
  const signIn = async (
    attempt: SignInAttempt,
    ticket: Ticket,
    username: string,
    after: Record<string, unknown>,
    tx?: Tx,
  ) => {
    const token = signAdminToken(jwtSecret, username, clock.now());
    const run = async (inner: Tx) => {
      const wrongCodes = await clearWrongCodes(inner, username);
      if (!(await spendTicket(inner, ticket, clock.now())))
        throw new AppError(401, secondFactorMessages.ticketInvalid);
      await startSession(inner, verifyAdminToken(jwtSecret, token, clock.now()), attempt.where);
      await audit(inner, {
        actor: username,
        kind: 'auth',
        action: 'signIn',
        after: { ...attempt.where, ...after, ...(wrongCodes ? { wrongCodes } : {}) },
      });
      return { token, wrongCodes };
    };
    return tx ? run(tx) : auditedWrite(db, run);
  };

  /**
   * A signed-in admin proves again who they are: the current password, or a fresh code of the app
   * (each step once, as at sign-in). A wrong proof is recorded and answers 400 (not 401, which would
   * end the session in the browser); the address's sign-in limit counts it.
   */
  const reauth = async (claims: AdminClaims, where: SignInAttempt['where'], proof: Reauth) => {
    const user = await findAdmin(db, claims.sub);
    if (!user) throw new AppError(401, messages.tokenInvalid);
    const ok =
      proof.method === 'password'
        ? await verifyPassword(user.passwordHash, proof.password)
        : isTotpCode(proof.code) && (await acceptTotp(db, jwtSecret, user, proof.code, clock.now()));
    if (!ok) {
      await audit(db, {
        actor: user.username,
        kind: 'auth',
        action: 'reauthFailed',
        after: { ...where, method: proof.method },
      });
      throw new AppError(400, secondFactorMessages.proofWrong);
    }
    return user;
  };

  return {
    /**
     * The account a sign-in names, as the per-account limits count it (any text, normalised; never
     * stored): the typed name at the password step, the ticket's admin at the code step.
     */
    accountKey(body: unknown) {
      const { username, ticket } = (body ?? {}) as { username?: unknown; ticket?: unknown };
      const name =
        typeof ticket === 'string'
          ? (verifyTicket(jwtSecret, ticket, clock.now())?.username ?? '')
          : username;
      return `account:${typeof name === 'string' ? normaliseAdminName(name).slice(0, 100) : ''}`;
    },

    /**
     * First step: the password. It earns a ticket for the code step or for the enrolment; never a token.
     * While the account is flooded an enrolled account's step answers a ticket either way (`failed` says
     * whether it was a failure, for the limits), after the same delay.
     */
    async password(attempt: SignInAttempt, username: string, password: string) {
      const user = await findAdmin(db, username);
      // a stopped account answers as a wrong password does: the page says nothing of which it was
      const ok =
        (await verifyPassword(user?.passwordHash ?? (await decoyHash), password)) && !user?.disabledAt;
      if (attempt.accountFailures > ACCOUNT_FAILURE_LIMIT) {
        if (!user?.totpEnrolledAt) throw new AppError(429, apiMessages.tooManyLoginFailures);
        if (!ok)
          await audit(db, {
            actor: user.username,
            kind: 'auth',
            action: 'signInFailed',
            after: { ...attempt.where, step: 'password', flooded: true },
          });
        await sleep(failureDelayMs(attempt.pairFailures));
        const ticket = signTicket(jwtSecret, user.username, clock.now(), ok);
        return { step: 'code' as const, ticket, failed: !ok };
      }
      // a name that is no account is not kept (it may be a password typed in the wrong field)
      if (!user || !ok)
        return refuse(
          attempt,
          user ? user.username : '(알 수 없는 계정)',
          { step: 'password' },
          messages.loginFailed,
        );
      const ticket = signTicket(jwtSecret, user.username, clock.now());
      return { step: user.totpEnrolledAt ? ('code' as const) : ('enrol' as const), ticket, failed: false };
    },

    /**
     * Second step: a TOTP code, or a recovery code (each works once). A wrong code counts against the
     * account (the cap of wrong codes in a row) only when its ticket's password was right.
     */
    async code(attempt: SignInAttempt, text: string, code: string) {
      const { user, ticket } = await ticketAdmin(text);
      if (!user.totpEnrolledAt) throw new AppError(409, secondFactorMessages.notEnrolled);
      const factor = isTotpCode(code) ? 'totp' : 'recovery';
      const step = { step: 'code', factor };
      // blocked codes are refused alike for both kinds of ticket, so the block says nothing of the password
      if (factor === 'totp') {
        const codes = codesState(user, ticket, clock.now());
        if (codes.state === 'blocked')
          throw new AppError(429, secondFactorMessages.codesBlocked(codes.minutesLeft));
        if (codes.state === 'passwordAgain') throw new AppError(401, secondFactorMessages.ticketInvalid);
      }
      // a blind ticket: the password was wrong, so no code can help, and the answer is a wrong code's
      if (!ticket.passwordRight)
        return refuse(attempt, user.username, { ...step, password: 'wrong' }, secondFactorMessages.codeWrong);
      const ok =
        factor === 'totp'
          ? await acceptTotp(db, jwtSecret, user, code, clock.now())
          : await spendRecoveryCode(db, user.username, code, clock.now());
      if (!ok) {
        await recordWrongCode(db, user.username, clock.now());
        // a reused recovery code is said as such (it is the owner's: a stranger would not have it)
        if (factor === 'recovery' && (await isRecoveryCodeUsed(db, user.username, code)))
          return refuse(
            attempt,
            user.username,
            { ...step, reused: true },
            secondFactorMessages.recoveryCodeUsed,
          );
        return refuse(attempt, user.username, step, secondFactorMessages.codeWrong);
      }
      if (factor === 'totp') return signIn(attempt, ticket, user.username, { factor });
      const left = await recoveryCodesLeft(db, user.username);
      const done = await signIn(attempt, ticket, user.username, { factor, recoveryCodesLeft: left });
      return { ...done, recoveryCodesLeft: left };
    },

    /**
     * 처음 로그인: the setup code a 최고 관리자 handed over (once, within 72 hours) and a new password by
     * the rule. A wrong name or code is a refused step like a wrong password (the limits count it). The
     * password is set, the code spent and older tokens ended together; the answer is a ticket for the
     * enrolment (or the code step, when the account has a factor still).
     */
    async setup(attempt: SignInAttempt, input: SetupSignInInput) {
      const user = await findAdmin(db, input.username);
      const now = clock.now();
      const codeHash = hashSetupCode(input.setupCode);
      const right =
        !!user &&
        !user.disabledAt &&
        !!user.setupCodeHash &&
        !!user.setupCodeExpiresAt &&
        user.setupCodeExpiresAt.getTime() > now.getTime() &&
        sameHash(user.setupCodeHash, codeHash);
      if (!user || !right)
        return refuse(
          attempt,
          user ? user.username : '(알 수 없는 계정)',
          { step: 'setup' },
          accountMessages.setupFailed,
        );
      if (input.password !== input.passwordAgain) throw new AppError(400, passwordMessages.mismatch);
      const next = await newPassword(user, input.password);
      if ('problem' in next) throw new AppError(400, next.problem);
      // whole seconds: the ticket signed below (iat in seconds) is not older than the reset
      const validAfter = new Date(Math.floor(now.getTime() / 1000) * 1000);
      await auditedWrite(db, async (tx) => {
        const spent = await spendSetupCode(tx, user.id, codeHash, {
          ...next,
          tokensValidAfter: validAfter,
          updatedAt: now,
        });
        if (!spent) throw new AppError(401, accountMessages.setupFailed);
        await endAllSessions(tx, user.username, now);
        await audit(tx, {
          actor: user.username,
          kind: 'account',
          action: 'setupPassword',
          target: user.username,
          after: attempt.where,
        });
      });
      const ticket = signTicket(jwtSecret, user.username, now);
      return { step: user.totpEnrolledAt ? ('code' as const) : ('enrol' as const), ticket };
    },

    /** Enrolment of an admin without a second factor: the secret as a QR code and as text, this once. */
    async startEnrolment(text: string) {
      const { user, ticket } = await ticketAdmin(text);
      // only an enrolled account gets blind tickets: they meet the same 409 as a right password's
      if (user.totpEnrolledAt) throw new AppError(409, secondFactorMessages.alreadyEnrolled);
      if (!ticket.passwordRight) throw new AppError(401, secondFactorMessages.ticketInvalid);
      return startEnrolment(db, jwtSecret, user.username);
    },

    /** The app's first code confirms the enrolment; the admin is signed in and gets the recovery codes. */
    async confirmEnrolment(attempt: SignInAttempt, text: string, code: string) {
      const { user, ticket } = await ticketAdmin(text);
      if (user.totpEnrolledAt) throw new AppError(409, secondFactorMessages.alreadyEnrolled);
      if (!ticket.passwordRight) throw new AppError(401, secondFactorMessages.ticketInvalid);
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
        const { token } = await signIn(attempt, ticket, user.username, { factor: 'totp' }, tx);
        return { token, recoveryCodes };
      });
    },

    /** The signed-in admin's own second factor: since when, and the recovery codes left. */
    async secondFactor(claims: AdminClaims) {
      const user = await findAdmin(db, claims.sub);
      if (!user) throw new AppError(401, messages.tokenInvalid);
      return {
        enrolledAt: user.totpEnrolledAt?.toISOString() ?? null,
        recoveryCodesLeft: await recoveryCodesLeft(db, user.username),
      };
    },

    /** New recovery codes after the proof; the old ones stop working. Shown this once. */
    async newRecoveryCodes(claims: AdminClaims, where: SignInAttempt['where'], proof: Reauth) {
      const user = await reauth(claims, where, proof);
      return auditedWrite(db, async (tx) => {
        const recoveryCodes = await replaceRecoveryCodes(tx, user.username);
        await audit(tx, {
          actor: user.username,
          kind: 'auth',
          action: 'newRecoveryCodes',
          after: { ...where, method: proof.method },
        });
        return { recoveryCodes };
      });
    },

    /** A new phone, after the proof: its secret this once; nothing changes until its first code. */
    async startReenrolment(claims: AdminClaims, where: SignInAttempt['where'], proof: Reauth) {
      const user = await reauth(claims, where, proof);
      return startReenrolment(jwtSecret, user.username, clock.now());
    },

    /** The new phone's first code: it replaces the old factor, and new recovery codes replace the old. */
    async confirmReenrolment(
      claims: AdminClaims,
      where: SignInAttempt['where'],
      enrolment: string,
      code: string,
    ) {
      const confirmed = checkReenrolment(jwtSecret, claims.sub, enrolment, code, clock.now());
      if (!confirmed) {
        await audit(db, {
          actor: claims.sub,
          kind: 'auth',
          action: 'reenrolFailed',
          after: where,
        });
        throw new AppError(400, secondFactorMessages.codeWrong);
      }
      // a new phone may follow a lost one: every other session of the admin ends with the old factor
      return auditedWrite(db, async (tx) => {
        const recoveryCodes = await confirmReenrolment(tx, claims.sub, confirmed, clock.now());
        const ended = await endOtherSessions(tx, claims, clock.now());
        await audit(tx, {
          actor: claims.sub,
          kind: 'auth',
          action: 'reenrolSecondFactor',
          after: { ...where, ended },
        });
        return { recoveryCodes };
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
