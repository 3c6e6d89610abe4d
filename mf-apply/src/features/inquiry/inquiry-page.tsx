import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation } from 'react-router-dom';
import type { InquiryQuery } from '@portal/shared-types/applicants';
import { messages } from '@portal/shared-types/messages';
import { useFindApplicationsInRoundsQuery, useGetAllRoundsQuery } from '../api/apply-api';
import { VerificationGate } from '../verification/verification-gate';
import { verificationTexts } from '../verification/verification-texts';
import { InquiryForm } from './inquiry-form';
import { InquiryResults } from './inquiry-results';
import { inquiryRoundIds, inquiryRows } from './inquiry-rows';
import { useCancelApplication } from './use-cancel-application';
import styles from './inquiry.module.css';

/** Coming from a submit, the page looks the new application up at once. */
function readArrival(state: unknown): InquiryQuery | null {
  if (!state || typeof state !== 'object') return null;
  const { name, phone } = state as { name?: unknown; phone?: unknown };
  return typeof name === 'string' && typeof phone === 'string' ? { name, phone } : null;
}

/** /inquiry: look an application up by name and phone; edit or cancel it while its round is open. */
export default function InquiryPage() {
  const location = useLocation();
  const [query, setQuery] = useState<InquiryQuery | null>(() => readArrival(location.state));
  const rounds = useGetAllRoundsQuery(query ? undefined : skipToken);
  // all rounds first, then one lookup per round the inquiry covers
  const roundIds = useMemo(
    () => (rounds.data ? inquiryRoundIds(rounds.data, new Date()) : null),
    [rounds.data],
  );
  const lookup = useFindApplicationsInRoundsQuery(query && roundIds ? { ...query, roundIds } : skipToken);
  const { cancel, cancelling, gate, verify, preparing } = useCancelApplication();
  // the same person again: ask the server again rather than show the cached answer
  const search = (next: InquiryQuery) => {
    if (query && next.name === query.name && next.phone === query.phone) {
      void rounds.refetch();
      if (!lookup.isUninitialized) void lookup.refetch();
    } else setQuery(next);
  };

  return (
    <div className={styles.page}>
      <InquiryForm initialName={query?.name} initialPhone={query?.phone} onSearch={search} />
      {gate && (
        <VerificationGate
          onVerify={verify}
          busy={preparing}
          warning={gate.warning}
          explanation={verificationTexts.cancelExplanation}
        />
      )}
      {query && <Result lookup={lookup} rounds={rounds} cancelling={cancelling} onCancel={cancel} />}
    </div>
  );
}

interface ResultProps {
  lookup: ReturnType<typeof useFindApplicationsInRoundsQuery>;
  rounds: ReturnType<typeof useGetAllRoundsQuery>;
  cancelling: boolean;
  onCancel: (applicantId: number) => void;
}

function Result({ lookup, rounds, cancelling, onCancel }: ResultProps) {
  if (rounds.isError)
    return (
      <p role="alert" className={styles.message}>
        {messages.inquiryFailed}
      </p>
    );
  if (lookup.isFetching || lookup.isUninitialized || rounds.isLoading)
    return (
      <p role="status" className={styles.message}>
        {messages.loading}
      </p>
    );
  if (lookup.isError)
    return (
      <p role="alert" className={styles.message}>
        {messages.inquiryFailed}
      </p>
    );
  const rows = inquiryRows(lookup.data ?? [], rounds.data ?? [], new Date());
  return <InquiryResults rows={rows} cancelling={cancelling} onCancel={onCancel} />;
}
