import { lazy, Suspense, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ApplicantLookup } from '@portal/shared-types/applicants/applicants.schema';
import type { IdentityResult } from '@portal/shared-types/identity/identity-rules';
import { messages } from '@portal/shared-types/common/messages';
import { readApiError } from '../../lib/api/api-error';
import { useGetRoundsQuery } from '@portal/web-runtime/read-api';
import { useVerification } from '../../components/verification/use-verification';
import { VerificationGate } from '../../components/verification/verification-gate';
import { verificationTexts } from '../../components/verification/verification-texts';
import { useApplyLookupApplicationsQuery } from '../../lib/api/inquiry-api';
import { InquiryForm } from './inquiry-form';
import { InquiryResults } from './inquiry-results';
import { inquiryRoundIds, inquiryRows } from '../../lib/inquiry-rows';
import { useCancelApplication } from './use-cancel-application';
import styles from './inquiry.module.css';

// the status after the draw, with the documents' uploads, only for a person whose round has closed
const AfterDrawSection = lazy(
  () => import(/* webpackChunkName: "inquiry-after-draw" */ './after-draw/after-draw-section'),
);

/**
 * /inquiry: the same phone verification as /apply first; then the verified person's own applications,
 * which they may edit or cancel while the round is open.
 */
export default function InquiryPage() {
  // a verification done here: its results take the focus and are announced once they come
  const [justVerified, setJustVerified] = useState(false);
  const { verification, start, forget, preparing } = useVerification(() => setJustVerified(true));
  const [expired, setExpired] = useState(false);
  const verifyAgain = () => {
    setExpired(false);
    void start();
  };

  if (!verification)
    return (
      <div className={styles.page}>
        <VerificationGate
          onVerify={verifyAgain}
          busy={preparing}
          warning={expired ? messages.phoneVerificationRequired : null}
          explanation={verificationTexts.inquiryExplanation}
        />
      </div>
    );
  return (
    <VerifiedInquiry
      key={verification.verificationToken}
      verification={verification}
      announce={justVerified}
      onExpired={() => {
        forget();
        setExpired(true);
      }}
    />
  );
}

interface VerifiedInquiryProps {
  verification: IdentityResult;
  /** the person just verified: move to the results and say them once they come */
  announce: boolean;
  /** the verification ran out (401): ask for it again */
  onExpired: () => void;
}

/** What the live region says of a lookup's results (the empty result's own text is on the page). */
const foundText = (count: number) =>
  count > 0 ? `청약 신청 내역 ${count}건을 조회했습니다.` : '조회를 마쳤습니다. 신청 내역이 없습니다.';

/**
 * The verified person's applications, looked up at once with the verified name and phone (nobody
 * else's can be asked for); 조회 asks the server again.
 */
function VerifiedInquiry({ verification, announce, onExpired }: VerifiedInquiryProps) {
  const lookup: ApplicantLookup = { name: verification.name, phone: verification.phone };
  const rounds = useGetRoundsQuery();
  // all rounds first, then one lookup per round the inquiry covers
  const roundIds = useMemo(
    () => (rounds.data ? inquiryRoundIds(rounds.data, new Date()) : null),
    [rounds.data],
  );
  const found = useApplyLookupApplicationsQuery(
    roundIds ? { ...lookup, roundIds, verificationToken: verification.verificationToken } : skipToken,
  );
  const { cancel, cancelling } = useCancelApplication(verification, onExpired);
  const refused = found.isError && readApiError(found.error).status === 401;
  useEffect(() => {
    if (refused) onExpired();
  }, [refused, onExpired]);

  // when the person asked (verified here, or 조회): the answer that comes after it is said and focused
  const [askedAt, setAskedAt] = useState<number | null>(() => (announce ? Date.now() : null));
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answeredAt = found.isFetching || rounds.isFetching ? undefined : found.fulfilledTimeStamp;
  // adjusted while rendering (React's pattern for state that follows other state), not in an effect
  if (askedAt !== null && answeredAt !== undefined && answeredAt >= askedAt) {
    setAskedAt(null);
    setAnnouncement(foundText(inquiryRows(found.data ?? [], rounds.data ?? [], new Date()).length));
    setFocusRequest((count) => count + 1);
  }
  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);

  // asked again: the server answers again rather than the cache
  const search = () => {
    setAnnouncement('');
    setAskedAt(Date.now());
    void rounds.refetch();
    if (!found.isUninitialized) void found.refetch();
  };

  return (
    <div className={styles.page}>
      <InquiryForm name={verification.name} phone={verification.phone} onSearch={search} />
      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
      {!refused && (
        <Result
          found={found}
          rounds={rounds}
          asked={askedAt !== null}
          headingRef={headingRef}
          cancelling={cancelling}
          onCancel={cancel}
          verificationToken={verification.verificationToken}
          onExpired={onExpired}
        />
      )}
    </div>
  );
}

interface ResultProps {
  found: ReturnType<typeof useApplyLookupApplicationsQuery>;
  rounds: ReturnType<typeof useGetRoundsQuery>;
  /** the person asked (verified here, or 조회) and the answer has not come yet */
  asked: boolean;
  /** the results' heading, which takes the focus when the person asked */
  headingRef: RefObject<HTMLHeadingElement | null>;
  cancelling: boolean;
  onCancel: (applicantId: number) => void;
  verificationToken: string;
  onExpired: () => void;
}

function Result({
  found,
  rounds,
  asked,
  headingRef,
  cancelling,
  onCancel,
  verificationToken,
  onExpired,
}: ResultProps) {
  if (rounds.isError)
    return (
      <p role="alert" className={styles.message}>
        {messages.inquiryFailed}
      </p>
    );
  // a refetch nobody asked for (after 포기 or 취소) keeps the results in place: blanking them would drop
  // the focus and whatever the person was reading
  if ((found.isFetching && (asked || !found.currentData)) || found.isUninitialized || rounds.isLoading)
    return (
      <p role="status" className={styles.message}>
        {messages.loading}
      </p>
    );
  if (found.isError)
    return (
      <p role="alert" className={styles.message}>
        {messages.inquiryFailed}
      </p>
    );
  const rows = inquiryRows(found.data ?? [], rounds.data ?? [], new Date());
  return (
    <section aria-labelledby="inquiry-results-title">
      <h2 id="inquiry-results-title" ref={headingRef} tabIndex={-1} className={styles.resultsTitle}>
        청약 신청 조회 결과
      </h2>
      <InquiryResults rows={rows} cancelling={cancelling} onCancel={onCancel} />
      {rows.some((row) => row.round.closed) && (
        <Suspense fallback={<p role="status">{messages.loading}</p>}>
          <AfterDrawSection
            roundIds={rows.map((row) => row.round.id)}
            verificationToken={verificationToken}
            onExpired={onExpired}
          />
        </Suspense>
      )}
    </section>
  );
}
