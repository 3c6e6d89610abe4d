import type { z } from 'zod';
import { noticeInputSchema, resourceInputSchema } from '@portal/shared-types/board-inputs';
import { noticePageQuerySchema } from '@portal/shared-types/notices';
import { apiPaths } from '@portal/shared-types/product';
import { resourcePageQuerySchema } from '@portal/shared-types/resources';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import type { Owner } from '../files/attachments-repository';
import { findNotice, findNoticeDetail, listNotices, pageNotices } from '../notices/notices-repository';
import {
  findResource,
  findResourceDetail,
  listResources,
  pageResources,
} from '../resources/resources-repository';
import type { BoardInput, BoardKind } from './board-repository';

/** What differs between the two boards: paths, schemas, cache domain, owner column and their reads. */
export interface Board<Q extends z.ZodType, S extends z.ZodType<BoardInput & { content: string }>> {
  kind: BoardKind;
  domain: 'notices' | 'resources';
  listPath: string;
  pagePath: string;
  pageQuerySchema: Q;
  /** the spec's create call: notices under /admin, resources without (admin only all the same) */
  createPath: string;
  itemAdminPath: string;
  inputSchema: S;
  owner: (id: number) => Owner;
  list: (db: Db) => Promise<unknown>;
  page: (db: Db, query: z.output<Q>, memo: Pick<PublicCache, 'memo'>) => Promise<unknown>;
  find: (db: Db, id: number) => Promise<unknown>;
  findDetail: (db: Db, id: number) => Promise<unknown>;
}

export const noticeBoard: Board<typeof noticePageQuerySchema, typeof noticeInputSchema> = {
  kind: 'notice',
  domain: 'notices',
  listPath: apiPaths.notices,
  pagePath: apiPaths.noticesPage,
  pageQuerySchema: noticePageQuerySchema,
  createPath: '/portal/admin/notice',
  itemAdminPath: '/portal/admin/notice/:id',
  inputSchema: noticeInputSchema,
  owner: (id) => ({ noticeId: id }),
  list: listNotices,
  page: pageNotices,
  find: findNotice,
  findDetail: findNoticeDetail,
};

export const resourceBoard: Board<typeof resourcePageQuerySchema, typeof resourceInputSchema> = {
  kind: 'resource',
  domain: 'resources',
  listPath: apiPaths.resources,
  pagePath: apiPaths.resourcesPage,
  pageQuerySchema: resourcePageQuerySchema,
  createPath: apiPaths.resources,
  itemAdminPath: '/portal/admin/resource/:id',
  inputSchema: resourceInputSchema,
  owner: (id) => ({ resourceId: id }),
  list: listResources,
  page: pageResources,
  find: findResource,
  findDetail: findResourceDetail,
};
