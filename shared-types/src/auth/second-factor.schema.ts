/**
 * The admin's second factor: a TOTP code (RFC 6238: 6 digits, 30-second steps) from an authenticator
 * app, or one of the one-time recovery codes given at enrolment. After the password the server answers
 * a short-lived ticket, not a token; the ticket only opens the code step or, for an admin without a
 * factor, the enrolment.
 */
import { z } from 'zod';
import { secondFactorMessages } from './second-factor-messages';

/** The next step after a correct password: the code of an enrolled admin, or the enrolment. */
export const loginResponseSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('code'), ticket: z.string() }),
  z.object({ step: z.literal('enrol'), ticket: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const ticket = z
  .string({ error: secondFactorMessages.ticketInvalid })
  .min(1, { error: secondFactorMessages.ticketInvalid })
  .max(2000, { error: secondFactorMessages.ticketInvalid });
const code = z
  .string({ error: secondFactorMessages.codeRequired })
  .trim()
  .min(1, { error: secondFactorMessages.codeRequired })
  .max(40, { error: secondFactorMessages.codeWrong });

/** Body of the code step and of the enrolment's confirmation: the ticket and a TOTP or recovery code. */
export const secondFactorCodeSchema = z.object({ ticket, code });
export type SecondFactorCode = z.infer<typeof secondFactorCodeSchema>;

/** Body of the enrolment's start. */
export const enrolStartSchema = z.object({ ticket });

/** The new secret: as a QR code (PNG data URL) for the app, and as text for typing it in. */
export const enrolStartResponseSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string(),
});
export type EnrolStart = z.infer<typeof enrolStartResponseSchema>;

/**
 * A signed-in admin's token, and how many wrong codes were entered for the account since its last
 * sign-in (the login screen says so when there were any).
 */
export const codeSignInResponseSchema = z.object({
  token: z.string(),
  wrongCodes: z.number().int().min(0),
  /** after a recovery code only: how many are left (the login says so and points to new ones) */
  recoveryCodesLeft: z.number().int().min(0).optional(),
});

/** A confirmed enrolment signs the admin in and gives the recovery codes, shown this once. */
export const enrolConfirmResponseSchema = z.object({
  token: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type EnrolConfirm = z.infer<typeof enrolConfirmResponseSchema>;

/**
 * What a signed-in admin proves again before new recovery codes or a new phone: the current password,
 * or a fresh code of the authenticator app.
 */
export const reauthSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('password'),
      password: z
        .string({ error: secondFactorMessages.proofRequired })
        .min(1, { error: secondFactorMessages.proofRequired })
        .max(200, { error: secondFactorMessages.proofWrong }),
    }),
    z.object({ method: z.literal('code'), code }),
  ],
  { error: secondFactorMessages.proofRequired },
);
export type Reauth = z.infer<typeof reauthSchema>;

/** The signed-in admin's second factor: since when, and how many recovery codes are left. */
export const secondFactorStatusSchema = z.object({
  enrolledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** New recovery codes, shown this once; the old ones stop working. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });

/**
 * A new phone's enrolment, started: the new secret as for a first enrolment, and `enrolment`, a signed
 * note of it for the confirmation. The old factor works until the new app's first code confirms.
 */
export const reenrolStartResponseSchema = enrolStartResponseSchema.extend({ enrolment: z.string() });
export type ReenrolStart = z.infer<typeof reenrolStartResponseSchema>;

const enrolment = z
  .string({ error: secondFactorMessages.reenrolExpired })
  .min(1, { error: secondFactorMessages.reenrolExpired })
  .max(4000, { error: secondFactorMessages.reenrolExpired });

/** The new app's first code confirms the new phone; the old secret and recovery codes stop working. */
export const reenrolConfirmSchema = z.object({ enrolment, code });

/** A recovery code as stored and compared: letters and digits only, upper case. */
export const normaliseRecoveryCode = (value: string) => value.replace(/[^0-9a-z]/gi, '').toUpperCase();
