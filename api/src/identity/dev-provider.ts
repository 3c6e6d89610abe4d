import { randomBytes, randomUUID } from 'node:crypto';
import { identityRoutes } from '@portal/shared-types/http/routes/identity';
import { phoneSchema } from '@portal/shared-types/identity/phone.schema';
import type { IdentityProvider } from './identity-provider';
import { integrityMatches, niceEncrypt, niceIntegrity, type NiceKeys } from './nice-crypto';

const TTL_MS = 10 * 60 * 1000;

/**
 * The test provider: the same request shape and the same integrity check as the real one, but its page
 * (clearly labelled as a test) lets the tester type the name and phone.
 */
export function devIdentityProvider(): IdentityProvider {
  return {
    kind: 'dev',
    async prepare(now) {
      const text = randomBytes(24).toString('base64');
      const keys: NiceKeys = { key: text.slice(0, 16), iv: text.slice(-16), hmacKey: text.slice(0, 32) };
      const requestNo = randomUUID().replace(/-/g, '');
      const encData = niceEncrypt(keys, JSON.stringify({ requestno: requestNo }));
      return {
        tokenVersionId: `dev-${randomUUID()}`,
        encData,
        integrity: niceIntegrity(keys, encData),
        formAction: identityRoutes.devPage.path,
        requestNo,
        secret: JSON.stringify(keys),
        expiresAt: new Date(now.getTime() + TTL_MS),
      };
    },
    async verify(stored, fields) {
      const keys = JSON.parse(stored.secret) as NiceKeys;
      if (!integrityMatches(keys, fields.encData, fields.integrity)) return null;
      const name = (fields.name ?? '').trim();
      const phone = (fields.phone ?? '').replace(/\D/g, '');
      if (name.length < 1 || name.length > 50 || !phoneSchema.safeParse(phone).success) return null;
      return { name, phone };
    },
  };
}
