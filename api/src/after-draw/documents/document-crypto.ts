// Documents at rest: AES-256-GCM under a configured key. Each stored file names its key by id, so a new
// key can take over while files of the old one are still read (and re-encrypted by the rotate command).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

export interface DocumentKeys {
  /** the key new files are encrypted with */
  currentId: string;
  /** every key a stored file may name, the current one included */
  byId: ReadonlyMap<string, Buffer>;
}

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key's id: a prefix of its hash, which says which key without revealing it. */
export const documentKeyId = (key: Buffer): string =>
  createHash('sha256').update('portal-documents-key-id').update(key).digest('hex').slice(0, 16);

export function documentKeys(current: Buffer, previous: readonly Buffer[] = []): DocumentKeys {
  const byId = new Map<string, Buffer>();
  for (const key of [current, ...previous]) byId.set(documentKeyId(key), key);
  return { currentId: documentKeyId(current), byId };
}

/**
 * Without a configured key (development, tests): one derived from the server's signing secret, stable
 * across restarts as the secret is. Production configures DOCUMENTS_KEY (server.ts insists).
 */
export const derivedDocumentKey = (serverSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'portal', 'documents-at-rest', 32));

const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

function newCipher(keys: DocumentKeys) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.byId.get(keys.currentId)!, iv);
  cipher.setAAD(Buffer.from(keys.currentId));
  const header = () => Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag()]);
  return { cipher, header };
}

/** The stored form: version, IV, tag, then the ciphertext; the key id is bound in as associated data. */
export function encryptDocument(keys: DocumentKeys, bytes: Buffer): { keyId: string; sealed: Buffer } {
  const { cipher, header } = newCipher(keys);
  const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return { keyId: keys.currentId, sealed: Buffer.concat([header(), body]) };
}

/**
 * The same stored form, streamed from the file `plainPath` to the new file `sealedPath`: the ciphertext
 * goes after room for the header, which is written last, once the tag is known.
 */
export async function encryptDocumentFile(
  keys: DocumentKeys,
  plainPath: string,
  sealedPath: string,
): Promise<{ keyId: string }> {
  const { cipher, header } = newCipher(keys);
  await pipeline(
    createReadStream(plainPath),
    cipher,
    createWriteStream(sealedPath, { flags: 'wx', mode: 0o600, start: HEADER_BYTES }),
  );
  const file = await open(sealedPath, 'r+');
  try {
    await file.write(header(), 0, HEADER_BYTES, 0);
  } finally {
    await file.close();
  }
  return { keyId: keys.currentId };
}

export class DocumentKeyError extends Error {}

/** The plain bytes; throws when the key is unknown or the bytes were not sealed with it (or altered). */
export function decryptDocument(keys: DocumentKeys, keyId: string, sealed: Buffer): Buffer {
  const key = keys.byId.get(keyId);
  if (!key) throw new DocumentKeyError(`no configured documents key has id ${keyId}`);
  if (sealed.length < HEADER_BYTES || sealed[0] !== VERSION)
    throw new DocumentKeyError('not a sealed document');
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(keyId));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]);
  } catch {
    throw new DocumentKeyError('the document could not be decrypted with its key');
  }
}

/**
 * The keys of a configuration: DOCUMENTS_KEY when set, else the one derived from the signing secret.
 * The derived key stays readable beside a configured one, so a site that sets DOCUMENTS_KEY later still
 * reads (and the rotate command re-seals) the files sealed before.
 */
export function documentKeysOf(
  documents: { key?: Buffer | undefined; previousKeys: readonly Buffer[] },
  serverSecret: string,
): DocumentKeys {
  const derived = derivedDocumentKey(serverSecret);
  return documentKeys(documents.key ?? derived, [...documents.previousKeys, derived]);
}
