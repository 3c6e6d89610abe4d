import { Router } from 'express';
import { idParamSchema, noticePageQuerySchema, type NoticePageQuery } from '@portal/shared-types/notices';
import { messages } from '@portal/shared-types/messages';
import { apiPaths } from '@portal/shared-types/product';
import type { Db } from '../db/database';
import { notFound } from '../http/app-error';
import { validate } from '../http/validate';
import { findNotice, listNotices, pageNotices } from './notices-repository';

export function noticesRouter(db: Db): Router {
  const router = Router();

  router.get(apiPaths.notices, async (_req, res) => {
    res.json(await listNotices(db));
  });

  router.get(`${apiPaths.notices}/:id`, validate({ params: idParamSchema }), async (req, res) => {
    const notice = await findNotice(db, Number(req.params.id));
    if (!notice) throw notFound(messages.notFound);
    res.json(notice);
  });

  router.get(apiPaths.noticesPage, validate({ query: noticePageQuerySchema }), async (req, res) => {
    res.json(await pageNotices(db, req.query as unknown as NoticePageQuery));
  });

  return router;
}
