import { actorOf, audit, auditSummary } from '../audit/audit-log';
import { Router } from 'express';
import { popupCalls } from '@portal/shared-types/http/calls/popups';
import { messages } from '@portal/shared-types/common/messages';
import { popupInputSchema } from '@portal/shared-types/popups/popups';
import { endOfSeoulDay, seoulToday } from '@portal/shared-types/common/dates';
import {
  MAX_POPUP_IMAGE_BYTES,
  POPUP_IMAGE_EXTENSIONS,
  extensionOf,
} from '@portal/shared-types/common/uploads';
import { sendCachedJson } from '../cache/cached-json';
import { jsonPart, multipart, type UploadedFile } from '../files/multipart';
import { sanitizeRichText } from '../html/sanitize';
import { notFound } from '../http/app-error';
import { serveCalls } from '../http/serve-call';
import type { RouterDeps } from '../router-deps';
import {
  activePopups,
  deletePopup,
  findPopupRow,
  insertPopup,
  listPopups,
  toPopup,
  updatePopup,
} from './popups-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const imageUpload = () =>
  multipart({
    fileField: 'image',
    maxFiles: 1,
    maxFileBytes: MAX_POPUP_IMAGE_BYTES,
    allowedExtensions: POPUP_IMAGE_EXTENSIONS,
    jsonParts: ['popup'],
  });

export function popupsRouter({ db, store, clock, admin, cache }: RouterDeps): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });

  const readForm = (body: unknown) => {
    const input = popupInputSchema.parse(jsonPart(body, 'popup', true));
    return { ...input, content: sanitizeRichText(input.content) };
  };
  const storeImage = async (files: UploadedFile[] | undefined) => {
    const image = files?.[0];
    return image ? store.put(image.bytes, extensionOf(image.originalName)) : null;
  };

  // Cached until the Seoul day ends (popups run by whole days), or the next popup write.
  serve(popupCalls.active, (req, res) =>
    sendCachedJson(cache, 'popups', req, res, async () => {
      const now = clock.now();
      // valid for the whole Seoul day that holds `now`
      const validFrom = endOfSeoulDay(new Date(now.getTime() - DAY_MS)) + 1;
      return {
        body: await activePopups(db, seoulToday(now)),
        clock: { validFrom, expiresAt: endOfSeoulDay(now) + 1 },
      };
    }),
  );

  serve(popupCalls.list, async (_req, res) => {
    res.json(await listPopups(db));
  });

  serve(popupCalls.detail, async (req, res) => {
    const row = await findPopupRow(db, req.params.id);
    if (!row) throw notFound(messages.notFound);
    res.json(toPopup(row));
  });

  serve(popupCalls.create, [imageUpload()], async (req, res) => {
    const input = readForm(req.body);
    const imageName = await storeImage(res.locals.files as UploadedFile[]);
    try {
      // the audit entry lands in the popup's own transaction: both or neither
      const popup = await cache.writing('popups', () =>
        db.transaction(async (tx) => {
          const created = await insertPopup(tx, input, imageName);
          await audit(tx, {
            actor: actorOf(res),
            kind: 'popup',
            action: 'create',
            target: String(created.id),
            after: auditSummary(created),
          });
          return created;
        }),
      );
      res.status(201).json(popup);
    } catch (error) {
      if (imageName) await store.remove(imageName);
      throw error;
    }
  });

  serve(popupCalls.update, [imageUpload()], async (req, res) => {
    const input = readForm(req.body);
    const imageName = await storeImage(res.locals.files as UploadedFile[]);
    let result;
    const id = req.params.id;
    try {
      result = await cache.writing('popups', () =>
        db.transaction(async (tx) => {
          const updated = await updatePopup(tx, id, input, imageName ?? undefined);
          if (updated)
            await audit(tx, {
              actor: actorOf(res),
              kind: 'popup',
              action: 'update',
              target: String(id),
              before: auditSummary(updated.before),
              after: auditSummary(updated.popup),
            });
          return updated;
        }),
      );
    } catch (error) {
      if (imageName) await store.remove(imageName);
      throw error;
    }
    if (!result) {
      if (imageName) await store.remove(imageName);
      throw notFound(messages.notFound);
    }
    if (imageName && result.oldImage) await store.remove(result.oldImage);
    res.json(result.popup);
  });

  serve(popupCalls.remove, async (req, res) => {
    const id = req.params.id;
    const row = await cache.writing('popups', () =>
      db.transaction(async (tx) => {
        const deleted = await deletePopup(tx, id);
        if (deleted)
          await audit(tx, {
            actor: actorOf(res),
            kind: 'popup',
            action: 'delete',
            target: String(id),
            before: auditSummary(toPopup(deleted)),
          });
        return deleted;
      }),
    );
    if (!row) throw notFound(messages.notFound);
    if (row.imageName) await store.remove(row.imageName);
    res.status(204).end();
  });

  return router;
}
