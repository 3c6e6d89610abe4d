import { LAST_LIVE_REMOTES_KEY } from '@portal/shared-types/auth/storage-keys';
import { defaultRemoteUrls, fetchRemoteUrls } from '../src/federation/remote-urls';

const live = (version: string) => ({
  mf_info: {
    entry: `/remotes/mf-info/${version}/mf-manifest.json`,
    version,
    deployedAt: '2026-11-23T10:00:00.000Z',
  },
  mf_apply: { entry: `/remotes/mf-apply/${version}/mf-manifest.json`, version, deployedAt: null },
  mf_board: { entry: `/remotes/mf-board/${version}/mf-manifest.json`, version, deployedAt: null },
  mf_admin: {
    entry: 'https://cdn.example.org/mf-admin/mf-manifest.json',
    version: 'external',
    deployedAt: null,
  },
});

/** A fetch that answers with this JSON body (jsdom has no Response). */
const answer = (body: unknown, status = 200) =>
  jest.fn(async () => ({ ok: status < 300, status, json: async () => body })) as unknown as typeof fetch;

describe('where the shell finds the remotes', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('when /mf-remotes.json answers, then each remote loads from its live version and the answer is kept', async () => {
    const urls = await fetchRemoteUrls(answer(live('0.1.0-1a2b3c4d')));
    expect(urls).toEqual({
      mf_info: '/remotes/mf-info/0.1.0-1a2b3c4d/mf-manifest.json',
      mf_apply: '/remotes/mf-apply/0.1.0-1a2b3c4d/mf-manifest.json',
      mf_board: '/remotes/mf-board/0.1.0-1a2b3c4d/mf-manifest.json',
      mf_admin: 'https://cdn.example.org/mf-admin/mf-manifest.json',
    });
    expect(JSON.parse(localStorage.getItem(LAST_LIVE_REMOTES_KEY)!)).toEqual(live('0.1.0-1a2b3c4d'));
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['malformed', answer({ mf_info: '/remotes/mf-info/mf-manifest.json' }), /is malformed/],
    ['an error', answer({ message: '오류' }, 503), /answered 503/],
    [
      'unreachable',
      (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
      /could not be read/,
    ],
  ])(
    'when the answer is %s, then the last good answer is used and the console says why',
    async (_, fetchImpl, why) => {
      await fetchRemoteUrls(answer(live('0.1.0-1a2b3c4d')));
      const urls = await fetchRemoteUrls(fetchImpl);
      expect(urls.mf_board).toBe('/remotes/mf-board/0.1.0-1a2b3c4d/mf-manifest.json');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(why);
      expect(warn.mock.calls[0]![0]).toMatch(/the last good answer/);
    },
  );

  it('when the answer is bad and nothing good was kept, then the built-in default is used', async () => {
    localStorage.setItem(LAST_LIVE_REMOTES_KEY, '{not json');
    expect(await fetchRemoteUrls(answer([1, 2]))).toEqual(defaultRemoteUrls);
    expect(warn.mock.calls[0]![0]).toMatch(/the built-in default/);
  });
});
