import { Router, type RequestHandler } from 'express';
import { eq } from 'drizzle-orm';
import { noticeInputSchema } from '@portal/shared-types/board-inputs';
import { idParamSchema } from '@portal/shared-types/notices';
import { messages } from '@portal/shared-types/messages';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { notices } from '../db/schema';
import { attachmentUpload } from '../files/attachment-limits';
import { deleteWithAttachments, saveWithAttachments } from '../files/attachments-service';
import { readBoardForm } from '../files/board-form';
import type { FileStore } from '../files/file-store';
import { notFound } from '../http/app-error';
import { validate } from '../http/validate';
import { findNotice } from './notices-repository';

const ADMIN_NOTICE = '/portal/admin/notice';

export function noticesAdminRouter(
  db: Db,
  store: FileStore,
  admin: RequestHandler,
  cache: PublicCache,
): Router {
  const router = Router();

  router.post(ADMIN_NOTICE, admin, attachmentUpload('notice'), async (req, res) => {
    const { input, changes } = readBoardForm(req, res, 'notice', noticeInputSchema);
    const owner = await cache.writing('notices', () =>
      saveWithAttachments(db, store, changes, async (tx) => {
        const [row] = await tx.insert(notices).values(input).returning({ id: notices.id });
        return { noticeId: row!.id };
      }),
    );
    const id = owner && 'noticeId' in owner ? owner.noticeId : 0;
    res.status(201).json(await findNotice(db, id));
  });

  router.put(
    `${ADMIN_NOTICE}/:id`,
    admin,
    validate({ params: idParamSchema }),
    attachmentUpload('notice'),
    async (req, res) => {
      const id = Number(req.params.id);
      const { input, changes } = readBoardForm(req, res, 'notice', noticeInputSchema);
      const owner = await cache.writing('notices', () =>
        saveWithAttachments(db, store, changes, async (tx) => {
          const updated = await tx
            .update(notices)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(notices.id, id))
            .returning({ id: notices.id });
          return updated.length > 0 ? { noticeId: id } : null;
        }),
      );
      if (!owner) throw notFound(messages.notFound);
      res.json(await findNotice(db, id));
    },
  );

  router.delete(`${ADMIN_NOTICE}/:id`, admin, validate({ params: idParamSchema }), async (req, res) => {
    const id = Number(req.params.id);
    const deleted = await cache.writing('notices', () =>
      deleteWithAttachments(db, store, { noticeId: id }, async (tx) => {
        const rows = await tx.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
        return rows.length > 0;
      }),
    );
    if (!deleted) throw notFound(messages.notFound);
    res.status(204).end();
  });

  return router;
}
