import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';

/**
 * The applicants calls replaced by test doubles. Imported before the code under test: the jest
 * transform (esbuild) does not hoist jest.mock above imports.
 */
export const applicantsApiDouble = {
  applicants: [] as Applicant[],
  /** the list call failed (a 5xx, or an ended session on its way to /login) */
  failed: false,
  save: jest.fn(),
  /** the round's draw page as the server answers it; undefined: not loaded (no draw panel) */
  draw: undefined as RoundDrawInfo | undefined,
  /** the export call: the server answers the rows it recorded (here: the list as it is) */
  recordExport: jest.fn(() => ({ unwrap: () => Promise.resolve(applicantsApiDouble.applicants) })),
};

jest.mock('../../src/lib/api/applicants-api', () => ({
  useAdminGetApplicantsQuery: () =>
    applicantsApiDouble.failed
      ? { data: undefined, isLoading: false, isError: true, refetch: jest.fn() }
      : { data: applicantsApiDouble.applicants, isLoading: false, isError: false },
  useAdminGetApplicantCountsQuery: () => ({ data: [] }),
  useAdminSaveWinningStatesMutation: () => [applicantsApiDouble.save, { isLoading: false }],
  useAdminRecordExportMutation: () => [applicantsApiDouble.recordExport],
}));
jest.mock('../../src/lib/api/rounds-api', () => ({
  useAdminGetRoundDrawQuery: () => ({ data: applicantsApiDouble.draw }),
  useAdminEnterWitnessMutation: () => [jest.fn(), { isLoading: false }],
  useAdminCommitWitnessMutation: () => [jest.fn(), { isLoading: false }],
  useAdminRevealWitnessMutation: () => [jest.fn(), { isLoading: false }],
  useAdminRunDrawMutation: () => [jest.fn(), { isLoading: false }],
}));
