import { Router } from 'express';
import { idParamSchema } from '@portal/shared-types/notices';
import { messages } from '@portal/shared-types/messages';
import { apiPaths } from '@portal/shared-types/product';
import { resourcePageQuerySchema, type ResourcePageQuery } from '@portal/shared-types/resources';
import { cachedJson } from '../cache/cached-json';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { notFound } from '../http/app-error';
import { validate } from '../http/validate';
import { findResourceDetail, listResources, pageResources } from './resources-repository';

export function resourcesRouter(db: Db, cache: PublicCache): Router {
  const router = Router();

  router.get(
    apiPaths.resources,
    cachedJson(cache, 'resources', async () => ({ body: await listResources(db) })),
  );

  router.get(
    `${apiPaths.resources}/:id`,
    validate({ params: idParamSchema }),
    cachedJson(cache, 'resources', async (req) => {
      const resource = await findResourceDetail(db, Number(req.params.id));
      if (!resource) throw notFound(messages.notFound);
      return { body: resource };
    }),
  );

  router.get(
    apiPaths.resourcesPage,
    validate({ query: resourcePageQuerySchema }),
    cachedJson(
      cache,
      'resources',
      async (req) => ({ body: await pageResources(db, req.query as unknown as ResourcePageQuery, cache) }),
      true,
    ),
  );

  return router;
}
