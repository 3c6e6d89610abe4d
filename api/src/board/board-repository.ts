import { and, asc, count, desc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { NoticeInput, ResourceInput } from '@portal/shared-types/board/board-inputs.schema';
import type { Neighbour, NoticeDetail, NoticePageQuery } from '@portal/shared-types/board/notices.schema';
import type { Notice, Page } from '@portal/shared-types/board/notice-rules';
import type { Resource, ResourceDetail } from '@portal/shared-types/board/resources.schema';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { preparedPerDb } from '../db/prepared';
import { attachments, notices, resources } from '../db/schema';
import type { Tx } from '../db/tx';
import { attachmentsOf, foldAttachments, type JoinedRow, type Owner } from '../files/attachments-repository';

/** The two boards: notices (which may be pinned) and resources. */
const boardTables = { notice: notices, resource: resources };
export type BoardKind = keyof typeof boardTables;
export type BoardInput = NoticeInput | ResourceInput;

/** Each board's posts, details and page query. */
export interface BoardPost {
  notice: Notice;
  resource: Resource;
}
export interface BoardDetail {
  notice: NoticeDetail;
  resource: ResourceDetail;
}
/** A board's page query: the notices' one (a resource page is the same without the pin filter). */
export type BoardPageQuery = Omit<NoticePageQuery, 'topFixed'> & { topFixed?: boolean };

/** The cache domain of each board's responses. */
export const boardDomain = { notice: 'notices', resource: 'resources' } as const;

/**
 * `GET /portal/notice` responds with at most this many notices (pinned first, then newest): the spec gives the
 * call no paging, and the site's pages use `GET /api/notices`; older notices are reached there. The
 * resources' list has no cap.
 */
export const NOTICE_LIST_CAP = 1000;

/**
 * The board's table, typed by the columns both share: notices are resources with a pin. Drizzle writes
 * by the real table's columns, so a notice's `topFixed` in the input still reaches its row.
 */
const tableOf = (kind: BoardKind) => boardTables[kind] as typeof resources;
const pinned = (kind: BoardKind) => kind === 'notice';

export const ownerOf = (kind: BoardKind, postId: number): Owner =>
  kind === 'notice' ? { noticeId: postId } : { resourceId: postId };
const attachmentOwner = (kind: BoardKind) =>
  kind === 'notice' ? attachments.noticeId : attachments.resourceId;

type PostRow = { id: number; title: string; content: string; createdAt: Date; topFixed?: boolean };

function toPosts<K extends BoardKind>(kind: K, rows: JoinedRow<PostRow>[]): BoardPost[K][] {
  return foldAttachments(rows).map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    ...(pinned(kind) ? { topFixed: row.topFixed ?? false } : {}),
    fileUrl: row.fileUrl,
  })) as BoardPost[K][];
}

/**
 * The posts chosen by `where` and the limits, each beside its attachments: one query, the attachments
 * joined to the chosen rows (never a list of ids passed back as parameters). Newest first; with
 * `pinnedFirst`, pinned notices before the rest.
 */
function selectWithFiles(
  kind: BoardKind,
  db: Db,
  where: SQL | undefined,
  pinnedFirst: boolean,
  limit?: unknown,
  offset?: unknown,
) {
  const table = tableOf(kind);
  const order = pinnedFirst ? [desc(notices.topFixed), desc(table.id)] : [desc(table.id)];
  // the ids alone are chosen first: skipping a deep offset then walks the index, not the wide rows
  let ids = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (limit !== undefined) ids = ids.limit(limit as number).offset((offset ?? 0) as number);
  const chosen = ids.as('chosen');
  const columns = { id: table.id, title: table.title, content: table.content, createdAt: table.createdAt };
  return db
    .select({
      owner: pinned(kind) ? { ...columns, topFixed: notices.topFixed } : columns,
      file: { originalName: attachments.originalName, storedName: attachments.storedName },
    })
    .from(chosen)
    .innerJoin(table, eq(table.id, chosen.id))
    .leftJoin(attachments, eq(attachmentOwner(kind), table.id))
    .orderBy(...order, attachments.id);
}

/** The fixed queries of both boards, prepared once per database. */
function prepare(db: Db) {
  const queriesOf = (kind: BoardKind) => {
    const table = tableOf(kind);
    const name = boardDomain[kind];
    return {
      list: selectWithFiles(
        kind,
        db,
        undefined,
        pinned(kind),
        pinned(kind) ? NOTICE_LIST_CAP : undefined,
      ).prepare(`${name}_list`),
      one: selectWithFiles(kind, db, eq(table.id, sql.placeholder('id')), false, 1, 0).prepare(`${name}_one`),
      page: selectWithFiles(
        kind,
        db,
        undefined,
        false,
        sql.placeholder('limit'),
        sql.placeholder('offset'),
      ).prepare(`${name}_page`),
      count: db.select({ value: count() }).from(table).prepare(`${name}_count`),
    };
  };
  return { notice: queriesOf('notice'), resource: queriesOf('resource') };
}
const queries = preparedPerDb(prepare);

/** A board's list: every resource, or the newest notices (at most NOTICE_LIST_CAP) pinned first. */
export async function listPosts<K extends BoardKind>(kind: K, db: Db): Promise<BoardPost[K][]> {
  return toPosts(kind, (await queries(db)[kind].list.execute()) as JoinedRow<PostRow>[]);
}

export async function findPost<K extends BoardKind>(
  kind: K,
  db: Db,
  postId: number,
): Promise<BoardPost[K] | null> {
  const rows = (await queries(db)[kind].one.execute({ id: postId })) as JoinedRow<PostRow>[];
  return toPosts(kind, rows)[0] ?? null;
}

export const listNotices = (db: Db) => listPosts('notice', db);
export const findNotice = (db: Db, noticeId: number) => findPost('notice', db, noticeId);
export const findResource = (db: Db, resourceId: number) => findPost('resource', db, resourceId);

/**
 * The posts beside one in the board's order (notices: pinned first, then id descending, as the list
 * shows them): `prev` is the one listed above it, `next` the one below; null at either end.
 */
async function neighbours(
  kind: BoardKind,
  db: Db,
  post: { id: number; topFixed?: boolean },
): Promise<{ prev: Neighbour; next: Neighbour }> {
  const table = tableOf(kind);
  const columns = { id: table.id, title: table.title };
  const { id } = post;
  const topFixed = post.topFixed ?? false;
  const [above, below, upward, downward] = pinned(kind)
    ? [
        or(gt(notices.topFixed, topFixed), and(eq(notices.topFixed, topFixed), gt(notices.id, id))),
        or(lt(notices.topFixed, topFixed), and(eq(notices.topFixed, topFixed), lt(notices.id, id))),
        [asc(notices.topFixed), asc(notices.id)],
        [desc(notices.topFixed), desc(notices.id)],
      ]
    : [gt(table.id, id), lt(table.id, id), [asc(table.id)], [desc(table.id)]];
  const [[prev], [next]] = await Promise.all([
    db
      .select(columns)
      .from(table)
      .where(above)
      .orderBy(...upward)
      .limit(1),
    db
      .select(columns)
      .from(table)
      .where(below)
      .orderBy(...downward)
      .limit(1),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}

/** A post's detail: the post, its files with their sizes, and the posts beside it. */
export async function findPostDetail<K extends BoardKind>(
  kind: K,
  db: Db,
  postId: number,
): Promise<BoardDetail[K] | null> {
  const post = await findPost(kind, db, postId);
  if (!post) return null;
  const [files, beside] = await Promise.all([
    attachmentsOf(db, ownerOf(kind, postId)),
    neighbours(kind, db, post),
  ]);
  return { ...post, files, ...beside } as BoardDetail[K];
}

/** Escapes LIKE wildcards so a keyword is matched as typed. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A board's paged list: id descending, optional contains-search on title or text, and for notices a pin
 * filter. The total is counted once per filter until the board's next write (`memo`), not on every page.
 */
export async function pagePosts<K extends BoardKind>(
  kind: K,
  db: Db,
  query: BoardPageQuery,
  memo: Pick<PublicCache, 'memo'>,
): Promise<Page<BoardPost[K]>> {
  const table = tableOf(kind);
  const conditions: SQL[] = [];
  const keyword = query.keyword?.trim();
  // content is HTML: search its text column, so 'span' or 'png' do not match the markup
  if (keyword)
    conditions.push(ilike(query.field === 'content' ? table.contentText : table.title, likePattern(keyword)));
  const pinFilter = pinned(kind) ? [query.topFixed] : [];
  if (pinned(kind) && query.topFixed !== undefined) conditions.push(eq(notices.topFixed, query.topFixed));
  const where = conditions.length ? and(...conditions) : undefined;
  const prepared = queries(db)[kind];
  const limits = { limit: query.size, offset: query.page * query.size };

  const countKey = `count:${JSON.stringify([keyword ? (query.field ?? 'title') : null, keyword, ...pinFilter])}`;
  const [rows, totalElements] = await Promise.all([
    where
      ? selectWithFiles(kind, db, where, false, limits.limit, limits.offset)
      : prepared.page.execute(limits),
    memo.memo(boardDomain[kind], countKey, async () =>
      where
        ? ((await db.select({ value: count() }).from(table).where(where))[0]?.value ?? 0)
        : ((await prepared.count.execute())[0]?.value ?? 0),
    ),
  ]);
  const totalPages = Math.ceil(totalElements / query.size);
  return {
    content: toPosts(kind, rows as JoinedRow<PostRow>[]),
    last: query.page >= totalPages - 1,
    totalElements,
    totalPages,
    number: query.page,
    size: query.size,
  };
}

/** Inserts a post and returns its id; `createdAt` back-dates it (demo content and tests). */
export async function insertPost(
  db: Db | Tx,
  kind: BoardKind,
  input: BoardInput,
  createdAt?: Date,
): Promise<number> {
  const table = tableOf(kind);
  const [row] = await db
    .insert(table)
    .values({ ...input, ...(createdAt ? { createdAt, updatedAt: createdAt } : {}) })
    .returning({ id: table.id });
  return row!.id;
}

export const insertNotice = (db: Db, input: NoticeInput, createdAt?: Date) =>
  insertPost(db, 'notice', input, createdAt);

/** Replaces a post's fields; false when there is no such post. */
export async function updatePost(
  db: Db | Tx,
  kind: BoardKind,
  postId: number,
  input: BoardInput,
): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await db
    .update(table)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(table.id, postId))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Deletes a post; false when there was none. */
export async function deletePost(db: Db | Tx, kind: BoardKind, postId: number): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await db.delete(table).where(eq(table.id, postId)).returning({ id: table.id });
  return rows.length > 0;
}
