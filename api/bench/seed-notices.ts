// Bulk seeding for the 100,000-notice figures: one INSERT ... SELECT over generate_series per table, so
// the database builds the rows (and the text column and trigram indexes) without a round trip per row.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';

/** Title keyword that matches exactly one seeded notice. */
export const titleKeyword = (n: number) => `제${n}차`;
/** Content keyword that matches exactly one seeded notice: a slice of the md5 in its text. */
export const contentKeyword = (n: number) => createHash('md5').update(String(n)).digest('hex').slice(0, 12);
/** In the text of every seeded notice: the worst case for counting matches. */
export const COMMON_KEYWORD = '임대주택';

/** Rows of a select, from either driver (node-postgres gives a result object, PGlite too). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function seedNotices(db: Db, count: number): Promise<void> {
  // The trigram indexes are built once after the rows (far faster than row by row), from their own
  // definitions as the migrations made them.
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'notices' and indexdef like '%gin_trgm_ops%'`,
    ),
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  await db.execute(sql`
    insert into notices (title, content, top_fixed, created_at, updated_at)
    select '제' || g || '차 청년 신혼부부 매입임대 입주자 모집 공고',
           '<p>청년 <b>임대주택</b> 입주 안내 문서 ' || md5(g::text) ||
             '</p><p>신청 기간과 자격 요건은 첨부한 공고문을 확인해 주세요. 문의: 관리사무소</p>',
           g % 5000 = 0,
           now() - (${count} - g) * interval '1 minute',
           now() - (${count} - g) * interval '1 minute'
    from generate_series(1, ${count}) g`);
  // every tenth notice has a file, so the joins have rows to find
  await db.execute(sql`
    insert into attachments (notice_id, original_name, stored_name, size, mime_type)
    select g, '공고문 ' || g || '.pdf', md5(g::text) || '.pdf', 1024, 'application/pdf'
    from generate_series(1, ${count}, 10) g`);
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql`analyze notices`);
  await db.execute(sql`analyze attachments`);
}
