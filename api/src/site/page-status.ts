import type { Request } from 'express';
import { idParamSchema } from '@portal/shared-types/common/params.schema';
import { isLoginPath, pageOfPath } from './page-of-path';
import type { Db } from '../db/database';
import type { PublicCache } from '../cache/public-cache';
import { ITEM_PAGES } from './item-pages-use-cases';

/** The HTTP status of a page address: 404 for a path no route has, or an item page whose item does not exist. */
export type PageStatus = (req: Request) => Promise<200 | 404>;

/**
 * Decides a page's status from the route table and the database, apart from how the page is rendered:
 * the not-found page itself is the shell's, for any path. An item's existence is remembered per domain
 * version, so a write of that domain asks again.
 */
export function pageStatus(db: Db, cache: PublicCache): PageStatus {
  return async (req) => {
    const page = pageOfPath(req.path);
    if (page) {
      const { entry, params } = page;
      const item = ITEM_PAGES[entry.key];
      if (!item) return 200;
      const id = idParamSchema.safeParse({ id: params.id });
      if (!id.success) return 404;
      const found = await cache.memo(item.domain, `page-exists:${entry.key}:${id.data.id}`, async () =>
        Boolean(await item.exists(db, id.data.id)),
      );
      return found ? 200 : 404;
    }
    return isLoginPath(req.path) ? 200 : 404;
  };
}
