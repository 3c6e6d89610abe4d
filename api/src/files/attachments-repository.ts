export type Owner = { noticeId: number } | { resourceId: number };

import { apiPaths } from '@portal/shared-types/product';

/** An owner's row beside one of its attachments (null when it has none): the shape of a left join. */
export interface JoinedRow<T> {
  owner: T & { id: number };
  file: { originalName: string; storedName: string } | null;
}

/**
 * Folds left-joined rows (owner order kept, attachments by id within an owner) into owners with their
 * `fileUrl` map of spec section 3: original name -> download path.
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
    if (file) item.fileUrl[file.originalName] = apiPaths.download(file.storedName);
  }
  return [...owners.values()];
}
