import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import type { IdentityResult } from '@portal/shared-types/identity/identity-rules';
import { canEditApplication, type RoundSummary } from '@portal/shared-types/rounds/round-rules';
import { useGetRoundsQuery } from '@portal/web-runtime/read-api';
import { useApplyLookupApplicationsQuery } from '../../lib/api/inquiry-api';
import { inquiryRoundIds } from '../../lib/inquiry-rows';

export type EditableApplication =
  | { state: 'loading' }
  | { state: 'failed' }
  /** the verified person has no application with this id */
  | { state: 'notApplicant' }
  | { state: 'closed'; round: RoundSummary | null }
  | { state: 'ready'; applicant: Applicant; round: RoundSummary };

/** The verified person's application with this id, and whether its round still takes edits. */
export function useEditableApplication(id: number, verification: IdentityResult | null): EditableApplication {
  const rounds = useGetRoundsQuery(verification ? undefined : skipToken);
  // the same round-by-round lookup as the inquiry, which is where the edit link comes from
  const roundIds = useMemo(
    () => (rounds.data ? inquiryRoundIds(rounds.data, new Date()) : null),
    [rounds.data],
  );
  const lookup = useApplyLookupApplicationsQuery(
    verification && roundIds
      ? {
          name: verification.name,
          phone: verification.phone,
          roundIds,
          verificationToken: verification.verificationToken,
        }
      : skipToken,
  );
  if (rounds.isError || lookup.isError) return { state: 'failed' };
  if (rounds.isLoading || lookup.isLoading || lookup.isUninitialized) return { state: 'loading' };
  const applicant = lookup.data?.find((candidate) => candidate.id === id);
  if (!applicant) return { state: 'notApplicant' };
  const round = rounds.data?.find((candidate) => candidate.id === applicant.subscriptionUid) ?? null;
  if (!round || !canEditApplication(round, new Date())) return { state: 'closed', round };
  return { state: 'ready', applicant, round };
}
