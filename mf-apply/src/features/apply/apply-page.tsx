import { useNavigate } from '@portal/shared-types/client/navigation';
import type { ApplicantSubmission } from '@portal/shared-types/applicants';
import { messages } from '@portal/shared-types/messages';
import { paths } from '@portal/shared-types/routes';
import { readApiError } from '../api/api-error';
import { useApplySubmitApplicationMutation } from '../api/apply-api';
import { useVerification } from '../verification/use-verification';
import { VerificationGate } from '../verification/verification-gate';
import { ApplyForm } from './apply-form';
import { RoundStatus } from './round-status';
import { useRoundCheck } from './use-round-check';
import styles from './apply-page.module.css';

/** /apply: the round check, the phone verification, then the application form. */
export default function ApplyPage() {
  const { check, recheck } = useRoundCheck();
  const { verification, start, forget, preparing } = useVerification();
  const [submitApplication] = useApplySubmitApplicationMutation();
  const navigate = useNavigate();

  const submit = async (submission: ApplicantSubmission) => {
    try {
      await submitApplication({
        ...submission,
        verificationToken: verification?.verificationToken ?? '',
      }).unwrap();
      window.alert(messages.applySuccess);
      navigate(paths.inquiry(), { state: { name: submission.name, phone: submission.phone } });
    } catch (error) {
      const { status, message } = readApiError(error);
      if (status === 409) window.alert(message ?? messages.alreadyApplied);
      else if (status === 401) {
        // the short-lived verification ran out: ask for it again
        forget();
        window.alert(messages.phoneVerificationRequired);
      } else window.alert(messages.applyFailed);
    }
  };

  return (
    <div className={styles.page}>
      <div role="tablist" aria-label="청약 신청 메뉴" className={styles.tabs}>
        <button
          type="button"
          role="tab"
          id="apply-tab"
          aria-selected="true"
          aria-controls="apply-panel"
          className={styles.tab}
          onClick={recheck}
        >
          청약 신청
        </button>
      </div>
      <div role="tabpanel" id="apply-panel" aria-labelledby="apply-tab" className={styles.panel}>
        <RoundStatus check={check} />
        {check.state === 'found' &&
          (verification ? (
            <ApplyForm
              key={verification.verificationToken}
              verification={verification}
              roundId={check.round.id}
              supplyTypes={check.round.subscriptionType}
              submitLabel="청약 신청하기"
              onSubmit={submit}
            />
          ) : (
            <VerificationGate
              onVerify={start}
              busy={preparing}
              explanation="휴대폰 본인인증을 마치면 청약 신청서 작성 단계가 열립니다."
            />
          ))}
      </div>
    </div>
  );
}
