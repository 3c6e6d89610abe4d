import type { Applicant } from '@portal/shared-types/applicants';

/**
 * The applicants calls replaced by test doubles. Imported before the code under test: the jest
 * transform (esbuild) does not hoist jest.mock above imports.
 */
export const applicantsApiDouble = { applicants: [] as Applicant[], save: jest.fn() };

jest.mock('../../src/features/applicants/applicants-api', () => ({
  useAdminGetApplicantsQuery: () => ({ data: applicantsApiDouble.applicants, isLoading: false }),
  useAdminGetApplicantCountsQuery: () => ({ data: [] }),
  useAdminSaveWinningStatesMutation: () => [applicantsApiDouble.save, { isLoading: false }],
}));
