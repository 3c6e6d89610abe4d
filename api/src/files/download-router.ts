import { Router } from 'express';
import { eq } from 'drizzle-orm';
import { messages } from '@portal/shared-types/messages';
import type { Db } from '../db/database';
import { attachments, popups } from '../db/schema';
import { notFound } from '../http/app-error';
import { isStoredName, type FileStore } from './file-store';

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const popupImagePath = (storedName: string) => `/portal/popup-image/${encodeURIComponent(storedName)}`;

/** `attachment; filename*=UTF-8''…` keeps Korean names intact; the ASCII fallback is for old clients. */
export function contentDisposition(kind: 'attachment' | 'inline', originalName: string): string {
  const fallback = originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(originalName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Serves only names the store wrote and a row still points at; anything else is 404. */
export function downloadRouter(db: Db, store: FileStore): Router {
  const router = Router();

  router.get('/portal/download/:fileName', async (req, res) => {
    const name = req.params.fileName;
    if (!isStoredName(name)) throw notFound(messages.notFound);
    const [row] = await db.select().from(attachments).where(eq(attachments.storedName, name));
    const file = row ? await store.get(name) : null;
    if (!row || !file) throw notFound(messages.notFound);
    res.setHeader('Content-Type', 'application/octet-stream');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', contentDisposition('attachment', row.originalName));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    file.stream.pipe(res);
  });

  router.get('/portal/popup-image/:storedName', async (req, res) => {
    const name = req.params.storedName;
    if (!isStoredName(name)) throw notFound(messages.notFound);
    const [row] = await db.select({ id: popups.id }).from(popups).where(eq(popups.imageName, name));
    const type = IMAGE_TYPES[name.slice(name.lastIndexOf('.') + 1)];
    const file = row && type ? await store.get(name) : null;
    if (!file || !type) throw notFound(messages.notFound);
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    file.stream.pipe(res);
  });

  return router;
}
