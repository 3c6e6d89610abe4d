import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { assertContract } from './contract-check';
import { isRetryable, TIMEOUT_MARK } from './load-errors';
import { loadLimits } from './load-limits';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch with a deadline: a server that accepts and never answers fails after `ms`. */
async function fetchWithin(url: string, init: RequestInit, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    // The body may stall too: read it under the same deadline.
    const body = await response.text();
    return new Response(body, { status: response.status, headers: response.headers });
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`${TIMEOUT_MARK} ${url} timed out after ${ms} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The shell's runtime plugin (module-federation/core runtime hooks):
 * - `fetch`: the manifest fails after loadLimits.manifestTimeoutMs, and a remote built against
 *   another shell contract is refused there, before its code runs;
 * - `createScript`: the remote entry fails after loadLimits.entryTimeoutMs;
 * - `errorLoadRemote`: a failed load is retried (loadLimits.retryDelaysMs) unless it timed out or
 *   was refused. What still fails goes to the route (remote-pages.ts: reload once, then the error).
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  const retries = new Map<string, number>();
  return {
    name: 'portal-remote-resilience',
    async fetch(url, init, remoteInfo) {
      const response = await fetchWithin(url, init ?? {}, loadLimits.manifestTimeoutMs);
      const text = await response.clone().text();
      let manifest: unknown = null;
      try {
        manifest = JSON.parse(text);
      } catch {
        return response; // not JSON: the runtime reports it as a broken manifest
      }
      assertContract(remoteInfo?.name ?? url, manifest);
      return response;
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: loadLimits.entryTimeoutMs };
    },
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      if (lifecycle !== 'onLoad' || !isRetryable(error)) return undefined;
      const done = retries.get(id) ?? 0;
      if (done >= loadLimits.retryDelaysMs.length) return undefined;
      retries.set(id, done + 1);
      try {
        await wait(loadLimits.retryDelaysMs[done] ?? 0);
        // A failure of this attempt comes back through this hook with the next count.
        return await origin.loadRemote(id);
      } finally {
        if (done === 0) retries.delete(id);
      }
    },
  };
}
