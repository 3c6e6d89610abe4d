import type { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { messages } from '@portal/shared-types/common/messages';
import { VERIFICATION_TTL_SECONDS } from '@portal/shared-types/identity/verification-time';
import { purposeKey } from '../crypto/signing-keys';
import { AppError } from '../http/app-error';

export const VERIFICATION_AUDIENCE = 'applicant-verification';
export { VERIFICATION_TTL_SECONDS };

/** A key of its own, so an admin token can never pass as a verification token or the reverse. */
export function verificationKey(jwtSecret: string): KeyObject {
  return purposeKey(jwtSecret, VERIFICATION_AUDIENCE);
}

export interface VerifiedPerson {
  name: string;
  phone: string;
}

export function signVerificationToken(jwtSecret: string, person: VerifiedPerson, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  return jwt.sign(
    {
      name: person.name,
      phone: person.phone,
      aud: VERIFICATION_AUDIENCE,
      iat,
      exp: iat + VERIFICATION_TTL_SECONDS,
    },
    verificationKey(jwtSecret),
    { algorithm: 'HS256' },
  );
}

/** The verified name and phone of the header's token; 401 when missing, bad or expired. */
export function readVerification(jwtSecret: string, header: string | undefined, now: Date): VerifiedPerson {
  if (!header) throw new AppError(401, messages.phoneVerificationRequired);
  try {
    const payload = jwt.verify(header, verificationKey(jwtSecret), {
      algorithms: ['HS256'],
      audience: VERIFICATION_AUDIENCE,
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
    if (
      typeof payload === 'object' &&
      typeof payload.name === 'string' &&
      typeof payload.phone === 'string'
    ) {
      return { name: payload.name, phone: payload.phone };
    }
  } catch {
    // falls through to the same answer for every kind of bad token
  }
  throw new AppError(401, messages.phoneVerificationRequired);
}
