// `npm run admin -- rotate-documents-key`: re-seals every document that names an older key with the
// current DOCUMENTS_KEY. Each file is written anew, its row moved to the new copy, then the old copy
// removed; a file changed or deleted meanwhile keeps its row and loses only the spare copy.
import { audit } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import type { FileStore } from '../../files/file-store';
import { filesNotUnder, moveFile } from '../after-draw-repository';
import type { DocumentKeys } from './document-crypto';
import { createDocumentStore } from './document-store';

export interface RotationReport {
  moved: number;
  /** files that could not be re-sealed: missing from the store, or under a key not configured */
  failed: { id: number; error: string }[];
}

export async function rotateDocuments(db: Db, store: FileStore, keys: DocumentKeys): Promise<RotationReport> {
  const documents = createDocumentStore(store, keys);
  const report: RotationReport = { moved: 0, failed: [] };
  for (const file of await filesNotUnder(db, keys.currentId)) {
    try {
      const bytes = await documents.read(file.storedName, file.keyId);
      if (!bytes) throw new Error('missing from the file store');
      const next = await documents.put(bytes);
      if (await moveFile(db, file, next)) {
        await store.remove(file.storedName);
        report.moved += 1;
      } else {
        await store.remove(next.storedName);
      }
    } catch (error) {
      report.failed.push({ id: file.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  await audit(db, {
    actor: '(운영 명령)',
    kind: 'review',
    action: 'rotateDocumentsKey',
    after: { keyId: keys.currentId, moved: report.moved, failed: report.failed.map((failure) => failure.id) },
  });
  return report;
}
