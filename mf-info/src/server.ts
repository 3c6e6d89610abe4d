// The server build's entry (scripts/webpack/create-server-config.mjs): the same pages as the browser's
// `./pages`; these pages show no server data, so nothing is prefetched.
import type { RemoteServerModule } from '@portal/shared-types/remote-contract';

export { pages } from './pages';

declare let __webpack_public_path__: string;

export function setPublicPath(url: string): void {
  __webpack_public_path__ = url;
}

export const prefetch: RemoteServerModule['prefetch'] = {};
