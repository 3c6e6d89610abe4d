import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createPublicCache, type CachedResponse } from '../src/cache/public-cache';
import { chooseEncoding } from '../src/http/compression';

const answer = (bytes: number, span: Partial<CachedResponse> = {}): CachedResponse => ({
  status: 200,
  etag: 'W/"x"',
  identity: Buffer.alloc(bytes),
  gzip: null,
  br: null,
  compressible: false,
  validFrom: -Infinity,
  expiresAt: Infinity,
  ...span,
});

describe('the public cache', () => {
  test('when a domain is invalidated, then its answers miss and the other domains keep theirs', () => {
    const cache = createPublicCache({ clock: { now: () => new Date() } });
    cache.set('notices', '/portal/notice', answer(10));
    cache.set('popups', '/api/portal/popup/active', answer(10));
    cache.alias('/portal/notice?x=1', 'notices', '/portal/notice');
    assert.ok(cache.byUrl('/portal/notice?x=1'));
    cache.invalidate('notices');
    assert.equal(cache.get('notices', '/portal/notice'), undefined);
    assert.equal(cache.byUrl('/portal/notice?x=1'), undefined);
    assert.ok(cache.get('popups', '/api/portal/popup/active'));
  });

  test('when the stored bytes pass the bound, then the oldest answers leave first', () => {
    const cache = createPublicCache({ clock: { now: () => new Date() }, maxBytes: 3000 });
    cache.set('notices', 'a', answer(1000));
    cache.set('notices', 'b', answer(1000));
    assert.ok(cache.get('notices', 'a'));
    cache.set('notices', 'c', answer(1000));
    assert.equal(cache.get('notices', 'a'), undefined);
    assert.ok(cache.get('notices', 'b'));
    assert.ok(cache.get('notices', 'c'));
  });

  test('when an answer holds for a span of the clock, then it misses before and after that span', () => {
    let now = 1000;
    const cache = createPublicCache({ clock: { now: () => new Date(now) } });
    cache.set('popups', 'active', answer(10, { validFrom: 1000, expiresAt: 2000 }));
    assert.ok(cache.get('popups', 'active'));
    now = 1999;
    assert.ok(cache.get('popups', 'active'));
    now = 2000;
    assert.equal(cache.get('popups', 'active'), undefined);
    cache.set('popups', 'active', answer(10, { validFrom: 1000, expiresAt: 2000 }));
    now = 999;
    assert.equal(cache.get('popups', 'active'), undefined);
  });

  test('when a count is memoised, then it is computed once per version, and again after a write', async () => {
    const cache = createPublicCache({ clock: { now: () => new Date() } });
    let loads = 0;
    const count = () => cache.memo('notices', 'count', async () => ++loads);
    assert.equal(await count(), 1);
    assert.equal(await count(), 1);
    await cache.writing('notices', async () => undefined);
    assert.equal(await count(), 2);
    await assert.rejects(cache.writing('notices', () => Promise.reject(new Error('failed write'))));
    assert.equal(await count(), 3);
  });

  for (const [header, expected] of [
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
  ] as const) {
    test(`when Accept-Encoding is "${header}", then the answer is sent as ${expected}`, () => {
      assert.equal(chooseEncoding(header), expected);
    });
  }
});
