import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useLocation } from 'react-router-dom';
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
 * Coming from an edit or from the 접수증 (same tab, same verification), the page looks up at once.
 */
function arrivedFromApply(state: unknown): boolean {
  if (!state || typeof state !== 'object') return false;
  const { name, phone, lookUp } = state as { name?: unknown; phone?: unknown; lookUp?: unknown };
  return lookUp === true || (typeof name === 'string' && typeof phone === 'string');
}

/**
 * /inquiry: the same phone verification as /apply first; then the verified person's own applications,
 * which they may edit or cancel while the round is open.
 */
export default function InquiryPage() {
  const { verification, start, forget, preparing } = useVerification();
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
      onExpired={() => {
        forget();
        setExpired(true);
      }}
    />
  );
}

interface VerifiedInquiryProps {
  verification: IdentityResult;
  /** the verification ran out (401): ask for it again */
  onExpired: () => void;
}

function VerifiedInquiry({ verification, onExpired }: VerifiedInquiryProps) {
  const location = useLocation();
  const [lookup, setLookup] = useState<ApplicantLookup | null>(() =>
    arrivedFromApply(location.state) ? { name: verification.name, phone: verification.phone } : null,
  );
  const rounds = useGetRoundsQuery(lookup ? undefined : skipToken);
  // all rounds first, then one lookup per round the inquiry covers
  const roundIds = useMemo(
    () => (rounds.data ? inquiryRoundIds(rounds.data, new Date()) : null),
    [rounds.data],
  );
  const found = useApplyLookupApplicationsQuery(
    lookup && roundIds
      ? { ...lookup, roundIds, verificationToken: verification.verificationToken }
      : skipToken,
  );
  const { cancel, cancelling } = useCancelApplication(verification, onExpired);
  const refused = found.isError && readApiError(found.error).status === 401;
  useEffect(() => {
    if (refused) onExpired();
  }, [refused, onExpired]);

  // asked again: the server answers again rather than the cache
  const search = (next: ApplicantLookup) => {
    if (lookup) {
      void rounds.refetch();
      if (!found.isUninitialized) void found.refetch();
    } else setLookup(next);
  };

  return (
    <div className={styles.page}>
      <InquiryForm name={verification.name} phone={verification.phone} onSearch={search} />
      {lookup && !refused && (
        <Result
          found={found}
          rounds={rounds}
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
  cancelling: boolean;
  onCancel: (applicantId: number) => void;
  verificationToken: string;
  onExpired: () => void;
}

function Result({ found, rounds, cancelling, onCancel, verificationToken, onExpired }: ResultProps) {
  if (rounds.isError)
    return (
      <p role="alert" className={styles.message}>
        {messages.inquiryFailed}
      </p>
    );
  if (found.isFetching || found.isUninitialized || rounds.isLoading)
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
    <>
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
    </>
  );
}
