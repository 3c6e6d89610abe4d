// Admin accounts in the browser: a 최고 관리자 (desktop, one page session) creates an account and sees its
// setup code once; the new admin (390 px, another browser) takes the 처음 로그인(설정 코드) path, sets a
// password and enrols the authenticator app; the 최고 관리자 stops the account with a reason, and the new
// admin's next admin call ends their session at once, back on the login page. The history says each step.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { nextCode, type Authenticator } from '../api/test/support/admin-sign-in';
import { axeViolations, newPage, saveScreenshot, viewports } from './support/browser';
import { focusStaysIn } from './support/dialogs';
import { signInOnPage } from './support/sign-in-page';
import type { RunningSite } from './support/site';
import { useSiteAndBrowser } from './support/suite';

const PHONE = { width: 390, height: 844 };
const NEW_ADMIN = 'e2e.content';
const NEW_PASSWORD = 'Board-writer-2026';
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
const oneSession = (page: Page) =>
  page.evaluate(() => (window as unknown as { oneSession?: boolean }).oneSession === true);

describe('admin accounts managed on screen by the 최고 관리자 (desktop and 390 px)', () => {
  let site: RunningSite;
  let browser: Browser;
  let chief: { context: BrowserContext; page: Page };
  let fresh: { context: BrowserContext; page: Page };
  let setupCode = '';
  useSiteAndBrowser((started) => ({ site, browser } = started));

  before(async () => {
    chief = await newPage(browser, viewports.desktop);
    fresh = await newPage(browser, PHONE);
  });
  after(async () => {
    await chief?.context.close();
    await fresh?.context.close();
  });

  test('when the 최고 관리자 creates an account from the menu, then its setup code is shown once, with focus on it', async () => {
    const { page } = chief;
    await page.goto(`${site.url}/login`);
    await page.getByLabel('아이디').waitFor();
    await signInOnPage(page, site.url, site.adminPassword);
    await page.getByRole('heading', { level: 1, name: '관리자 페이지' }).waitFor();
    await page.evaluate(() => ((window as unknown as { oneSession: boolean }).oneSession = true));
    await page
      .getByRole('navigation', { name: '관리자 메뉴' })
      .getByRole('link', { name: '관리자 계정' })
      .click();
    await page.waitForURL(`${site.url}/admin/accounts`);
    const table = page.getByRole('table', { name: '관리자 계정 목록' });
    await table.getByRole('rowheader', { name: 'admin', exact: true }).waitFor();
    assert.deepEqual(await axeViolations(page, '#content'), []);

    await page.getByRole('textbox', { name: '아이디' }).fill(NEW_ADMIN);
    await page.getByRole('checkbox', { name: '콘텐츠 관리' }).check();
    await page.getByRole('button', { name: '계정 만들기' }).click();
    const notice = page.getByRole('status').filter({ hasText: '설정 코드' });
    await notice.waitFor();
    setupCode = (await page.getByTestId('setup-code').textContent())!.trim();
    assert.match(setupCode, /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('설정 코드:'));
    const row = table.getByRole('row').filter({ hasText: NEW_ADMIN });
    await row.getByText('처음 로그인 대기').waitFor();
    assert.match(await row.innerText(), /콘텐츠 관리/);
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await saveScreenshot(page, 'admin-accounts-created-1280');
    await page.getByRole('button', { name: '확인했습니다' }).click();
    // the code is in no address the browser visited
    assert.ok(!page.url().includes(setupCode));
  });

  test('when the new admin takes 처음 로그인(설정 코드) at 390 px, then a password against the rule is said, and the right one leads to the enrolment and the admin area', async () => {
    const { page } = fresh;
    await page.goto(`${site.url}/login`);
    await page.getByRole('button', { name: '처음 로그인(설정 코드)' }).click();
    await page.getByRole('heading', { name: '처음 로그인(설정 코드)' }).waitFor();
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await page.getByLabel('아이디', { exact: true }).fill(NEW_ADMIN);
    await page.getByLabel('설정 코드', { exact: true }).fill(setupCode);
    await page.getByLabel('새 비밀번호', { exact: true }).fill('short1');
    await page.getByLabel('새 비밀번호 확인').fill('short1');
    await page.getByRole('button', { name: '비밀번호 정하기' }).click();
    // the rule is said under the password, and the focus goes to it
    const password = page.getByLabel('새 비밀번호', { exact: true });
    await page.getByText('비밀번호는 2종류 이상의 문자로 10자 이상').waitFor();
    await page.waitForFunction(
      () =>
        document.activeElement?.getAttribute('aria-invalid') === 'true' &&
        document.activeElement.getAttribute('type') === 'password',
    );
    assert.match((await password.getAttribute('aria-describedby')) ?? '', /-error/);
    assert.ok(await fitsTheScreen(page));
    await saveScreenshot(page, 'admin-accounts-setup-rule-390');

    await page.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '비밀번호 정하기' }).click();
    await page.getByRole('heading', { name: '2단계 인증 등록' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    const phone: Authenticator = { secret, lastStep: -Infinity, recoveryCodes: [] };
    await page.getByLabel('인증 코드').fill(await nextCode(phone));
    await page.getByRole('button', { name: '등록' }).click();
    await page.getByRole('heading', { name: '복구 코드' }).waitFor();
    await page.getByRole('button', { name: '보관했습니다. 관리자 화면으로 이동' }).click();
    await page.getByRole('heading', { level: 1, name: '관리자 페이지' }).waitFor();
    await page.evaluate(() => ((window as unknown as { oneSession: boolean }).oneSession = true));
    assert.ok(await fitsTheScreen(page));
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await saveScreenshot(page, 'admin-accounts-new-admin-in-390');
  });

  test('when the 최고 관리자 stops the account with a reason, then the result takes focus, and the new admin’s next call ends their session', async () => {
    const { page } = chief;
    const table = page.getByRole('table', { name: '관리자 계정 목록' });
    // the list is read again: the new admin signed in meanwhile
    await page
      .getByRole('navigation', { name: '관리자 메뉴' })
      .getByRole('link', { name: '로그인 세션' })
      .click();
    // the sessions page in place, so the accounts page has let go of its list before it is opened again
    await page.getByRole('table', { name: '로그인 세션 목록' }).waitFor();
    await page
      .getByRole('navigation', { name: '관리자 메뉴' })
      .getByRole('link', { name: '관리자 계정' })
      .click();
    const row = table.getByRole('row').filter({ hasText: NEW_ADMIN });
    await row.getByText('사용 중').waitFor();
    assert.match(await row.innerText(), /등록됨/);

    const stop = page.getByRole('button', { name: `${NEW_ADMIN} 중지` });
    await stop.click();
    const dialog = page.getByRole('dialog', { name: `계정 중지: ${NEW_ADMIN}` });
    await dialog.waitFor();
    // the browser's modal: Tab stays in the dialog, Escape closes it and focus returns to its button
    assert.equal(await dialog.evaluate((element) => element.matches('dialog:modal')), true);
    await focusStaysIn(page, dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await stop.evaluate((element) => element === document.activeElement), true);
    await stop.click();
    // no reason: the contract's rule is said under 사유, where focus goes
    await dialog.getByRole('button', { name: '계정 중지' }).click();
    await dialog.getByText('사유를 2자 이상 200자 이내로 입력해 주세요.').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await saveScreenshot(page, 'admin-accounts-stop-dialog-1280');
    await dialog.getByLabel('사유').fill('담당 업무 종료');
    await dialog.getByRole('button', { name: '계정 중지' }).click();
    await dialog.waitFor({ state: 'detached' });
    const status = page.getByRole('status').filter({ hasText: '계정을 중지했습니다.' });
    await status.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('계정을 중지했습니다.'));
    await row.getByText('중지됨').waitFor();
    const historyTable = page.getByRole('table', { name: '계정 변경 이력' });
    await historyTable.getByRole('row').filter({ hasText: '계정 중지' }).first().waitFor();
    await historyTable.getByRole('row').filter({ hasText: '설정 코드로 비밀번호 설정' }).first().waitFor();
    assert.match(await historyTable.innerText(), /담당 업무 종료/);
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await saveScreenshot(page, 'admin-accounts-stopped-1280');

    // the stopped admin's next admin call is refused, and the page goes to the login, saying why
    const other = fresh.page;
    // a client-side move to another admin page, as a link in the app does (no reload)
    await other.evaluate(() => {
      history.pushState({}, '', '/admin/sessions');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await other.waitForURL(`${site.url}/login`);
    await other.getByRole('alert').first().waitFor();
    assert.equal(await oneSession(other), true, 'the session ended without a reload');
    await saveScreenshot(other, 'admin-accounts-stopped-session-ended-390');
    // and the password no longer signs in
    const signIn = await fetch(`${site.url}/portal/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: NEW_ADMIN, password: NEW_PASSWORD }),
    });
    assert.equal(signIn.status, 401);
  });

  test('when the accounts page is seen at 390 px, then nothing runs off the side and axe finds nothing', async () => {
    const { page } = chief;
    await page.setViewportSize(PHONE);
    assert.ok(await fitsTheScreen(page));
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await saveScreenshot(page, 'admin-accounts-390');
    assert.equal(await oneSession(page), true);
  });
});
