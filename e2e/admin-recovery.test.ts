// An admin recovers without an operator's shell, in one page session at 1280 px: a recovery code signs in
// and says how many are left, the sessions page names the browser in words and states the real limits,
// new recovery codes replace the old ones, and a new phone replaces the old one; the audit page names
// those actions in Korean. Then an admin busy on one page for 35 minutes of the browser's (fake) time is
// not warned, while one who stops is; and at 390 px too many wrong passwords are said with the wait, on
// the message.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import {
  authenticatorOf,
  codeAt,
  nextCode,
  signInOverHttp,
  stepOf,
  type Authenticator,
} from '../api/test/support/admin-sign-in';
import { axeViolations, newPage, saveScreenshot, viewports } from './support/browser';
import type { RunningSite } from './support/site';
import { useSiteAndBrowser } from './support/suite';

const PHONE_VIEWPORT = { width: 390, height: 844 };
const MINUTE = 60_000;

/** No page wider than the screen (a 390 px phone scrolls only down). */
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

describe('admin recovery, sessions that follow the work and the login that says what happened', () => {
  let site: RunningSite;
  let browser: Browser;
  let phone: Authenticator;
  useSiteAndBrowser((started) => ({ site, browser } = started));

  before(async () => {
    // the first admin enrols over HTTP: the helpers keep the app's secret and the recovery codes
    await signInOverHttp(site.url, 'admin', site.adminPassword);
    phone = authenticatorOf(site.url, 'admin')!;
  });

  describe('recovery in one page session at 1280 px', () => {
    let context: BrowserContext;
    let page: Page;
    before(async () => {
      ({ context, page } = await newPage(browser, viewports.desktop));
      await page.goto(`${site.url}/login`);
      await page.getByLabel('아이디').waitFor();
      await page.evaluate(() => ((window as unknown as { oneSession: boolean }).oneSession = true));
    });
    after(() => context?.close());

    test('when a recovery code signs in, then the codes left are said and the way leads to the sessions page', async () => {
      await page.getByLabel('아이디').fill('admin');
      await page.getByLabel('비밀번호').fill(site.adminPassword);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page.getByLabel('인증 코드').fill(phone.recoveryCodes[0]!);
      await page.getByRole('button', { name: '확인' }).click();
      const heading = page.getByRole('heading', { name: '복구 코드로 로그인했습니다' });
      await heading.waitFor();
      await page.getByText('남은 복구 코드는 9개입니다.', { exact: false }).waitFor();
      assert.equal(
        await page.evaluate(() => document.activeElement?.textContent),
        '복구 코드로 로그인했습니다',
      );
      assert.deepEqual(await axeViolations(page, '#content'), []);
      await saveScreenshot(page, 'admin-recovery-signed-in-1280');
      await page.getByRole('button', { name: '새 휴대폰 등록·새 복구 코드 만들기' }).click();
      await page.waitForURL(`${site.url}/admin/sessions`);
    });

    test('when the sessions page opens, then it names the browser in words, states the real limits and the codes left', async () => {
      const table = page.getByRole('table', { name: '로그인 세션 목록' });
      const current = table.getByRole('row').filter({ hasText: '현재 세션' });
      await current.waitFor();
      assert.match(await current.innerText(), /Chrome, Linux/);
      assert.doesNotMatch(await table.innerText(), /Mozilla|HeadlessChrome/);
      await page
        .getByText('사용하지 않은 지 30분이 지나거나 로그인 후 12시간이 지나면', { exact: false })
        .waitFor();
      await page.getByText('남은 복구 코드: 9개').waitFor();
      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      assert.equal(
        await menu.getByRole('link', { name: '로그인 세션' }).getAttribute('aria-current'),
        'page',
      );
      await menu.getByRole('link', { name: '접속기록' }).waitFor();
      assert.deepEqual(await axeViolations(page, '#content'), []);
      await saveScreenshot(page, 'admin-recovery-sessions-1280');
    });

    test('when the admin makes new recovery codes after the password, then they show once and the old ones stop working', async () => {
      await page.getByRole('button', { name: '새 복구 코드 만들기' }).click();
      await page.getByRole('heading', { name: '본인 확인 (새 복구 코드 만들기)' }).waitFor();
      const password = page.getByLabel('현재 비밀번호');
      assert.equal(await password.evaluate((input) => input === document.activeElement), true);
      await password.fill('not-the-password');
      await page.getByRole('button', { name: '새 복구 코드 만들기' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: '비밀번호나 인증 코드가 올바르지 않습니다.' })
        .waitFor();
      // a wrong proof is no end of the session
      assert.ok(await page.evaluate(() => localStorage.getItem('adminToken')));
      await password.fill(site.adminPassword);
      await page.getByRole('button', { name: '새 복구 코드 만들기' }).click();
      await page.getByRole('heading', { name: '새 복구 코드', exact: true }).waitFor();
      const codes = await page
        .getByRole('list', { name: '새 복구 코드 목록' })
        .locator('code')
        .allTextContents();
      assert.equal(codes.length, 10);
      assert.ok(codes.every((code) => !phone.recoveryCodes.includes(code)));
      await page.getByText('이 화면을 벗어나면 다시 볼 수 없습니다.', { exact: false }).waitFor();
      assert.deepEqual(await axeViolations(page, '#content'), []);
      await saveScreenshot(page, 'admin-recovery-new-codes-1280');
      // the old codes are refused at sign-in; the new ones are kept for the tests that follow
      const old = await fetch(`${site.url}/portal/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: site.adminPassword }),
      });
      const { ticket } = (await old.json()) as { ticket: string };
      const refused = await fetch(`${site.url}/portal/login/code`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ticket, code: phone.recoveryCodes[1] }),
      });
      assert.equal(refused.status, 401);
      phone.recoveryCodes = codes;
      await page.getByRole('button', { name: '보관했습니다' }).click();
      await page.getByText('남은 복구 코드: 10개').waitFor();
    });

    test('when the admin enrols a new phone after an app code, then its first code replaces the old phone', async () => {
      await page.getByRole('button', { name: '새 휴대폰 등록' }).click();
      await page.getByRole('radio', { name: '인증 앱 코드로 확인' }).check();
      await page.getByLabel('인증 앱의 6자리 코드').fill(await nextCode(phone));
      await page.getByRole('button', { name: '다음' }).click();
      await page.getByRole('heading', { name: '새 휴대폰 등록', exact: true }).waitFor();
      const qr = page.getByRole('img', { name: '새 휴대폰의 인증 앱에 등록할 QR 코드' });
      await qr.waitFor();
      assert.ok(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth >= 200));
      const secret = (await page.getByTestId('new-totp-secret').textContent())!.replace(/\s/g, '');
      assert.notEqual(secret, phone.secret);
      assert.deepEqual(await axeViolations(page, '#content'), []);
      await saveScreenshot(page, 'admin-recovery-new-phone-1280');
      const newPhone: Authenticator = { secret, lastStep: -Infinity, recoveryCodes: [] };
      await page.getByLabel('새 휴대폰의 인증 코드').fill(await nextCode(newPhone));
      await page.getByRole('button', { name: '등록' }).click();
      await page.getByText('새 휴대폰을 등록했습니다.', { exact: false }).waitFor();
      newPhone.recoveryCodes = await page
        .getByRole('list', { name: '새 복구 코드 목록' })
        .locator('code')
        .allTextContents();
      assert.equal(newPhone.recoveryCodes.length, 10);
      // the old phone's code no longer signs in; the helpers sign in with the new one from now on
      const oldCode = codeAt(phone.secret, stepOf(new Date()));
      const login = await fetch(`${site.url}/portal/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: site.adminPassword }),
      });
      const { ticket } = (await login.json()) as { ticket: string };
      const refused = await fetch(`${site.url}/portal/login/code`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ticket, code: oldCode }),
      });
      assert.equal(refused.status, 401);
      Object.assign(phone, newPhone);
      await page.getByRole('button', { name: '보관했습니다' }).click();
    });

    test('when the audit page opens from the menu, then these actions and their fields read in Korean', async () => {
      await page
        .getByRole('navigation', { name: '관리자 메뉴' })
        .getByRole('link', { name: '감사 기록' })
        .click();
      await page.waitForURL(`${site.url}/admin/audit`);
      const table = page.getByRole('table').first();
      await table.getByRole('row').filter({ hasText: '새 휴대폰 등록' }).first().waitFor();
      await table.getByRole('row').filter({ hasText: '새 복구 코드 발급' }).first().waitFor();
      await table.getByRole('row').filter({ hasText: '본인 확인 실패' }).first().waitFor();
      const text = await table.innerText();
      for (const raw of ['userAgent', 'address', 'method', 'reenrolSecondFactor', 'newRecoveryCodes'])
        assert.doesNotMatch(text, new RegExp(`\\b${raw}\\b`), raw);
      assert.deepEqual(await axeViolations(page, '#content'), []);
      await saveScreenshot(page, 'admin-recovery-audit-1280');
      assert.equal(
        await page.evaluate(() => (window as unknown as { oneSession?: boolean }).oneSession),
        true,
      );
    });
  });

  test('when an admin works on one page with admin calls for 35 minutes, then no warning shows; when they stop, it does', async () => {
    const token = await signInOverHttp(site.url, 'admin', site.adminPassword);
    const { context, page } = await newPage(browser, viewports.desktop);
    try {
      await context.clock.install({ time: Date.now() });
      await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
      await page.goto(`${site.url}/admin/sessions`);
      await page.getByText('남은 복구 코드: 10개').waitFor();
      const warning = page.getByRole('alertdialog', { name: '곧 자동으로 로그아웃됩니다' });
      for (let minutes = 0; minutes < 35; minutes += 7) {
        await context.clock.runFor(7 * MINUTE);
        assert.equal(await warning.count(), 0, `no warning after ${minutes + 7} minutes of work`);
        // an admin call on the same page: opening a task and cancelling it reads the second factor again
        await page.getByRole('button', { name: '새 복구 코드 만들기' }).click();
        const answered = page.waitForResponse((res) => res.url().endsWith('/portal/admin/secondFactor'));
        await page.getByRole('button', { name: '취소' }).click();
        assert.equal((await answered).status(), 200);
      }
      await context.clock.runFor(28 * MINUTE);
      assert.equal(await warning.count(), 0);
      await saveScreenshot(page, 'admin-session-busy-1280');
      // no use for 29 minutes: now the warning comes, with 연장 focused
      await context.clock.runFor(MINUTE + 5_000);
      await warning.waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), '연장');
      await page.setViewportSize(PHONE_VIEWPORT);
      assert.ok(await fitsTheScreen(page));
      assert.deepEqual(await axeViolations(page), []);
      await saveScreenshot(page, 'admin-session-warning-390');
      await page.getByRole('button', { name: '연장' }).click();
      await warning.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  // last: the address's limit then refuses every sign-in step of this site for 15 minutes
  test('when wrong passwords pass the limit at 390 px, then the server says how long to wait, on the message with focus', async () => {
    const { context, page } = await newPage(browser, PHONE_VIEWPORT);
    try {
      await page.goto(`${site.url}/login`);
      await page.getByLabel('아이디').waitFor();
      let status = 0;
      for (let attempt = 0; attempt < 15 && status !== 429; attempt++) {
        await page.getByLabel('아이디').fill('admin');
        await page.getByLabel('비밀번호').fill(`wrong-${attempt}`);
        const answered = page.waitForResponse((res) => res.url().endsWith('/portal/login'));
        await page.getByRole('button', { name: '로그인', exact: true }).click();
        status = (await answered).status();
        if (status === 401)
          await page.waitForFunction(
            () => (document.getElementById('login-password') as HTMLInputElement).value === '',
          );
      }
      assert.equal(status, 429);
      const message = page.getByRole('alert').filter({ hasText: apiMessages.tooManyLoginFailures });
      await message.waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'login-error');
      assert.match(await message.innerText(), /15분 후 다시 시도해 주세요/);
      assert.ok(await fitsTheScreen(page));
      assert.deepEqual(await axeViolations(page, '#content'), []);
      await saveScreenshot(page, 'admin-login-too-many-390');
      // at 1280 px it reads the same
      await page.setViewportSize(viewports.desktop);
      await saveScreenshot(page, 'admin-login-too-many-1280');
    } finally {
      await context.close();
    }
  });
});
