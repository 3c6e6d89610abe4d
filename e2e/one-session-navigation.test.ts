import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { adminLogin } from './support/admin-api';
import { newPage } from './support/browser';
import { signInOnPage } from './support/sign-in-page';
import type { RunningSite } from './support/site';
import { useSiteAndBrowser } from './support/suite';

// Every remote injects into one shared api and reads one query cache: moving between their pages inside
// one tab must show the same lists as a fresh load of each page.

const sizes = { desktop: { width: 1280, height: 900 }, '390 px': { width: 390, height: 844 } } as const;

type Tables = { caption: string; rows: string[] }[];

/** Every table of the page: its caption and the text of each body row. */
function tablesOf(page: Page): Promise<Tables> {
  return page.locator('main table').evaluateAll((tables) =>
    tables.map((table) => ({
      caption: table.querySelector('caption')?.textContent ?? '',
      rows: Array.from(table.querySelectorAll('tbody tr'), (tr) => tr.textContent ?? ''),
    })),
  );
}

/** Waits until the page's tables show `expected` (they fill in as their requests answer). */
async function expectTables(page: Page, expected: Tables, where: string) {
  const deadline = Date.now() + 15_000;
  let seen: Tables = [];
  while (Date.now() < deadline) {
    seen = await tablesOf(page);
    if (JSON.stringify(seen) === JSON.stringify(expected)) return;
    await page.waitForTimeout(200);
  }
  assert.deepEqual(seen, expected, `${where}: the lists differ from a fresh load`);
}

/** A fresh load of `path` (admin signed in when `token` is given) and its tables once they are filled. */
async function freshTables(
  browser: Browser,
  url: string,
  size: (typeof sizes)[keyof typeof sizes],
  token?: string,
) {
  const { page, context } = await newPage(browser, size);
  if (token) await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
  await page.goto(url);
  await page.getByRole('table', { name: '공지사항 목록' }).locator('tbody tr').first().waitFor();
  await page.waitForLoadState('networkidle');
  const tables = await tablesOf(page);
  await context.close();
  assert.ok(tables.length > 0 && tables.every((table) => table.rows.length > 0), `${url} shows its lists`);
  return tables;
}

/**
 * The 공지사항 link of the main menu, as a visitor reaches it at this width. The admin frame has no
 * public menu: from an admin page the admin first goes back to the site by its 사이트 홈 link.
 */
async function openNoticesFromMenu(page: Page, mobile: boolean) {
  const siteHome = page.getByRole('banner').getByRole('link', { name: '사이트 홈' });
  if (await siteHome.count()) {
    await siteHome.click();
    await page
      .getByRole('navigation', { name: '주 메뉴', includeHidden: true })
      .first()
      .waitFor({ state: 'attached' });
  }
  if (mobile) {
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    const menu = page.getByRole('navigation', { name: '주 메뉴' }).filter({ visible: true });
    await menu.getByRole('button', { name: '고객센터' }).click();
    await menu.getByRole('link', { name: '공지사항' }).click();
  } else {
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '고객센터' }).click();
  }
  await page.waitForURL(/\/notice$/);
}

/** A client-side navigation without a link on the page (the login page has none): the router follows popstate. */
async function pushPath(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const markSession = (page: Page) =>
  page.evaluate(() => ((window as unknown as { oneSession: boolean }).oneSession = true));
const stillOneSession = (page: Page) =>
  page.evaluate(() => (window as unknown as { oneSession?: boolean }).oneSession === true);

describe('lists stay right while moving between remotes in one tab', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser((started) => ({ site, browser } = started));

  for (const [sizeName, size] of Object.entries(sizes)) {
    const mobile = size.width < 800;

    test(`at ${sizeName}, /notice → /login → /admin → /notice shows the lists of a fresh load`, async () => {
      const freshNotice = await freshTables(browser, `${site.url}/notice`, size);
      const { page, context, consoleErrors } = await newPage(browser, size);
      await page.goto(`${site.url}/notice`);
      await markSession(page);
      await expectTables(page, freshNotice, '/notice');

      await pushPath(page, '/login');
      await signInOnPage(page, site.url, site.adminPassword);
      await page.waitForURL(/\/admin$/);
      const token = await page.evaluate(() => localStorage.getItem('adminToken'));
      assert.ok(token, 'signed in');
      const freshAdmin = await freshTables(browser, `${site.url}/admin`, size, token);
      await expectTables(page, freshAdmin, '/admin after /notice');

      await openNoticesFromMenu(page, mobile);
      // Signed in, the board adds its edit and delete buttons: compare with a fresh signed-in load.
      const freshAdminNotice = await freshTables(browser, `${site.url}/notice`, size, token);
      await expectTables(page, freshAdminNotice, '/notice after /admin');
      assert.ok(await stillOneSession(page), 'no page reload happened');
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });

    test(`at ${sizeName}, /admin → /notice shows the lists of a fresh load`, async () => {
      const token = await adminLogin(site.url, site.adminPassword);
      const freshAdmin = await freshTables(browser, `${site.url}/admin`, size, token);
      const freshNotice = await freshTables(browser, `${site.url}/notice`, size, token);

      const { page, context, consoleErrors } = await newPage(browser, size);
      await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
      await page.goto(`${site.url}/admin`);
      await markSession(page);
      await expectTables(page, freshAdmin, '/admin');
      await openNoticesFromMenu(page, mobile);
      await expectTables(page, freshNotice, '/notice after /admin');
      assert.ok(await stillOneSession(page), 'no page reload happened');
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });
  }
});
