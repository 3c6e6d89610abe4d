import type { z } from 'zod';
import { noticeInputSchema, resourceInputSchema } from '@portal/shared-types/board/board-inputs';
import type { Call } from '@portal/shared-types/http/call';
import { noticeCalls, resourceCalls } from '@portal/shared-types/http/calls/board';
import {
  noticeSummaryOf,
  postSummaryOf,
  type idParamSchema,
  type noticePageQuerySchema,
  type Page,
} from '@portal/shared-types/board/notices';
import type { resourcePageQuerySchema } from '@portal/shared-types/board/resources';
import type { PublicCache } from '../cache/public-cache';
import type { ParsedQuery } from '../http/serve-call';
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

/** A page whose items are mapped (a page of posts to a page of their summaries). */
const mapPage = async <T, U>(page: Promise<Page<T>>, map: (item: T) => U): Promise<Page<U>> => {
  const { content, ...rest } = await page;
  return { ...rest, content: content.map(map) };
};

type WithId = Call & { params: typeof idParamSchema };

/** A board's six calls in the contract (the spec's paths differ between the two boards). */
export interface BoardCalls<Q extends z.ZodObject> {
  list: Call;
  detail: WithId;
  page: Omit<Call, 'query'> & { query: Q };
  summaryPage: Omit<Call, 'query'> & { query: Q };
  create: Call;
  update: WithId;
  remove: WithId;
}

/** What differs between the two boards: calls, schemas, cache domain, owner column and their reads. */
export interface Board<Q extends z.ZodObject, S extends z.ZodType<BoardInput & { content: string }>> {
  kind: BoardKind;
  domain: 'notices' | 'resources';
  calls: BoardCalls<Q>;
  inputSchema: S;
  owner: (id: number) => Owner;
  list: (db: Db) => Promise<unknown>;
  page: (db: Db, query: ParsedQuery<Q>, memo: Pick<PublicCache, 'memo'>) => Promise<unknown>;
  /** the same page as a list shows it: each post without its body */
  summaryPage: (db: Db, query: ParsedQuery<Q>, memo: Pick<PublicCache, 'memo'>) => Promise<unknown>;
  find: (db: Db, id: number) => Promise<unknown>;
  findDetail: (db: Db, id: number) => Promise<unknown>;
}

export const noticeBoard: Board<typeof noticePageQuerySchema, typeof noticeInputSchema> = {
  kind: 'notice',
  domain: 'notices',
  calls: noticeCalls,
  inputSchema: noticeInputSchema,
  owner: (id) => ({ noticeId: id }),
  list: listNotices,
  page: pageNotices,
  summaryPage: (db, query, memo) => mapPage(pageNotices(db, query, memo), noticeSummaryOf),
  find: findNotice,
  findDetail: findNoticeDetail,
};

export const resourceBoard: Board<typeof resourcePageQuerySchema, typeof resourceInputSchema> = {
  kind: 'resource',
  domain: 'resources',
  calls: resourceCalls,
  inputSchema: resourceInputSchema,
  owner: (id) => ({ resourceId: id }),
  list: listResources,
  page: pageResources,
  summaryPage: (db, query, memo) => mapPage(pageResources(db, query, memo), postSummaryOf),
  find: findResource,
  findDetail: findResourceDetail,
};
