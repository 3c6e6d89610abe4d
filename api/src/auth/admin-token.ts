import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { signingKey } from '../crypto/signing-keys';
import { messages } from '@portal/shared-types/common/messages';
import { AppError } from '../http/app-error';
import { ADMIN_ABSOLUTE_TIMEOUT_MS } from '@portal/shared-types/auth/session-timeouts';
import { ADMIN_ROLE } from './admin-users';

/** The absolute session limit: a token ends 12 hours after its sign-in, however busy (ASVS 7.3.2). */
export const ADMIN_TOKEN_TTL_SECONDS = ADMIN_ABSOLUTE_TIMEOUT_MS / 1000;
/** How the admin proved who they are (RFC 8176): password and one-time code. Only such tokens are signed. */
const SIGN_IN_METHODS = ['pwd', 'otp'];

/** What a verified admin token says: who, its id (for sign-out) and when it was issued and expires. */
export interface AdminClaims {
  sub: string;
  jti: string;
  /** seconds */
  iat: number;
  /** seconds */
  exp: number;
}

/** Signs the token of a complete sign-in: password and second factor (its session row holds it). */
export function signAdminToken(secret: string, username: string, now: Date, jti = randomUUID()): string {
  const iat = Math.floor(now.getTime() / 1000);
  return jwt.sign(
    {
      sub: username,
      roles: ADMIN_ROLE,
      amr: SIGN_IN_METHODS,
      jti,
      iat,
      exp: iat + ADMIN_TOKEN_TTL_SECONDS,
    },
    signingKey(secret),
    { algorithm: 'HS256' },
  );
}

/** Checks signature (HS256 only), expiry and role; throws 401 or 403 with the guard's Korean texts. */
export function verifyAdminToken(secret: string, token: string, now: Date): AdminClaims {
  let payload: jwt.JwtPayload | string;
  try {
    payload = jwt.verify(token, signingKey(secret), {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) throw new AppError(401, messages.tokenExpired);
    throw new AppError(401, messages.tokenInvalid);
  }
  if (typeof payload === 'string' || typeof payload.exp !== 'number')
    throw new AppError(401, messages.tokenInvalid);
  if (payload.roles !== ADMIN_ROLE) throw new AppError(403, messages.notAdmin);
  // a token without an id cannot be signed out, so it is not accepted
  if (typeof payload.jti !== 'string' || !payload.jti || typeof payload.iat !== 'number')
    throw new AppError(401, messages.tokenInvalid);
  // a token of a password alone (signed before the second factor existed) is not a sign-in
  if (!Array.isArray(payload.amr) || !payload.amr.includes('otp'))
    throw new AppError(401, messages.tokenInvalid);
  return { sub: String(payload.sub ?? ''), jti: payload.jti, iat: payload.iat, exp: payload.exp };
}
