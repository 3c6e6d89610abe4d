import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Notice, NoticePageQuery, Page } from '@portal/shared-types/notices';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { attachments, notices } from '../db/schema';
import { foldAttachments, type JoinedRow } from '../files/attachments-repository';
import { preparedPerDb } from '../db/prepared';

/**
 * `GET /portal/notice` answers at most this many notices (pinned first, then newest): the spec gives the
 * call no paging, and the site's pages use `GET /api/notices`; older notices are reached there.
 */
export const NOTICE_LIST_CAP = 1000;

const noticeColumns = {
  id: notices.id,
  title: notices.title,
  content: notices.content,
  topFixed: notices.topFixed,
  createdAt: notices.createdAt,
};
type NoticeRow = { id: number; title: string; content: string; topFixed: boolean; createdAt: Date };

const fileColumns = { originalName: attachments.originalName, storedName: attachments.storedName };

function toNotices(rows: JoinedRow<NoticeRow>[]): Notice[] {
  return foldAttachments(rows).map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    topFixed: row.topFixed,
    fileUrl: row.fileUrl,
  }));
}

/**
 * The notices chosen by `where`, `order` and the limits, each beside its attachments: one query, the
 * attachments joined to the chosen rows (never a list of ids passed back as parameters).
 */
function selectWithFiles(
  db: Db,
  where: SQL | undefined,
  pinnedFirst: boolean,
  limit: unknown,
  offset: unknown,
) {
  const order = pinnedFirst ? [desc(notices.topFixed), desc(notices.id)] : [desc(notices.id)];
  // the ids alone are chosen first: skipping a deep offset then walks the index, not the wide rows
  const chosen = db
    .select({ id: notices.id })
    .from(notices)
    .where(where)
    .orderBy(...order)
    .limit(limit as number)
    .offset(offset as number)
    .as('chosen');
  return db
    .select({ owner: noticeColumns, file: fileColumns })
    .from(chosen)
    .innerJoin(notices, eq(notices.id, chosen.id))
    .leftJoin(attachments, eq(attachments.noticeId, notices.id))
    .orderBy(...order, attachments.id);
}

/** The fixed queries, prepared once per database. */
function prepare(db: Db) {
  return {
    list: selectWithFiles(db, undefined, true, NOTICE_LIST_CAP, 0).prepare('notices_list'),
    one: selectWithFiles(db, eq(notices.id, sql.placeholder('id')), false, 1, 0).prepare('notices_one'),
    page: selectWithFiles(db, undefined, false, sql.placeholder('limit'), sql.placeholder('offset')).prepare(
      'notices_page',
    ),
    count: db.select({ value: count() }).from(notices).prepare('notices_count'),
  };
}
const queries = preparedPerDb(prepare);

/** The newest notices (at most NOTICE_LIST_CAP), pinned first, each group by id descending (spec section 4). */
export async function listNotices(db: Db): Promise<Notice[]> {
  return toNotices((await queries(db).list.execute()) as JoinedRow<NoticeRow>[]);
}

export async function findNotice(db: Db, id: number): Promise<Notice | null> {
  return toNotices((await queries(db).one.execute({ id })) as JoinedRow<NoticeRow>[])[0] ?? null;
}

/** Escapes LIKE wildcards so a keyword is matched as typed. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The paged list of `GET /api/notices`: id descending, optional contains-search and pin filter. The
 * total is counted once per filter until the next notice write (`memo`), not on every page.
 */
export async function pageNotices(
  db: Db,
  query: NoticePageQuery,
  memo: Pick<PublicCache, 'memo'>,
): Promise<Page<Notice>> {
  const conditions: SQL[] = [];
  const keyword = query.keyword?.trim();
  // content is HTML: search its text column, so 'span' or 'png' do not match the markup
  if (keyword)
    conditions.push(
      ilike(query.field === 'content' ? notices.contentText : notices.title, likePattern(keyword)),
    );
  if (query.topFixed !== undefined) conditions.push(eq(notices.topFixed, query.topFixed));
  const where = conditions.length ? and(...conditions) : undefined;
  const prepared = queries(db);
  const limits = { limit: query.size, offset: query.page * query.size };

  const countKey = `count:${JSON.stringify([keyword ? (query.field ?? 'title') : null, keyword, query.topFixed])}`;
  const [rows, totalElements] = await Promise.all([
    where ? selectWithFiles(db, where, false, limits.limit, limits.offset) : prepared.page.execute(limits),
    memo.memo('notices', countKey, async () =>
      where
        ? ((await db.select({ value: count() }).from(notices).where(where))[0]?.value ?? 0)
        : ((await prepared.count.execute())[0]?.value ?? 0),
    ),
  ]);
  const totalPages = Math.ceil(totalElements / query.size);
  return {
    content: toNotices(rows as JoinedRow<NoticeRow>[]),
    last: query.page >= totalPages - 1,
    totalElements,
    totalPages,
    number: query.page,
    size: query.size,
  };
}

export interface NoticeInput {
  title: string;
  content: string;
  topFixed: boolean;
}

export async function insertNotice(db: Db, input: NoticeInput, createdAt?: Date): Promise<number> {
  const [row] = await db
    .insert(notices)
    .values({ ...input, ...(createdAt ? { createdAt, updatedAt: createdAt } : {}) })
    .returning({ id: notices.id });
  return row!.id;
}
