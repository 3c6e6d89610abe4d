import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apply } from './support/admin-api';
import { nthDialog, recordDialogs, submitThroughReview, verifyByPhone } from './support/apply-flow';
import { insertNotices } from './support/board-db';
import { axeViolations, launchBrowser, newPage, saveScreenshot } from './support/browser';
import { seededDataDir, startSite, type RunningSite } from './support/site';

// What an applicant met on a phone: told late of an application made before, an alert and a focus that
// disagreed, a popup dialog without its link, a pagination row wider than the phone, and a search
// that left the keyboard nowhere.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const OPEN_ROUND = '2026년 하반기 입주자 모집';
const NEW_RECEIPT_NUMBER = /^\d{4}-[0-9A-Z]+-[0-9A-Z]{4}-[0-9A-Z]{2}$/;
const CONSENT = /개인정보 수집 및 이용에 동의합니다/;

/** A mark in the page's own memory: it survives in-page navigation and is gone after any reload. */
const markSession = (page: Page) => page.evaluate(() => Object.assign(window, { sessionMark: 'kept' }));
const sessionKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { sessionMark?: string }).sessionMark === 'kept');

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the applicant rough edges at 390 px (and 1280 px where cheap)', () => {
  let site: RunningSite;
  let dataDir: string;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let roundId: number;

  before(async () => {
    dataDir = await seededDataDir({ IDENTITY_PROVIDER: 'dev' });
    // 75 notices beside the demo ones: more than ten pages of five
    await insertNotices(dataDir, 75);
    site = await startSite({ IDENTITY_PROVIDER: 'dev' }, dataDir);
    const rounds = (await (await fetch(`${site.url}/user/subscription`)).json()) as {
      id: number;
      title: string;
    }[];
    roundId = rounds.find((round) => round.title === OPEN_ROUND)!.id;
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  after(async () => {
    await closeBrowser?.();
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an applicant who applied is told at once after the verification, with the 접수번호 and the focus there; the 접수증 prints on one A4 page', async () => {
    // a special supply: the longest 접수증
    await apply(site.url, roundId, { name: '한번신청', phone: '01080001111', supplyType: 'SPECIAL-15' });
    const { page, context, consoleErrors } = await newPage(browser, PHONE);
    const dialogs = recordDialogs(page);
    await page.goto(`${site.url}/apply`);
    await page.getByRole('heading', { level: 2, name: OPEN_ROUND }).waitFor();
    await markSession(page);
    await verifyByPhone(page, '한번신청', '01080001111');

    const told = page.getByRole('region', { name: '이미 신청하셨습니다' });
    await told.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'already-applied-title');
    await page.getByRole('status').filter({ hasText: '이미 신청한 내역이 있습니다.' }).waitFor();
    const receiptNumber = (await told.locator('dd').first().innerText()).trim();
    assert.match(receiptNumber, NEW_RECEIPT_NUMBER, 'a new 접수번호 reads in parts');
    assert.ok((await told.innerText()).includes('청년 특별공급'));
    // the form is not offered again
    assert.equal(await page.getByRole('form', { name: '청약 신청서' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: '청약 신청하기' }).count(), 0);
    // at the top: the notice starts within the first screen
    const box = (await told.boundingBox())!;
    assert.ok(box.y < PHONE.height, `the notice starts on the first screen (y ${box.y})`);
    assert.ok(await fitsWidth(page));
    await saveScreenshot(page, 'rough-already-applied-390');
    await page.evaluate(() => window.scrollTo(0, 0));
    assert.deepEqual(await axeViolations(page), []);

    await told.getByRole('link', { name: '청약 신청 조회' }).click();
    await page.waitForURL(`${site.url}/inquiry`);
    const receiptLink = page.getByRole('link', { name: new RegExp(`접수번호 ${receiptNumber}`) }).first();
    await receiptLink.waitFor();
    await receiptLink.click();
    await page.waitForURL(`${site.url}/apply/receipt`);
    const receipt = page.getByRole('article', { name: '청약 신청 접수증' });
    await receipt.getByText(receiptNumber, { exact: true }).waitFor();
    assert.ok(await fitsWidth(page), 'the 접수증 fits the phone');
    await saveScreenshot(page, 'rough-receipt-390');
    // printed from the phone, by Chromium to A4: the receipt alone, on one page
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    assert.equal(pages.length, 1, 'the 접수증 prints on one A4 page from a phone');
    // a phone may lay the printed page out at its own width: even so, it fits one A4 page (12 mm margins)
    await page.emulateMedia({ media: 'print' });
    const printed = (await receipt.boundingBox())!;
    const a4AtPhoneWidth = (PHONE.width * (297 - 24)) / (210 - 24);
    assert.ok(printed.height <= a4AtPhoneWidth, `${printed.height} px tall, ${a4AtPhoneWidth} px fit`);
    const numberLines = await receipt.getByText(receiptNumber, { exact: true }).evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getClientRects().length;
    });
    assert.equal(numberLines, 1, 'the 접수번호 on one line');
    await saveScreenshot(page, 'rough-receipt-printed-390');
    await page.emulateMedia({ media: 'screen' });
    assert.ok(await sessionKept(page), 'every move stayed inside one page session');
    assert.deepEqual(dialogs, []);
    assert.deepEqual(
      consoleErrors.filter((text) => !/40[49]/.test(text)),
      [],
    );
    await context.close();
  });

  test('an application made elsewhere while the form was open: the 409 leads to the same notice, with the focus on it', async () => {
    const { page, context } = await newPage(browser, PHONE);
    const dialogs = recordDialogs(page);
    await page.goto(`${site.url}/apply`);
    await page.getByRole('heading', { level: 2, name: OPEN_ROUND }).waitFor();
    await verifyByPhone(page, '다른탭', '01080002222');
    await page.waitForFunction(() => document.activeElement?.id === 'apply-form-title');
    // the same person applies in another tab meanwhile
    await apply(site.url, roundId, { name: '다른탭', phone: '01080002222', supplyType: 'GENERAL-15' });
    await page.getByRole('radio', { name: /청년 일반공급/ }).check();
    await page.getByRole('checkbox', { name: CONSENT }).check();
    await submitThroughReview(page);
    assert.equal(await nthDialog(dialogs, 1), '이미 신청된 사용자입니다.');
    const told = page.getByRole('region', { name: '이미 신청하셨습니다' });
    await told.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'already-applied-title');
    assert.match((await told.locator('dd').first().innerText()).trim(), NEW_RECEIPT_NUMBER);
    assert.equal(await page.getByRole('button', { name: '청약 신청하기' }).count(), 0);
    await saveScreenshot(page, 'rough-already-applied-after-409-390');
    await context.close();
  });

  for (const [label, size, phone] of [
    ['390 px', PHONE, '01080003333'],
    ['1280 px', DESKTOP, '01080004444'],
  ] as const) {
    test(`on ${label}, an empty submit puts the focus on what the alert names`, async () => {
      const { page, context } = await newPage(browser, size);
      const dialogs = recordDialogs(page);
      await page.goto(`${site.url}/apply`);
      await page.getByRole('heading', { level: 2, name: OPEN_ROUND }).waitFor();
      await verifyByPhone(page, '빈제출', phone);
      await page.waitForFunction(() => document.activeElement?.id === 'apply-form-title');
      const submit = page.getByRole('button', { name: '청약 신청하기' });

      await submit.click();
      assert.equal(await nthDialog(dialogs, 1), '개인정보 수집 및 이용에 동의해 주세요.');
      const consent = page.getByRole('checkbox', { name: CONSENT });
      await page.waitForFunction(
        () => (document.activeElement as HTMLInputElement | null)?.name === 'consent',
      );
      assert.equal(await consent.evaluate((element) => element === document.activeElement), true);
      await saveScreenshot(page, `rough-empty-submit-${label.replace(' ', '')}`);

      // the consent given, a special supply chosen: the alert and the focus name the special answers
      await page.keyboard.press('Space');
      await page.getByRole('radio', { name: /청년 특별공급/ }).check();
      await submit.click();
      assert.equal(await nthDialog(dialogs, 2), '모든 특별공급 항목을 선택해 주세요.');
      const firstIncome = page
        .getByRole('group', { name: /소득순위/ })
        .getByRole('radio')
        .first();
      await page.waitForFunction(
        () => (document.activeElement as HTMLInputElement | null)?.name === 'income',
      );
      assert.equal(await firstIncome.evaluate((element) => element === document.activeElement), true);
      await page.evaluate(() => window.scrollTo(0, 0));
      assert.deepEqual(await axeViolations(page), []);
      await context.close();
    });
  }

  test('a blocked popup window shows the in-page dialog with all the window shows, its link inside the site included', async () => {
    const { page, context } = await newPage(browser, PHONE, { activePopups: 'site' });
    await context.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(`${site.url}/`);
    await markSession(page);
    // the newest popup first: it has no link, and the dialog offers none
    const first = page.getByRole('dialog', { name: '모델하우스 관람 예약 안내' });
    await first.getByText('모델하우스는 사전 예약제로 운영합니다.').waitFor();
    assert.equal(await first.getByRole('link').count(), 0);
    await first.getByRole('button', { name: '닫기' }).click();
    const dialog = page.getByRole('dialog', { name: '하반기 입주자 모집 청약 접수 중' });
    await dialog.waitFor();
    await dialog.getByText('하반기 입주자 모집 청약을 접수하고 있습니다.', { exact: false }).waitFor();
    const link = dialog.getByRole('link', { name: '자세히 보기' });
    assert.equal(await link.getAttribute('href'), '/notice');
    assert.equal(await link.getAttribute('target'), null, 'a page of the site opens in this tab');
    assert.deepEqual(await axeViolations(page, 'dialog'), []);
    await saveScreenshot(page, 'rough-popup-dialog-390');

    // the popup window of the same popup shows the same text and the same link
    const popupId = await page.evaluate(async () => {
      const active = (await (await fetch('/api/portal/popup/active')).json()) as {
        id: number;
        title: string;
      }[];
      return active.find((popup) => popup.title === '하반기 입주자 모집 청약 접수 중')!.id;
    });
    const windowPage = await context.newPage();
    await windowPage.goto(`${site.url}/popup/${popupId}`);
    const windowLink = windowPage.getByRole('link', { name: '자세히 보기' });
    await windowLink.waitFor();
    assert.equal(await windowLink.getAttribute('href'), '/notice');
    await windowPage.getByText('하반기 입주자 모집 청약을 접수하고 있습니다.', { exact: false }).waitFor();
    await windowPage.close();

    await link.click();
    await page.waitForURL(`${site.url}/notice`);
    await page.getByRole('table', { name: '공지사항 목록' }).waitFor();
    assert.equal(await page.getByRole('dialog', { name: '하반기 입주자 모집 청약 접수 중' }).count(), 0);
    assert.ok(await sessionKept(page), 'the link moved inside the page session');
    await context.close();
  });

  test('75 notices page cleanly at 390 px: nothing overflows, every label on one line, 처음 and 마지막 work', async () => {
    const { page, context, consoleErrors } = await newPage(browser, PHONE);
    await page.goto(`${site.url}/notice`);
    await markSession(page);
    const pagination = page.getByRole('navigation', { name: '공지사항 페이지' });
    const current = () => pagination.locator('[aria-current="page"]').innerText();

    /** No control is wider than its box, and none is taller than one line of its text. */
    const cleanRow = async () => {
      assert.ok(await fitsWidth(page), 'no horizontal overflow');
      const controls = await pagination.locator('button').evaluateAll((buttons) =>
        buttons.map((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          return {
            text: button.textContent,
            lines: range.getClientRects().length,
            right: button.getBoundingClientRect().right,
          };
        }),
      );
      for (const control of controls) {
        assert.equal(control.lines, 1, `"${control.text}" on one line`);
        assert.ok(control.right <= PHONE.width, `"${control.text}" on screen`);
      }
      assert.ok(controls.length <= 9, 'a window of pages, not all of them');
    };

    await cleanRow();
    assert.equal(await current(), '1');
    await saveScreenshot(page, 'rough-notice-pages-first-390');

    await pagination.getByRole('button', { name: '마지막' }).click();
    await page.waitForURL(/[?&]page=\d+/);
    const lastPage = Number(new URL(page.url()).searchParams.get('page'));
    assert.ok(lastPage >= 15, `at least 15 pages (${lastPage})`);
    await page.waitForFunction(
      (want) =>
        document.querySelector('nav[aria-label="공지사항 페이지"] [aria-current="page"]')?.textContent ===
        want,
      String(lastPage),
    );
    assert.equal(await pagination.getByRole('button', { name: '다음' }).isDisabled(), true);
    assert.equal(await pagination.getByRole('button', { name: '마지막' }).isDisabled(), true);
    await cleanRow();
    await saveScreenshot(page, 'rough-notice-pages-last-390');

    await pagination.getByRole('button', { name: `${lastPage - 3} 페이지` }).click();
    await page.waitForURL(new RegExp(`[?&]page=${lastPage - 3}`));
    await cleanRow();

    await pagination.getByRole('button', { name: '처음' }).click();
    await page.waitForURL(/[?&]page=1(&|$)/);
    await page.waitForFunction(
      () =>
        document.querySelector('nav[aria-label="공지사항 페이지"] [aria-current="page"]')?.textContent ===
        '1',
    );
    assert.equal(await pagination.getByRole('button', { name: '처음' }).isDisabled(), true);
    assert.equal(await pagination.getByRole('button', { name: '이전' }).isDisabled(), true);
    await cleanRow();
    await page.evaluate(() => window.scrollTo(0, 0));
    assert.deepEqual(await axeViolations(page), []);
    assert.ok(await sessionKept(page), 'every page inside one page session');
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  for (const [label, size] of [
    ['390 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`on ${label}, a keyboard search announces its count and moves the focus to it, and so does a page change`, async () => {
      const { page, context, consoleErrors } = await newPage(browser, size);
      await page.goto(`${site.url}/notice`);
      await markSession(page);
      const search = page.getByRole('search', { name: '공지사항 검색' });
      await search.getByRole('searchbox', { name: '검색어' }).focus();
      // 순서 공지 7 and 70 to 75
      await page.keyboard.type('순서 공지 7');
      await page.keyboard.press('Enter');
      await page.waitForURL(/keyword=/);
      const status = page.getByRole('status').filter({ hasText: '검색 결과 7건' });
      await status.waitFor();
      assert.equal((await status.innerText()).trim(), '검색 결과 7건, 1 / 2 페이지');
      assert.equal(await status.getAttribute('role'), 'status');
      const summary = page.locator('p[tabindex="-1"]').filter({ hasText: '검색 결과 7건' });
      await page.waitForFunction(() => document.activeElement?.textContent === '검색 결과 7건, 1 / 2 페이지');
      assert.equal(await summary.evaluate((element) => element === document.activeElement), true);
      assert.equal(await page.getByRole('table', { name: '공지사항 목록' }).locator('tbody tr').count(), 5);
      await saveScreenshot(page, `rough-search-announced-${label.replace(' ', '')}`);

      // on to page 2 by the keyboard: the focus comes back to the count, which says the page
      await page
        .getByRole('navigation', { name: '공지사항 페이지' })
        .getByRole('button', { name: '다음' })
        .focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: '검색 결과 7건, 2 / 2 페이지' }).waitFor();
      await page.waitForFunction(() => document.activeElement?.textContent === '검색 결과 7건, 2 / 2 페이지');
      assert.equal(await page.getByRole('table', { name: '공지사항 목록' }).locator('tbody tr').count(), 2);
      await page.evaluate(() => window.scrollTo(0, 0));
      assert.deepEqual(await axeViolations(page), []);
      assert.ok(await sessionKept(page), 'search and paging inside one page session');
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });
  }
});
