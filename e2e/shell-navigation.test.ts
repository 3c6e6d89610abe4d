import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, newPage, saveScreenshot, viewports } from './support/browser';
import { publicPages } from './support/site-paths';
import { type RunningSite } from './support/site';
import { useSiteAndBrowser } from './support/suite';

describe('the shell: header, menus, banner and floating buttons in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser((started) => ({ site, browser } = started));

  const openPage = (viewport: { width: number; height: number }) => newPage(browser, viewport);
  const mainMenu = (page: Page) => page.getByRole('navigation', { name: '주 메뉴' });
  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  test('when the pointer rests on a menu group at 1280 px, then its 150 px dropdown opens and leads to the page', async () => {
    const { page, context, consoleErrors } = await openPage(viewports.desktop);
    await page.goto(`${site.url}/`);
    const group = mainMenu(page).getByRole('link', { name: '단지안내' });
    assert.equal(await group.getAttribute('aria-expanded'), 'false');
    await group.hover();
    const item = mainMenu(page).getByRole('link', { name: '평면안내' });
    await item.waitFor();
    assert.equal(await group.getAttribute('aria-expanded'), 'true');
    const box = await page.locator('#menu-group-0').boundingBox();
    assert.equal(box?.width, 150);
    await item.click();
    await page.waitForURL(`${site.url}/environment`);
    await heading(page, '평면안내').waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      '평면안내',
      'focus on the new h1',
    );
    assert.equal(await page.title(), '평면안내 | 청년·신혼부부 임대주택');
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('when a group title is clicked, then it goes to the first page of the group', async () => {
    const { page, context } = await openPage(viewports.desktop);
    await page.goto(`${site.url}/`);
    await mainMenu(page).getByRole('link', { name: '입주안내' }).click();
    await page.waitForURL(`${site.url}/requirement`);
    await heading(page, '입주자격').waitFor();
    await context.close();
  });

  test('when the keyboard walks the menu, then every item is reached with Tab and Escape closes the dropdown', async () => {
    const { page, context } = await openPage(viewports.desktop);
    await page.goto(`${site.url}/`);
    await mainMenu(page).waitFor();
    const reached: string[] = [];
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    for (const label of [
      '단지안내',
      '사업개요',
      '평면안내',
      '커뮤니티시설',
      '오시는 길',
      '입주자격',
      '금융지원',
      '청약조회',
      '자료실',
    ]) {
      assert.ok(reached.includes(label), `${label} is reachable with Tab`);
    }
    const group = mainMenu(page).getByRole('link', { name: '청약안내' });
    await group.focus();
    assert.equal(await group.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Escape');
    assert.equal(await group.getAttribute('aria-expanded'), 'false');
    assert.equal(await mainMenu(page).getByRole('link', { name: '청약조회' }).isVisible(), false);
    await context.close();
  });

  test('when the link of the current page is clicked, then the page view is loaded again', async () => {
    const { page, context } = await openPage(viewports.desktop);
    await page.goto(`${site.url}/requirement`);
    await heading(page, '입주자격').waitFor();
    const pageView = page.locator('#content > div:last-child > *').first();
    await pageView.waitFor();
    await pageView.evaluate((element) => element.setAttribute('data-marker', 'before-reload'));
    await mainMenu(page).getByRole('link', { name: '입주안내' }).click();
    await page.waitForFunction(() => document.querySelector('[data-marker="before-reload"]') === null);
    await heading(page, '입주자격').waitFor();
    assert.equal(page.url(), `${site.url}/requirement`);
    await context.close();
  });

  test('when the screen is 375 px wide, then a hamburger opens an accordion with one group open at a time', async () => {
    const { page, context, consoleErrors } = await openPage(viewports.mobile);
    await page.goto(`${site.url}/notice`);
    const hamburger = page.getByRole('button', { name: '전체 메뉴' });
    assert.equal(await hamburger.getAttribute('aria-expanded'), 'false');
    assert.equal(await hamburger.getAttribute('aria-controls'), 'mobile-menu');
    await hamburger.click();
    assert.equal(await hamburger.getAttribute('aria-expanded'), 'true');
    const menu = mainMenu(page);
    const support = menu.getByRole('button', { name: '고객센터' });
    assert.equal(
      await support.getAttribute('aria-expanded'),
      'true',
      'the group of the current page is open',
    );
    assert.deepEqual(await axeViolations(page, '#mobile-menu'), []);
    const complex = menu.getByRole('button', { name: '단지안내' });
    await complex.click();
    assert.equal(await complex.getAttribute('aria-expanded'), 'true');
    assert.equal(await support.getAttribute('aria-expanded'), 'false');
    assert.equal(await menu.getByRole('link', { name: '자료실' }).isVisible(), false);
    const target = menu.getByRole('link', { name: '커뮤니티시설' });
    const box = await target.boundingBox();
    assert.ok(box && box.height >= 44, 'touch target of at least 44 px');
    await target.click();
    await page.waitForURL(`${site.url}/environment/community`);
    await heading(page, '커뮤니티시설').waitFor();
    assert.equal(await hamburger.getAttribute('aria-expanded'), 'false');
    await hamburger.click();
    await page.keyboard.press('Escape');
    assert.equal(await hamburger.getAttribute('aria-expanded'), 'false');
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`when every public route is opened at ${viewport.width} px, then each shows its banner and no console error`, async () => {
      const { page, context, consoleErrors } = await openPage(viewport);
      for (const route of publicPages) {
        await page.goto(`${site.url}${route.path}`);
        // the site's header (a page's own article header is no banner)
        await page.getByRole('banner').waitFor();
        if (route.key === 'home') {
          assert.equal(
            await page.getByRole('heading', { level: 1, name: '홈' }).count(),
            0,
            'home has no title banner',
          );
          assert.equal(await page.title(), '청년·신혼부부 임대주택');
        } else {
          await heading(page, route.title).waitFor();
          // a board post names itself: 공지사항 – {title}
          const named = route.key === 'noticeDetail' || route.key === 'resourceDetail';
          if (named)
            assert.match(await page.title(), new RegExp(`^${route.title} – .+ \\| 청년·신혼부부 임대주택$`));
          else assert.equal(await page.title(), `${route.title} | 청년·신혼부부 임대주택`);
        }
        await page.waitForLoadState('networkidle');
        assert.deepEqual(consoleErrors, [], `no console error on ${route.path}`);
      }
      await page.goto(`${site.url}/login`);
      await heading(page, '관리자 로그인').waitFor();
      assert.deepEqual(consoleErrors, [], `no console error at ${name}`);
      await context.close();
    });

    test(`when / and /notice are shown at ${viewport.width} px, then screenshots are saved and the shell's parts pass axe`, async () => {
      const { page, context } = await openPage(viewport);
      await page.goto(`${site.url}/`);
      await page.locator('header').waitFor();
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, `shell-home-${name}`);
      for (const part of ['header', 'footer', 'nav[aria-label="빠른 메뉴"]']) {
        assert.deepEqual(await axeViolations(page, part), [], `axe on ${part}`);
      }
      await page.goto(`${site.url}/notice`);
      await heading(page, '공지사항').waitFor();
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, `shell-notice-${name}`);
      assert.deepEqual(
        await axeViolations(page, '#content > div:first-child'),
        [],
        'axe on the title banner',
      );
      await context.close();
    });
  }

  test('when the page scrolls past 30 px, then the header takes its scrolled style, and loses it back at the top', async () => {
    const { page, context } = await openPage(viewports.desktop);
    await page.goto(`${site.url}/notice`);
    await page.getByRole('table', { name: '공지사항 목록' }).waitFor();
    const header = page.locator('header');
    assert.equal(await header.getAttribute('data-scrolled'), 'false');
    assert.equal(await header.evaluate((element) => getComputedStyle(element).boxShadow), 'none');
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForFunction(
      () => document.querySelector('header')?.getAttribute('data-scrolled') === 'true',
    );
    assert.notEqual(await header.evaluate((element) => getComputedStyle(element).boxShadow), 'none');
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForFunction(
      () => document.querySelector('header')?.getAttribute('data-scrolled') === 'false',
    );
    await context.close();
  });

  test('when the floating buttons are used at 1280 px, then they call, lead to /map and scroll to the top', async () => {
    const { page, context } = await openPage(viewports.desktop);
    await page.goto(`${site.url}/notice`);
    await page.getByRole('table', { name: '공지사항 목록' }).waitFor();
    const quick = page.getByRole('navigation', { name: '빠른 메뉴' });
    const call = quick.getByRole('link', { name: /전화 상담/ });
    assert.equal(await call.getAttribute('href'), 'tel:020000000');
    const hiddenLabel = await quick.getByText('오시는 길').boundingBox();
    assert.ok(hiddenLabel && hiddenLabel.width <= 1, 'desktop shows icons, the text only for screen readers');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => window.scrollY > 0);
    await quick.getByRole('button', { name: '맨 위로' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await quick.getByRole('link', { name: '오시는 길' }).click();
    await page.waitForURL(`${site.url}/map`);
    await heading(page, '오시는 길').waitFor();
    await context.close();
  });

  test('when the floating buttons are shown at 375 px, then they carry text labels and 44 px targets', async () => {
    const { page, context } = await openPage(viewports.mobile);
    await page.goto(`${site.url}/`);
    const quick = page.getByRole('navigation', { name: '빠른 메뉴' });
    for (const label of ['전화 상담', '오시는 길', '맨 위로']) {
      const box = await quick.getByText(label, { exact: false }).first().boundingBox();
      assert.ok(box && box.width > 20, `${label} is shown as text`);
    }
    assert.ok(
      await quick.getByRole('link', { name: '전화 상담 02-000-0000' }).isVisible(),
      'the number stays in the name',
    );
    for (const control of await quick.locator('a, button').all()) {
      const box = await control.boundingBox();
      assert.ok(box && box.height >= 44 && box.width >= 44);
    }
    await context.close();
  });

  test('when the popup window page is open, then it has no header, footer or floating buttons', async () => {
    const { page, context } = await openPage(viewports.desktop);
    await page.goto(`${site.url}/popup/1`);
    await page.locator('main#content').waitFor();
    // the site's header and footer landmarks (the popup's own content may hold header elements)
    assert.equal(await page.getByRole('banner').count(), 0);
    assert.equal(await page.getByRole('contentinfo').count(), 0);
    assert.equal(await page.getByRole('navigation', { name: '빠른 메뉴' }).count(), 0);
    await context.close();
  });
});
