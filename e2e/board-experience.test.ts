import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { formatFileSize } from '../mf-board/src/components/attachments/file-size';
import { axeViolations, newPage, saveScreenshot } from './support/browser';
import type { RunningSite } from './support/site';
import { useSiteAndBrowser } from './support/suite';

// Empty searches, attachments listed open, 이전글 / 다음글 and each page's title.
const SITE = '청년·신혼부부 임대주택';
const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

/** The document title once the page has set it (the shell and the page set it after hydration). */
async function waitForTitle(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, title);
}

/** The <title> the server sends for a page, before any script runs. */
async function serverTitle(site: RunningSite, url: string): Promise<string> {
  const html = await (await fetch(`${site.url}${url}`)).text();
  return html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
}

async function searchTitles(page: Page, keyword: string) {
  const form = page.getByRole('search');
  await form.getByRole('searchbox', { name: '검색어' }).fill(keyword);
  await form.getByRole('button', { name: '검색' }).click();
}

describe('board experience at 390 and 1280 px in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser((started) => ({ site, browser } = started));

  for (const { name, viewport } of sizes) {
    test(`${name}: a notice search shows only its matches, and 검색 결과가 없습니다 when there is none`, async () => {
      const { page, context, consoleErrors } = await newPage(browser, viewport);
      await page.goto(`${site.url}/notice`);
      const table = page.getByRole('table', { name: '공지사항 목록' });
      await table.getByRole('link', { name: '모델하우스 관람 예약 안내' }).waitFor();
      assert.equal(await page.title(), `공지사항 | ${SITE}`);

      // a pinned notice that matches is listed; the pinned one that does not is gone
      await searchTitles(page, '본인인증');
      await page.waitForURL(/keyword=/);
      await table.getByRole('link', { name: '모델하우스 관람 예약 안내' }).waitFor({ state: 'detached' });
      assert.deepEqual(await table.locator('tbody tr td:nth-child(2) a').allTextContents(), [
        '[필독] 청약 신청 전 본인인증 안내',
      ]);

      await searchTitles(page, '없는 검색어');
      await table.getByText('검색 결과가 없습니다.').waitFor();
      assert.equal(await table.locator('tbody tr').count(), 1, 'the empty line alone, no pinned notice');
      assert.equal(await table.getByText('[필독]').count(), 0);
      await saveScreenshot(page, `board-empty-search-${name}`);
      assert.deepEqual(await axeViolations(page), []);

      await page.goto(`${site.url}/notice/resources?field=title&keyword=${encodeURIComponent('없는 자료')}`);
      await page.getByRole('table', { name: '자료실 목록' }).getByText('검색 결과가 없습니다.').waitFor();
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });

    test(`${name}: a notice links 이전글 and 다음글 by title, moving inside one session, with its own title`, async () => {
      const { page, context, consoleErrors } = await newPage(browser, viewport);
      await page.goto(`${site.url}/notice`);
      await page
        .getByRole('table', { name: '공지사항 목록' })
        .getByRole('link', { name: '모델하우스 관람 예약 안내' })
        .click();
      await page.getByRole('heading', { level: 2, name: '모델하우스 관람 예약 안내' }).waitFor();
      await waitForTitle(page, `공지사항 – 모델하우스 관람 예약 안내 | ${SITE}`);
      // the marker survives only if no link reloads the page
      await page.evaluate(() => ((window as unknown as { sameSession: boolean }).sameSession = true));

      const nav = page.getByRole('navigation', { name: '이전글 다음글' });
      await nav.getByRole('link', { name: '이전글 [필독] 청약 신청 전 본인인증 안내' }).waitFor();
      await saveScreenshot(page, `board-notice-neighbours-${name}`);
      await nav.getByRole('link', { name: '다음글 소득 기준표 개정 안내' }).click();
      await page.getByRole('heading', { level: 2, name: '소득 기준표 개정 안내' }).waitFor();
      await waitForTitle(page, `공지사항 – 소득 기준표 개정 안내 | ${SITE}`);
      await nav.getByRole('link', { name: '이전글 모델하우스 관람 예약 안내' }).click();
      await page.getByRole('heading', { level: 2, name: '모델하우스 관람 예약 안내' }).waitFor();

      // up through the pinned notices to the top of the list, where there is no 이전글
      await nav.getByRole('link', { name: /^이전글 / }).click();
      await page.getByRole('heading', { level: 2, name: '[필독] 청약 신청 전 본인인증 안내' }).waitFor();
      await nav.getByRole('link', { name: /^이전글 / }).click();
      await page
        .getByRole('heading', { level: 2, name: '[필독] 청년·신혼부부 임대주택 입주자 모집 공고' })
        .waitFor();
      await nav.getByText('이전글이 없습니다.').waitFor();
      assert.equal(await nav.getByRole('link').count(), 1, 'only 다음글 at the top');
      assert.equal(
        await page.evaluate(() => (window as unknown as { sameSession?: boolean }).sameSession),
        true,
      );
      assert.deepEqual(await axeViolations(page), []);

      await page.getByRole('link', { name: '목록으로' }).click();
      await waitForTitle(page, `공지사항 | ${SITE}`);
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });

    test(`${name}: a resource lists its files open with type and size, and its neighbours`, async () => {
      const { page, context, consoleErrors } = await newPage(browser, viewport);
      const answer = (await (await fetch(`${site.url}/portal/resource/5`)).json()) as {
        files: { name: string; size: number }[];
      };
      await page.goto(`${site.url}/notice/resources`);
      await page
        .getByRole('table', { name: '자료실 목록' })
        .getByRole('link', { name: '입주 안내서' })
        .click();
      await page.getByRole('heading', { level: 2, name: '입주 안내서' }).waitFor();
      await waitForTitle(page, `자료실 – 입주 안내서 | ${SITE}`);
      const nav = page.getByRole('navigation', { name: '이전글 다음글' });
      await nav.getByText('이전글이 없습니다.').waitFor();

      await nav.getByRole('link', { name: '다음글 세대 평면도 모음' }).click();
      await page.getByRole('heading', { level: 2, name: '세대 평면도 모음' }).waitFor();
      const files = page.getByRole('region', { name: '첨부파일 (2)' });
      await files.waitFor();
      assert.equal(await files.getByRole('button').count(), 0, 'listed open, no toggle');
      for (const file of answer.files) {
        const item = files.getByRole('listitem').filter({ hasText: file.name });
        await item.getByRole('link', { name: `PDF 파일 ${file.name}` }).waitFor();
        assert.equal(await item.getByText(formatFileSize(file.size), { exact: true }).count(), 1);
      }
      assert.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'no sideways scrolling',
      );
      await saveScreenshot(page, `board-resource-attachments-${name}`);
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });
  }

  test('when the server renders a detail page, then its <title> is the one the browser shows after hydration', async () => {
    assert.equal(
      await serverTitle(site, '/notice/detail/11'),
      `공지사항 – 모델하우스 관람 예약 안내 | ${SITE}`,
    );
    assert.equal(await serverTitle(site, '/resources/detail/6'), `자료실 – 입주 안내서 | ${SITE}`);
    assert.equal(await serverTitle(site, '/notice'), `공지사항 | ${SITE}`);
    assert.equal(await serverTitle(site, '/notice/resources'), `자료실 | ${SITE}`);
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}/notice/detail/11`);
    await page.getByRole('heading', { level: 2, name: '모델하우스 관람 예약 안내' }).waitFor();
    // hydration keeps the server's title: the route's title never shows in between
    assert.equal(await page.title(), `공지사항 – 모델하우스 관람 예약 안내 | ${SITE}`);
    // an unknown notice keeps the route's title
    await page.goto(`${site.url}/notice/detail/9999`);
    await page.getByText('요청하신 항목을 찾을 수 없습니다.').waitFor();
    assert.equal(await page.title(), `공지사항 | ${SITE}`);
    await context.close();
  });
});
