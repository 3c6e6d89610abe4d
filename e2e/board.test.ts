import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { endOfSeoulDay } from '@portal/shared-types/common/dates';
import { adminLogin } from './support/admin-api';
import { axeViolations, launchBrowser, newPage, viewports } from './support/browser';
import { insertRawNotice } from './support/board-db';
import { seededDataDir, startSite, type RunningSite } from './support/site';
import { useSiteAndBrowser } from './support/suite';

function noticeTable(page: Page) {
  return page.getByRole('table', { name: '공지사항 목록' });
}

/** The titles of the table's body rows, in order. */
async function rowTitles(page: Page, caption = '공지사항 목록'): Promise<string[]> {
  const rows = page.getByRole('table', { name: caption }).locator('tbody tr');
  return rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td:nth-child(2) a')?.textContent ?? ''));
}

async function search(page: Page, field: '제목' | '내용', keyword: string, by: 'enter' | 'button') {
  const form = page.getByRole('search');
  await form.getByRole('combobox', { name: '검색 항목' }).selectOption({ label: field });
  await form.getByRole('searchbox', { name: '검색어' }).fill(keyword);
  if (by === 'enter') await form.getByRole('searchbox', { name: '검색어' }).press('Enter');
  else await form.getByRole('button', { name: '검색' }).click();
}

describe('the notice board, resources and popup window in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser((started) => ({ site, browser } = started));

  test('when a visitor searches notices by title with Enter, then only the matching notices are listed', async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    await page.goto(`${site.url}/notice?page=2`);
    await noticeTable(page).getByText('공지', { exact: true }).first().waitFor();
    await search(page, '제목', '모델하우스', 'enter');
    await page.waitForURL(/keyword=/);
    await noticeTable(page).getByRole('link', { name: '모델하우스 관람 예약 안내' }).waitFor();
    // pinned notices lead the unfiltered list only
    assert.deepEqual(await rowTitles(page), ['모델하우스 관람 예약 안내']);
    assert.equal(await page.getByRole('button', { name: '1 페이지' }).getAttribute('aria-current'), 'page');
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('when a visitor searches notices by content with the button, then a word found only in a body matches', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}/notice`);
    await noticeTable(page).waitFor();
    await search(page, '내용', '예약제', 'button');
    await page.waitForURL(/field=content/);
    // The unfiltered first page also lists the match: wait until a notice that does not match is gone.
    await noticeTable(page)
      .getByRole('link', { name: '소득 기준표 개정 안내' })
      .waitFor({ state: 'detached' });
    await noticeTable(page).getByRole('link', { name: '모델하우스 관람 예약 안내' }).waitFor();
    assert.deepEqual(await rowTitles(page), ['모델하우스 관람 예약 안내'], 'the one match alone');
    await search(page, '제목', '예약제', 'button');
    await page.waitForURL(/field=title/);
    await noticeTable(page)
      .getByRole('link', { name: '모델하우스 관람 예약 안내' })
      .waitFor({ state: 'detached' });
    await context.close();
  });

  test('when a visitor pages forward and back, then pinned notices lead every page and numbers count down', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}/notice`);
    const table = noticeTable(page);
    await table.getByRole('link', { name: '모델하우스 관람 예약 안내' }).waitFor();
    const pagination = page.getByRole('navigation', { name: '공지사항 페이지' });
    assert.equal(await pagination.getByRole('button', { name: '이전' }).isDisabled(), true);

    const pinned = ['[필독] 청년·신혼부부 임대주택 입주자 모집 공고', '[필독] 청약 신청 전 본인인증 안내'];
    const firstPage = await rowTitles(page);
    assert.deepEqual(firstPage.slice(0, 2), pinned);
    assert.equal(firstPage.length, 7);
    assert.equal(await table.locator('tbody tr').nth(2).locator('td').first().textContent(), '11');
    assert.equal(
      await table.getByRole('img', { name: '새 글' }).count(),
      2,
      'the pinned notice of yesterday and one of 2 days ago',
    );

    await pagination.getByRole('button', { name: '다음' }).click();
    await table.getByRole('link', { name: '커뮤니티 시설(코인세탁실, 북카페) 운영 시간' }).waitFor();
    assert.deepEqual((await rowTitles(page)).slice(0, 2), pinned);
    assert.equal(await table.locator('tbody tr').nth(2).locator('td').first().textContent(), '6');

    await pagination.getByRole('button', { name: '3 페이지' }).click();
    await table.getByRole('link', { name: '개인정보 처리방침 변경 안내' }).waitFor();
    assert.deepEqual(await rowTitles(page), [...pinned, '개인정보 처리방침 변경 안내']);
    assert.equal(await pagination.getByRole('button', { name: '다음' }).isDisabled(), true);

    await pagination.getByRole('button', { name: '이전' }).click();
    await table.getByRole('link', { name: '커뮤니티 시설(코인세탁실, 북카페) 운영 시간' }).waitFor();
    await pagination.getByRole('button', { name: '이전' }).click();
    await table.getByRole('link', { name: '모델하우스 관람 예약 안내' }).waitFor();
    assert.equal(await pagination.getByRole('button', { name: '이전' }).isDisabled(), true);
    assert.equal(await table.getByText('공지', { exact: true }).count(), 2);
    await context.close();
  });

  test('when a visitor opens a notice, then its detail shows and the back link returns to /notice', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}/notice`);
    await noticeTable(page).getByRole('link', { name: '소득 기준표 개정 안내' }).click();
    await page.getByRole('heading', { level: 2, name: '소득 기준표 개정 안내' }).waitFor();
    await page.getByText('도시근로자 가구당 월평균 소득 기준이 개정되어 안내드립니다.').waitFor();
    await page.getByRole('link', { name: '목록으로' }).click();
    await page.waitForURL(`${site.url}/notice`);
    await page.goto(`${site.url}/notice/detail/9999`);
    await page.getByText('요청하신 항목을 찾을 수 없습니다.').waitFor();
    await context.close();
  });

  test('when a visitor downloads an attachment, then it is saved under its Korean name with the served bytes', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}/notice/resources`);
    const table = page.getByRole('table', { name: '자료실 목록' });
    await table.getByRole('link', { name: '입주 안내서' }).waitFor();
    await search(page, '제목', '공고문', 'enter');
    await table.getByRole('link', { name: '입주자 모집 공고문' }).click();
    await page.getByRole('heading', { level: 2, name: '입주자 모집 공고문' }).waitFor();

    // listed open, no toggle to press first
    const link = page
      .getByRole('region', { name: '첨부파일 (1)' })
      .getByRole('link', { name: /입주자모집공고문\.pdf/ });
    await link.getByRole('img', { name: 'PDF 파일' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    assert.equal(download.suggestedFilename(), '입주자모집공고문.pdf');
    const saved = readFileSync((await download.path())!);
    const href = (await link.getAttribute('href'))!;
    const direct = Buffer.from(await (await fetch(`${site.url}${href}`)).arrayBuffer());
    assert.ok(saved.length > 0);
    assert.ok(saved.equals(direct), 'the saved file has the bytes the server serves');

    await page.getByRole('link', { name: '목록', exact: true }).click();
    await page.waitForURL(`${site.url}/notice/resources`);
    await context.close();
  });

  test('when a visitor pages and searches the resources, then the server answers 5 a page, newest first', async () => {
    const { page, context } = await newPage(browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/resources') || url.pathname === '/portal/resource')
        asked.push(url.pathname + url.search);
    });
    await page.goto(`${site.url}/notice/resources`);
    await page
      .getByRole('table', { name: '자료실 목록' })
      .getByRole('link', { name: '입주 안내서' })
      .waitFor();
    assert.equal((await rowTitles(page, '자료실 목록')).length, 5);
    await page
      .getByRole('navigation', { name: '자료실 페이지' })
      .getByRole('button', { name: '다음' })
      .click();
    await page
      .getByRole('table', { name: '자료실 목록' })
      .getByRole('link', { name: '입주자 모집 공고문' })
      .waitFor();
    assert.deepEqual(await rowTitles(page, '자료실 목록'), ['입주자 모집 공고문']);
    // a search is the server's too: one page of matches, never the whole library
    await page.getByRole('searchbox', { name: '검색어' }).first().fill('평면도');
    await page.getByRole('searchbox', { name: '검색어' }).first().press('Enter');
    await page
      .getByRole('table', { name: '자료실 목록' })
      .getByRole('link', { name: '세대 평면도 모음' })
      .waitFor();
    assert.deepEqual(await rowTitles(page, '자료실 목록'), ['세대 평면도 모음']);
    assert.ok(asked.length >= 2, asked.join(' '));
    assert.ok(
      asked.every((url) => url.startsWith('/api/resources/summaries?page=')),
      asked.join(' '),
    );
    assert.ok(
      asked.some((url) => url.includes('keyword=')),
      asked.join(' '),
    );
    await context.close();
  });

  test("when 'do not show today' is ticked in the popup window, then it stays hidden after a reload and shows again the next day", async () => {
    const active = (await (await fetch(`${site.url}/api/portal/popup/active`)).json()) as {
      id: number;
      title: string;
    }[];
    const popupId = active.find((popup) => popup.title === '하반기 입주자 모집 청약 접수 중')!.id;
    const now = Date.now();
    const { page, context } = await newPage(browser, undefined, { activePopups: 'site' });
    await context.clock.install({ time: now });
    await page.goto(`${site.url}/notice`);
    await noticeTable(page).waitFor();

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(
        (url) => void window.open(url, 'popup-test', 'width=520,height=720'),
        `/popup/${popupId}`,
      ),
    ]);
    await popup.getByRole('heading', { name: '하반기 입주자 모집 청약 접수 중' }).waitFor();
    await popup.getByText('하반기 입주자 모집 청약을 접수하고 있습니다.', { exact: false }).waitFor();
    assert.equal(await popup.getByRole('link', { name: '자세히 보기' }).getAttribute('href'), '/notice');
    assert.deepEqual(await axeViolations(popup), []);
    const closed = popup.waitForEvent('close');
    // The window closes as the box is ticked, so the click may find its page already gone.
    await popup
      .getByRole('checkbox', { name: '오늘 하루 보지 않기' })
      .click({ noWaitAfter: true })
      .catch((error: Error) => {
        if (!/closed/.test(error.message)) throw error;
      });
    await closed;

    const key = `popup-hidden-${popupId}`;
    const record = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key))!) as {
      expires: number;
    };
    assert.equal(record.expires, endOfSeoulDay(new Date(now)));

    await page.goto(`${site.url}/popup/${popupId}`);
    await page.getByText('오늘 하루 보지 않기로 설정한 팝업입니다.').waitFor();
    await page.reload();
    await page.getByText('오늘 하루 보지 않기로 설정한 팝업입니다.').waitFor();
    assert.equal(await page.getByRole('heading', { name: '하반기 입주자 모집 청약 접수 중' }).count(), 0);

    await context.clock.setSystemTime(record.expires + 1);
    await page.reload();
    await page.getByRole('heading', { name: '하반기 입주자 모집 청약 접수 중' }).waitFor();
    assert.equal(
      await page.evaluate((k) => localStorage.getItem(k), key),
      null,
      'the expired record is removed',
    );
    await context.close();
  });

  test("when the popup's link to a page of the site is followed, then the opener goes there and the popup closes", async () => {
    const active = (await (await fetch(`${site.url}/api/portal/popup/active`)).json()) as {
      id: number;
      linkUrl: string | null;
    }[];
    const linked = active.find((popup) => popup.linkUrl === '/notice')!;
    const { page, context } = await newPage(browser, undefined, { activePopups: 'site' });
    await page.goto(`${site.url}/notice/resources`);
    await page.getByRole('table', { name: '자료실 목록' }).waitFor();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(
        (url) => void window.open(url, 'popup-link-test', 'width=520,height=720'),
        `/popup/${linked.id}`,
      ),
    ]);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('link', { name: '자세히 보기' }).click();
    await closed;
    await page.waitForURL(`${site.url}/notice`);
    await noticeTable(page).waitFor();
    await context.close();
  });

  test('when a phone-sized screen opens /notice, then search and paging stay usable and axe finds no violation', async () => {
    const { page, context } = await newPage(browser, viewports.mobile);
    await page.goto(`${site.url}/notice`);
    await noticeTable(page).getByRole('link', { name: '모델하우스 관람 예약 안내' }).waitFor();
    const next = page
      .getByRole('navigation', { name: '공지사항 페이지' })
      .getByRole('button', { name: '다음' });
    const box = (await next.boundingBox())!;
    assert.ok(box.width >= 44 && box.height >= 44, '44 px touch target');
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no sideways scrolling',
    );
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test('when the board pages are checked by axe, then they have no violation', async () => {
    const { page, context } = await newPage(browser);
    for (const [url, ready] of [
      ['/notice', '모델하우스 관람 예약 안내'],
      ['/notice/resources', '입주 안내서'],
      ['/resources/detail/2', '청약 신청서 양식'],
    ] as const) {
      await page.goto(`${site.url}${url}`);
      await page.getByText(ready).first().waitFor();
      assert.deepEqual(await axeViolations(page), [], url);
    }
    await context.close();
  });
});

describe('stored notice HTML and admin mode in Chromium', () => {
  let site: RunningSite;
  let dataDir: string;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let hostileId: number;

  before(async () => {
    dataDir = await seededDataDir();
    hostileId = await insertRawNotice(dataDir, {
      title: '스크립트가 든 공지',
      content: '<p>본문</p><img src=x onerror=alert(1)><script>alert(2)</script><p id="after">끝</p>',
    });
    site = await startSite({}, dataDir);
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  after(async () => {
    await closeBrowser?.();
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('when a notice body holds an onerror image and a script, then no dialog opens and nothing runs', async () => {
    const { page, context } = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    // the server's HTML already holds the body, cleaned by the server's own allowlist
    const html = await (await fetch(`${site.url}/notice/detail/${hostileId}`)).text();
    const body = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    assert.match(body, /<p>본문<\/p>/);
    assert.match(body, /<p>끝<\/p>/);
    assert.doesNotMatch(body, /<script|onerror|alert/);
    const imageTried = page.waitForRequest((request) => request.url().endsWith('/notice/detail/x'));
    await page.goto(`${site.url}/notice/detail/${hostileId}`);
    await page.getByRole('heading', { level: 2, name: '스크립트가 든 공지' }).waitFor();
    await page.getByText('끝').waitFor();
    await imageTried;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const article = page.locator('article');
    assert.equal(await article.locator('script').count(), 0);
    assert.equal(await article.locator('[onerror]').count(), 0);
    assert.deepEqual(dialogs, []);
    await context.close();
  });

  test('when an admin is signed in, then 관리 offers 수정 and 삭제, and a confirmed delete removes the notice', async () => {
    const token = await adminLogin(site.url, site.adminPassword);
    const { page, context } = await newPage(browser);
    await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    await page.goto(`${site.url}/notice`);
    const table = noticeTable(page);
    await table.getByRole('columnheader', { name: '관리' }).waitFor();
    assert.equal(
      await table.getByRole('link', { name: '스크립트가 든 공지 수정' }).getAttribute('href'),
      `/admin/notice/edit/${hostileId}`,
    );
    await table.getByRole('button', { name: '스크립트가 든 공지 삭제' }).click();
    await table.getByRole('link', { name: '스크립트가 든 공지', exact: true }).waitFor({ state: 'detached' });
    assert.deepEqual(dialogs, ['정말 삭제하시겠습니까?', '삭제 완료.']);
    assert.equal((await fetch(`${site.url}/portal/notice/${hostileId}`)).status, 404);
    await context.close();
  });
});
