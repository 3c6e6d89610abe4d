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
