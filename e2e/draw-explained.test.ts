// The draw page talks to applicants first: a round waiting for its draw says why, since when and what
// comes next; 경쟁률 reads as 청약홈 shows it; the expert's part is folded and opens by keyboard; and a
// past round's results are reached from home while another round is open. One page session, walked at
// 1280 px and then at 390 px.
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RoundDrawInfo } from '../shared-types/src/draw/draw-api.schema';
import type { RoundSummary } from '../shared-types/src/rounds/round-rules';
import { siteConfig } from '../shared-types/src/site/site-config';
import { signVerificationToken } from '../api/src/identity/verification-token';
import { adminLogin } from './support/admin-api';
import { axeViolations, launchBrowser, newPage, saveScreenshot, viewports } from './support/browser';
import { startSite, type RunningSite } from './support/site';

const JWT_SECRET = 'e2e-draw-explained-secret-long-enough-for-hs256';
const OPEN_ROUND = '2026년 하반기 입주자 모집';
// the demo's closed round: frozen 44 days ago, its beacon due a day later, never drawn
const WAITING_ROUND = '2026년 상반기 입주자 모집';
const RATIO_ROUND = 'E2E 경쟁률 회차';
const HOUR = 3_600_000;

async function api(site: RunningSite, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${site.url}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as unknown;
}

const roundsOf = async (site: RunningSite) =>
  (await (await fetch(`${site.url}/portal/subscription`)).json()) as RoundSummary[];

/** One application as the identity callback's token allows it. */
async function applyOne(site: RunningSite, roundId: number, index: number, supplyType: string) {
  const person = { name: `경쟁${index}`, phone: `0108888${String(index).padStart(4, '0')}` };
  const special = supplyType === 'SPECIAL-15';
  const res = await fetch(`${site.url}/user/subscriptionApplicants`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [VERIFICATION_HEADER]: signVerificationToken(JWT_SECRET, person, new Date()),
    },
    body: JSON.stringify({
      ...person,
      supplyType,
      supplyUid: roundId,
      isConsentStatus: true,
      income: special ? 1 : null,
      regional: special ? 1 : null,
      car: special ? false : null,
      assetBasis: special ? true : null,
    }),
  });
  assert.equal(res.status, 201, await res.text());
}

describe('the draw page explains itself', () => {
  let site: RunningSite;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];
  let waitingId: number;
  let ratioId: number;

  before(async () => {
    site = await startSite({ JWT_SECRET });
    ({ browser, close: closeBrowser } = await launchBrowser());
    const token = await adminLogin(site.url, site.adminPassword);
    // a second past round with 경쟁률 above and below one: made while the demo round is closed (rounds
    // may not overlap while open), applied to, closed; then the demo round opens again
    const demo = (await roundsOf(site)).find((round) => round.title === OPEN_ROUND)!;
    await api(site, token, 'PUT', `/portal/admin/subscription/${demo.id}/close`, { isClosed: true });
    const created = (await api(site, token, 'POST', '/portal/admin/subscription', {
      title: RATIO_ROUND,
      description: '',
      subscriptionType: ['GENERAL-15', 'SPECIAL-15'],
      startTs: new Date(Date.now() - HOUR).toISOString(),
      endTs: new Date(Date.now() + 10 * 24 * HOUR).toISOString(),
      supply: { 'GENERAL-15': { winners: 4, reserves: 2 }, 'SPECIAL-15': { winners: 2, reserves: 1 } },
      drawPlan: { delayHours: 24, witnesses: 0 },
    })) as { id: number };
    ratioId = created.id;
    for (let index = 0; index < 13; index += 1) await applyOne(site, ratioId, index, 'GENERAL-15');
    await applyOne(site, ratioId, 13, 'SPECIAL-15');
    await api(site, token, 'PUT', `/portal/admin/subscription/${ratioId}/close`, { isClosed: true });
    await api(site, token, 'PUT', `/portal/admin/subscription/${demo.id}/close`, { isClosed: false });
    waitingId = (await roundsOf(site)).find((round) => round.title === WAITING_ROUND)!.id;
    ({ context, page, consoleErrors } = await newPage(browser, viewports.desktop));
  });
  after(async () => {
    await context?.close();
    await closeBrowser?.();
    await site?.stop();
  });

  /** From home's 지난 청약 결과 to the waiting round's page, with the open round still at the top. */
  async function homeToWaitingRound(width: number) {
    const strip = page.getByRole('region', { name: OPEN_ROUND });
    await strip.getByText('접수중').waitFor();
    const past = page.getByRole('region', { name: '지난 청약 결과' });
    await past.getByRole('link', { name: `${RATIO_ROUND} 경쟁률과 추첨 결과` }).waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await past.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `draw-explained-home-past-rounds-${width}`);
    await past.getByRole('link', { name: `${WAITING_ROUND} 경쟁률과 추첨 결과` }).click();
    await page.waitForURL(`${site.url}/apply/draw/${waitingId}`);
    await page.getByRole('heading', { name: WAITING_ROUND }).waitFor();
  }

  /** The plain account first: why it waits, since when, what the operator does, whom to ask. */
  async function assertWaitingExplained() {
    const info = (await (
      await fetch(`${site.url}/portal/subscription/${waitingId}/draw`)
    ).json()) as RoundDrawInfo;
    const progress = page.getByRole('region', { name: '진행 상황' });
    await progress.getByText('접수가 마감되어 추첨을 기다리는 중입니다.').waitFor();
    await progress.getByText(/에 접수를 마감하고 신청 2건의 명단을 확정했습니다\.$/).waitFor();
    await progress
      .getByText(/부터 추첨할 수 있었지만, 운영자가 아직 추첨을 실행하지 않았습니다\.$/)
      .waitFor();
    await progress.getByText(/운영자가 관리자 화면\(신청자 관리의 '추첨'\)에서 추첨을 실행하면/).waitFor();
    await progress.getByRole('link', { name: '02-000-0000' }).waitFor();
    // it never says only that the value has not been received
    assert.equal(await page.getByText('아직 받지 않았습니다').count(), 0);
    // the order: the account, 경쟁률, the results, then the expert's part
    const headings = await page.locator('main h3').allTextContents();
    assert.deepEqual(headings, ['진행 상황', '경쟁률', '추첨 결과', '검증 정보 (전문가용)']);
    // 미달: two applicants for the complex's default supply
    const competition = page.getByRole('table', { name: '공급유형별 경쟁률' });
    await competition
      .getByRole('row', { name: /15 TYPE \(25\.01㎡\) 청년 일반공급 82세대 82명 1명 미달/ })
      .waitFor();
    await competition
      .getByRole('row', { name: /15 TYPE \(25\.01㎡\) 청년 특별공급 34세대 34명 0명 미달/ })
      .waitFor();
    return info;
  }

  /** Folded until asked for; the keyboard opens it, and the digest and the beacon's wait show. */
  async function openVerificationByKeyboard(info: RoundDrawInfo) {
    const toggle = page.getByRole('button', { name: '검증 정보 (전문가용)' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    const digest = page.getByText(info.frozen!.listDigest).first();
    assert.equal(await digest.isVisible(), false, 'folded: the digest is not shown');
    // from the last link of the account, Tab reaches the disclosure after the table's scroll region
    await page.getByRole('link', { name: /^추첨 방법 draw\/v[23] / }).focus();
    for (let tries = 0; tries < 10; tries += 1) {
      await page.keyboard.press('Tab');
      if (await toggle.evaluate((button) => button === document.activeElement)) break;
    }
    assert.ok(await toggle.evaluate((button) => button === document.activeElement), 'Tab reaches it');
    await page.keyboard.press('Enter');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await digest.waitFor();
    await page.getByText(/부터 받을 수 있습니다\. 운영자가 추첨을 실행할 때 받아 검증합니다\./).waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
  }

  /** The other past round: 경쟁률 with two decimals beside 미달, and a wait on a beacon still to come. */
  async function assertRatioRound() {
    await page.goBack();
    await page.waitForURL(`${site.url}/`);
    await page
      .getByRole('region', { name: '지난 청약 결과' })
      .getByRole('link', { name: `${RATIO_ROUND} 경쟁률과 추첨 결과` })
      .click();
    await page.waitForURL(`${site.url}/apply/draw/${ratioId}`);
    const competition = page.getByRole('table', { name: '공급유형별 경쟁률' });
    await competition.getByRole('row', { name: /청년 일반공급 4세대 2명 13명 3\.25 : 1$/ }).waitFor();
    await competition.getByRole('row', { name: /청년 특별공급 2세대 1명 1명 미달$/ }).waitFor();
    const progress = page.getByRole('region', { name: '진행 상황' });
    await progress.getByText(/^추첨에 쓸 공개 난수는 .+에 공개됩니다\.$/).waitFor();
    assert.equal(
      await page.getByRole('button', { name: '검증 정보 (전문가용)' }).getAttribute('aria-expanded'),
      'false',
    );
    assert.deepEqual(await axeViolations(page, 'main'), []);
  }

  test('when a visitor at 1280 px goes from home to a past round, then its page says why it waits, since when and what next', async () => {
    await page.goto(`${site.url}/`);
    await homeToWaitingRound(1280);
    const info = await assertWaitingExplained();
    await saveScreenshot(page, 'draw-explained-waiting-1280');
    await openVerificationByKeyboard(info);
    await saveScreenshot(page, 'draw-explained-verification-1280');
    await assertRatioRound();
    await saveScreenshot(page, 'draw-explained-ratio-1280');
    // the server's HTML and the first render agree (no hydration error) on home and on the draw pages
    assert.deepEqual(consoleErrors, []);
  });

  test('when the same visitor narrows to 390 px, then the same way through the site works and nothing overflows', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // back home by the site's own link, inside the same session
    await page.getByRole('banner').getByRole('link', { name: siteConfig.complexName }).click();
    await page.waitForURL(`${site.url}/`);
    await homeToWaitingRound(390);
    const info = await assertWaitingExplained();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow} px wider than the phone`);
    await saveScreenshot(page, 'draw-explained-waiting-390');
    await openVerificationByKeyboard(info);
    await saveScreenshot(page, 'draw-explained-verification-390');
    await assertRatioRound();
    await saveScreenshot(page, 'draw-explained-ratio-390');
    assert.deepEqual(consoleErrors, []);
  });
});
