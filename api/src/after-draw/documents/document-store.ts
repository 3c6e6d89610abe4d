// The documents' bytes: sealed here before the file store (local folder or S3) ever sees them, under a
// generated name that no route serves by itself; only a document_files row leads to one.
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FileSource, FileStore } from '../../files/file-store';
import { decryptDocument, encryptDocument, encryptDocumentFile, type DocumentKeys } from './document-crypto';

export interface DocumentStore {
  keys: DocumentKeys;
  /** Seals and stores bytes, or a file (an upload's temporary file), which is sealed as a stream beside it. */
  put(source: FileSource): Promise<{ storedName: string; keyId: string }>;
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
    async put(source) {
      if (Buffer.isBuffer(source)) {
        const { keyId, sealed } = encryptDocument(keys, source);
        return { storedName: await store.put(sealed, EXTENSION), keyId };
      }
      const sealedPath = `${source.path}.${EXTENSION}`;
      try {
        const { keyId } = await encryptDocumentFile(keys, source.path, sealedPath);
        return { storedName: await store.put({ path: sealedPath }, EXTENSION), keyId };
      } finally {
        await rm(sealedPath, { force: true });
      }
    },
    async read(storedName, keyId) {
      const file = await store.get(storedName);
      if (!file) return null;
      return decryptDocument(keys, keyId, await readAll(file.stream));
    },
    remove: (storedName) => store.remove(storedName),
  };
}
