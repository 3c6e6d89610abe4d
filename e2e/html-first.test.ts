import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { siteConfig } from '@portal/shared-types/site/site-config';
import { newPage, viewports } from './support/browser';

const PHONE = { width: 390, height: 844 };
import { type RunningSite } from './support/site';
import { publicPages } from './support/site-paths';
import { useSiteAndBrowser } from './support/suite';

const FIRST_NOTICE = '[필독] 청년·신혼부부 임대주택 입주자 모집 공고';

/** HTML first: public pages arrive with their content, compressed, and hydrate cleanly. */
describe('pages arrive as HTML', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser((started) => ({ site, browser } = started));

  test('when / and /notice are fetched, then the HTML holds their heading and content, brotli-compressed', async () => {
    const home = await fetch(`${site.url}/`, { headers: { 'Accept-Encoding': 'br' } });
    assert.equal(home.status, 200);
    assert.equal(home.headers.get('content-encoding'), 'br');
    const homeHtml = await home.text();
    assert.match(homeHtml, /<h1[^>]*>[^<]*○○ 청년·신혼부부 임대주택/);
    assert.match(homeHtml, /프리미엄 포인트/);
    assert.match(homeHtml, /대표전화/, 'the footer of the frame');

    const notice = await fetch(`${site.url}/notice`, { headers: { 'Accept-Encoding': 'br' } });
    const noticeHtml = await notice.text();
    assert.match(noticeHtml, /<h1[^>]*>공지사항<\/h1>/);
    assert.ok(noticeHtml.includes(FIRST_NOTICE), 'the pinned notice is in the HTML');
    assert.match(noticeHtml, /<title>공지사항 \| /);
    // the stylesheets are in the page itself: painted without waiting for another request
    assert.match(noticeHtml, /<style data-href="\/[^"]+\.css">[^<]+<\/style>/, 'styled before any script');
    // the page-start script requests the entry and the remote's files at once, after the first paint
    const listed = noticeHtml.match(
      /<script defer src="\/page-start\.[0-9a-f]{8}\.js" data-scripts="([^"]+)">/,
    );
    assert.ok(listed?.[1], 'the page-start script lists what to load');
    const scripts = JSON.parse(
      listed[1].replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
    );
    assert.ok(
      scripts.some(
        (file: { href: string; cors?: boolean }) =>
          /^\/remotes\/mf-board\/[^"]*remoteEntry\.js$/.test(file.href) && file.cors,
      ),
      'the remote entry, in CORS mode',
    );
  });

  test('when an unknown path or item is fetched, then 404 with the Korean not-found page or the item page', async () => {
    for (const path of ['/no-such-page', '/package.json', '/notice/nothing']) {
      const res = await fetch(`${site.url}${path}`);
      assert.equal(res.status, 404, path);
      assert.match(await res.text(), /요청하신 페이지를 찾을 수 없습니다\./, path);
    }
    for (const path of ['/notice/detail/999999', '/resources/detail/999999', '/apply/draw/999999'])
      assert.equal((await fetch(`${site.url}${path}`)).status, 404, path);
  });

  test('when every public page is fetched, then it holds its banner title and no inline script (the CSP refuses them)', async () => {
    for (const { path, title, key } of publicPages) {
      const res = await fetch(`${site.url}${path}`);
      // the item pages name item 1, which the demo content may not hold
      if (!path.includes('/1')) assert.equal(res.status, 200, `${key} answers 200`);
      const html = await res.text();
      if (path !== '/') assert.ok(html.includes(`>${title}</h1>`), `${path} shows ${title}`);
      assert.doesNotMatch(html, /<script(?![^>]*(\ssrc=|type="application\/json"))[^>]*>/, path);
    }
  });

  test('when a built script is fetched by a browser that accepts brotli, then it comes as its .br copy', async () => {
    const html = await (await fetch(`${site.url}/notice`)).text();
    // the shell's entry, first of what the page-start script loads
    const script = html.match(/data-scripts="\[\{&#34;href&#34;:&#34;([^&]+\.js)&#34;/)?.[1];
    assert.ok(script, 'the shell page names its script');
    for (const file of [script, '/remotes/mf-board/remoteEntry.js']) {
      const res = await fetch(`${site.url}${file}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      assert.equal(res.status, 200, file);
      assert.equal(res.headers.get('content-encoding'), 'br', file);
      assert.match(res.headers.get('vary') ?? '', /Accept-Encoding/);
      assert.match(res.headers.get('content-type') ?? '', /javascript/);
    }
  });

  for (const [name, viewport] of Object.entries({ desktop: viewports.desktop, phone: PHONE })) {
    test(`when JavaScript is off at ${viewport.width} px, then / and /notice still show their content (${name})`, async () => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false, locale: 'ko-KR' });
      const page = await context.newPage();
      await page.goto(`${site.url}/`);
      await page.getByRole('heading', { level: 1, name: siteConfig.complexName }).waitFor();
      await page.getByRole('heading', { level: 2, name: '프리미엄 포인트' }).waitFor();
      await page.goto(`${site.url}/notice`);
      await page.getByRole('heading', { level: 1, name: '공지사항' }).waitFor();
      const table = page.getByRole('table', { name: '공지사항 목록' });
      await table.getByText(FIRST_NOTICE).waitFor();
      assert.equal(
        await table.getByRole('row').count(),
        8,
        'the header row, 2 pinned notices and a page of 5',
      );
      await context.close();
    });
  }

  test('when the rendered /notice hydrates, then nothing is logged and its links move inside the page', async () => {
    const { page, context, consoleErrors } = await newPage(browser, PHONE);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/hydrat/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(`${site.url}/notice`, { waitUntil: 'networkidle' });
    const table = page.getByRole('table', { name: '공지사항 목록' });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await table.getByRole('link', { name: FIRST_NOTICE }).click();
    await page.waitForURL(/\/notice\/detail\/\d+$/);
    await page.getByRole('heading', { name: FIRST_NOTICE }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1);
    assert.deepEqual(consoleErrors, []);
    assert.deepEqual(warnings, []);
    await context.close();
  });
});
