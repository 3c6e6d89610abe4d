import type { ResponseOf } from '@portal/shared-types/http/call-types';
import type { jobCalls } from '@portal/shared-types/http/calls/jobs';
import { urlOf } from '@portal/shared-types/http/route';
import { jobRoutes } from '@portal/shared-types/http/routes/jobs';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';

export const jobsApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    // always fresh: the jobs run on their own
    adminGetJobs: build.query<ResponseOf<typeof jobCalls.list>, void>({
      query: () => urlOf(jobRoutes.list),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAdminGetJobsQuery } = jobsApi;
