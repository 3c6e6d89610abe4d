import { inArray } from 'drizzle-orm';
import { apiPaths } from '@portal/shared-types/product';
import type { Db } from '../db/database';
import { attachments } from '../db/schema';

export type Owner = { noticeId: number } | { resourceId: number };
export type AttachmentRow = typeof attachments.$inferSelect;

/** The `fileUrl` map of spec section 3: original name -> download path of the stored file. */
export function toFileUrl(rows: AttachmentRow[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.originalName, apiPaths.download(row.storedName)]));
}

export async function attachmentsOfNotices(db: Db, noticeIds: number[]) {
  if (noticeIds.length === 0) return new Map<number, AttachmentRow[]>();
  const rows = await db
    .select()
    .from(attachments)
    .where(inArray(attachments.noticeId, noticeIds))
    .orderBy(attachments.id);
  return groupBy(rows, (row) => row.noticeId);
}

export async function attachmentsOfResources(db: Db, resourceIds: number[]) {
  if (resourceIds.length === 0) return new Map<number, AttachmentRow[]>();
  const rows = await db
    .select()
    .from(attachments)
    .where(inArray(attachments.resourceId, resourceIds))
    .orderBy(attachments.id);
  return groupBy(rows, (row) => row.resourceId);
}

function groupBy(rows: AttachmentRow[], key: (row: AttachmentRow) => number | null) {
  const map = new Map<number, AttachmentRow[]>();
  for (const row of rows) {
    const id = key(row);
    if (id === null) continue;
    map.set(id, [...(map.get(id) ?? []), row]);
  }
  return map;
}
