import { actorOf, audit, auditSummary } from '../audit/audit-log';
import { Router, type RequestHandler } from 'express';
import { messages } from '@portal/shared-types/messages';
import { idParamSchema } from '@portal/shared-types/notices';
import { popupInputSchema } from '@portal/shared-types/popups';
import { endOfSeoulDay, seoulToday } from '@portal/shared-types/dates';
import { apiPaths } from '@portal/shared-types/product';
import { MAX_POPUP_IMAGE_BYTES, POPUP_IMAGE_EXTENSIONS, extensionOf } from '@portal/shared-types/uploads';
import type { Clock } from '../time/clock';
import { cachedJson } from '../cache/cached-json';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import type { FileStore } from '../files/file-store';
import { jsonPart, multipart, type UploadedFile } from '../files/multipart';
import { sanitizeRichText } from '../html/sanitize';
import { notFound } from '../http/app-error';
import { validate } from '../http/validate';
import {
  activePopups,
  deletePopup,
  findPopupRow,
  insertPopup,
  listPopups,
  toPopup,
  updatePopup,
} from './popups-repository';

const POPUPS = '/api/portal/popup';
const DAY_MS = 24 * 60 * 60 * 1000;

const imageUpload = () =>
  multipart({
    fileField: 'image',
    maxFiles: 1,
    maxFileBytes: MAX_POPUP_IMAGE_BYTES,
    allowedExtensions: POPUP_IMAGE_EXTENSIONS,
    jsonParts: ['popup'],
  });

export function popupsRouter(
  db: Db,
  store: FileStore,
  clock: Clock,
  admin: RequestHandler,
  cache: PublicCache,
): Router {
  const router = Router();

  const readForm = (body: unknown) => {
    const input = popupInputSchema.parse(jsonPart(body, 'popup', true));
    return { ...input, content: sanitizeRichText(input.content) };
  };
  const storeImage = async (files: UploadedFile[] | undefined) => {
    const image = files?.[0];
    return image ? store.put(image.bytes, extensionOf(image.originalName)) : null;
  };

  // Cached until the Seoul day ends (popups run by whole days), or the next popup write.
  router.get(
    apiPaths.activePopups,
    cachedJson(cache, 'popups', async () => {
      const now = clock.now();
      // valid for the whole Seoul day that holds `now`
      const validFrom = endOfSeoulDay(new Date(now.getTime() - DAY_MS)) + 1;
      return {
        body: await activePopups(db, seoulToday(now)),
        clock: { validFrom, expiresAt: endOfSeoulDay(now) + 1 },
      };
    }),
  );

  router.get(POPUPS, admin, async (_req, res) => {
    res.json(await listPopups(db));
  });

  router.get(`${POPUPS}/:id`, admin, validate({ params: idParamSchema }), async (req, res) => {
    const row = await findPopupRow(db, Number(req.params.id));
    if (!row) throw notFound(messages.notFound);
    res.json(toPopup(row));
  });

  router.post(POPUPS, admin, imageUpload(), async (req, res) => {
    const input = readForm(req.body);
    const imageName = await storeImage(res.locals.files as UploadedFile[]);
    try {
      const popup = await cache.writing('popups', () => insertPopup(db, input, imageName));
      await audit(db, {
        actor: actorOf(res),
        kind: 'popup',
        action: 'create',
        target: String(popup.id),
        after: auditSummary(popup),
      });
      res.status(201).json(popup);
    } catch (error) {
      if (imageName) await store.remove(imageName);
      throw error;
    }
  });

  router.put(`${POPUPS}/:id`, admin, validate({ params: idParamSchema }), imageUpload(), async (req, res) => {
    const input = readForm(req.body);
    const imageName = await storeImage(res.locals.files as UploadedFile[]);
    let result;
    const id = Number(req.params.id);
    const before = await findPopupRow(db, id);
    try {
      result = await cache.writing('popups', () => updatePopup(db, id, input, imageName ?? undefined));
    } catch (error) {
      if (imageName) await store.remove(imageName);
      throw error;
    }
    if (!result) {
      if (imageName) await store.remove(imageName);
      throw notFound(messages.notFound);
    }
    if (imageName && result.oldImage) await store.remove(result.oldImage);
    await audit(db, {
      actor: actorOf(res),
      kind: 'popup',
      action: 'update',
      target: String(id),
      before: auditSummary(before && toPopup(before)),
      after: auditSummary(result.popup),
    });
    res.json(result.popup);
  });

  router.delete(`${POPUPS}/:id`, admin, validate({ params: idParamSchema }), async (req, res) => {
    const id = Number(req.params.id);
    const row = await cache.writing('popups', () => deletePopup(db, id));
    if (!row) throw notFound(messages.notFound);
    await audit(db, {
      actor: actorOf(res),
      kind: 'popup',
      action: 'delete',
      target: String(id),
      before: auditSummary(toPopup(row)),
    });
    if (row.imageName) await store.remove(row.imageName);
    res.status(204).end();
  });

  return router;
}
