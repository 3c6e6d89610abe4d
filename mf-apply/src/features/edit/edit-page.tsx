import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useLeaveGuard } from '@portal/web-runtime/leave-guard';
import type { ApplicantSubmission } from '@portal/shared-types/applicants/applicants.schema';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import type { IdentityResult } from '@portal/shared-types/identity/identity-rules';
import { messages } from '@portal/shared-types/common/messages';
import { paths } from '@portal/shared-types/site/routes';
import { readApiError } from '../../lib/api/api-error';
import { useApplyUpdateApplicationMutation } from '../../lib/api/apply-api';
import { ApplyForm } from '../../components/application-form/lazy-apply-form';
import { RoundStatus } from '../../components/application-form/round-status';
import { useVerification } from '../../components/verification/use-verification';
import { VerificationGate } from '../../components/verification/verification-gate';
import { verificationTexts } from '../../components/verification/verification-texts';
import { editTexts } from './edit-texts';
import { useEditableApplication } from './use-editable-application';
import styles from './edit-page.module.css';

/** /apply/edit/:id: the application form filled with the saved answers, for its verified applicant. */
export default function EditPage() {
  const id = Number(useParams().id);
  const { verification, start, forget, preparing } = useVerification();
  const [mismatchToken, setMismatchToken] = useState<string | null>(null);
  // a 403 for this very verification: the verified person is not the applicant
  const mismatch = verification !== null && mismatchToken === verification.verificationToken;

  if (!verification || mismatch)
    return (
      <div className={styles.page}>
        <VerificationGate
          onVerify={start}
          busy={preparing}
          warning={mismatch ? verificationTexts.notApplicant : null}
          explanation={verificationTexts.editExplanation}
        />
      </div>
    );
  return (
    <div className={styles.page}>
      <EditContent
        id={id}
        verification={verification}
        onVerify={start}
        preparing={preparing}
        onMismatch={() => setMismatchToken(verification.verificationToken)}
        onExpired={forget}
      />
    </div>
  );
}

interface EditContentProps {
  id: number;
  verification: IdentityResult;
  onVerify: () => void;
  preparing: boolean;
  onMismatch: () => void;
  onExpired: () => void;
}

function EditContent({ id, verification, onVerify, preparing, onMismatch, onExpired }: EditContentProps) {
  const application = useEditableApplication(id, verification);
  const [updateApplication] = useApplyUpdateApplicationMutation();
  const navigate = useNavigate();
  // changed answers are not left by a stray link or Back without a word
  const [answered, setAnswered] = useState(false);
  const allowLeaving = useLeaveGuard(answered);

  if (application.state === 'loading')
    return (
      <p role="status" className={styles.message}>
        {messages.loading}
      </p>
    );
  if (application.state === 'failed')
    return (
      <p role="alert" className={styles.message}>
        {messages.inquiryFailed}
      </p>
    );
  if (application.state === 'notApplicant')
    return (
      <VerificationGate
        onVerify={onVerify}
        busy={preparing}
        warning={verificationTexts.notApplicant}
        explanation={verificationTexts.editExplanation}
      />
    );
  if (application.state === 'closed')
    return (
      <div className={styles.message}>
        <p role="alert">{editTexts.notOpen}</p>
        <Link to={paths.inquiry()}>{editTexts.backToInquiry}</Link>
      </div>
    );

  const { applicant, round } = application;
  const save = async (body: ApplicantSubmission) => {
    try {
      await updateApplication({ id, body, verificationToken: verification.verificationToken }).unwrap();
      window.alert(editTexts.saved);
      allowLeaving();
      void navigate(paths.inquiry(), { state: { name: body.name, phone: body.phone } });
    } catch (error) {
      const { status, message } = readApiError(error);
      if (status === 403) onMismatch();
      else if (status === 401) {
        onExpired();
        window.alert(messages.phoneVerificationRequired);
      } else if (status === 409) window.alert(message ?? apiMessages.roundNotOpen);
      else window.alert(editTexts.saveFailed);
    }
  };
  return (
    <>
      <RoundStatus check={{ state: 'found', round }} />
      <ApplyForm
        verification={verification}
        roundId={round.id}
        supplyTypes={round.subscriptionType}
        initial={{
          supplyType: applicant.subscriptionType,
          consent: true,
          income: applicant.income,
          regional: applicant.regional,
          car: applicant.car,
          assetBasis: applicant.assetBasis,
        }}
        submitLabel="수정 내용 저장"
        onSubmit={save}
        onChangedAnswers={setAnswered}
      />
    </>
  );
}
