import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import { requestOf } from '@portal/shared-types/http/route';
import { applicantRoutes } from '@portal/shared-types/http/routes/applicants';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';

/** The verified person's lookup, round by round: name and phone travel in the body, never the URL. */
export interface RoundsLookup {
  name: string;
  phone: string;
  roundIds: readonly number[];
  verificationToken: string;
}

/** The lookup may answer one object or an array; both are read as a list. */
function toApplicantList(answer: unknown): Applicant[] {
  if (Array.isArray(answer)) return answer as Applicant[];
  return answer && typeof answer === 'object' ? [answer as Applicant] : [];
}

/** Each application once, whatever rounds' answers it came back in. */
function uniqueById(applicants: readonly Applicant[]): Applicant[] {
  return [...new Map(applicants.map((applicant) => [applicant.id, applicant])).values()];
}

export const inquiryApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    // the spec's lookup returns one applicant, so the inquiry asks round by round; 404 means none there
    applyLookupApplications: build.query<Applicant[], RoundsLookup>({
      async queryFn({ name, phone, roundIds, verificationToken }, _api, _extraOptions, baseQuery) {
        const found: Applicant[] = [];
        for (const uid of roundIds) {
          const answer = await baseQuery({
            ...requestOf(applicantRoutes.lookup),
            body: { name, phone, uid },
            headers: { [VERIFICATION_HEADER]: verificationToken },
          });
          if (answer.error?.status === 404) continue;
          if (answer.error) return { error: answer.error };
          found.push(
            ...toApplicantList(answer.data).filter((applicant) => applicant.subscriptionUid === uid),
          );
        }
        return { data: uniqueById(found) };
      },
      providesTags: [{ type: 'Applicant', id: 'MINE' }],
    }),
  }),
});

export const { useApplyLookupApplicationsQuery } = inquiryApi;
