// Multer's storage of the multipart routes: each file part streams to a file of its own in a folder of
// the request under the app's upload temp folder, never into memory, so a large or hostile body costs
// disk up to the route's limits, not RAM. The folder goes once the answer is sent (or the connection
// drops), whether the request succeeded or failed. A JSON part sent as a file is text: kept in memory
// up to its cap.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multer, { type StorageEngine } from 'multer';

/** What a part became: a file part its temporary file, size and first bytes; a JSON part its text. */
export interface StoredPart {
  path?: string;
  size: number;
  head?: Buffer;
  text?: string;
}

/** Enough of a file's start for every signature check (PDF, JPEG, PNG, GIF, WebP). */
const HEAD_BYTES = 64;

const folders = new WeakMap<object, Promise<string>>();

function folderOf(request: object, root: string): Promise<string> {
  let folder = folders.get(request);
  if (!folder) {
    folder = mkdir(root, { recursive: true, mode: 0o700 }).then(() => mkdtemp(path.join(root, 'upload-')));
    folders.set(request, folder);
  }
  return folder;
}

/** Removes the request's temporary folder, if it made one (its files' open writes then fail). */
export async function removeTempFolder(request: object): Promise<void> {
  const folder = folders.get(request);
  if (!folder) return;
  folders.delete(request);
  await rm(await folder, { recursive: true, force: true }).catch(() => undefined);
}

/**
 * Removes request folders older than `olderThanMs` (the server calls it at start): a process killed
 * during an upload leaves its folder behind. Only old ones, since other processes may share the root
 * and no request lives that long (Node ends a request after 5 minutes).
 */
export async function sweepTempFolders(
  root: string,
  now: Date,
  olderThanMs = 60 * 60 * 1000,
): Promise<number> {
  const names = await readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((entry) => entry.startsWith('upload-'))) {
    const folder = path.join(root, name);
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory() || now.getTime() - info.mtimeMs < olderThanMs) continue;
    await rm(folder, { recursive: true, force: true }).catch(() => undefined);
    removed += 1;
  }
  return removed;
}

async function writeTempFile(stream: Readable, folder: string): Promise<StoredPart> {
  const filePath = path.join(folder, randomUUID());
  let size = 0;
  let head = Buffer.alloc(0);
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(stream, measure, createWriteStream(filePath, { flags: 'wx', mode: 0o600 }));
  return { path: filePath, size, head };
}

/** The part's text; past `maxBytes` the rest is read and dropped (busboy waits for every part to end). */
function readText(stream: Readable, field: string, maxBytes: number): Promise<StoredPart> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => {
      if (size > maxBytes) reject(new multer.MulterError('LIMIT_FIELD_VALUE', field));
      else resolve({ size, text: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

/** Files to temporary files under `root`; the parts named in `textParts` to text of at most their bytes. */
export function tempFileStorage(root: string, textParts: ReadonlyMap<string, number>): StorageEngine {
  return {
    _handleFile(req, file, done) {
      const maxText = textParts.get(file.fieldname);
      const stored =
        maxText === undefined
          ? folderOf(req, root).then((folder) => writeTempFile(file.stream, folder))
          : readText(file.stream, file.fieldname, maxText);
      stored.then(
        (part) => done(null, part),
        (error: unknown) => done(error),
      );
    },
    _removeFile(_req, file, done) {
      const part = file as unknown as StoredPart;
      if (!part.path) return done(null);
      rm(part.path, { force: true }).then(
        () => done(null),
        () => done(null),
      );
    },
  };
}
