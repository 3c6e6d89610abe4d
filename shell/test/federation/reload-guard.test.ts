import { shouldReload } from '../../src/federation/reload-guard';
import { loadLimits } from '../../src/federation/load-limits';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const missing = new Error('Failed to load script "/remotes/mf-board/0.1.0-1a2b3c4d/remoteEntry.js"');

test('a remote that fails reloads the page once, then not again within the guard window', () => {
  const storage = memoryStorage();
  expect(shouldReload('mf_board', missing, storage, 1_000)).toBe(true);
  expect(shouldReload('mf_board', missing, storage, 2_000)).toBe(false);
  expect(shouldReload('mf_board', missing, storage, 1_000 + loadLimits.reloadGuardMs)).toBe(true);
});

test('the guard is kept per remote', () => {
  const storage = memoryStorage();
  expect(shouldReload('mf_board', missing, storage, 1_000)).toBe(true);
  expect(shouldReload('mf_admin', missing, storage, 1_000)).toBe(true);
});

test('a timeout never reloads: the remote does not answer, and the route says so at once', () => {
  const timedOut = new Error('[portal-timeout] /remotes/mf-board/mf-manifest.json timed out after 10000 ms');
  expect(shouldReload('mf_board', timedOut, memoryStorage(), 1_000)).toBe(false);
});

test('without a storage to hold the guard, the page never reloads', () => {
  const broken = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  expect(shouldReload('mf_board', missing, broken, 1_000)).toBe(false);
});
