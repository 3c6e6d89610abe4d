import { Router, type RequestHandler } from 'express';
import { noticeInputSchema, resourceInputSchema } from '@portal/shared-types/board-inputs';
import { idParamSchema } from '@portal/shared-types/notices';
import { messages } from '@portal/shared-types/messages';
import { apiPaths } from '@portal/shared-types/product';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { attachmentUpload } from '../files/attachment-limits';
import type { Owner } from '../files/attachments-repository';
import { deleteWithAttachments, saveWithAttachments } from '../files/attachments-service';
import { readBoardForm } from '../files/board-form';
import type { FileStore } from '../files/file-store';
import { notFound } from '../http/app-error';
import { validate } from '../http/validate';
import { findNotice } from '../notices/notices-repository';
import { findResource } from '../resources/resources-repository';
import { deletePost, insertPost, updatePost, type BoardKind } from './board-repository';

/** What differs between the two boards' writes: their paths, form schema, cache domain and owner column. */
const boards = {
  notice: {
    // the spec's create call of each board: notices under /admin, resources without (admin only all the same)
    createPath: '/portal/admin/notice',
    itemPath: '/portal/admin/notice/:id',
    schema: noticeInputSchema,
    domain: 'notices',
    owner: (id: number): Owner => ({ noticeId: id }),
    find: findNotice,
  },
  resource: {
    createPath: apiPaths.resources,
    itemPath: '/portal/admin/resource/:id',
    schema: resourceInputSchema,
    domain: 'resources',
    owner: (id: number): Owner => ({ resourceId: id }),
    find: findResource,
  },
} as const;

/** The admin's create, update and delete of one board's posts with their attachments. */
export function boardWriteRouter(
  kind: BoardKind,
  db: Db,
  store: FileStore,
  admin: RequestHandler,
  cache: PublicCache,
): Router {
  const board = boards[kind];
  const router = Router();

  router.post(board.createPath, admin, attachmentUpload(kind), async (req, res) => {
    const { input, changes } = readBoardForm(req, res, kind, board.schema);
    const owner = await cache.writing(board.domain, () =>
      saveWithAttachments(db, store, changes, async (tx) => board.owner(await insertPost(tx, kind, input))),
    );
    res.status(201).json(await board.find(db, owner ? idOf(owner) : 0));
  });

  router.put(
    board.itemPath,
    admin,
    validate({ params: idParamSchema }),
    attachmentUpload(kind),
    async (req, res) => {
      const id = Number(req.params.id);
      const { input, changes } = readBoardForm(req, res, kind, board.schema);
      const owner = await cache.writing(board.domain, () =>
        saveWithAttachments(db, store, changes, async (tx) =>
          (await updatePost(tx, kind, id, input)) ? board.owner(id) : null,
        ),
      );
      if (!owner) throw notFound(messages.notFound);
      res.json(await board.find(db, id));
    },
  );

  router.delete(board.itemPath, admin, validate({ params: idParamSchema }), async (req, res) => {
    const id = Number(req.params.id);
    const deleted = await cache.writing(board.domain, () =>
      deleteWithAttachments(db, store, board.owner(id), (tx) => deletePost(tx, kind, id)),
    );
    if (!deleted) throw notFound(messages.notFound);
    res.status(204).end();
  });

  return router;
}

const idOf = (owner: Owner): number => ('noticeId' in owner ? owner.noticeId : owner.resourceId);
