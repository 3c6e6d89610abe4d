import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLeaveGuard } from '@portal/web-runtime/leave-guard';
import type { ApplicantSubmission } from '@portal/shared-types/applicants/applicants.schema';
import { messages } from '@portal/shared-types/common/messages';
import { paths } from '@portal/shared-types/site/routes';
import { waitingRoomMessages, waitingRoomTexts } from '@portal/shared-types/waiting-room/waiting-room-rules';
import { readApiError } from '../../lib/api/api-error';
import { useApplySubmitApplicationMutation } from '../../lib/api/apply-api';
import { useRemainingSeconds } from '../../components/verification/use-remaining-seconds';
import { useVerification } from '../../components/verification/use-verification';
import { VerificationGate } from '../../components/verification/verification-gate';
import { VerificationStatus } from '../../components/verification/verification-status';
import { verificationStateTexts } from '../../components/verification/verification-texts';
import { useWaitingRoom } from '../../components/waiting-room/use-waiting-room';
import { WaitingRoomNotice } from '../../components/waiting-room/waiting-room-notice';
import { useOwnApplication } from '../../components/already-applied/use-own-application';
import {
  AlreadyApplied,
  ApplyForm,
  keepReceipt,
  preloadApplyForm,
  ReviewPanel,
} from '../../components/application-form/lazy-apply-form';
import { RoundStatus } from '../../components/application-form/round-status';
import { useRoundCheck } from '../../components/application-form/use-round-check';
import styles from './apply-page.module.css';

const roomRefusals: readonly string[] = Object.values(waitingRoomMessages);

/**
 * /apply: the round check, the waiting room while it runs, the phone verification, then the form.
 * Until the room answers, the page goes on as if it were off (it is, nearly always): the submit call
 * is what the room guards, so nothing is lost and nothing jumps for the usual visitor.
 */
export default function ApplyPage() {
  const { check, recheck } = useRoundCheck();
  const { room, enterAgain } = useWaitingRoom(check.state === 'found' ? check.round.id : null);
  const waiting = room.state === 'waiting' || room.state === 'retrying';
  const admittedAfterWaiting = room.state === 'through' && room.waited;
  // what the polite live region says: a verification done or cleared
  const [announcement, setAnnouncement] = useState('');
  // each verification moves the focus to the form's heading, once the server said whether they applied
  const [headingFocusRequest, setHeadingFocusRequest] = useState(0);
  const [justVerified, setJustVerified] = useState(false);
  const { verification, start, forget, preparing } = useVerification(() => setJustVerified(true));
  const own = useOwnApplication(verification, check.state === 'found' ? check.round.id : null);
  // adjusted while rendering (React's pattern for state that follows other state), not in an effect
  if (justVerified && own.state !== 'checking') {
    setJustVerified(false);
    if (own.state === 'found') setAnnouncement(verificationStateTexts.verifiedAlreadyApplied);
    else {
      setAnnouncement(verificationStateTexts.verified);
      setHeadingFocusRequest((count) => count + 1);
    }
  }
  // the token the server refused as expired: the form stays, with its answers, until a new one comes
  const [refusedToken, setRefusedToken] = useState<string | null>(null);
  const [cleared, setCleared] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const remaining = useRemainingSeconds(verification?.expiresAt);
  const expired =
    verification !== null && (remaining === 0 || refusedToken === verification.verificationToken);
  const [submitApplication, { isLoading: submitting }] = useApplySubmitApplicationMutation();
  // the answers under review before they are sent; null while the form is shown
  const [reviewing, setReviewing] = useState<ApplicantSubmission | null>(null);
  const navigate = useNavigate();
  // a half-filled application is not left by a stray link or Back without a word
  const [answered, setAnswered] = useState(false);
  // an application already made: nothing here is left unsent
  const allowLeaving = useLeaveGuard(answered && own.state !== 'found');

  const switchPerson = () => {
    forget();
    setConflict(null);
    setCleared(true);
    setAnnouncement(verificationStateTexts.cleared);
  };

  const review = async (submission: ApplicantSubmission) => {
    setConflict(null);
    setReviewing(submission);
  };
  const backToForm = () => {
    setReviewing(null);
    setHeadingFocusRequest((count) => count + 1);
  };

  const submit = async (submission: ApplicantSubmission) => {
    if (check.state !== 'found') return;
    const round = check.round;
    try {
      const stored = await submitApplication({
        ...submission,
        verificationToken: verification?.verificationToken ?? '',
        waitingPass: room.state === 'through' ? room.pass : null,
      }).unwrap();
      await keepReceipt(stored, round);
      window.alert(messages.applySuccess);
      allowLeaving();
      void navigate(paths.applyReceipt());
    } catch (error) {
      setReviewing(null);
      const { status, message } = readApiError(error);
      if (status === 409) {
        const text = message ?? messages.alreadyApplied;
        window.alert(text);
        // already applied: nothing typed here is lost by going to the inquiry
        allowLeaving();
        setConflict(text);
      } else if (status === 403 && message && roomRefusals.includes(message)) {
        // the waiting room runs and this visitor has no good pass: back in line, answers kept
        window.alert(message);
        enterAgain();
      } else if (status === 401) {
        // the short-lived verification ran out: ask for it again, keeping the answers
        setRefusedToken(verification?.verificationToken ?? null);
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
        <p role="status" className={styles.visuallyHidden}>
          {announcement || (admittedAfterWaiting ? waitingRoomTexts.admitted : '')}
        </p>
        <RoundStatus check={check} />
        {check.state === 'found' && waiting && <WaitingRoomNotice room={room} />}
        {/* hidden, not removed, while in line: answers typed before a refused pass stay */}
        <div hidden={waiting}>
          {check.state === 'found' &&
            (verification && own.state === 'found' ? (
              <AlreadyApplied
                applicant={own.applicant}
                roundTitle={check.round.title}
                onSwitchPerson={switchPerson}
              />
            ) : verification ? (
              <>
                {own.state === 'checking' && (
                  <p role="status" className={styles.checking}>
                    신청 내역을 확인하고 있습니다.
                  </p>
                )}
                {reviewing && (
                  <ReviewPanel
                    roundTitle={check.round.title}
                    submission={reviewing}
                    busy={submitting}
                    onConfirm={() => void submit(reviewing)}
                    onBack={backToForm}
                  />
                )}
                {/* not keyed by the token: a new verification keeps the answers typed so far */}
                {/* hidden, not removed, while the server checks: a verification renewed keeps the answers */}
                <div hidden={reviewing !== null || own.state === 'checking'}>
                  <ApplyForm
                    verification={verification}
                    verified={!expired}
                    identityNote={
                      <VerificationStatus
                        remaining={remaining}
                        expired={expired}
                        busy={preparing}
                        onVerifyAgain={start}
                        onSwitchPerson={switchPerson}
                      />
                    }
                    headingFocusRequest={headingFocusRequest}
                    roundId={check.round.id}
                    supplyTypes={check.round.subscriptionType}
                    submitLabel="청약 신청하기"
                    onSubmit={review}
                    onChangedAnswers={setAnswered}
                  />
                </div>
                {conflict && (
                  <p className={styles.conflict} role="alert">
                    {conflict} 신청한 내역은 <Link to={paths.inquiry()}>청약 신청 조회</Link>에서 확인하고
                    수정할 수 있습니다.
                  </p>
                )}
              </>
            ) : (
              <VerificationGate
                onVerify={() => {
                  preloadApplyForm();
                  void start();
                }}
                busy={preparing}
                focusOnShow={cleared || admittedAfterWaiting}
                explanation="휴대폰 본인인증을 마치면 청약 신청서 작성 단계가 열립니다."
              />
            ))}
        </div>
      </div>
    </div>
  );
}
