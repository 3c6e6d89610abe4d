import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminGet, adminLogin } from './support/admin-api';
import { startSite, type RunningSite } from './support/site';

/** A body of about 300 KB, as an operator pasting a whole announcement with its tables makes. */
const LONG_BODY = `<p>${'청약 자격과 공급 일정을 안내합니다. '.repeat(6_000)}</p>`;
const LONG_TITLE = '본문이 아주 긴 공지';

const htmlBytes = async (url: string) => Buffer.byteLength(await (await fetch(url)).text());

/**
 * Lists carry summaries: a page's HTML, hydration data included, holds what its lists show (titles,
 * dates, the round's period), never the notice bodies or round descriptions behind them.
 */
describe('long bodies stay out of the pages that list them', () => {
  let site: RunningSite;
  before(async () => {
    site = await startSite();
  });
  after(() => site.stop());

  test('when a 300 KB notice is pinned and the rounds get 300 KB descriptions, then home and the notice list grow by less than 2 KB', async () => {
    const before = { home: await htmlBytes(`${site.url}/`), list: await htmlBytes(`${site.url}/notice`) };
    const token = await adminLogin(site.url, site.adminPassword);
    const auth = { Authorization: `Bearer ${token}` };

    const form = new FormData();
    form.set('notice', JSON.stringify({ title: LONG_TITLE, content: LONG_BODY, topFixed: true }));
    const created = await fetch(`${site.url}/portal/admin/notice`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    assert.equal(created.status, 201, await created.clone().text());
    const rounds = await adminGet<
      { id: number; title: string; subscriptionType: string[]; startTs: string; endTs: string }[]
    >(site.url, token, '/portal/subscription');
    assert.ok(rounds.length > 0, 'the demo content has rounds');
    for (const { id, title, subscriptionType, startTs, endTs } of rounds) {
      const res = await fetch(`${site.url}/portal/admin/subscription/${id}`, {
        method: 'PUT',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title, description: LONG_BODY, subscriptionType, startTs, endTs }),
      });
      assert.equal(res.status, 200, await res.text());
    }

    const home = await (await fetch(`${site.url}/`)).text();
    assert.ok(home.includes(LONG_TITLE), 'home lists the new notice');
    const grown = {
      home: Buffer.byteLength(home) - before.home,
      list: (await htmlBytes(`${site.url}/notice`)) - before.list,
    };
    assert.ok(grown.home < 2_000, `home grew by ${grown.home} bytes`);
    assert.ok(grown.list < 2_000, `the notice list grew by ${grown.list} bytes`);
  });
});
