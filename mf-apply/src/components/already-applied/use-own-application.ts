import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import type { IdentityResult } from '@portal/shared-types/identity/identity-rules';
import { useApplyGetOwnApplicationQuery } from '../../lib/api/apply-api';

export type OwnApplication =
  { state: 'idle' } | { state: 'checking' } | { state: 'none' } | { state: 'found'; applicant: Applicant };

/**
 * Whether the verified person has applied to the round already. The server answers for the person of
 * the verification token, not for anything this page says. A failed check reads as none: the submit's
 * own 409 still stops a second application.
 */
export function useOwnApplication(
  verification: IdentityResult | null,
  roundId: number | null,
): OwnApplication {
  const check = useApplyGetOwnApplicationQuery(
    verification && roundId !== null
      ? { roundId, verificationToken: verification.verificationToken }
      : skipToken,
  );
  if (verification === null || roundId === null) return { state: 'idle' };
  if (check.currentData) return { state: 'found', applicant: check.currentData };
  if (check.currentData === null || check.isError) return { state: 'none' };
  return { state: 'checking' };
}
