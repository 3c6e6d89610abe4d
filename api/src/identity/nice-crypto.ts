import { createCipheriv, createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface NiceKeys {
  key: string;
  iv: string;
  hmacKey: string;
}

/**
 * Step 3 of the protocol: the ASCII characters of base64(SHA-256(req_dtim + req_no + token_val)) are
 * the key bytes (not the decoded digest).
 */
export function deriveNiceKeys(reqDtim: string, reqNo: string, tokenVal: string): NiceKeys {
  const r = createHash('sha256')
    .update(reqDtim.trim() + reqNo.trim() + tokenVal.trim())
    .digest('base64');
  return { key: r.slice(0, 16), iv: r.slice(r.length - 16), hmacKey: r.slice(0, 32) };
}

export function niceEncrypt(keys: NiceKeys, plain: Buffer | string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(keys.key, 'ascii'), Buffer.from(keys.iv, 'ascii'));
  return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
}

export function niceDecrypt(keys: NiceKeys, encData: string): Buffer {
  const decipher = createDecipheriv(
    'aes-128-cbc',
    Buffer.from(keys.key, 'ascii'),
    Buffer.from(keys.iv, 'ascii'),
  );
  return Buffer.concat([decipher.update(Buffer.from(encData, 'base64')), decipher.final()]);
}

export function niceIntegrity(keys: NiceKeys, encData: string): string {
  return createHmac('sha256', Buffer.from(keys.hmacKey, 'ascii')).update(encData).digest('base64');
}

/** Constant-time comparison of the received integrity value. */
export function integrityMatches(keys: NiceKeys, encData: string, received: string): boolean {
  const expected = Buffer.from(niceIntegrity(keys, encData));
  const actual = Buffer.from(received);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
