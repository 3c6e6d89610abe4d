import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { insertNotices } from './support/board-db';
import { launchBrowser, newPage, saveScreenshot } from './support/browser';
import { seededDataDir, startSite, type RunningSite } from './support/site';

// React Router owns the one router: Back and Forward return to where each page was scrolled, a new page
// starts at the top, links of the shell and of a remote move without a reload, and a link tapped before
// the scripts have run still leads to its page.

const sizes = { '1280 px': { width: 1280, height: 700 }, '390 px': { width: 390, height: 700 } } as const;

/** A mark in the page's own memory: it survives in-page navigation and is gone after any reload. */
const markSession = (page: Page) => page.evaluate(() => Object.assign(window, { sessionMark: 'kept' }));
const sessionKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { sessionMark?: string }).sessionMark === 'kept');

async function waitForScroll(page: Page, y: number) {
  await page.waitForFunction((want) => Math.abs(window.scrollY - want) <= 2, y, { timeout: 10_000 });
}

describe('navigation with React Router in Chromium', () => {
  let site: RunningSite;
  let dataDir: string;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  before(async () => {
    // migrated and seeded before the notices are written beside the demo ones
    dataDir = await seededDataDir();
    await insertNotices(dataDir, 45);
    site = await startSite({}, dataDir);
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  after(async () => {
    await closeBrowser?.();
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const [sizeName, size] of Object.entries(sizes)) {
    test(`at ${sizeName}, Back returns to page 3 of the list where it was scrolled; Forward and Back again`, async () => {
      const { page, context, consoleErrors } = await newPage(browser, size);
      await page.goto(`${site.url}/notice`);
      await markSession(page);
      const list = page.getByRole('table', { name: '공지사항 목록' });
      await page
        .getByRole('navigation', { name: '공지사항 페이지' })
        .getByRole('button', { name: '3 페이지' })
        .click();
      await page.waitForURL(/[?&]page=3/);
      // the third page's rows have arrived and the list has moved the focus to its count line, which
      // scrolls it into view: until then the list still shows page 1's rows, and a scroll made before the
      // focus moves is undone by it. (The page reached "networkidle" at its load, so waiting for it again
      // returned at once.) Five a page, newest first: page 3 holds 순서 공지 35 to 31, below two pinned.
      await page.waitForFunction(() => /^3 \/ \d+ 페이지$/.test(document.activeElement?.textContent ?? ''));
      const title = '순서 공지 31';
      const rowLink = list.locator('tbody tr').nth(6).getByRole('link');
      assert.equal((await rowLink.textContent())?.trim(), title);
      await page.evaluate(() => window.scrollTo(0, 240));
      await waitForScroll(page, 240);
      await saveScreenshot(page, `router-list-page-3-${size.width}`);

      await rowLink.click();
      await page.getByRole('heading', { name: title }).waitFor();
      assert.match(page.url(), /\/notice\/detail\/\d+$/);
      await waitForScroll(page, 0);

      await page.goBack();
      await page.waitForURL(/[?&]page=3/);
      await list.getByRole('link', { name: title }).waitFor();
      await waitForScroll(page, 240);
      await saveScreenshot(page, `router-list-back-${size.width}`);

      await page.goForward();
      await page.getByRole('heading', { name: title }).waitFor();
      await waitForScroll(page, 0);
      await page.goBack();
      await list.getByRole('link', { name: title }).waitFor();
      await waitForScroll(page, 240);
      assert.ok(await sessionKept(page), 'every move stayed inside one page session');
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });

    test(`at ${sizeName}, the shell's menu and a remote's link both move without a reload`, async () => {
      const { page, context, consoleErrors } = await newPage(browser, size);
      await page.goto(`${site.url}/introduction`);
      await markSession(page);
      const menu = page.getByRole('navigation', { name: '주 메뉴' }).filter({ visible: true });
      if (size.width < 768) {
        await page.getByRole('button', { name: '전체 메뉴' }).click();
        await menu.getByRole('button', { name: '고객센터' }).click();
        await menu.getByRole('link', { name: '공지사항' }).click();
      } else {
        await menu.getByRole('link', { name: '고객센터' }).hover();
        await menu.getByRole('link', { name: '공지사항' }).first().click();
      }
      await page.getByRole('table', { name: '공지사항 목록' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/notice');

      // a link of the board remote: a row of its list
      const row = page.getByRole('table', { name: '공지사항 목록' }).locator('tbody tr a').first();
      const title = (await row.textContent())?.trim() ?? '';
      await row.click();
      await page.getByRole('heading', { name: title }).waitFor();
      await saveScreenshot(page, `router-remote-link-${size.width}`);
      assert.ok(await sessionKept(page), 'no reload');
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });
  }

  test('a list row tapped as soon as the HTML has painted, with the scripts still on their way, opens its notice', async () => {
    const context = await browser.newContext({ viewport: sizes['390 px'], locale: 'ko-KR' });
    // every script takes 4 s: the page is the server's HTML alone meanwhile
    await context.route(/\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue().catch(() => undefined);
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/notice`, { waitUntil: 'commit' });
    const row = page.getByRole('table', { name: '공지사항 목록' }).locator('tbody tr a').first();
    await row.waitFor();
    assert.equal(
      await page.evaluate(() => document.documentElement.dataset.appReady),
      undefined,
      'the scripts have not started yet',
    );
    const title = (await row.textContent())?.trim() ?? '';
    await row.click();
    await page.getByRole('heading', { name: title }).waitFor({ timeout: 30_000 });
    assert.match(page.url(), /\/notice\/detail\/\d+$/);
    await saveScreenshot(page, 'router-tap-before-scripts-390');
    await context.close();
  });
});
