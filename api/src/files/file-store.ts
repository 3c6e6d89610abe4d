import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** What a store is given: bytes in memory, or a file on disk (an upload's temporary file) it copies. */
export type FileSource = Buffer | { path: string };

/**
 * Where uploaded files live: the local folder (the default) or S3-compatible object storage
 * (s3-file-store.ts), behind the same three calls.
 */
export interface FileStore {
  /** Stores the bytes (or the file's, streamed) under a generated name and returns that name. */
  put(source: FileSource, extension: string): Promise<string>;
  /** Opens a stored file, or null when the store never wrote that name. */
  get(storedName: string): Promise<{ stream: Readable; size: number } | null>;
  remove(storedName: string): Promise<void>;
}

/** Generated names only: a UUID and a short lower-case extension. Anything else is not ours. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,5})?$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** A fresh stored name: a UUID and the upload's extension, reduced to at most five letters or digits. */
export function newStoredName(extension: string): string {
  const ext = extension
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 5);
  return ext ? `${randomUUID()}.${ext}` : randomUUID();
}

export function createLocalFileStore(root: string): FileStore {
  const fullPath = (storedName: string) => path.join(root, storedName);
  return {
    async put(source, extension) {
      await mkdir(root, { recursive: true });
      const storedName = newStoredName(extension);
      if (Buffer.isBuffer(source)) {
        await writeFile(fullPath(storedName), source, { flag: 'wx', mode: 0o600 });
      } else {
        await copyFile(source.path, fullPath(storedName), constants.COPYFILE_EXCL);
        await chmod(fullPath(storedName), 0o600);
      }
      return storedName;
    },
    async get(storedName) {
      if (!isStoredName(storedName)) return null;
      try {
        const info = await stat(fullPath(storedName));
        if (!info.isFile()) return null;
        return { stream: createReadStream(fullPath(storedName)), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(storedName) {
      if (!isStoredName(storedName)) return;
      await rm(fullPath(storedName), { force: true });
    },
  };
}
