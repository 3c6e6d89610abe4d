import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Writes a notice straight into a stopped site's PGlite database, past the server's own HTML
 * cleaning, so a browser test can prove that the page sanitises what it is served.
 */
export async function insertRawNotice(
  dataDir: string,
  notice: { title: string; content: string },
): Promise<number> {
  // the search indexes use pg_trgm, so the folder opens only with it loaded
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  try {
    const result = await db.query<{ id: number }>(
      'insert into notices (title, content, top_fixed) values ($1, $2, false) returning id',
      [notice.title, notice.content],
    );
    return result.rows[0]!.id;
  } finally {
    await db.close();
  }
}

/** Writes `count` plain notices into a stopped site's database ("순서 공지 1" is the oldest). */
export async function insertNotices(dataDir: string, count: number): Promise<void> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  try {
    for (let n = 1; n <= count; n += 1)
      await db.query('insert into notices (title, content, top_fixed) values ($1, $2, false)', [
        `순서 공지 ${n}`,
        `<p>순서 공지 ${n}의 본문</p>`,
      ]);
  } finally {
    await db.close();
  }
}
