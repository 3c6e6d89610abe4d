import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Writes a notice straight into a stopped site's PGlite database, past the server's own HTML
 * cleaning, so a browser test can prove that the page sanitises what it is served.
 */
export async function insertRawNotice(
  dataDir: string,
  notice: { title: string; content: string },
): Promise<number> {
  const db = new PGlite(path.join(dataDir, 'pgdata'));
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
