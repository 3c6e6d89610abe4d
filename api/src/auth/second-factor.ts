import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { signingKey } from '../crypto/signing-keys';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { normaliseRecoveryCode } from '@portal/shared-types/auth/second-factor.schema';
import type { Db } from '../db/database';
import { transaction } from '../db/transaction';
import type { Tx } from '../db/tx';
import { adminRecoveryCodes, adminUsers } from '../db/schema';
import { adminNamed } from './admin-users';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after the server's is accepted too (clocks drift, typing takes time). */
const WINDOW_STEPS = 1;
const ISSUER = '청년·신혼부부 임대주택 관리자';
const RECOVERY_CODE_COUNT = 10;
/** The password step's ticket is good for this long: time enough to open the app and type a code. */
const TICKET_TTL_SECONDS = 5 * 60;
const TICKET_PURPOSE = 'admin-second-factor';

const totpOf = (username: string, secret: Secret) =>
  new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret });

/** The key that encrypts stored secrets, derived from the server's signing secret. */
const keyOf = (serverSecret: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'admin-totp', 'totp-secret-encryption', 32));

/** AES-256-GCM: iv, tag and ciphertext, base64url, joined by dots. */
export function encryptSecret(serverSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const data = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

/** The stored secret, or null when it cannot be read (another server secret): then only a reset helps. */
export function decryptSecret(serverSecret: string, stored: string): string | null {
  try {
    const [iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The key of tickets that a wrong password got while its account was flooded (see signTicket). */
const blindKeyOf = (serverSecret: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'admin-ticket', 'blind-sign-in-ticket', 32));

/** What a valid, unexpired ticket says: whose, its id, when it was issued (seconds), and expires. */
export interface Ticket {
  username: string;
  jti: string;
  iat: number;
  exp: number;
  /** false for a blind ticket: it opens the code step, but no code signs it in */
  passwordRight: boolean;
}

/**
 * A short-lived ticket that a correct password earns: it opens the code step or the enrolment only.
 * While an account's failures are over the account limit, a wrong password gets a ticket too, signed
 * with another key: the two look alike, so the password step no longer says whether a password was
 * right, and only the right password with the right code signs in.
 */
export function signTicket(serverSecret: string, username: string, now: Date, passwordRight = true): string {
  const iat = Math.floor(now.getTime() / 1000);
  return jwt.sign(
    { sub: username, purpose: TICKET_PURPOSE, jti: randomUUID(), iat, exp: iat + TICKET_TTL_SECONDS },
    signingKey(passwordRight ? serverSecret : blindKeyOf(serverSecret)),
    { algorithm: 'HS256' },
  );
}

const readTicket = (ticket: string, key: string | Buffer, now: Date) => {
  const checkedWith = signingKey(key);
  try {
    const payload = jwt.verify(ticket, checkedWith, {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
    if (typeof payload === 'string' || payload.purpose !== TICKET_PURPOSE) return null;
    if (typeof payload.sub !== 'string' || !payload.sub || typeof payload.iat !== 'number') return null;
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    return { username: payload.sub, jti: payload.jti, iat: payload.iat, exp: payload.exp };
  } catch {
    return null;
  }
};

/** The ticket's content, or null when it is not a valid, unexpired ticket of either kind. */
export function verifyTicket(serverSecret: string, ticket: string, now: Date): Ticket | null {
  const right = readTicket(ticket, serverSecret, now);
  if (right) return { ...right, passwordRight: true };
  const blind = readTicket(ticket, blindKeyOf(serverSecret), now);
  return blind ? { ...blind, passwordRight: false } : null;
}

/**
 * Starts (or starts again) an enrolment: a new secret, kept encrypted until the first code confirms it.
 * The secret goes back to the admin this once; no later answer holds it.
 */
export async function startEnrolment(db: Db, serverSecret: string, username: string) {
  const secret = new Secret({ size: 20 });
  await db
    .update(adminUsers)
    .set({ totpSecret: encryptSecret(serverSecret, secret.base32), totpEnrolledAt: null, totpLastStep: null })
    .where(and(eq(adminUsers.username, username), isNull(adminUsers.totpEnrolledAt)));
  const otpauthUri = totpOf(username, secret).toString();
  const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret: secret.base32, otpauthUri, qrCode };
}

/**
 * Checks a TOTP code against the admin's secret at `now`: only within ±1 step, and only for a step after
 * the last one accepted, so a code (or an older one) is never accepted twice. The step is taken in the
 * same statement that checks it, so two requests with one code cannot both pass.
 */
export async function acceptTotp(
  db: Db | Tx,
  serverSecret: string,
  user: { username: string; totpSecret: string | null },
  code: string,
  now: Date,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const base32 = decryptSecret(serverSecret, user.totpSecret);
  if (!base32) return false;
  const timestamp = now.getTime();
  const delta = totpOf(user.username, Secret.fromBase32(base32)).validate({
    token: code.replace(/\s/g, ''),
    timestamp,
    window: WINDOW_STEPS,
  });
  if (delta === null) return false;
  const step = Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
  const taken = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(adminUsers.username, user.username),
        or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: adminUsers.id });
  return taken.length > 0;
}

const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** Ten random codes of 80 bits each (so a plain SHA-256 keeps them), shown as XXXX-XXXX-XXXX-XXXX. */
function newRecoveryCodes(): string[] {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** Replaces the admin's recovery codes (stored hashed): the old ones stop working. Answers the new ones. */
export async function replaceRecoveryCodes(tx: Tx, username: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.username, username));
  await tx
    .insert(adminRecoveryCodes)
    .values(codes.map((code) => ({ username, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** Confirms the enrolment: marks it done and replaces the admin's recovery codes (stored hashed). */
export async function confirmEnrolment(tx: Tx, username: string, now: Date): Promise<string[]> {
  await tx.update(adminUsers).set({ totpEnrolledAt: now }).where(eq(adminUsers.username, username));
  return replaceRecoveryCodes(tx, username);
}

/** Uses one recovery code: true once; the same code is refused from then on. */
export async function spendRecoveryCode(db: Db | Tx, username: string, code: string, now: Date) {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.username, username),
        eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0;
}

/** Whether the code is one of the admin's recovery codes that was used already (a reuse, not a typo). */
export async function isRecoveryCodeUsed(db: Db | Tx, username: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ usedAt: adminRecoveryCodes.usedAt })
    .from(adminRecoveryCodes)
    .where(
      and(eq(adminRecoveryCodes.username, username), eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code))),
    );
  return rows.some((row) => row.usedAt !== null);
}

/** The admin's recovery codes not used yet. */
export async function recoveryCodesLeft(db: Db | Tx, username: string): Promise<number> {
  const rows = await db
    .select({ id: adminRecoveryCodes.id })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.username, username), isNull(adminRecoveryCodes.usedAt)));
  return rows.length;
}

/**
 * Removes an admin's second factor (the operators' command): the next sign-in enrols again, and every
 * token issued before is refused. False when no such admin exists.
 */
export async function resetSecondFactor(db: Db, username: string, now = new Date()): Promise<boolean> {
  return transaction(db, (tx) => clearSecondFactor(tx, username, now));
}

/**
 * Removes an admin's factor and recovery codes inside `tx`: tokens issued before `now` stop working and
 * the next sign-in enrols again. False when no such admin exists.
 */
export async function clearSecondFactor(tx: Tx, username: string, now: Date): Promise<boolean> {
  const updated = await tx
    .update(adminUsers)
    .set({
      totpSecret: null,
      totpEnrolledAt: null,
      totpLastStep: null,
      wrongCodes: 0,
      codesBlockedUntil: null,
      tokensValidAfter: now,
      updatedAt: now,
    })
    .where(adminNamed(username))
    .returning({ username: adminUsers.username });
  for (const row of updated)
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.username, row.username));
  return updated.length > 0;
}

const REENROL_PURPOSE = 'admin-reenrol';
/** A new phone's enrolment must be confirmed within this long. */
const REENROL_TTL_SECONDS = 10 * 60;

/**
 * Starts a signed-in admin's new phone: a new secret, given back with a signed note of it (encrypted)
 * that the confirmation brings back. Nothing is stored yet, so the old factor works until then.
 */
export async function startReenrolment(serverSecret: string, username: string, now: Date) {
  const secret = new Secret({ size: 20 });
  const iat = Math.floor(now.getTime() / 1000);
  const enrolment = jwt.sign(
    {
      sub: username,
      purpose: REENROL_PURPOSE,
      secret: encryptSecret(serverSecret, secret.base32),
      iat,
      exp: iat + REENROL_TTL_SECONDS,
    },
    signingKey(serverSecret),
    { algorithm: 'HS256' },
  );
  const otpauthUri = totpOf(username, secret).toString();
  const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret: secret.base32, otpauthUri, qrCode, enrolment };
}

/**
 * The new secret's TOTP step that `code` gives, or null: a note that is not this admin's, has expired,
 * or a code the new secret does not make.
 */
export function checkReenrolment(
  serverSecret: string,
  username: string,
  enrolment: string,
  code: string,
  now: Date,
): { secret: string; step: number } | null {
  let payload: jwt.JwtPayload | string;
  try {
    payload = jwt.verify(enrolment, signingKey(serverSecret), {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
  } catch {
    return null;
  }
  if (typeof payload === 'string' || payload.purpose !== REENROL_PURPOSE || payload.sub !== username)
    return null;
  if (typeof payload.secret !== 'string') return null;
  const base32 = decryptSecret(serverSecret, payload.secret);
  if (!base32) return null;
  const timestamp = now.getTime();
  const delta = totpOf(username, Secret.fromBase32(base32)).validate({
    token: code.replace(/\s/g, ''),
    timestamp,
    window: WINDOW_STEPS,
  });
  if (delta === null) return null;
  return { secret: payload.secret, step: Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta };
}

/**
 * The new phone replaces the old one: its secret and step, a clean run of wrong codes, and new recovery
 * codes (the old secret and codes stop working).
 */
export async function confirmReenrolment(
  tx: Tx,
  username: string,
  confirmed: { secret: string; step: number },
  now: Date,
): Promise<string[]> {
  await tx
    .update(adminUsers)
    .set({
      totpSecret: confirmed.secret,
      totpEnrolledAt: now,
      totpLastStep: confirmed.step,
      wrongCodes: 0,
      codesBlockedUntil: null,
      updatedAt: now,
    })
    .where(eq(adminUsers.username, username));
  return replaceRecoveryCodes(tx, username);
}
