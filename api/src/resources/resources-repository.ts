import { desc, eq } from 'drizzle-orm';
import type { Resource } from '@portal/shared-types/resources';
import type { Db } from '../db/database';
import { resources } from '../db/schema';
import { attachmentsOfResources, toFileUrl } from '../files/attachments-repository';

type ResourceRow = typeof resources.$inferSelect;

async function withFiles(db: Db, rows: ResourceRow[]): Promise<Resource[]> {
  const files = await attachmentsOfResources(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    fileUrl: toFileUrl(files.get(row.id) ?? []),
  }));
}

/** Every resource, id descending (spec section 2.8). */
export async function listResources(db: Db): Promise<Resource[]> {
  return withFiles(db, await db.select().from(resources).orderBy(desc(resources.id)));
}

export async function findResource(db: Db, id: number): Promise<Resource | null> {
  const [row] = await db.select().from(resources).where(eq(resources.id, id));
  return row ? (await withFiles(db, [row]))[0]! : null;
}
