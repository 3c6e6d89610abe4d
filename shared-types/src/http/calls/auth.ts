import { z } from 'zod';
import { adminMeSchema, adminSessionSchema, loginSchema } from '../../auth/auth.schema';
import {
  loginResponseSchema,
  enrolConfirmResponseSchema,
  enrolStartResponseSchema,
  enrolStartSchema,
  secondFactorCodeSchema,
  codeSignInResponseSchema,
  reauthSchema,
  recoveryCodesResponseSchema,
  reenrolConfirmSchema,
  reenrolStartResponseSchema,
  secondFactorStatusSchema,
} from '../../auth/second-factor.schema';
import { idParamSchema } from '../../common/params.schema';
import { callsOf } from '../call';
import { authRoutes } from '../routes/auth';

export const authCalls = callsOf(authRoutes, {
  login: {
    summary: 'Admin login, first step: the password; answers a ticket for the code step or the enrolment',
    body: loginSchema,
    response: loginResponseSchema,
  },
  loginCode: {
    summary: 'Admin login, second step: a TOTP code (±1 step, each step once) or a one-time recovery code',
    body: secondFactorCodeSchema,
    response: codeSignInResponseSchema,
  },
  enrolStart: {
    summary: 'Second factor enrolment of an admin without one: a new TOTP secret, as a QR code and as text',
    body: enrolStartSchema,
    response: enrolStartResponseSchema,
  },
  enrolConfirm: {
    summary: "Second factor enrolment: the app's first code confirms it; signs in and gives recovery codes",
    body: secondFactorCodeSchema,
    response: enrolConfirmResponseSchema,
  },
  logout: {
    summary: 'Sign out: the token is refused from now on',
    auth: 'admin',
    roles: 'signedIn',
    status: 204,
  },
  me: {
    summary: 'The signed-in admin: the username and the roles held now (the screens show what they allow)',
    auth: 'admin',
    roles: 'signedIn',
    response: adminMeSchema,
  },
  sessions: {
    summary: "The admin's own open sessions (when, from where), the current one marked",
    auth: 'admin',
    roles: 'signedIn',
    response: z.array(adminSessionSchema),
  },
  extendSession: {
    summary: 'Extend this session (연장): its inactivity limit starts again; the absolute limit stays',
    auth: 'admin',
    roles: 'signedIn',
    response: z.object({ idleExpiresAt: z.string(), expiresAt: z.string() }),
  },
  endSession: {
    summary: 'End one of the own sessions: refused at once on every replica',
    auth: 'admin',
    roles: 'signedIn',
    params: idParamSchema,
    status: 204,
  },
  endOtherSessions: {
    summary: 'End every other own session (sign out everywhere else)',
    auth: 'admin',
    roles: 'signedIn',
    response: z.object({ ended: z.number().int() }),
  },
  secondFactor: {
    summary: 'The own second factor: since when, and how many recovery codes are left',
    auth: 'admin',
    roles: 'signedIn',
    response: secondFactorStatusSchema,
  },
  newRecoveryCodes: {
    summary: 'New recovery codes after the password or an app code; the old ones stop working (shown once)',
    auth: 'admin',
    roles: 'signedIn',
    body: reauthSchema,
    response: recoveryCodesResponseSchema,
  },
  reenrolStart: {
    summary:
      'A new phone, after the password or an app code: a new secret; the old factor works until confirmed',
    auth: 'admin',
    roles: 'signedIn',
    body: reauthSchema,
    response: reenrolStartResponseSchema,
  },
  reenrolConfirm: {
    summary:
      'A new phone confirmed by its first code: the old secret and recovery codes end; new codes (shown once)',
    auth: 'admin',
    roles: 'signedIn',
    body: reenrolConfirmSchema,
    response: recoveryCodesResponseSchema,
  },
});
