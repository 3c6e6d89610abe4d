import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { IdentityResult } from '@portal/shared-types/identity/identity-rules';
import { messages } from '@portal/shared-types/common/messages';
import { paths } from '@portal/shared-types/site/routes';
import { readApiError } from '../../lib/api/api-error';
import { useApplyCancelApplicationMutation } from '../../lib/api/apply-api';
import { verificationTexts } from '../../components/verification/verification-texts';

/**
 * Cancelling with the inquiry's verification (the inquiry shows only the verified person's own
 * applications); a verification that ran out is asked for again.
 */
export function useCancelApplication(verification: IdentityResult, onExpired: () => void) {
  const [cancelApplication, { isLoading: cancelling }] = useApplyCancelApplicationMutation();
  const navigate = useNavigate();

  const cancel = useCallback(
    async (applicantId: number) => {
      if (!window.confirm(messages.confirmCancelApplication)) return;
      try {
        await cancelApplication({
          id: applicantId,
          verificationToken: verification.verificationToken,
        }).unwrap();
        window.alert(messages.applicationCancelled);
        navigate(paths.apply());
      } catch (error) {
        const { status } = readApiError(error);
        if (status === 401) onExpired();
        else if (status === 403) window.alert(verificationTexts.notApplicant);
        else window.alert(messages.cancelFailed);
      }
    },
    [cancelApplication, navigate, verification.verificationToken, onExpired],
  );

  return { cancel: (applicantId: number) => void cancel(applicantId), cancelling };
}
