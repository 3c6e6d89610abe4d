import type { ApplicantCount } from '@portal/shared-types/applicants/applicants.schema';
import type { Notice } from '@portal/shared-types/board/notice-rules';
import type { Round } from '@portal/shared-types/rounds/round-rules';
import type { DestructionNoticeBody } from '@portal/shared-types/rounds/retention-api.schema';

/** The dashboard's calls replaced by test doubles; imported before the code under test. */
export const dashboardDouble = {
  notices: [] as Notice[],
  noticesFailed: false,
  rounds: [] as Round[],
  roundsFailed: false,
  applicantCounts: undefined as ApplicantCount[] | undefined,
  deleteNotice: jest.fn(),
  setClosed: jest.fn(),
  deleteRound: jest.fn(),
  countsFailed: false,
  destructions: [] as DestructionNoticeBody[],
  setRetention: jest.fn(() => ({ unwrap: () => Promise.resolve({}) })),
};

// The other shared reads (resources) stay real: the dashboard test gives them a store.
jest.mock('@portal/web-runtime/read-api', () => ({
  ...jest.requireActual('@portal/web-runtime/read-api'),
  useGetRoundsQuery: () =>
    dashboardDouble.roundsFailed
      ? { data: undefined, isError: true, isLoading: false }
      : { data: dashboardDouble.rounds, isError: false, isLoading: false },
  useGetNoticePageQuery: () => ({
    isError: dashboardDouble.noticesFailed,
    data: dashboardDouble.noticesFailed
      ? undefined
      : {
          content: dashboardDouble.notices,
          totalElements: dashboardDouble.notices.length,
          totalPages: Math.ceil(dashboardDouble.notices.length / 5),
          last: true,
          number: 0,
          size: 5,
        },
  }),
}));
jest.mock('../../src/features/board/board-admin-api', () => ({
  useAdminDeleteResourceMutation: () => [jest.fn()],
  useAdminDeleteNoticeMutation: () => [dashboardDouble.deleteNotice],
}));
jest.mock('../../src/lib/api/rounds-api', () => ({
  useAdminSetRoundClosedMutation: () => [dashboardDouble.setClosed],
  useAdminDeleteRoundMutation: () => [dashboardDouble.deleteRound],
  // an undrawn round: the applicants table shows no draw panel
  useAdminGetRoundDrawQuery: () => ({ data: undefined }),
}));
jest.mock('../../src/lib/api/applicants-api', () => ({
  useAdminGetApplicantsQuery: () => ({
    data: { items: [], reserveHolders: [], total: 0, page: 1, size: 10 },
    isLoading: false,
  }),
  useAdminGetApplicantCountsQuery: () => ({
    data: dashboardDouble.applicantCounts,
    isError: dashboardDouble.countsFailed,
  }),
  useAdminSaveWinningStatesMutation: () => [jest.fn(), { isLoading: false }],
  useAdminRecordExportMutation: () => [jest.fn(() => Promise.resolve())],
}));
jest.mock('../../src/features/retention/retention-api', () => ({
  useAdminGetDestructionsQuery: () => ({ data: dashboardDouble.destructions, refetch: jest.fn() }),
  useAdminSetRoundRetentionMutation: () => [dashboardDouble.setRetention, { isLoading: false }],
}));
