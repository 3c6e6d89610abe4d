import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages } from '@portal/shared-types/common/messages';
import { adminLogin } from './support/admin-api';
import { tokens } from './support/admin-tokens';
import { signInOnPage } from './support/sign-in-page';
import { axeViolations, newPage, viewports } from './support/browser';
import { focusStaysIn } from './support/dialogs';
import { type RunningSite } from './support/site';
import { useSiteAndBrowser } from './support/suite';

const popups = [
  {
    id: 1,
    title: '입주자 모집 안내',
    content: '<p>입주자 <strong>모집</strong>이 시작되었습니다.</p>',
    startTs: '2020-01-01',
    endTs: '2099-12-31',
    imageUrl: null,
    linkUrl: 'https://example.com/notice',
  },
  {
    id: 2,
    title: '커뮤니티 시설 개방',
    content: '<p>개방 안내</p>',
    startTs: '2020-01-01',
    endTs: '2099-12-31',
    imageUrl: null,
    linkUrl: null,
  },
];

/** Answers the active popup call with the popups above (or the given ones), whatever the API holds. */
async function serveActivePopups(context: BrowserContext, answer: unknown[] = popups) {
  await context.route('**/api/portal/popup/active', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) }),
  );
}

function collectDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

async function waitUntil(condition: () => boolean, timeoutMs = 10_000) {
  for (let waited = 0; !condition() && waited < timeoutMs; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the shell: admin session, guard and home popups in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser((started) => ({ site, browser } = started));

  const guardCases = [
    { state: 'no token', token: null, message: messages.loginRequired },
    { state: 'an expired token', token: tokens.expired(), message: messages.tokenExpired },
    { state: 'a token without ROLE_ADMIN', token: tokens.wrongRole(), message: messages.notAdmin },
    { state: 'a token that cannot be decoded', token: tokens.undecodable(), message: messages.tokenInvalid },
  ];
  for (const { state, token, message } of guardCases) {
    test(`when /admin is opened with ${state}, then one alert says "${message}" and /login opens`, async () => {
      const { page, context } = await newPage(browser);
      if (token) await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
      const dialogs = collectDialogs(page);
      await page.goto(`${site.url}/admin`);
      await page.waitForURL(`${site.url}/login`);
      await page.getByRole('heading', { level: 1, name: '관리자 로그인' }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(dialogs, [message]);
      await context.close();
    });
  }

  test('when /admin is opened with a token the server issued, then the admin page shows without an alert', async () => {
    const { page, context } = await newPage(browser);
    // the server checks every admin call, so only a token it signed keeps the page (a forged one ends at /login)
    const token = await adminLogin(site.url, site.adminPassword);
    await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
    // Home opens after logout: popup windows would run the init script above and store the token again.
    await serveActivePopups(context, []);
    const dialogs = collectDialogs(page);
    await page.goto(`${site.url}/admin`);
    await page.getByRole('heading', { level: 1, name: '관리자 페이지' }).waitFor();
    assert.equal(page.url(), `${site.url}/admin`);
    assert.deepEqual(dialogs, []);
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL(`${site.url}/`);
    assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);
    assert.equal(await page.getByRole('button', { name: '로그아웃' }).count(), 0);
    await context.close();
  });

  test('when the login form is sent empty, then the browser asks for both fields and nothing is sent', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}/login`);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    assert.equal(
      await page.getByLabel('아이디').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
      true,
    );
    assert.equal(
      await page.getByLabel('비밀번호').evaluate((input: HTMLInputElement) => input.required),
      true,
    );
    assert.equal(page.url(), `${site.url}/login`);
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await context.close();
  });

  test('when the admin signs in with the right password, then the token is kept and /admin opens', async () => {
    const { page, context } = await newPage(browser);
    const dialogs = collectDialogs(page);
    await page.goto(`${site.url}/login`);
    await signInOnPage(page, site.url, site.adminPassword);
    await page.waitForURL(`${site.url}/admin`);
    await page.getByRole('heading', { level: 1, name: '관리자 페이지' }).waitFor();
    assert.ok(await page.evaluate(() => localStorage.getItem('adminToken')));
    await page.getByRole('button', { name: '로그아웃' }).waitFor();
    assert.deepEqual(dialogs, []);
    await context.close();
  });

  for (const [label, viewport] of [
    ['desktop', viewports.desktop],
    ['390 px', { width: 390, height: 844 }],
  ] as const) {
    test(`when the admin signs out on ${label}, then the server refuses the old token from then on`, async () => {
      const { page, context } = await newPage(browser, viewport);
      await serveActivePopups(context, []);
      const signOuts: { status: number; bearer: boolean }[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/portal/logout')
          signOuts.push({
            status: response.status(),
            bearer: /^Bearer \S+$/.test(response.request().headers()['authorization'] ?? ''),
          });
      });
      await page.goto(`${site.url}/login`);
      await signInOnPage(page, site.url, site.adminPassword);
      await page.getByRole('heading', { level: 1, name: '관리자 페이지' }).waitFor();
      const token = await page.evaluate(() => localStorage.getItem('adminToken'));
      assert.ok(token);
      const popupList = (bearer: string) =>
        page.evaluate(async (value) => {
          const res = await fetch('/api/portal/popup', { headers: { Authorization: `Bearer ${value}` } });
          return { status: res.status, message: ((await res.json()) as { message?: string }).message };
        }, bearer);
      assert.equal((await popupList(token)).status, 200);

      await page.getByRole('button', { name: '로그아웃' }).click();
      await page.waitForURL(`${site.url}/`);
      assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);
      assert.deepEqual(signOuts, [{ status: 204, bearer: true }]);
      assert.deepEqual(await popupList(token), { status: 401, message: messages.tokenInvalid });
      await context.close();
    });
  }

  test('when the password is wrong, then the login failure is said beside the form, focus goes to the password, and the page stays', async () => {
    const { page, context } = await newPage(browser);
    const dialogs = collectDialogs(page);
    await page.goto(`${site.url}/login`);
    await page.getByLabel('아이디').fill('admin');
    await page.getByLabel('비밀번호').fill('not-the-password');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: messages.loginFailed }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'login-password');
    assert.equal(await page.getByLabel('비밀번호').getAttribute('aria-invalid'), 'true');
    assert.deepEqual(dialogs, []);
    assert.equal(page.url(), `${site.url}/login`);
    assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await context.close();
  });

  test('when home opens with two active popups, then each opens in its own window at /popup/{id}', async () => {
    const { page, context } = await newPage(browser);
    await serveActivePopups(context);
    const windows: Page[] = [];
    context.on('page', (popup) => windows.push(popup));
    const first = context.waitForEvent('page');
    await page.goto(`${site.url}/`);
    await first;
    await waitUntil(() => windows.length >= 2);
    const urls = await Promise.all(
      windows.map(async (popup) => (await popup.waitForURL(/\/popup\/\d$/), popup.url())),
    );
    assert.deepEqual(urls.sort(), [`${site.url}/popup/1`, `${site.url}/popup/2`]);
    await context.close();
  });

  test('when a popup is hidden for today and another has an expired record, then only the second opens and its record is gone', async () => {
    const { page, context } = await newPage(browser);
    await serveActivePopups(context);
    await context.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('popup-hidden-1', JSON.stringify({ expires: Date.now() + 3_600_000 }));
      localStorage.setItem('popup-hidden-2', JSON.stringify({ expires: Date.now() - 1000 }));
    });
    const opened = context.waitForEvent('page');
    await page.goto(`${site.url}/`);
    const popup = await opened;
    await popup.waitForURL(/\/popup\/\d$/);
    assert.equal(popup.url(), `${site.url}/popup/2`);
    await page.waitForLoadState('networkidle');
    assert.equal(context.pages().length, 2, 'the hidden popup did not open');
    assert.equal(await page.evaluate(() => localStorage.getItem('popup-hidden-2')), null);
    await context.close();
  });

  test('when the browser blocks popup windows, then each popup shows as a dialog that remembers "do not show today"', async () => {
    const { page, context } = await newPage(browser, viewports.mobile);
    await serveActivePopups(context);
    await context.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(`${site.url}/`);
    const dialog = page.getByRole('dialog', { name: '입주자 모집 안내' });
    await dialog.waitFor();
    // a native modal <dialog>: the browser makes the page behind inert
    assert.equal(await dialog.evaluate((element) => element.matches('dialog:modal')), true);
    await dialog.getByText('입주자 모집이 시작되었습니다.').waitFor();
    assert.equal(await dialog.locator('strong').count(), 0, 'markup is shown as text only');
    assert.equal(
      await dialog.getByRole('link', { name: '자세히 보기 (새 창)' }).getAttribute('target'),
      '_blank',
    );
    assert.deepEqual(await axeViolations(page, 'dialog'), []);
    await focusStaysIn(page, dialog);
    await dialog.getByLabel('오늘 하루 보지 않기').check();
    const record = await page.evaluate(() => localStorage.getItem('popup-hidden-1'));
    assert.ok(record && JSON.parse(record).expires > Date.now());
    await page.keyboard.press('Escape');
    const second = page.getByRole('dialog', { name: '커뮤니티 시설 개방' });
    await second.waitFor();
    await second.getByRole('button', { name: '닫기' }).click();
    assert.equal(await page.getByRole('dialog').count(), 0);
    await page.reload();
    await page.getByRole('dialog', { name: '커뮤니티 시설 개방' }).waitFor();
    assert.equal(await page.getByRole('dialog', { name: '입주자 모집 안내' }).count(), 0);
    await context.close();
  });

  test('when the active popup call fails, then home shows without a popup or an alert', async () => {
    const { page, context } = await newPage(browser);
    await context.route('**/api/portal/popup/active', (route) => route.abort());
    const dialogs = collectDialogs(page);
    let windows = 0;
    context.on('page', () => (windows += 1));
    await page.goto(`${site.url}/`);
    await page.getByRole('navigation', { name: '주 메뉴' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(windows, 0);
    assert.deepEqual(dialogs, []);
    await context.close();
  });
});
