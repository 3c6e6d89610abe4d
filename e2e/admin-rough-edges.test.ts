import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core';
import { messages } from '@portal/shared-types/common/messages';
import { adminGet, adminLogin, apply } from './support/admin-api';
import { axeViolations, launchBrowser, newPage, saveScreenshot, viewports } from './support/browser';
import { startSite, type RunningSite } from './support/site';
import { signInOnPage } from './support/sign-in-page';
import { useSiteAndBrowser } from './support/suite';
import { waitUntil } from './support/wait-until';

const DEMO_OPEN_ROUND = '2026년 하반기 입주자 모집';
const MISTAKE_ROUND = 'E2E 잘못 만든 회차';
const APPLICANTS = [
  { name: 'E2E가나', phone: '01077770001', supplyType: 'GENERAL-15' as const },
  { name: 'E2E다라', phone: '01077770002', supplyType: 'GENERAL-30' as const },
];

describe('admin rough edges in Chromium at 1280 px, in one page session', () => {
  let site: RunningSite;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let context: BrowserContext;
  let page: Page;
  let openRoundId: number;
  /** every alert and confirm seen; confirms are answered by `answerConfirms` (accept when empty) */
  const dialogs: string[] = [];
  const answerConfirms: boolean[] = [];

  const menu = () => page.getByRole('navigation', { name: '관리자 메뉴' });
  const roundsTable = () => page.getByRole('table', { name: '청약 목록' });

  async function expectDialog(message: string | RegExp, action: () => Promise<unknown>) {
    dialogs.length = 0;
    await action();
    const seen = () =>
      dialogs.some((text) => (typeof message === 'string' ? text === message : message.test(text)));
    await waitUntil(seen, `the dialog ${String(message)} (seen: ${dialogs.join(' | ')})`);
  }

  /** The password, then the code of the authenticator the test's first sign-in enrolled. */
  const signIn = () => signInOnPage(page, site.url, site.adminPassword);

  before(async () => {
    site = await startSite();
    ({ browser, close: closeBrowser } = await launchBrowser());
    const token = await adminLogin(site.url, site.adminPassword);
    const rounds = await adminGet<{ id: number; title: string }[]>(site.url, token, '/portal/subscription');
    openRoundId = rounds.find((round) => round.title === DEMO_OPEN_ROUND)!.id;
    for (const applicant of APPLICANTS) await apply(site.url, openRoundId, applicant);
    // a round made by mistake, far in the future and nobody applied
    const created = await fetch(`${site.url}/portal/admin/subscription`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: MISTAKE_ROUND,
        description: '',
        subscriptionType: ['GENERAL-15'],
        startTs: '2031-03-01T09:00:00+09:00',
        endTs: '2031-03-10T18:00:00+09:00',
      }),
    });
    assert.equal(created.status, 201);

    ({ context, page } = await newPage(browser, viewports.desktop));
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(dialog.message());
      const answer = dialog.type() === 'confirm' ? (answerConfirms.shift() ?? true) : true;
      void (answer ? dialog.accept() : dialog.dismiss());
    });
  });
  after(async () => {
    await context?.close();
    await closeBrowser?.();
    await site?.stop();
  });

  test('when the session is ended elsewhere, then the next call goes to /login, which says why and returns after sign-in', async () => {
    await page.goto(`${site.url}/login`);
    await signIn();
    await page.waitForURL(`${site.url}/admin`);
    await menu().getByRole('link', { name: '신청자 관리' }).click();
    await page.waitForURL(`${site.url}/admin/subscriptionApplicants/detail`);
    await page.getByRole('button', { name: `${DEMO_OPEN_ROUND} 신청자 보기` }).waitFor();
    // every call of the page answered first: on a slow machine one still in flight would meet the ended
    // session before the click, and the page would go to /login without it
    await page.waitForLoadState('networkidle');

    // another tab (here: the API itself) signs this very token out
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const ended = await fetch(`${site.url}/portal/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.ok(ended.ok, `logout answered ${ended.status}`);

    await page.getByRole('button', { name: `${DEMO_OPEN_ROUND} 신청자 보기` }).click();
    await page.waitForURL(`${site.url}/login`);
    const notice = page.getByRole('alert').filter({ hasText: messages.sessionEnded });
    await notice.waitFor();
    assert.equal(await page.getByText(messages.noApplicants).count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);
    assert.equal(await page.getByRole('button', { name: '로그아웃' }).count(), 0);
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'admin-rough-edges-session-ended-login');

    await signIn();
    await page.waitForURL(`${site.url}/admin/subscriptionApplicants/detail`);
    await page.getByRole('button', { name: `${DEMO_OPEN_ROUND} 신청자 보기` }).click();
    // the ended session took the tab's access reason with it: whoever signs in gives their own
    await page.getByRole('heading', { name: '개인정보 열람 사유' }).waitFor();
    await page.getByRole('textbox', { name: '열람 사유' }).fill('세션 종료 후 신청자 확인');
    await page.getByRole('button', { name: '확인' }).click();
    const table = page.getByRole('table', { name: `${DEMO_OPEN_ROUND} 신청자 목록` });
    await table.getByText(APPLICANTS[0]!.name).waitFor();
    await table.getByText(APPLICANTS[1]!.name).waitFor();
    await saveScreenshot(page, 'admin-rough-edges-session-returned');
  });

  test('when 마감 is pressed, then it asks first: dismissed nothing changes, accepted the round closes', async () => {
    await menu().getByRole('link', { name: '대시보드' }).click();
    await page.waitForURL(`${site.url}/admin`);
    const close = roundsTable().getByRole('button', { name: `${DEMO_OPEN_ROUND} 마감`, exact: true });
    await close.waitFor();

    answerConfirms.push(false);
    await expectDialog(/마감합니다[\s\S]*공개 항목으로 영구히 남고/, () => close.click());
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.ok(!dialogs.includes(messages.roundClosed), dialogs.join(' | '));
    await close.waitFor();
    const still = (await (await fetch(`${site.url}/portal/subscription/${openRoundId}`)).json()) as {
      closed: boolean;
    };
    assert.equal(still.closed, false);

    answerConfirms.push(true);
    await expectDialog(messages.roundClosed, () => close.click());
    await roundsTable()
      .getByRole('button', { name: `${DEMO_OPEN_ROUND} 마감 해제` })
      .waitFor();
    const closed = (await (await fetch(`${site.url}/portal/subscription/${openRoundId}`)).json()) as {
      closed: boolean;
    };
    assert.equal(closed.closed, true);
  });

  test('when 삭제 is pressed, then a round nobody applied to goes after asking; one with applicants stays', async () => {
    await expectDialog(messages.roundHasApplicants, () =>
      roundsTable()
        .getByRole('button', { name: `${DEMO_OPEN_ROUND} 삭제` })
        .click(),
    );
    assert.ok(!dialogs.some((text) => text.includes('삭제합니다')), 'no question for a refused delete');
    await roundsTable().getByRole('cell', { name: DEMO_OPEN_ROUND, exact: true }).waitFor();

    // the mistake is on a later page of the table (5 rows a page): search for it
    await page.getByRole('searchbox', { name: '청약 검색어' }).fill('잘못 만든');
    await page.getByRole('searchbox', { name: '청약 검색어' }).press('Enter');
    const remove = roundsTable().getByRole('button', { name: `${MISTAKE_ROUND} 삭제` });
    answerConfirms.push(true);
    await expectDialog(messages.roundDeleted, () => remove.click());
    assert.ok(dialogs.some((text) => text.includes(`「${MISTAKE_ROUND}」을(를) 삭제합니다.`)));
    await waitUntil(async () => (await remove.count()) === 0, 'the deleted row to go');
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'admin-rough-edges-dashboard-after-delete');
  });

  test('when the round form is saved empty, then each error shows beside its field and clears once fixed', async () => {
    await menu().getByRole('link', { name: '청약 등록' }).click();
    await page.waitForURL(`${site.url}/admin/apply/create`);
    const title = page.getByRole('textbox', { name: '제목' });
    await title.waitFor();
    await page.getByRole('button', { name: '저장' }).click();
    await waitUntil(async () => (await title.getAttribute('aria-invalid')) === 'true', 'the title error');
    assert.equal(await title.evaluate((element) => element === document.activeElement), true);
    const describedBy = (await title.getAttribute('aria-describedby'))!;
    assert.equal(await page.locator(`[id="${describedBy}"]`).innerText(), messages.titleRequired);
    assert.equal(
      await page.getByLabel('종료 일시').getAttribute('aria-invalid'),
      'true',
      'the end has its own error',
    );
    await page.getByText(messages.endDateTimeRequired).first().waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'admin-rough-edges-round-form-errors');

    await title.fill('E2E 고친 제목');
    await waitUntil(async () => (await title.getAttribute('aria-invalid')) === null, 'the title error to go');
    assert.equal(await page.getByText(messages.titleRequired).count(), 0);
    assert.equal(await page.getByLabel('종료 일시').getAttribute('aria-invalid'), 'true');
    await saveScreenshot(page, 'admin-rough-edges-round-form-title-fixed');
  });

  test('when the audit page opens from the menu, then entries are named and changes read side by side', async () => {
    // the form above was changed: leaving asks first (accepted)
    await menu().getByRole('link', { name: '감사 기록' }).click();
    await page.waitForURL(`${site.url}/admin/audit`);
    const log = page.getByRole('table', { name: '감사 기록 목록' });
    const deleted = log.getByRole('row').filter({ hasText: `「${MISTAKE_ROUND}」 (삭제됨)` });
    await deleted.first().waitFor();
    assert.match(await deleted.first().innerText(), /삭제/);
    const closeRow = log.getByRole('row').filter({ hasText: DEMO_OPEN_ROUND }).filter({ hasText: '마감' });
    await closeRow.first().waitFor();
    assert.match(await closeRow.first().innerText(), /마감[\s\S]*예/);
    const text = await log.innerText();
    assert.ok(!text.includes('{"'), 'no raw JSON');
    // the time stays on one line (the lines of its text: the box around the text has a top of its own)
    const timeCell = log.getByRole('row').nth(1).getByRole('cell').first();
    const lines = await timeCell.evaluate((cell) => {
      const range = document.createRange();
      const tops = new Set<number>();
      const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        range.selectNodeContents(text);
        for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top));
      }
      return tops.size;
    });
    assert.equal(lines, 1, `the time cell spans ${lines} lines`);
    assert.equal(await timeCell.evaluate((cell) => getComputedStyle(cell).whiteSpace), 'nowrap');
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'admin-rough-edges-audit');
  });
});

describe('the public boards as an admin: no hydration error', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser((started) => ({ site, browser } = started));

  for (const [name, viewport] of Object.entries({
    desktop: viewports.desktop,
    phone: { width: 390, height: 844 },
  })) {
    test(`when an admin opens /notice (${name}), then the 관리 buttons come after hydration with no console error`, async () => {
      const token = await adminLogin(site.url, site.adminPassword);
      const { context, page, consoleErrors } = await newPage(browser, viewport);
      try {
        await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
        await page.goto(`${site.url}/notice`);
        const table = page.getByRole('table').first();
        await table.getByRole('columnheader', { name: '관리' }).waitFor();
        await table.getByRole('button', { name: /삭제$/ }).first().waitFor();
        // the server's HTML itself has no admin controls
        const html = await (await fetch(`${site.url}/notice`)).text();
        assert.ok(!html.includes('>관리</th>'), 'no 관리 column in the server HTML');
        await new Promise((resolve) => setTimeout(resolve, 500));
        assert.deepEqual(consoleErrors, []);
        assert.deepEqual(await axeViolations(page, 'main'), []);
        await saveScreenshot(page, `admin-rough-edges-notice-as-admin-${name}`);
      } finally {
        await context.close();
      }
    });
  }
});
