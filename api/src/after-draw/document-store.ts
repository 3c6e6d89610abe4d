// The documents' bytes: sealed here before the file store (local folder or S3) ever sees them, under a
// generated name that no route serves by itself; only a document_files row leads to one.
import type { Readable } from 'node:stream';
import type { FileStore } from '../files/file-store';
import { decryptDocument, encryptDocument, type DocumentKeys } from './document-crypto';

export interface DocumentStore {
  keys: DocumentKeys;
  put(bytes: Buffer): Promise<{ storedName: string; keyId: string }>;
  /** The plain bytes, or null when the store has no such file. */
  read(storedName: string, keyId: string): Promise<Buffer | null>;
  remove(storedName: string): Promise<void>;
}

/** the stored names end so, telling an operator looking at the folder what they are */
const EXTENSION = 'enc';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

export function createDocumentStore(store: FileStore, keys: DocumentKeys): DocumentStore {
  return {
    keys,
    async put(bytes) {
      const { keyId, sealed } = encryptDocument(keys, bytes);
      return { storedName: await store.put(sealed, EXTENSION), keyId };
    },
    async read(storedName, keyId) {
      const file = await store.get(storedName);
      if (!file) return null;
      return decryptDocument(keys, keyId, await readAll(file.stream));
    },
    remove: (storedName) => store.remove(storedName),
  };
}
