import { baseApi } from '@portal/shared-types/client/base-api';
import { popupSchema, type Popup } from '@portal/shared-types/popups';
import { apiPaths } from '@portal/shared-types/product';

/** GET /api/portal/popup/{id} is for admins, so the window finds its popup among the active ones. */
function parsePopups(answer: unknown): Popup[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((item) => {
    const parsed = popupSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const popupWindowApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // named apart from the shell's getActivePopups so neither injection overrides the other
    getPopupsForWindow: build.query<Popup[], void>({
      query: () => apiPaths.activePopups,
      transformResponse: parsePopups,
      providesTags: [{ type: 'Popup', id: 'ACTIVE' }],
    }),
  }),
});

export const { useGetPopupsForWindowQuery } = popupWindowApi;
