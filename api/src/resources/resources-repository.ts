import { asc, count, desc, eq, gt, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Neighbour, Page } from '@portal/shared-types/board/notices';
import type { Resource, ResourceDetail, ResourcePageQuery } from '@portal/shared-types/board/resources';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { attachments, resources } from '../db/schema';
import { attachmentsOf, foldAttachments, type JoinedRow } from '../files/attachments-repository';
import { likePattern } from '../notices/notices-repository';
import { preparedPerDb } from '../db/prepared';

type ResourceRow = { id: number; title: string; content: string; createdAt: Date };

function toResources(rows: JoinedRow<ResourceRow>[]): Resource[] {
  return foldAttachments(rows).map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    fileUrl: row.fileUrl,
  }));
}

/** The resources chosen by `where` and the limits, id descending, each beside its joined attachments. */
function selectWithFiles(db: Db, where: SQL | undefined, limit?: unknown, offset?: unknown) {
  // the ids alone are chosen first: skipping a deep offset then walks the index, not the wide rows
  let ids = db
    .select({ id: resources.id })
    .from(resources)
    .where(where)
    .orderBy(desc(resources.id))
    .$dynamic();
  if (limit !== undefined) ids = ids.limit(limit as number).offset(offset as number);
  const chosen = ids.as('chosen');
  return db
    .select({
      owner: {
        id: resources.id,
        title: resources.title,
        content: resources.content,
        createdAt: resources.createdAt,
      },
      file: { originalName: attachments.originalName, storedName: attachments.storedName },
    })
    .from(chosen)
    .innerJoin(resources, eq(resources.id, chosen.id))
    .leftJoin(attachments, eq(attachments.resourceId, resources.id))
    .orderBy(desc(resources.id), attachments.id);
}

/** The fixed queries, prepared once per database. */
function prepare(db: Db) {
  return {
    list: selectWithFiles(db, undefined).prepare('resources_list'),
    one: selectWithFiles(db, eq(resources.id, sql.placeholder('id'))).prepare('resources_one'),
    page: selectWithFiles(db, undefined, sql.placeholder('limit'), sql.placeholder('offset')).prepare(
      'resources_page',
    ),
    count: db.select({ value: count() }).from(resources).prepare('resources_count'),
  };
}
const queries = preparedPerDb(prepare);

/** Every resource, id descending. */
export async function listResources(db: Db): Promise<Resource[]> {
  return toResources((await queries(db).list.execute()) as JoinedRow<ResourceRow>[]);
}

export async function findResource(db: Db, id: number): Promise<Resource | null> {
  return toResources((await queries(db).one.execute({ id })) as JoinedRow<ResourceRow>[])[0] ?? null;
}

/** The resource listed above (newer) and below (older) one, id descending as the library lists them. */
async function resourceNeighbours(db: Db, id: number): Promise<{ prev: Neighbour; next: Neighbour }> {
  const columns = { id: resources.id, title: resources.title };
  const [[prev], [next]] = await Promise.all([
    db.select(columns).from(resources).where(gt(resources.id, id)).orderBy(asc(resources.id)).limit(1),
    db.select(columns).from(resources).where(lt(resources.id, id)).orderBy(desc(resources.id)).limit(1),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}

/** `GET /api/resources/:id`: the resource, its files with their sizes, and the resources beside it. */
export async function findResourceDetail(db: Db, id: number): Promise<ResourceDetail | null> {
  const resource = await findResource(db, id);
  if (!resource) return null;
  const [files, neighbours] = await Promise.all([
    attachmentsOf(db, { resourceId: id }),
    resourceNeighbours(db, id),
  ]);
  return { ...resource, files, ...neighbours };
}

/** The paged list of `GET /api/resources`: id descending, optional contains-search on title or text. */
export async function pageResources(
  db: Db,
  query: ResourcePageQuery,
  memo: Pick<PublicCache, 'memo'>,
): Promise<Page<Resource>> {
  const keyword = query.keyword?.trim();
  const where: SQL | undefined = keyword
    ? ilike(query.field === 'content' ? resources.contentText : resources.title, likePattern(keyword))
    : undefined;
  const prepared = queries(db);
  const limits = { limit: query.size, offset: query.page * query.size };
  const countKey = `count:${JSON.stringify([keyword ? (query.field ?? 'title') : null, keyword])}`;
  const [rows, totalElements] = await Promise.all([
    where ? selectWithFiles(db, where, limits.limit, limits.offset) : prepared.page.execute(limits),
    memo.memo('resources', countKey, async () =>
      where
        ? ((await db.select({ value: count() }).from(resources).where(where))[0]?.value ?? 0)
        : ((await prepared.count.execute())[0]?.value ?? 0),
    ),
  ]);
  const totalPages = Math.ceil(totalElements / query.size);
  return {
    content: toResources(rows as JoinedRow<ResourceRow>[]),
    last: query.page >= totalPages - 1,
    totalElements,
    totalPages,
    number: query.page,
    size: query.size,
  };
}
