import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Applicant } from '@portal/shared-types/applicants/applicants';
import type { IdentityResult } from '@portal/shared-types/identity/identity';
import { useApplyLookupApplicationsQuery } from '../../lib/api/inquiry-api';

export type OwnApplication =
  { state: 'idle' } | { state: 'checking' } | { state: 'none' } | { state: 'found'; applicant: Applicant };

/**
 * Whether the verified person has applied to the round already. The server answers from the
 * verification token (it refuses a name or phone that differ from it), not from what this page says.
 * A failed check reads as none: the submit's own 409 still stops a second application.
 */
export function useOwnApplication(verification: IdentityResult | null, roundId: number | null) {
  const lookup = useApplyLookupApplicationsQuery(
    verification && roundId !== null
      ? {
          name: verification.name,
          phone: verification.phone,
          roundIds: [roundId],
          verificationToken: verification.verificationToken,
        }
      : skipToken,
  );
  const own: OwnApplication =
    verification === null || roundId === null
      ? { state: 'idle' }
      : lookup.currentData?.[0]
        ? { state: 'found', applicant: lookup.currentData[0] }
        : lookup.currentData || lookup.isError
          ? { state: 'none' }
          : { state: 'checking' };
  return { own, recheck: () => void (lookup.isUninitialized ? undefined : lookup.refetch()) };
}
