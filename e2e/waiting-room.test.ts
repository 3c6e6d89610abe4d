// The opening-rush waiting room as an applicant and an operator meet it, on the built site
// with this machine's Redis (CI runs one): the line, its place kept across a reload, admission when the
// operator raises the rate, and then the application itself with the admission pass.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { messages } from '@portal/shared-types/common/messages';
import { waitingRoomMessages, waitingRoomTexts } from '@portal/shared-types/waiting-room/waiting-room-rules';
import { adminGet, adminLogin } from './support/admin-api';
import { nthDialog, recordDialogs, submitThroughReview, verifyByPhone } from './support/apply-flow';
import { axeViolations, launchBrowser, newPage, saveScreenshot } from './support/browser';
import { startSite, type RunningSite } from './support/site';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const OPEN_ROUND = '2026년 하반기 입주자 모집';

interface Round {
  id: number;
  title: string;
  description: string;
  subscriptionType: string[];
  endTs: string;
}

describe('the waiting room at the opening of a round, in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let token: string;
  let round: Round;

  const call = async (method: string, path: string, body?: object) => {
    const res = await fetch(`${site.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const setRoom = (admitPerMinute: number) =>
    call('PUT', `/portal/admin/waitingRoom/${round.id}`, { enabled: true, minutes: 30, admitPerMinute });

  before(async () => {
    site = await startSite({
      IDENTITY_PROVIDER: 'dev',
      REDIS_URL,
      REDIS_KEY_PREFIX: `portal-e2e-${randomBytes(6).toString('hex')}:`,
    });
    ({ browser, close: closeBrowser } = await launchBrowser());
    token = await adminLogin(site.url, site.adminPassword);
    const rounds = await adminGet<Round[]>(site.url, token, '/portal/subscription');
    round = rounds.find((candidate) => candidate.title === OPEN_ROUND)!;
    // the demo round opened days ago: it opens a minute ago, so its opening window runs now
    await call('PUT', `/portal/admin/subscription/${round.id}`, {
      title: round.title,
      description: round.description,
      subscriptionType: round.subscriptionType,
      startTs: new Date(Date.now() - 60_000).toISOString(),
      endTs: round.endTs,
    });
    // one admission a minute, and two people already in line
    await setRoom(1);
    for (let i = 0; i < 2; i++) {
      await fetch(`${site.url}/user/waitingRoom`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ roundId: round.id }),
      });
    }
  });
  after(async () => {
    await closeBrowser?.();
    await site?.stop();
  });

  test('at 390px, a visitor waits in line, keeps the place on reload, is admitted when the rate rises, and applies', async () => {
    const { page, context, consoleErrors } = await newPage(browser, { width: 390, height: 844 });
    const dialogs = recordDialogs(page);
    await page.goto(site.url);
    // inside one page session: the home page's 청약 신청 link leads to /apply
    await page.getByRole('link', { name: '청약 신청', exact: true }).first().click();
    await page.waitForURL(`${site.url}/apply`);
    const title = page.getByRole('heading', { level: 3, name: waitingRoomTexts.title });
    await title.waitFor();
    const ahead = page.getByText(/^내 앞 대기 인원: \d+명$/);
    const before = Number((await ahead.innerText()).match(/\d+/)![0]);
    assert.ok(before >= 1 && before <= 2, `ahead: ${before}`);
    await page.getByText(waitingRoomTexts.orderNote).waitFor();
    await page.getByText(/^예상 대기 시간: /).waitFor();
    // and when it asks again, counting down
    await page.getByText(/^\d+초 뒤에 순서를 다시 확인합니다\.$/).waitFor();
    // the verification step stays out of reach while in line
    assert.equal(await page.getByRole('button', { name: /휴대폰 본인인증/ }).isVisible(), false);
    assert.equal(await title.evaluate((element) => element === document.activeElement), true);
    assert.deepEqual(await axeViolations(page), []);
    await saveScreenshot(page, 'waiting-room-390');

    const issued = (await call('GET', `/portal/admin/waitingRoom/${round.id}`)).issued;
    await page.reload();
    await title.waitFor();
    const afterReload = Number((await ahead.innerText()).match(/\d+/)![0]);
    assert.ok(afterReload <= before, `ahead ${before} before the reload, ${afterReload} after`);
    // the reload kept the ticket: no new one was handed out
    assert.equal((await call('GET', `/portal/admin/waitingRoom/${round.id}`)).issued, issued);

    // the operator raises the rate while the room runs: the page lets the visitor on by itself
    await setRoom(6000);
    const verify = page.getByRole('button', { name: '휴대폰 본인인증 (새 창 열림)' });
    // the page asks again when the server said to (at most 30 s later)
    await verify.waitFor({ timeout: 45_000 });
    assert.equal(await title.count(), 0);
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('휴대폰 본인인증'));
    await saveScreenshot(page, 'waiting-room-admitted-390');

    await verifyByPhone(page, '대기열', '01077778888');
    await page.getByRole('radio', { name: '15 TYPE (25.01㎡) 청년 일반공급' }).check();
    await page.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }).check();
    await submitThroughReview(page);
    assert.equal(await nthDialog(dialogs, 1), messages.applySuccess);
    await page.waitForURL(`${site.url}/apply/receipt`);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('at 1280px, the operator sees the queue and the rate on the dashboard and changes the rate', async () => {
    await setRoom(1);
    await fetch(`${site.url}/user/waitingRoom`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ roundId: round.id }),
    });
    const { page, context } = await newPage(browser);
    await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
    await page.goto(`${site.url}/admin`);
    const section = page.getByRole('region', { name: '접속 대기열' });
    await section.getByRole('row', { name: /상태 운영 중/ }).waitFor();
    await section.getByRole('row', { name: /대기 인원 \d+명/ }).waitFor();
    await section.getByRole('row', { name: /분당 입장 인원 1명/ }).waitFor();
    const rate = section.getByRole('textbox', { name: /분당 입장 인원/ });
    await rate.fill('0');
    await section.getByRole('button', { name: '대기열 설정 저장' }).click();
    // the rule's message beside the rate, which takes the focus
    await section.getByText('분당 입장 인원은 1명 이상이어야 합니다.').waitFor();
    assert.equal(await rate.getAttribute('aria-invalid'), 'true');
    await page.waitForFunction((element) => element === document.activeElement, await rate.elementHandle());
    await rate.fill('1200');
    await section.getByRole('button', { name: '대기열 설정 저장' }).click();
    await section.getByText('접속 대기열 설정을 저장했습니다.').waitFor();
    await section.getByRole('row', { name: /분당 입장 인원 1,200명/ }).waitFor();
    const saved = (await call('GET', `/portal/admin/waitingRoom/${round.id}`)).settings;
    assert.deepEqual(saved, { enabled: true, minutes: 30, admitPerMinute: 1200 });
    assert.deepEqual(await axeViolations(page, 'section[aria-labelledby="admin-waiting-room-heading"]'), []);
    await saveScreenshot(page, 'waiting-room-admin-1280');
    await context.close();
  });
});

describe('the waiting room on a site without Redis', () => {
  let site: RunningSite;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  before(async () => {
    site = await startSite();
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  after(async () => {
    await closeBrowser?.();
    await site?.stop();
  });

  test('at 390px, the operator sees why the room cannot be turned on, and the form stays disabled', async () => {
    const token = await adminLogin(site.url, site.adminPassword);
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
    await page.goto(`${site.url}/admin`);
    const section = page.getByRole('region', { name: '접속 대기열' });
    await section.getByText(waitingRoomMessages.unavailable, { exact: false }).waitFor();
    assert.equal(
      await section.getByRole('checkbox', { name: '접수 시작 후 접속 대기열 사용' }).isDisabled(),
      true,
    );
    assert.equal(await section.getByRole('button', { name: '대기열 설정 저장' }).isDisabled(), true);
    await section.getByRole('row', { name: /상태 사용 안 함/ }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'waiting-room-admin-no-redis-390');
    await context.close();
  });
});
