import { and, asc, count, desc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  Neighbour,
  Notice,
  NoticeDetail,
  NoticePageQuery,
  Page,
} from '@portal/shared-types/board/notices';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { attachments, notices } from '../db/schema';
import { attachmentsOf, foldAttachments, type JoinedRow } from '../files/attachments-repository';
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

/** The newest notices (at most NOTICE_LIST_CAP), pinned first, each group by id descending. */
export async function listNotices(db: Db): Promise<Notice[]> {
  return toNotices((await queries(db).list.execute()) as JoinedRow<NoticeRow>[]);
}

export async function findNotice(db: Db, id: number): Promise<Notice | null> {
  return toNotices((await queries(db).one.execute({ id })) as JoinedRow<NoticeRow>[])[0] ?? null;
}

/**
 * The notices beside one in the board's order (pinned first, then id descending, as the list shows
 * them): `prev` is the one listed above it, `next` the one below; null at either end.
 */
async function noticeNeighbours(db: Db, notice: Notice): Promise<{ prev: Neighbour; next: Neighbour }> {
  const { id, topFixed } = notice;
  const columns = { id: notices.id, title: notices.title };
  const [[prev], [next]] = await Promise.all([
    db
      .select(columns)
      .from(notices)
      .where(or(gt(notices.topFixed, topFixed), and(eq(notices.topFixed, topFixed), gt(notices.id, id))))
      .orderBy(asc(notices.topFixed), asc(notices.id))
      .limit(1),
    db
      .select(columns)
      .from(notices)
      .where(or(lt(notices.topFixed, topFixed), and(eq(notices.topFixed, topFixed), lt(notices.id, id))))
      .orderBy(desc(notices.topFixed), desc(notices.id))
      .limit(1),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}

/** `GET /api/notices/:id`: the notice, its files with their sizes, and the notices beside it. */
export async function findNoticeDetail(db: Db, id: number): Promise<NoticeDetail | null> {
  const notice = await findNotice(db, id);
  if (!notice) return null;
  const [files, neighbours] = await Promise.all([
    attachmentsOf(db, { noticeId: id }),
    noticeNeighbours(db, notice),
  ]);
  return { ...notice, files, ...neighbours };
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
