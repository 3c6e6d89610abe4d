import type { ExportRecord } from '@portal/shared-types/audit/audit.schema';
import { messages } from '@portal/shared-types/common/messages';
import { urlOf } from '@portal/shared-types/http/route';
import { auditRoutes } from '@portal/shared-types/http/routes/audit';
import { HttpError, type fetchAdminBlob } from '../../lib/http';

/**
 * Downloads the round's applicants as the server wrote them (a compressed .xlsx, recorded there with the
 * reason): the browser holds the file, never the rows. The search and the reason go in the POST's body,
 * not the address. Returns the message to show when it failed: the server's for a refusal (400: nobody
 * matches, or the reason is missing), else the generic one.
 */
export async function downloadApplicantsFile(
  request: ExportRecord,
  fileName: string,
  fetchFile: typeof fetchAdminBlob,
): Promise<string | null> {
  let file: Blob;
  try {
    file = await fetchFile(urlOf(auditRoutes.recordExport), { body: request });
  } catch (failure) {
    return failure instanceof HttpError && failure.status === 400 ? failure.message : messages.serverError;
  }
  saveFile(file, fileName);
  return null;
}

/** Hands a file to the browser's downloads under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has its own copy once started; the page's can go with the next task
  setTimeout(() => URL.revokeObjectURL(url));
}
