import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { paths } from '@portal/shared-types/site/routes';
import { siteConfig } from '@portal/shared-types/site/site-config';
import { adminGet, adminLogin } from './support/admin-api';
import { axeViolations, newPage, saveScreenshot } from './support/browser';
import { type RunningSite } from './support/site';
import { useSiteAndBrowser } from './support/suite';

// Home, the privacy pages and the footer at a phone width and at desktop.
const widths = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

/** The demo content's open round and its two pinned notices (api/src/seed/demo-content.ts). */
const OPEN_ROUND = '2026년 하반기 입주자 모집';
const PINNED = ['[필독] 청년·신혼부부 임대주택 입주자 모집 공고', '[필독] 청약 신청 전 본인인증 안내'];
/** A notice named after the round, which makes it the round's notice. */
const ROUND_NOTICE = `${OPEN_ROUND} 공고문`;

/** How many lines a piece of text takes on screen: one letter a line shows as many lines. */
async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
  });
}

async function assertNoHorizontalScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${page.url()} is ${scrollWidth} px wide at ${width} px`);
}

const UPCOMING_ROUND = '2027년 상반기 입주자 모집';
/** The demo content's closed round. */
const PAST_ROUND = '2026년 상반기 입주자 모집';
const roundRegion = (page: Page) => page.getByRole('region', { name: OPEN_ROUND });
const noticesRegion = (page: Page) => page.getByRole('region', { name: '공지사항' });

describe('home, the privacy pages and the footer in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let token: string;
  let roundNoticeId: number;
  useSiteAndBrowser((started) => ({ site, browser } = started));
  /** An admin call with a JSON body, as the admin area makes it. */
  const adminCall = (method: string, url: string, body: unknown) =>
    fetch(`${site.url}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  before(async () => {
    token = await adminLogin(site.url, site.adminPassword);
    const form = new FormData();
    form.set('notice', JSON.stringify({ title: ROUND_NOTICE, content: '<p>모집 공고</p>', topFixed: false }));
    const res = await fetch(`${site.url}/portal/admin/notice`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    assert.equal(res.status, 201, await res.clone().text());
    const page = await adminGet<{ content: { id: number; title: string }[] }>(
      site.url,
      token,
      '/api/notices?page=0&size=1&field=title&keyword=' + encodeURIComponent(ROUND_NOTICE),
    );
    roundNoticeId = page.content[0]!.id;
  });

  test('when home is requested, then its server HTML already holds the open round and the latest notices', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    for (const text of [OPEN_ROUND, '접수중', '청약 신청', '모집공고 보기', ...PINNED, ROUND_NOTICE]) {
      assert.ok(html.includes(text), `the HTML holds "${text}"`);
    }
  });

  for (const [name, viewport] of Object.entries(widths)) {
    test(`at ${viewport.width} px, home shows the open round and five notices, and the footer leads to both policies in one session`, async () => {
      const { page, context, consoleErrors } = await newPage(browser, viewport);
      await page.goto(`${site.url}/`);

      const round = roundRegion(page);
      await round.getByText('접수중', { exact: true }).waitFor();
      await round.getByText('접수기간').waitFor();
      assert.equal(
        await round.getByRole('link', { name: '청약 신청', exact: true }).getAttribute('href'),
        paths.apply(),
      );
      assert.equal(
        await round.getByRole('link', { name: /모집공고 보기/ }).getAttribute('href'),
        paths.noticeDetail(roundNoticeId),
      );
      const notices = noticesRegion(page);
      const items = notices.getByRole('listitem');
      assert.equal(await items.count(), 5);
      for (const [i, title] of PINNED.entries()) {
        assert.match(
          (await items.nth(i).textContent()) ?? '',
          new RegExp(`^공지${title.replace(/[[\]]/g, '\\$&')}`),
        );
      }
      assert.equal(
        await notices.getByRole('link', { name: /전체 보기/ }).getAttribute('href'),
        paths.notice(),
      );
      // the round comes before the premium points, the notices after them
      const order = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main h2')).map((heading) => heading.textContent),
      );
      assert.deepEqual(order.slice(0, 3), [OPEN_ROUND, '프리미엄 포인트', '공지사항']);

      const footer = page.locator('footer');
      const privacyLink = footer.getByRole('link', { name: '개인정보처리방침' });
      assert.equal(await privacyLink.evaluate((link) => getComputedStyle(link).fontWeight), '700');
      assert.equal(await lineCount(footer.getByText('상담시간', { exact: true })), 1);
      assert.ok(
        (await lineCount(page.locator('header').getByRole('link', { name: siteConfig.complexName }))) <= 3,
      );
      await assertNoHorizontalScroll(page, viewport.width);
      assert.deepEqual(await axeViolations(page), []);
      await saveScreenshot(page, `home-open-round-${name}`);

      await privacyLink.click();
      await page.waitForURL(`${site.url}${paths.privacy()}`);
      await page.getByRole('heading', { level: 1, name: '개인정보처리방침' }).waitFor();
      const main = page.locator('main');
      await main.locator('h2').first().waitFor();
      const headings = await main.locator('h2').allTextContents();
      assert.deepEqual(
        headings.map((heading) => heading.replace(/^(\d)\..*$/, '$1')),
        ['1', '2', '3', '4', '5', '6', '7'],
      );
      for (const text of [
        '이름, 휴대폰 번호',
        '청약 답변',
        '접속 기록',
        'NICE평가정보',
        '열람',
        '정정',
        '삭제',
        '처리정지',
      ]) {
        assert.ok((await main.getByText(text, { exact: false }).count()) > 0, `/privacy says "${text}"`);
      }
      const officer = main.getByRole('table', { name: '개인정보 보호책임자 연락처' });
      for (const value of Object.values(siteConfig.privacyOfficer)) await officer.getByText(value).waitFor();
      await main
        .getByRole('table', { name: '업무별 수집 항목, 처리 목적과 보유기간' })
        .getByRole('columnheader', { name: '보유기간' })
        .waitFor();
      await main.getByText(/부터 시행합니다/).waitFor();
      await assertNoHorizontalScroll(page, viewport.width);
      assert.deepEqual(await axeViolations(page), []);
      await saveScreenshot(page, `privacy-${name}`);

      await page.locator('footer').getByRole('link', { name: '이용약관' }).click();
      await page.waitForURL(`${site.url}${paths.terms()}`);
      await page.getByRole('heading', { level: 1, name: '이용약관' }).waitFor();
      await page.locator('main').getByRole('heading', { level: 2, name: '제1조 (목적)' }).waitFor();
      assert.equal(
        await page.locator('main').getByRole('link', { name: '개인정보처리방침' }).getAttribute('href'),
        paths.privacy(),
      );
      await assertNoHorizontalScroll(page, viewport.width);
      assert.deepEqual(await axeViolations(page), []);
      await saveScreenshot(page, `terms-${name}`);

      // back home by the logo, then on to the application, all without a reload
      await page.locator('header').getByRole('link', { name: siteConfig.complexName }).click();
      await roundRegion(page).getByRole('link', { name: '청약 신청' }).click();
      await page.waitForURL(`${site.url}${paths.apply()}`);
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });
  }

  for (const [name, viewport] of Object.entries(widths)) {
    test(`at ${viewport.width} px, a move to home from another page says the round is being looked up, then shows it and the winners announced`, async () => {
      const { page, context, consoleErrors } = await newPage(browser, viewport);
      await page.goto(`${site.url}${paths.notice()}`);
      // the round list answers late, as on a slow phone link; the past round's draw was two days ago
      // (a real draw needs the drand relay: the API's drawnAt is checked in api/test/list-summaries.test.ts)
      let release: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (release = resolve));
      let pastRoundId = 0;
      await page.route('**/api/rounds/summaries', async (route) => {
        await answered;
        const response = await route.fetch();
        const rounds = (await response.json()) as { id: number; title: string; drawnAt: string | null }[];
        const drawnAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
        pastRoundId = rounds.find((round) => round.title === PAST_ROUND)!.id;
        await route.fulfill({
          response,
          json: rounds.map((round) => (round.id === pastRoundId ? { ...round, drawnAt } : round)),
        });
      });
      await page.locator('header').getByRole('link', { name: siteConfig.complexName }).click();
      await page.getByRole('status').filter({ hasText: '진행 중인 청약을 확인하고 있습니다.' }).waitFor();
      release();
      await roundRegion(page).getByText('접수중', { exact: true }).waitFor();
      assert.equal(await page.getByText('진행 중인 청약을 확인하고 있습니다.').count(), 0);

      const news = page.getByRole('region', { name: '당첨자 발표' });
      await news.getByText(/2026년 상반기 입주자 모집 당첨자를 \d{4}-\d{2}-\d{2}에 발표했습니다\./).waitFor();
      const results = news.getByRole('link', { name: `${PAST_ROUND} 추첨 결과 보기` });
      assert.equal(await results.getAttribute('href'), paths.roundDraw(pastRoundId));
      // under the open round, before the premium points
      const order = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main h2')).map((heading) => heading.textContent),
      );
      assert.deepEqual(order.slice(0, 3), [OPEN_ROUND, '당첨자 발표', '프리미엄 포인트']);
      await assertNoHorizontalScroll(page, viewport.width);
      assert.deepEqual(await axeViolations(page), []);
      await saveScreenshot(page, `home-winners-news-${name}`);
      await results.click();
      await page.waitForURL(`${site.url}${paths.roundDraw(pastRoundId)}`);
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });
  }

  test('at 390 px, the income table and the floor plans keep their labels readable', async () => {
    const { page, context } = await newPage(browser, widths.mobile);
    await page.goto(`${site.url}${paths.requirement()}`);
    const header = page.getByRole('columnheader', { name: '가구원 수' }).first();
    await header.waitFor();
    assert.equal(await lineCount(header), 1);
    // every column fits: a table that scrolls would be a region keyboard users cannot reach
    const table = page.getByRole('table', { name: /도시근로자 가구당 월평균소득 기준/ });
    assert.ok(await table.evaluate((element) => element.scrollWidth <= element.parentElement!.clientWidth));
    await saveScreenshot(page, 'requirement-special-mobile');
    await page.getByRole('tab', { name: '일반공급' }).click();
    await page.getByText('30 TYPE (50.02㎡) 청년·신혼부부 일반공급').waitFor();
    await saveScreenshot(page, 'requirement-general-mobile');
    await page.goto(`${site.url}${paths.environment()}`);
    const plan = page.getByRole('button', { name: /15 TYPE 실내 사진 4장/ });
    const image = await plan.locator('img').boundingBox();
    const hint = await plan.getByText(/클릭하면/).boundingBox();
    assert.ok(image && hint && hint.y >= image.y + image.height - 1, 'the hint sits below the plan');
    await context.close();
  });

  test('when the round is closed, then home shows no round frame; when another is announced, then it shows as 예정', async () => {
    const rounds = await adminGet<{ id: number; title: string }[]>(site.url, token, '/portal/subscription');
    const open = rounds.find((round) => round.title === OPEN_ROUND)!;
    assert.equal(
      (await adminCall('PUT', `/portal/admin/subscription/${open.id}/close`, { isClosed: true })).status,
      200,
    );

    const html = await (await fetch(`${site.url}/`)).text();
    assert.ok(!html.includes('open-round-title') && !html.includes('모집공고 보기'), 'no round in the HTML');
    for (const [name, viewport] of Object.entries(widths)) {
      const { page, context } = await newPage(browser, viewport);
      await page.goto(`${site.url}/`);
      await noticesRegion(page).getByRole('listitem').first().waitFor();
      assert.equal(
        await page.locator('main').getByRole('link', { name: '청약 신청', exact: true }).count(),
        0,
      );
      assert.equal(await page.locator('main h2').first().textContent(), '프리미엄 포인트');
      await saveScreenshot(page, `home-no-round-${name}`);
      await context.close();
    }

    // the next round, announced ahead of its period: home shows it as 예정 with its period
    const created = await adminCall('POST', '/portal/admin/subscription', {
      title: UPCOMING_ROUND,
      description: '',
      subscriptionType: ['GENERAL-15'],
      startTs: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      endTs: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      supply: { 'GENERAL-15': { winners: 2, reserves: 2 } },
      drawPlan: { delayHours: 0, witnessedDigits: null },
    });
    assert.equal(created.status, 201, await created.text());
    for (const [name, viewport] of Object.entries(widths)) {
      const { page, context, consoleErrors } = await newPage(browser, viewport);
      await page.goto(`${site.url}/`);
      const upcoming = page.getByRole('region', { name: UPCOMING_ROUND });
      await upcoming.getByText('예정', { exact: true }).waitFor();
      await upcoming.getByText('접수기간').waitFor();
      assert.equal(await upcoming.getByText('접수중', { exact: true }).count(), 0);
      assert.deepEqual(await axeViolations(page), []);
      await saveScreenshot(page, `home-upcoming-round-${name}`);
      assert.deepEqual(consoleErrors, []);
      await context.close();
    }
  });
});
