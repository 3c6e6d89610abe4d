import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

// jsonwebtoken given a string first tries to read it as a PEM public key (verify) or private key (sign),
// and only after that parse fails takes it as an HMAC secret. The failed parse costs more than the whole
// HS256 check: it was a quarter of an API process's CPU in the opening rush, where every visit and
// submission carries two tokens. A KeyObject of type 'secret' goes straight to the HMAC.

/** Made once per secret: a server has a handful (its own, and the keys derived from it per purpose). */
const made = new Map<string, KeyObject>();
const MADE_LIMIT = 64;

function once(id: string, bytes: () => Buffer): KeyObject {
  let key = made.get(id);
  if (!key) {
    // tests and benches make many servers in one process: a bounded map, never a growing one
    if (made.size >= MADE_LIMIT) made.clear();
    key = createSecretKey(bytes());
    made.set(id, key);
  }
  return key;
}

/** The HS256 key of a secret as it is (the server's secret, or bytes derived from it). */
export function signingKey(secret: string | Buffer): KeyObject {
  return typeof secret === 'string'
    ? once(`text:${secret}`, () => Buffer.from(secret))
    : once(`bytes:${secret.toString('hex')}`, () => secret);
}

/**
 * The HS256 key of one kind of token, derived from the server's secret so that no other kind can pass
 * for it: the hex HMAC of the purpose, as text (the bytes every token so far was signed with).
 */
export function purposeKey(secret: string, purpose: string): KeyObject {
  return once(`purpose:${purpose}:${secret}`, () =>
    Buffer.from(createHmac('sha256', secret).update(purpose).digest('hex')),
  );
}
