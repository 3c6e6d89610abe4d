// The server build's entry (scripts/webpack/create-server-config.mjs): the same pages as the browser's
// `./pages`, and the data each page shows in its first render.
import { isSearching } from '@portal/shared-types/board/board-list-rules';
import { positiveIdOf } from '@portal/shared-types/common/ids';
import type { Prefetch, RemoteServerModule } from '@portal/web-runtime/remote-contract';
import { boardParamsOf } from './components/board-list/use-board-params';
import { readApi } from '@portal/web-runtime/read-api';
import { noticePageQuery, noticesApi } from './features/notices/notices-api';
import { resourcePageQuery, resourcesApi } from './features/resources/resources-api';

export { pages } from './pages';

declare let __webpack_public_path__: string;

export function setPublicPath(url: string): void {
  __webpack_public_path__ = url;
}

const idOf = (params: Readonly<Record<string, string | undefined>>) => positiveIdOf(params.id);

const noticeList: Prefetch = ({ searchParams, dispatch }) => {
  const { page, search } = boardParamsOf(searchParams);
  return Promise.all([
    // a search shows only its matches: the pinned notices are not asked for then
    isSearching(search) ? null : dispatch(noticesApi.endpoints.boardGetPinnedNotices.initiate()),
    dispatch(readApi.endpoints.getNoticePage.initiate(noticePageQuery(page, search))),
  ]);
};

export const prefetch: RemoteServerModule['prefetch'] = {
  notice: noticeList,
  noticeDetail: async ({ params, dispatch }) => {
    const id = idOf(params);
    if (id !== null) await dispatch(readApi.endpoints.getNotice.initiate(id));
  },
  resources: async ({ searchParams, dispatch }) => {
    const { page, search } = boardParamsOf(searchParams);
    await dispatch(
      resourcesApi.endpoints.boardGetResourcePage.initiate(resourcePageQuery(page, search)) as never,
    );
  },
  resourceDetail: async ({ params, dispatch }) => {
    const id = idOf(params);
    if (id !== null) await dispatch(readApi.endpoints.getResource.initiate(id));
  },
};
