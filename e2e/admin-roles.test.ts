import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Browser, Request } from 'playwright-core';
import { hashPassword } from '../api/src/auth/passwords';
import { axeViolations, launchBrowser, newPage, saveScreenshot } from './support/browser';
import { signInOnPage } from './support/sign-in-page';
import { seededDataDir, startSite, type RunningSite } from './support/site';

// An admin of the content role only: the work bar and the dashboard show their work and their own
// account, and a screen of another role, opened by its address, says it may not be seen.

const EDITOR = 'content-editor';
const EDITOR_PASSWORD = 'editor-password-1234';
const viewportsToTest = [
  ['390px', { width: 390, height: 844 }],
  ['1280px', { width: 1280, height: 900 }],
] as const;

/** Adds an admin holding only `roles` to a stopped site's database, as the accounts screen would. */
async function insertAdmin(dataDir: string, username: string, password: string, roles: string[]) {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  try {
    await db.query('insert into admin_users (username, password_hash, roles) values ($1, $2, $3)', [
      username,
      await hashPassword(password),
      roles,
    ]);
  } finally {
    await db.close();
  }
}

describe('admin screens by role in Chromium', () => {
  let site: RunningSite;
  let dataDir: string;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  before(async () => {
    // migrated and seeded before the editor is written beside the first admin
    dataDir = await seededDataDir();
    await insertAdmin(dataDir, EDITOR, EDITOR_PASSWORD, ['content']);
    site = await startSite({}, dataDir);
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  after(async () => {
    await closeBrowser?.();
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const [label, viewport] of viewportsToTest) {
    test(`at ${label}, a content-only admin sees their work only, and an applicants screen says it may not be seen`, async () => {
      const { page, context, consoleErrors } = await newPage(browser, viewport);
      const adminCalls: string[] = [];
      page.on('request', (request: Request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/portal/admin/')) adminCalls.push(pathname);
      });
      await page.goto(`${site.url}/login`);
      await signInOnPage(page, site.url, EDITOR_PASSWORD, EDITOR);
      await page.getByRole('heading', { level: 1, name: '관리자 페이지' }).waitFor();

      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      await menu.getByRole('link', { name: '공지사항 작성' }).waitFor();
      assert.deepEqual(await menu.getByRole('link').allInnerTexts(), [
        '대시보드',
        '공지사항 작성',
        '자료 작성',
        '팝업 관리',
        '로그인 세션',
      ]);
      await page.getByRole('button', { name: '로그아웃' }).waitFor();
      const shortcuts = page.getByRole('navigation', { name: '관리자 바로가기' });
      assert.deepEqual(await shortcuts.getByRole('link').allInnerTexts(), [
        '공지사항 작성',
        '자료 작성',
        '팝업 관리',
        '로그인 세션',
      ]);
      // the boards are theirs; the rounds, the waiting room and the destructions are not
      await page.getByRole('heading', { level: 2, name: '공지사항' }).waitFor();
      await page.getByRole('heading', { level: 2, name: '자료실' }).waitFor();
      assert.equal(await page.getByRole('heading', { level: 2, name: '청약 관리' }).count(), 0);
      assert.equal(await page.getByRole('heading', { name: /대기열/ }).count(), 0);
      assert.deepEqual(await axeViolations(page), []);
      await saveScreenshot(page, `admin-roles-dashboard-${label}`);

      // a screen of the rounds, review and privacy roles, by its address: a plain page, no redirect
      await page.goto(`${site.url}/admin/subscriptionApplicants/detail`);
      await page.getByRole('heading', { level: 1, name: '청약 신청자 관리' }).waitFor();
      await page.getByText('이 화면을 볼 권한이 없습니다.').waitFor();
      assert.equal(new URL(page.url()).pathname, '/admin/subscriptionApplicants/detail');
      assert.equal(await page.getByRole('table').count(), 0, 'nothing of the screen is drawn');
      assert.deepEqual(
        await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link').allInnerTexts(),
        ['대시보드', '공지사항 작성', '자료 작성', '팝업 관리', '로그인 세션'],
      );
      assert.deepEqual(await axeViolations(page), []);
      await saveScreenshot(page, `admin-roles-forbidden-${label}`);

      // back to 관리자 홈 inside the page, still signed in
      await page.getByRole('link', { name: '관리자 홈으로 가기' }).click();
      await page.getByRole('heading', { level: 1, name: '관리자 페이지' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/admin');
      await page.getByRole('heading', { level: 2, name: '공지사항' }).waitFor();

      // the browser asked only for what is theirs: never the applicants, the rounds' counts or the log
      assert.deepEqual(
        adminCalls.filter((call) => !/^\/portal\/admin\/(me|sessions\/extend)$/.test(call)),
        [],
      );
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });
  }
});
