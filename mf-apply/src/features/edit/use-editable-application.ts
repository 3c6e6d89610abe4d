import { skipToken } from '@reduxjs/toolkit/query';
import type { Applicant } from '@portal/shared-types/applicants';
import type { IdentityResult } from '@portal/shared-types/identity';
import { canEditApplication, type Round } from '@portal/shared-types/rounds';
import { readApiError } from '../api/api-error';
import { useFindApplicationsQuery, useGetAllRoundsQuery } from '../api/apply-api';

export type EditableApplication =
  | { state: 'loading' }
  | { state: 'failed' }
  /** the verified person has no application with this id */
  | { state: 'notApplicant' }
  | { state: 'closed'; round: Round | null }
  | { state: 'ready'; applicant: Applicant; round: Round };

/** The verified person's application with this id, and whether its round still takes edits. */
export function useEditableApplication(id: number, verification: IdentityResult | null): EditableApplication {
  const lookup = useFindApplicationsQuery(
    verification ? { name: verification.name, phone: verification.phone } : skipToken,
  );
  const rounds = useGetAllRoundsQuery(verification ? undefined : skipToken);
  if (lookup.isLoading || rounds.isLoading || lookup.isUninitialized) return { state: 'loading' };
  const notFound = lookup.isError && readApiError(lookup.error).status === 404;
  if (notFound) return { state: 'notApplicant' };
  if (lookup.isError || rounds.isError) return { state: 'failed' };
  const applicant = lookup.data?.find((candidate) => candidate.id === id);
  if (!applicant) return { state: 'notApplicant' };
  const round = rounds.data?.find((candidate) => candidate.id === applicant.subscriptionUid) ?? null;
  if (!round || !canEditApplication(round, new Date())) return { state: 'closed', round };
  return { state: 'ready', applicant, round };
}
