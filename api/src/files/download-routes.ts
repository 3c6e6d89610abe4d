import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { fileCalls } from '@portal/shared-types/http/calls/files';
import { messages } from '@portal/shared-types/common/messages';
import { notFound } from '../http/app-error';
import { contentDisposition } from '../http/content-disposition';
import { serveCalls } from '../http/serve-call';
import type { Db } from '../db/database';
import { findAttachmentFile, findPopupImageFile } from './download-use-cases';
import { isStoredName, type FileStore } from './file-store';

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Sends a stored file. A file that cannot be opened (gone from disk) is a 404 before any byte is sent;
 * an error later, or the client going away, ends the response and closes the file instead of crashing.
 */
async function sendStream(
  req: Pick<Request, 'log'>,
  res: Response,
  stream: Readable,
  headers: Record<string, string>,
) {
  try {
    await once(stream, 'readable');
  } catch (error) {
    stream.destroy();
    req.log?.warn({ err: error }, 'stored file could not be read');
    throw notFound(messages.notFound);
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  try {
    await pipeline(stream, res);
  } catch (error) {
    // pipeline has already destroyed both ends; a client abort is not worth more than a debug line
    req.log?.debug({ err: error }, 'file download ended early');
  }
}

/** Serves only names the store wrote and a row still points at; anything else is 404. */
export function downloadRouter({
  db,
  store,
  admin,
}: {
  db: Db;
  store: FileStore;
  admin: RequestHandler;
}): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });

  serve(fileCalls.download, async (req, res) => {
    const name = req.params.fileName;
    if (!isStoredName(name)) throw notFound(messages.notFound);
    const found = await findAttachmentFile(db, store, name);
    if (!found) throw notFound(messages.notFound);
    const { row, file } = found;
    await sendStream(req, res, file.stream, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition('attachment', row.originalName),
      'X-Content-Type-Options': 'nosniff',
    });
  });

  serve(fileCalls.popupImage, async (req, res) => {
    const name = req.params.storedName;
    if (!isStoredName(name)) throw notFound(messages.notFound);
    const type = IMAGE_TYPES[name.slice(name.lastIndexOf('.') + 1)];
    const file = type ? await findPopupImageFile(db, store, name) : null;
    if (!file || !type) throw notFound(messages.notFound);
    await sendStream(req, res, file.stream, {
      'Content-Type': type,
      'Content-Length': String(file.size),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  return router;
}
