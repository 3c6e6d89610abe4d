// Checked by hand, without zod: this runs in every page's first scripts.
import { remoteNames, routeTable, type PageKey, type RemoteName } from '@portal/shared-types/site/routes';
import type { RemoteUrls } from './federation/remote-urls';

/** The id of the JSON block the server writes into a rendered page (api/src/site/ssr/page-html.ts). */
export const SERVER_DATA_ID = 'server-data';

export interface ServerData {
  remotes: RemoteUrls;
  apiState: unknown;
  page: { remote: RemoteName; key: PageKey } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRemoteName = (value: unknown): value is RemoteName => remoteNames.includes(value as RemoteName);

/** Exactly one string per remote, no other key. */
function remotesOf(value: unknown): RemoteUrls | null {
  if (!isRecord(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== remoteNames.length || !keys.every(isRemoteName)) return null;
  return keys.every((name) => typeof value[name] === 'string') ? (value as RemoteUrls) : null;
}

/** null, or a remote and one of the route table's page keys (other keys dropped); undefined when neither. */
function pageOf(value: unknown): ServerData['page'] | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { remote, key } = value;
  if (!isRemoteName(remote) || !routeTable.some((entry) => entry.key === key)) return undefined;
  return { remote, key: key as PageKey };
}

/** The server's data when well formed (`apiState` present, whatever it holds), else null. */
function parseServerData(value: unknown): ServerData | null {
  if (!isRecord(value) || !('apiState' in value)) return null;
  const remotes = remotesOf(value.remotes);
  const page = pageOf(value.page);
  return remotes && page !== undefined ? { remotes, apiState: value.apiState, page } : null;
}

/** The server's data for hydration, or null for the plain (client-rendered) page. */
export function readServerData(doc: Document): ServerData | null {
  const text = doc.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return parseServerData(JSON.parse(text));
  } catch {
    return null;
  }
}
