import { Router, type RequestHandler } from 'express';
import { eq } from 'drizzle-orm';
import { resourceInputSchema } from '@portal/shared-types/board-inputs';
import { idParamSchema } from '@portal/shared-types/notices';
import { messages } from '@portal/shared-types/messages';
import { apiPaths } from '@portal/shared-types/product';
import { resourcePageQuerySchema, type ResourcePageQuery } from '@portal/shared-types/resources';
import { cachedJson } from '../cache/cached-json';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { resources } from '../db/schema';
import { attachmentUpload } from '../files/attachment-limits';
import { deleteWithAttachments, saveWithAttachments } from '../files/attachments-service';
import { readBoardForm } from '../files/board-form';
import type { FileStore } from '../files/file-store';
import { notFound } from '../http/app-error';
import { validate } from '../http/validate';
import { findResource, findResourceDetail, listResources, pageResources } from './resources-repository';

const ADMIN_RESOURCE = '/portal/admin/resource';

export function resourcesRouter(db: Db, store: FileStore, admin: RequestHandler, cache: PublicCache): Router {
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

  // Section 7 lists the create call without /admin; it is a write all the same, so admin only.
  router.post(apiPaths.resources, admin, attachmentUpload('resource'), async (req, res) => {
    const { input, changes } = readBoardForm(req, res, 'resource', resourceInputSchema);
    const owner = await cache.writing('resources', () =>
      saveWithAttachments(db, store, changes, async (tx) => {
        const [row] = await tx.insert(resources).values(input).returning({ id: resources.id });
        return { resourceId: row!.id };
      }),
    );
    const id = owner && 'resourceId' in owner ? owner.resourceId : 0;
    res.status(201).json(await findResource(db, id));
  });

  router.put(
    `${ADMIN_RESOURCE}/:id`,
    admin,
    validate({ params: idParamSchema }),
    attachmentUpload('resource'),
    async (req, res) => {
      const id = Number(req.params.id);
      const { input, changes } = readBoardForm(req, res, 'resource', resourceInputSchema);
      const owner = await cache.writing('resources', () =>
        saveWithAttachments(db, store, changes, async (tx) => {
          const updated = await tx
            .update(resources)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(resources.id, id))
            .returning({ id: resources.id });
          return updated.length > 0 ? { resourceId: id } : null;
        }),
      );
      if (!owner) throw notFound(messages.notFound);
      res.json(await findResource(db, id));
    },
  );

  router.delete(`${ADMIN_RESOURCE}/:id`, admin, validate({ params: idParamSchema }), async (req, res) => {
    const id = Number(req.params.id);
    const deleted = await cache.writing('resources', () =>
      deleteWithAttachments(db, store, { resourceId: id }, async (tx) => {
        const rows = await tx.delete(resources).where(eq(resources.id, id)).returning({ id: resources.id });
        return rows.length > 0;
      }),
    );
    if (!deleted) throw notFound(messages.notFound);
    res.status(204).end();
  });

  return router;
}
