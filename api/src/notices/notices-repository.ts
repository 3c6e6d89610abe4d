import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Notice, NoticePageQuery, Page } from '@portal/shared-types/notices';
import type { Db } from '../db/database';
import { notices } from '../db/schema';
import { attachmentsOfNotices, toFileUrl, type AttachmentRow } from '../files/attachments-repository';

type NoticeRow = typeof notices.$inferSelect;

function toNotice(row: NoticeRow, files: AttachmentRow[] = []): Notice {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    topFixed: row.topFixed,
    fileUrl: toFileUrl(files),
  };
}

async function withFiles(db: Db, rows: NoticeRow[]): Promise<Notice[]> {
  const files = await attachmentsOfNotices(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toNotice(row, files.get(row.id)));
}

/** Every notice, pinned first, each group by id descending (spec section 4). */
export async function listNotices(db: Db): Promise<Notice[]> {
  const rows = await db.select().from(notices).orderBy(desc(notices.topFixed), desc(notices.id));
  return withFiles(db, rows);
}

export async function findNotice(db: Db, id: number): Promise<Notice | null> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  return row ? (await withFiles(db, [row]))[0]! : null;
}

/** Escapes LIKE wildcards so a keyword is matched as typed. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The paged list of `GET /api/notices`: id descending, optional contains-search and pin filter. */
export async function pageNotices(db: Db, query: NoticePageQuery): Promise<Page<Notice>> {
  const conditions: SQL[] = [];
  const keyword = query.keyword?.trim();
  if (keyword) {
    // content is HTML: search its text, so 'span' or 'png' do not match the markup
    const column =
      query.field === 'content' ? sql`regexp_replace(${notices.content}, '<[^>]*>', '', 'g')` : notices.title;
    conditions.push(ilike(column, likePattern(keyword)));
  }
  if (query.topFixed !== undefined) conditions.push(eq(notices.topFixed, query.topFixed));
  const where = conditions.length ? and(...conditions) : undefined;

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ value: count() }).from(notices).where(where),
  ]);
  const totalElements = total?.value ?? 0;
  const totalPages = Math.ceil(totalElements / query.size);
  return {
    content: await withFiles(db, rows),
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
