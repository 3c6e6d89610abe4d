import type { ApplicantReview, Vacancies } from '@portal/shared-types/after-draw/after-draw.schema';
import type { ApplicationHistory } from '@portal/shared-types/after-draw/history.schema';

/**
 * One applicant's review calls replaced by test doubles. Imported before the code under test: the jest
 * transform (esbuild) does not hoist jest.mock above imports.
 */
export const afterDrawApiDouble = {
  review: undefined as ApplicantReview | undefined,
  history: [] as ApplicationHistory,
  decide: jest.fn(),
  extend: jest.fn(),
  decideObjection: jest.fn(),
  markFile: jest.fn(),
  vacancies: undefined as Vacancies | undefined,
  callReserve: jest.fn(),
  saveSettings: jest.fn(),
};

jest.mock('../../src/lib/api/after-draw-api', () => ({
  useAdminGetApplicantReviewQuery: () => ({
    data: afterDrawApiDouble.review,
    isLoading: false,
    isError: false,
  }),
  useAdminGetApplicantHistoryQuery: () => ({
    data: afterDrawApiDouble.history,
    isLoading: false,
    isError: false,
  }),
  useAdminDecideMutation: () => [afterDrawApiDouble.decide, { isLoading: false }],
  useAdminExtendDeadlineMutation: () => [afterDrawApiDouble.extend, { isLoading: false }],
  useAdminDecideObjectionMutation: () => [afterDrawApiDouble.decideObjection, { isLoading: false }],
  useAdminMarkFileMutation: () => [afterDrawApiDouble.markFile, { isLoading: false }],
  useAdminContractDoneMutation: () => [jest.fn(), { isLoading: false }],
  useAdminGetVacanciesQuery: () => ({ data: afterDrawApiDouble.vacancies, isLoading: false, isError: false }),
  useAdminCallReserveMutation: () => [afterDrawApiDouble.callReserve, { isLoading: false }],
  useAdminSaveAfterDrawSettingsMutation: () => [afterDrawApiDouble.saveSettings, { isLoading: false }],
}));
