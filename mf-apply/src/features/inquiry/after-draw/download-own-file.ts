import { messages } from '@portal/shared-types/common/messages';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { ownDocumentUrl } from '../../../lib/api/after-draw-api';

/**
 * Saves one of the applicant's own files (a document or a 소명's): it goes out only with the
 * verification header, so it is fetched, then saved under its own name.
 */
export function downloadOwnFile(
  file: { id: number; name: string },
  applicationId: number,
  verificationToken: string,
  onExpired: () => void,
) {
  void fetch(ownDocumentUrl(applicationId, file.id), {
    headers: { [VERIFICATION_HEADER]: verificationToken },
  })
    .then(async (answer) => {
      if (answer.status === 401) return onExpired();
      if (!answer.ok) return window.alert(messages.serverError);
      const url = URL.createObjectURL(await answer.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    })
    .catch(() => window.alert(messages.serverError));
}
