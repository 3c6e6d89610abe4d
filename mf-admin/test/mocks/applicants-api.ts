import type { Applicant } from '@portal/shared-types/applicants/applicants';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api';

/**
 * The applicants calls replaced by test doubles. Imported before the code under test: the jest
 * transform (esbuild) does not hoist jest.mock above imports.
 */
export const applicantsApiDouble = {
  applicants: [] as Applicant[],
  save: jest.fn(),
  /** the round's draw page as the server answers it; undefined: not loaded (no draw panel) */
  draw: undefined as RoundDrawInfo | undefined,
  recordExport: jest.fn(() => Promise.resolve()),
};

jest.mock('../../src/lib/api/applicants-api', () => ({
  useAdminGetApplicantsQuery: () => ({ data: applicantsApiDouble.applicants, isLoading: false }),
  useAdminGetApplicantCountsQuery: () => ({ data: [] }),
  useAdminSaveWinningStatesMutation: () => [applicantsApiDouble.save, { isLoading: false }],
  useAdminRecordExportMutation: () => [applicantsApiDouble.recordExport],
}));
jest.mock('../../src/lib/api/rounds-api', () => ({
  useAdminGetRoundDrawQuery: () => ({ data: applicantsApiDouble.draw }),
  useAdminEnterWitnessMutation: () => [jest.fn(), { isLoading: false }],
  useAdminRunDrawMutation: () => [jest.fn(), { isLoading: false }],
}));
