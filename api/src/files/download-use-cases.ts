// What a download may send: only names the store wrote and a row still points at.
import type { Db } from '../db/database';
import { attachmentByStoredName, isPopupImage } from './attachments-repository';
import type { FileStore } from './file-store';

/** A post's attachment by its stored name, with its bytes; null when the row or the file is gone. */
export async function findAttachmentFile(db: Db, store: FileStore, name: string) {
  const row = await attachmentByStoredName(db, name);
  const file = row ? await store.get(name) : null;
  return row && file ? { row, file } : null;
}

/** A popup's image by its stored name, while a popup shows it; null otherwise. */
export async function findPopupImageFile(db: Db, store: FileStore, name: string) {
  return (await isPopupImage(db, name)) ? await store.get(name) : null;
}
