import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { axeViolations, newPage, saveScreenshot, viewports } from './support/browser';
import { type RunningSite } from './support/site';
import { useSiteAndBrowser } from './support/suite';

describe('the walking skeleton in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser((started) => ({ site, browser } = started));

  test('when a visitor opens /, then the shell renders its frame and no remote fails', async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    await page.goto(`${site.url}/`);
    await page.getByRole('navigation', { name: '주 메뉴' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
    await page.getByText('대표전화').waitFor();
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`when a visitor opens /notice at ${viewport.width} px, then the demo notices are listed through the shell`, async () => {
      const { page, context, consoleErrors } = await newPage(browser, viewport);
      await page.goto(`${site.url}/notice`);
      await page.getByRole('heading', { level: 1, name: '공지사항' }).waitFor();
      const table = page.getByRole('table', { name: '공지사항 목록' });
      await table.getByText('[필독] 청년·신혼부부 임대주택 입주자 모집 공고').waitFor();
      assert.equal(
        await table.getByRole('row').count(),
        8,
        'the header row, 2 pinned notices and a page of 5',
      );
      await saveScreenshot(page, `notice-${name}`);
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });
  }

  test('when the visitor follows the menu from / to /notice, then the page changes without a reload', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}/`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '고객센터' }).click();
    await page.waitForURL(`${site.url}/notice`);
    await page.getByRole('table', { name: '공지사항 목록' }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1);
    await context.close();
  });

  test('when a path is unknown, then the shell shows its not-found page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}/no/such/page`);
    await page.getByRole('heading', { name: '요청하신 페이지를 찾을 수 없습니다.' }).waitFor();
    await context.close();
  });

  test('when /notice is checked by axe, then it finds no violation', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}/notice`);
    await page.getByRole('table', { name: '공지사항 목록' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });
});
