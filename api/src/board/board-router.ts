import { Router } from 'express';
import type { z } from 'zod';
import { messages } from '@portal/shared-types/common/messages';
import { sendCachedJson } from '../cache/cached-json';
import { attachmentUpload } from '../files/attachment-limits';
import type { Owner } from '../files/attachments-repository';
import { deleteWithAttachments, saveWithAttachments } from '../files/attachments-service';
import { readBoardForm } from '../files/board-form';
import { notFound } from '../http/app-error';
import { serveCalls } from '../http/serve-call';
import type { RouterDeps } from '../router-deps';
import { deletePost, insertPost, updatePost, type BoardInput } from './board-repository';
import type { Board } from './boards';
import { actorOf, audit, auditSummary } from '../audit/audit-log';

const idOf = (owner: Owner): number => ('noticeId' in owner ? owner.noticeId : owner.resourceId);

/** One board's public reads (cached) and the admin's create, update and delete with attachments. */
export function boardRouter<Q extends z.ZodObject, S extends z.ZodType<BoardInput & { content: string }>>(
  board: Board<Q, S>,
  { db, store, admin, cache }: RouterDeps,
): Router {
  const { kind, domain, calls } = board;
  const router = Router();
  const serve = serveCalls(router, { admin });

  serve(calls.list, (req, res) =>
    sendCachedJson(cache, domain, req, res, async () => ({ body: await board.list(db) })),
  );

  serve(calls.detail, (req, res) =>
    sendCachedJson(cache, domain, req, res, async () => {
      const post = await board.findDetail(db, req.params.id);
      if (!post) throw notFound(messages.notFound);
      return { body: post };
    }),
  );

  serve(calls.page, (req, res) =>
    sendCachedJson(
      cache,
      domain,
      req,
      res,
      async () => ({ body: await board.page(db, req.query, cache) }),
      true,
    ),
  );

  serve(calls.summaryPage, (req, res) =>
    sendCachedJson(
      cache,
      domain,
      req,
      res,
      async () => ({ body: await board.summaryPage(db, req.query, cache) }),
      true,
    ),
  );

  serve(calls.create, [attachmentUpload(kind)], async (req, res) => {
    const { input, changes } = readBoardForm(req, res, kind, board.inputSchema);
    const owner = await cache.writing(domain, () =>
      saveWithAttachments(db, store, changes, async (tx) => {
        const id = await insertPost(tx, kind, input);
        await audit(tx, {
          actor: actorOf(res),
          kind,
          action: 'create',
          target: String(id),
          after: {
            ...(auditSummary(input) as object),
            addedFiles: changes.files.map((file) => file.originalName),
          },
        });
        return board.owner(id);
      }),
    );
    res.status(201).json(await board.find(db, owner ? idOf(owner) : 0));
  });

  serve(calls.update, [attachmentUpload(kind)], async (req, res) => {
    const id = req.params.id;
    const { input, changes } = readBoardForm(req, res, kind, board.inputSchema);
    const before = auditSummary(await board.find(db, id));
    const owner = await cache.writing(domain, () =>
      saveWithAttachments(db, store, changes, async (tx) => {
        if (!(await updatePost(tx, kind, id, input))) return null;
        await audit(tx, {
          actor: actorOf(res),
          kind,
          action: 'update',
          target: String(id),
          before,
          after: {
            ...(auditSummary(input) as object),
            addedFiles: changes.files.map((file) => file.originalName),
            deletedFiles: changes.deletedFiles,
          },
        });
        return board.owner(id);
      }),
    );
    if (!owner) throw notFound(messages.notFound);
    res.json(await board.find(db, id));
  });

  serve(calls.remove, async (req, res) => {
    const id = req.params.id;
    const before = auditSummary(await board.find(db, id));
    const deleted = await cache.writing(domain, () =>
      deleteWithAttachments(db, store, board.owner(id), async (tx) => {
        const gone = await deletePost(tx, kind, id);
        if (gone)
          await audit(tx, { actor: actorOf(res), kind, action: 'delete', target: String(id), before });
        return gone;
      }),
    );
    if (!deleted) throw notFound(messages.notFound);
    res.status(204).end();
  });

  return router;
}
