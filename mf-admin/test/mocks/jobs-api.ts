import type { JobView } from '@portal/shared-types/jobs/jobs';

/** The jobs call replaced by a test double; imported before the code under test. */
export const jobsDouble = {
  jobs: [] as JobView[],
  refetch: jest.fn(),
};

jest.mock('../../src/features/jobs/jobs-api', () => ({
  useAdminGetJobsQuery: () => ({
    currentData: jobsDouble.jobs,
    isError: false,
    isFetching: false,
    refetch: jobsDouble.refetch,
  }),
}));
