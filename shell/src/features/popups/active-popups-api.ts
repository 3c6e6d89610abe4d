import { baseApi } from '@portal/shared-types/client/base-api';
import { popupSchema, type Popup } from '@portal/shared-types/popups';
import { apiPaths } from '@portal/shared-types/product';

/** Keeps the well-formed popups of the answer; anything else is dropped rather than trusted. */
function parsePopups(answer: unknown): Popup[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((item) => {
    const parsed = popupSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const activePopupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getActivePopups: build.query<Popup[], void>({
      query: () => apiPaths.activePopups,
      transformResponse: parsePopups,
      providesTags: [{ type: 'Popup', id: 'ACTIVE' }],
    }),
  }),
});
