import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { IdentityResult } from '@portal/shared-types/identity';
import { messages } from '@portal/shared-types/messages';
import { paths } from '@portal/shared-types/routes';
import { readApiError } from '../api/api-error';
import { useCancelApplicationMutation } from '../api/apply-api';
import { useVerification } from '../verification/use-verification';
import { verificationTexts } from '../verification/verification-texts';

/** A cancel waiting for the phone verification, with a warning when the last one was the wrong person. */
export interface CancelGate {
  applicantId: number;
  warning: string | null;
}

/**
 * Cancelling needs this tab's verification: without it a gate asks for it, and the cancel goes on
 * once the verification comes back.
 */
export function useCancelApplication() {
  const [gate, setGate] = useState<CancelGate | null>(null);
  const [cancelApplication, { isLoading: cancelling }] = useCancelApplicationMutation();
  const navigate = useNavigate();

  const cancelAs = useCallback(
    async (applicantId: number, verification: IdentityResult) => {
      setGate(null);
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
        if (status === 403) setGate({ applicantId, warning: verificationTexts.notApplicant });
        else if (status === 401) setGate({ applicantId, warning: messages.phoneVerificationRequired });
        else window.alert(messages.cancelFailed);
      }
    },
    [cancelApplication, navigate],
  );

  // a verification that comes back while a cancel waits for it continues that cancel
  const { verification, start, preparing } = useVerification((result) => {
    if (gate) void cancelAs(gate.applicantId, result);
  });

  const cancel = (applicantId: number) => {
    if (verification) void cancelAs(applicantId, verification);
    else setGate({ applicantId, warning: null });
  };

  return { cancel, cancelling, gate, verify: start, preparing };
}
