import { Router } from 'express';
import { idParamSchema, noticePageQuerySchema, type NoticePageQuery } from '@portal/shared-types/notices';
import { messages } from '@portal/shared-types/messages';
import { apiPaths } from '@portal/shared-types/product';
import { cachedJson } from '../cache/cached-json';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { notFound } from '../http/app-error';
import { validate } from '../http/validate';
import { findNoticeDetail, listNotices, pageNotices } from './notices-repository';

export function noticesRouter(db: Db, cache: PublicCache): Router {
  const router = Router();

  router.get(
    apiPaths.notices,
    cachedJson(cache, 'notices', async () => ({ body: await listNotices(db) })),
  );

  router.get(
    `${apiPaths.notices}/:id`,
    validate({ params: idParamSchema }),
    cachedJson(cache, 'notices', async (req) => {
      const notice = await findNoticeDetail(db, Number(req.params.id));
      if (!notice) throw notFound(messages.notFound);
      return { body: notice };
    }),
  );

  router.get(
    apiPaths.noticesPage,
    validate({ query: noticePageQuerySchema }),
    cachedJson(
      cache,
      'notices',
      async (req) => ({ body: await pageNotices(db, req.query as unknown as NoticePageQuery, cache) }),
      true,
    ),
  );

  return router;
}
