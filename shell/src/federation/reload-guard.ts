import { loadLimits } from './load-limits';
import { isTimeout } from './load-errors';

const key = (remote: string) => `portal:remote-reload:${remote}`;

/**
 * Whether to reload the page for a remote that failed after the runtime's retries: once per remote
 * and tab within loadLimits.reloadGuardMs (sessionStorage), so that a tab left open across a deploy
 * picks up the new /mf-remotes.json, and a remote that is really down cannot make the page loop.
 * A timeout does not reload: the remote is not answering, and the route says so at once.
 */
export function shouldReload(
  remote: string,
  error: unknown,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSessionStorage(),
  now = Date.now(),
): boolean {
  if (!storage || isTimeout(error)) return false;
  const last = storage.getItem(key(remote));
  if (last !== null && now - Number(last) < loadLimits.reloadGuardMs) return false;
  try {
    storage.setItem(key(remote), String(now));
  } catch {
    return false; // no guard to write: no reload, rather than risk a loop
  }
  return true;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage can be blocked by policy
  }
}
