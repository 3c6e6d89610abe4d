// zod/mini: the same validation with a fraction of the library in every page's first scripts.
import * as z from 'zod/mini';
import { remoteNames, routeTable, type PageKey, type RemoteName } from '@portal/shared-types/routes';
import type { RemoteUrls } from './federation/remote-urls';

/** The id of the JSON block the server writes into a rendered page (api/src/site/ssr/page-html.ts). */
export const SERVER_DATA_ID = 'server-data';

const serverDataSchema = z.object({
  remotes: z.record(z.enum(remoteNames as [RemoteName, ...RemoteName[]]), z.string()),
  apiState: z.unknown(),
  page: z.nullable(
    z.object({
      remote: z.enum(remoteNames as [RemoteName, ...RemoteName[]]),
      key: z.enum(routeTable.map((entry) => entry.key) as [PageKey, ...PageKey[]]),
    }),
  ),
});

export interface ServerData {
  remotes: RemoteUrls;
  apiState: unknown;
  page: { remote: RemoteName; key: PageKey } | null;
}

/** The server's data for hydration, or null for the plain (client-rendered) page. */
export function readServerData(doc: Document): ServerData | null {
  const text = doc.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = serverDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as ServerData) : null;
  } catch {
    return null;
  }
}
