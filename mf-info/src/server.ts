// The server build's entry (scripts/webpack/create-server-config.mjs): the same pages as the browser's
// `./pages`; home prefetches the current round and the latest notices, the other pages show no server data.
import { readApi } from '@portal/web-runtime/read-api';
import type { Round } from '@portal/shared-types/rounds/round-rules';
import type { Prefetch, RemoteServerModule } from '@portal/web-runtime/remote-contract';
import {
  homeRound,
  otherNoticesQuery,
  pinnedNoticesQuery,
  roundNoticeQuery,
} from './features/home/home-queries';

export { pages } from './pages';

declare let __webpack_public_path__: string;

export function setPublicPath(url: string): void {
  __webpack_public_path__ = url;
}

/** The round first: its notice is looked up by its title. The three reads are the ones home's hooks make. */
const home: Prefetch = ({ dispatch }) =>
  Promise.all([
    (async () => {
      const rounds = (await dispatch(readApi.endpoints.getRounds.initiate())) as { data?: Round[] };
      const shown = homeRound(rounds.data ?? [], new Date());
      if (shown) await dispatch(readApi.endpoints.getNoticePage.initiate(roundNoticeQuery(shown.round)));
    })(),
    dispatch(readApi.endpoints.getNoticePage.initiate(pinnedNoticesQuery)),
    dispatch(readApi.endpoints.getNoticePage.initiate(otherNoticesQuery)),
  ]);

export const prefetch: RemoteServerModule['prefetch'] = { home };
