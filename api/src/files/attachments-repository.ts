export type Owner = { noticeId: number } | { resourceId: number };

import { and, eq, inArray } from 'drizzle-orm';
import type { Attachment } from '@portal/shared-types/board/notices.schema';
import { urlOf } from '@portal/shared-types/http/route';
import { fileRoutes } from '@portal/shared-types/http/routes/files';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { attachments, popups } from '../db/schema';

/** An owner's row beside one of its attachments (null when it has none): the shape of a left join. */
export interface JoinedRow<T> {
  owner: T & { id: number };
  file: { originalName: string; storedName: string } | null;
}

/**
 * Folds left-joined rows (owner order kept, attachments by id within an owner) into owners with their
 * `fileUrl` map: original name -> download path.
 */
export function foldAttachments<T>(
  rows: JoinedRow<T>[],
): (T & { id: number; fileUrl: Record<string, string> })[] {
  const owners = new Map<number, T & { id: number; fileUrl: Record<string, string> }>();
  for (const { owner, file } of rows) {
    let item = owners.get(owner.id);
    if (!item) {
      item = { ...owner, fileUrl: {} };
      owners.set(owner.id, item);
    }
    if (file) item.fileUrl[file.originalName] = urlOf(fileRoutes.download, { fileName: file.storedName });
  }
  return [...owners.values()];
}

const ownerColumn = (owner: Owner) =>
  'noticeId' in owner
    ? eq(attachments.noticeId, owner.noticeId)
    : eq(attachments.resourceId, owner.resourceId);

/** Upload order of one owner's attachments, with their sizes: the file list of a detail answer. */
export async function attachmentsOf(db: Db, owner: Owner): Promise<Attachment[]> {
  const rows = await db
    .select({ name: attachments.originalName, storedName: attachments.storedName, size: attachments.size })
    .from(attachments)
    .where(ownerColumn(owner))
    .orderBy(attachments.id);
  return rows.map((row) => ({
    name: row.name,
    url: urlOf(fileRoutes.download, { fileName: row.storedName }),
    size: row.size,
  }));
}

/** The attachment stored under this name (its original name goes with the download). */
export async function attachmentByStoredName(db: Db, storedName: string) {
  const [row] = await db.select().from(attachments).where(eq(attachments.storedName, storedName));
  return row ?? null;
}

/** Whether a popup shows the image stored under this name (a file no popup names is not served). */
export async function isPopupImage(db: Db, storedName: string): Promise<boolean> {
  const [row] = await db.select({ id: popups.id }).from(popups).where(eq(popups.imageName, storedName));
  return row !== undefined;
}

/** The stored names of an owner's attachments (the files to remove once its row is gone). */
export async function storedNamesOf(tx: Tx, owner: Owner): Promise<string[]> {
  const rows = await tx
    .select({ storedName: attachments.storedName })
    .from(attachments)
    .where(ownerColumn(owner));
  return rows.map((row) => row.storedName);
}

/** Removes the owner's attachments of these original names; answers their stored names. */
export async function removeAttachmentsNamed(tx: Tx, owner: Owner, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const removed = await tx
    .delete(attachments)
    .where(and(ownerColumn(owner), inArray(attachments.originalName, names)))
    .returning({ storedName: attachments.storedName });
  return removed.map((row) => row.storedName);
}

/** Adds the owner's attachment rows. */
export async function addAttachments(tx: Tx, rows: (typeof attachments.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(attachments).values(rows);
}
