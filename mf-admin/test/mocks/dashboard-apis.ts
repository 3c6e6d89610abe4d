import type { Notice } from '@portal/shared-types/notices';
import type { Round } from '@portal/shared-types/rounds';

/** The dashboard's calls replaced by test doubles; imported before the code under test. */
export const dashboardDouble = {
  notices: [] as Notice[],
  rounds: [] as Round[],
  deleteNotice: jest.fn(),
  setClosed: jest.fn(),
};

jest.mock('../../src/features/notices/notices-admin-api', () => ({
  useGetNoticePageQuery: () => ({
    data: {
      content: dashboardDouble.notices,
      totalElements: dashboardDouble.notices.length,
      totalPages: Math.ceil(dashboardDouble.notices.length / 5),
      last: true,
      number: 0,
      size: 5,
    },
  }),
  useDeleteNoticeMutation: () => [dashboardDouble.deleteNotice],
}));
jest.mock('../../src/features/rounds/rounds-api', () => ({
  useGetRoundsQuery: () => ({ data: dashboardDouble.rounds }),
  useSetRoundClosedMutation: () => [dashboardDouble.setClosed],
}));
jest.mock('../../src/features/applicants/applicants-api', () => ({
  useGetApplicantsQuery: () => ({ data: [], isLoading: false }),
  useSaveWinningStatesMutation: () => [jest.fn(), { isLoading: false }],
}));
