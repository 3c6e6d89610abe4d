// The admin's second factor in the browser, at 1280 px, in one page session: the first sign-in enrols the
// authenticator app (the test is the app: it computes the code from the setup key the page shows), signing
// out and in again asks for a code, a wrong password is said beside the form, and an Excel export with its
// reason shows on the 접속기록 page with the list view before it.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages } from '@portal/shared-types/common/messages';
import { secondFactorMessages } from '@portal/shared-types/auth/second-factor-messages';
import { nextCode, rememberAuthenticator, type Authenticator } from '../api/test/support/admin-sign-in';
import { apply } from './support/admin-api';
import { axeViolations, newPage, saveScreenshot, viewports } from './support/browser';
import type { RunningSite } from './support/site';
import { useSiteAndBrowser } from './support/suite';

const DEMO_OPEN_ROUND = '2026년 하반기 입주자 모집';
const REASON = '계약 안내 연락';
const LIST_REASON = '당첨자 연락처 확인';

/** A client-side navigation, as a link in the app would do (no reload). */
async function pushPath(page: Page, to: string) {
  await page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

describe('the admin second factor in the browser at 1280 px (and 390 px)', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let phone: Authenticator;
  const downloads = mkdtempSync(path.join(tmpdir(), 'portal-2fa-e2e-'));
  useSiteAndBrowser((started) => ({ site, browser } = started));

  before(async () => {
    // two applicants in the demo round that is open, so that the list and the export hold personal data
    const rounds = (await (await fetch(`${site.url}/portal/subscription`)).json()) as {
      id: number;
      title: string;
    }[];
    const roundId = rounds.find((round) => round.title === DEMO_OPEN_ROUND)!.id;
    await apply(site.url, roundId, { name: '이중인증가', phone: '01077770001', supplyType: 'GENERAL-15' });
    await apply(site.url, roundId, { name: '이중인증나', phone: '01077770002', supplyType: 'GENERAL-15' });
    // this admin types the reason for reading personal data when the screen asks
    ({ context, page } = await newPage(browser, viewports.desktop, { accessReason: null }));
    await page.goto(`${site.url}/login`);
    // the login is a lazy route: the app starts before its chunk has come (axe found no #content once)
    await page.getByLabel('아이디').waitFor();
    // a mark on this document: it is gone if anything reloads the page
    await page.evaluate(() => ((window as unknown as { oneSession: boolean }).oneSession = true));
  });
  after(async () => {
    await context?.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  /** Signs out, opens /login in the same document and passes the password step: the code is asked next. */
  async function signOutAndGiveThePassword() {
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL(`${site.url}/`);
    await pushPath(page, '/login');
    await page.getByLabel('아이디').fill('admin');
    await page.getByLabel('비밀번호').fill(site.adminPassword);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('heading', { name: '2단계 인증' }).waitFor();
  }

  test('when the password is wrong, then the message is said beside the form and focus is on the password', async () => {
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await page.getByLabel('아이디').fill('admin');
    await page.getByLabel('비밀번호').fill('not-the-password');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: messages.loginFailed });
    await alert.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'login-password');
    assert.equal(await page.getByLabel('비밀번호').inputValue(), '');
    assert.equal(await page.getByLabel('비밀번호').getAttribute('aria-describedby'), 'login-error');
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await saveScreenshot(page, 'admin-2fa-wrong-password-1280');
  });

  test('when the first admin signs in the first time, then the app is enrolled from the QR code page, the recovery codes are shown once, and /admin opens', async () => {
    await page.getByLabel('비밀번호').fill(site.adminPassword);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    const heading = page.getByRole('heading', { name: '2단계 인증 등록' });
    await heading.waitFor();
    const qr = page.getByRole('img', { name: '인증 앱에 등록할 QR 코드' });
    await qr.waitFor();
    assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/png;base64,/);
    assert.ok(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth >= 200));
    // the admin can do nothing else yet: no token is kept
    assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await saveScreenshot(page, 'admin-2fa-enrol-1280');

    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    assert.match(secret, /^[A-Z2-7]{32}$/);
    phone = { secret, lastStep: -Infinity, recoveryCodes: [] };
    // a wrong code first: said beside the field, focus back in it
    await page.getByLabel('인증 코드').fill('000000');
    await page.getByRole('button', { name: '등록' }).click();
    await page.getByRole('alert').filter({ hasText: '인증 코드가 올바르지 않습니다.' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'login-code');
    await page.getByLabel('인증 코드').fill(await nextCode(phone));
    await page.getByRole('button', { name: '등록' }).click();

    await page.getByRole('heading', { name: '복구 코드' }).waitFor();
    phone.recoveryCodes = await page
      .getByRole('list', { name: '복구 코드 목록' })
      .locator('code')
      .allTextContents();
    assert.equal(phone.recoveryCodes.length, 10);
    rememberAuthenticator(site.url, 'admin', phone);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), '복구 코드');
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await saveScreenshot(page, 'admin-2fa-recovery-codes-1280');
    await page.getByRole('button', { name: '보관했습니다. 관리자 화면으로 이동' }).click();
    await page.getByRole('heading', { level: 1, name: '관리자 페이지' }).waitFor();
    assert.ok(await page.evaluate(() => localStorage.getItem('adminToken')));
  });

  test('when the admin signs out and in again, then the code of the app is asked for after the password', async () => {
    await signOutAndGiveThePassword();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'login-code');
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await saveScreenshot(page, 'admin-2fa-code-1280');
    await page.getByLabel('인증 코드').fill(await nextCode(phone));
    await page.getByRole('button', { name: '확인' }).click();
    await page.getByRole('heading', { level: 1, name: '관리자 페이지' }).waitFor();
    assert.ok(await page.evaluate(() => localStorage.getItem('adminToken')));
  });

  test('when wrong codes were typed before the right one, then at 390 px the sign-in says how many before the admin area opens', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signOutAndGiveThePassword();
    for (let wrong = 0; wrong < 2; wrong++) {
      await page.getByLabel('인증 코드').fill('000000');
      // each refusal is awaited: the field is emptied when it comes, and must not empty the next code
      const refused = page.waitForResponse((res) => res.url().endsWith('/portal/login/code'));
      await page.getByRole('button', { name: '확인' }).click();
      assert.equal((await refused).status(), 401);
      await page.getByRole('alert').filter({ hasText: '인증 코드가 올바르지 않습니다.' }).waitFor();
      await page.waitForFunction(
        () => (document.getElementById('login-code') as HTMLInputElement)?.value === '',
      );
    }
    await page.getByLabel('인증 코드').fill(await nextCode(phone));
    await page.getByRole('button', { name: '확인' }).click();
    const heading = page.getByRole('heading', { name: '잘못 입력된 인증 코드' });
    await heading.waitFor();
    await page.getByText(secondFactorMessages.wrongCodesSinceLastSignIn(2)).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), '잘못 입력된 인증 코드');
    // the admin area opens only once the admin has read it
    assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await saveScreenshot(page, 'admin-2fa-wrong-codes-390');
    await page.getByRole('button', { name: '확인했습니다. 관리자 화면으로 이동' }).click();
    await page.getByRole('heading', { level: 1, name: '관리자 페이지' }).waitFor();
    assert.ok(await page.evaluate(() => localStorage.getItem('adminToken')));
    assert.ok(await page.evaluate(() => (window as unknown as { oneSession?: boolean }).oneSession));
    await page.setViewportSize(viewports.desktop);
  });

  test('when the applicants are listed with the reason asked once and exported with a reason, then the 접속기록 page shows both with their reasons', async () => {
    await pushPath(page, '/admin/subscriptionApplicants/detail');
    await page.getByRole('button', { name: `${DEMO_OPEN_ROUND} 신청자 보기` }).click();
    await page.getByRole('heading', { name: '개인정보 열람 사유' }).waitFor();
    assert.deepEqual(await axeViolations(page, '#content'), []);
    await page.getByRole('textbox', { name: '열람 사유' }).fill(LIST_REASON);
    await page.getByRole('button', { name: '확인' }).click();
    await page
      .getByRole('table', { name: `${DEMO_OPEN_ROUND} 신청자 목록` })
      .getByText('이중인증가')
      .waitFor();
    await page.getByRole('textbox', { name: '다운로드 사유' }).fill(REASON);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '엑셀 다운로드' }).click(),
    ]);
    await download.saveAs(path.join(downloads, 'export.xlsx'));

    await pushPath(page, '/admin/accessLog');
    const table = page.getByRole('table', { name: '접속기록 목록' });
    const exported = table.getByRole('row').filter({ hasText: '엑셀 다운로드' }).filter({ hasText: REASON });
    await exported.waitFor();
    assert.match(await exported.innerText(), /admin/);
    assert.match(await exported.innerText(), new RegExp(DEMO_OPEN_ROUND));
    const listed = table.getByRole('row').filter({ hasText: '신청자 목록 조회' }).first();
    await listed.waitFor();
    assert.match(await listed.innerText(), /admin/);
    assert.match(await listed.innerText(), new RegExp(LIST_REASON));
    await saveScreenshot(page, 'admin-2fa-access-log-1280');
    // still the page session that began at /login: no reload on the way
    assert.equal(await page.evaluate(() => (window as unknown as { oneSession?: boolean }).oneSession), true);
  });
});
