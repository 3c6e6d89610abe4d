import { extensionOf } from '@portal/shared-types/common/uploads';
import type { Db } from '../db/database';
import { auditedWrite } from '../db/transaction';
import type { Tx } from '../db/tx';
import type { FileStore } from './file-store';
import type { UploadedFile } from './uploaded-file';
import { addAttachments, removeAttachmentsNamed, storedNamesOf, type Owner } from './attachments-repository';

export interface AttachmentChanges {
  files: UploadedFile[];
  /** original names of attachments to remove */
  deletedFiles: string[];
}

/**
 * Writes the files first, then runs `write` and the attachment rows in one transaction. A failure
 * anywhere removes the files just written, so neither an orphan file nor a half row remains; files of
 * removed attachments are deleted only after the commit.
 */
export async function saveWithAttachments(
  db: Db,
  store: FileStore,
  changes: AttachmentChanges,
  write: (tx: Tx) => Promise<Owner | null>,
): Promise<Owner | null> {
  const written: { file: UploadedFile; storedName: string }[] = [];
  let toRemove: string[] = [];
  try {
    for (const file of changes.files)
      written.push({
        file,
        storedName: await store.put({ path: file.path }, extensionOf(file.originalName)),
      });
    const owner = await auditedWrite(db, async (tx) => {
      // what this attempt removes: a retried transaction starts again
      toRemove = [];
      const target = await write(tx);
      if (!target) return null;
      // a new file replaces an existing one of the same name: fileUrl is keyed by name
      const replaced = [...changes.deletedFiles, ...written.map((w) => w.file.originalName)];
      toRemove = await removeAttachmentsNamed(tx, target, replaced);
      const latestByName = new Map(written.map((w) => [w.file.originalName, w]));
      const superseded = written.filter((w) => latestByName.get(w.file.originalName) !== w);
      toRemove.push(...superseded.map((w) => w.storedName));
      const rows = [...latestByName.values()].map(({ file, storedName }) => ({
        ...target,
        originalName: file.originalName,
        storedName,
        size: file.size,
        mimeType: file.mimeType || 'application/octet-stream',
      }));
      await addAttachments(tx, rows);
      return target;
    });
    if (!owner) toRemove = written.map((w) => w.storedName);
    await Promise.all(toRemove.map((name) => store.remove(name)));
    return owner;
  } catch (error) {
    await Promise.all(written.map((w) => store.remove(w.storedName).catch(() => undefined)));
    throw error;
  }
}

/** Deletes the owner's row (through `remove`) and then its stored files. */
export async function deleteWithAttachments(
  db: Db,
  store: FileStore,
  owner: Owner,
  remove: (tx: Tx) => Promise<boolean>,
): Promise<boolean> {
  const storedNames = await auditedWrite(db, async (tx) => {
    const stored = await storedNamesOf(tx, owner);
    return (await remove(tx)) ? stored : null;
  });
  if (!storedNames) return false;
  await Promise.all(storedNames.map((name) => store.remove(name)));
  return true;
}
