import resiliencePlugin from '../../src/federation/resilience-plugin';

type ErrorHook = (args: {
  id: string;
  error: unknown;
  lifecycle: string;
  origin: { loadRemote: (id: string) => Promise<unknown> };
}) => Promise<unknown>;

/** A runtime whose loadRemote fails `failures` times, each failure going back through the hook. */
function fakeRuntime(failures: number, error: Error) {
  const hook = resiliencePlugin().errorLoadRemote as unknown as ErrorHook;
  let calls = 0;
  const origin = {
    async loadRemote(id: string): Promise<unknown> {
      calls += 1;
      if (calls <= failures) {
        const recovered = await hook({ id, error, lifecycle: 'onLoad', origin });
        if (!recovered) throw error;
        return recovered;
      }
      return { pages: {} };
    },
  };
  return { origin, calls: () => calls, hook };
}

beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(() => jest.useRealTimers());

const notFound = new Error('ScriptNetworkError: Failed to load script "/remotes/mf-board/remoteEntry.js"');

test('a load that fails is retried, and a later success is what the route gets', async () => {
  const runtime = fakeRuntime(2, notFound);
  await expect(runtime.origin.loadRemote('mf_board/pages')).resolves.toEqual({ pages: {} });
  expect(runtime.calls()).toBe(3);
});

test('a load that keeps failing gives up after the retries with the original error', async () => {
  const runtime = fakeRuntime(10, notFound);
  await expect(runtime.origin.loadRemote('mf_board/pages')).rejects.toThrow('ScriptNetworkError');
  expect(runtime.calls()).toBe(3);
});

test('a timeout and a contract refusal are not retried', async () => {
  const timedOut = fakeRuntime(10, new Error('ScriptNetworkError: Script "/x.js" timed out.'));
  await expect(timedOut.origin.loadRemote('mf_board/pages')).rejects.toThrow('timed out');
  expect(timedOut.calls()).toBe(1);
  const refused = fakeRuntime(10, new Error('[portal-contract] mf_board was built against another'));
  await expect(refused.origin.loadRemote('mf_board/pages')).rejects.toThrow('portal-contract');
  expect(refused.calls()).toBe(1);
});

test('only the final load error is retried: the runtime reports earlier steps too', async () => {
  const runtime = fakeRuntime(0, notFound);
  await expect(
    runtime.hook({
      id: '/mf-manifest.json',
      error: notFound,
      lifecycle: 'afterResolve',
      origin: runtime.origin,
    }),
  ).resolves.toBeUndefined();
  expect(runtime.calls()).toBe(0);
});
