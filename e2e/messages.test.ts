import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminGet, adminLogin, allApplicants, apply } from './support/admin-api';
import { axeViolations, launchBrowser, newPage, saveScreenshot } from './support/browser';
import { startSite, type RunningSite } from './support/site';
import { waitUntil } from './support/wait-until';

const DEMO_OPEN_ROUND = '2026년 하반기 입주자 모집';
const WINNER = { name: 'E2E알림당첨', phone: '01077770001', supplyType: 'GENERAL-15' as const };
const REFUSED = { name: 'E2E알림실패', phone: '01077770002', supplyType: 'GENERAL-15' as const };

describe('messages to applicants in the admin area, in Chromium at 1280 px (failed ones at 390 px)', () => {
  let site: RunningSite;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  const dialogs: string[] = [];

  const setDevMode = (mode: string) =>
    fetch(`${site.url}/portal/admin/messages/dev/mode`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode }),
    });
  const section = () => page.getByRole('region', { name: '안내 메시지' });
  /**
   * Shows one applicant's messages afresh: searched by name (the server answers the matches, a live
   * region says how many), then chosen by its button; the search is made again each time.
   */
  const showMessagesOf = async (name: string) => {
    const search = section().getByRole('searchbox', { name: '신청자 찾기' });
    await search.fill(name);
    await search.press('Enter');
    await section().getByRole('status').filter({ hasText: '명을 찾았습니다' }).first().waitFor();
    await section()
      .getByRole('list', { name: '찾은 신청자' })
      .getByRole('button', { name: new RegExp(`${name}$`) })
      .first()
      .click();
    await section().getByRole('table', { name: '신청자의 메시지' }).waitFor();
  };
  const roundIdOf = async (title: string) =>
    (await adminGet<{ id: number; title: string }[]>(site.url, token, '/portal/subscription')).find(
      (round) => round.title === title,
    )!.id;
  const messageRows = () => section().getByRole('table', { name: '신청자의 메시지' }).getByRole('row');

  before(async () => {
    site = await startSite({ NOTIFY_PROVIDER: 'dev', NOTIFY_SENDING_HOURS: '00:00-24:00' });
    ({ browser, close: closeBrowser } = await launchBrowser());
    token = await adminLogin(site.url, site.adminPassword);
    const rounds = await adminGet<{ id: number; title: string }[]>(site.url, token, '/portal/subscription');
    const roundId = rounds.find((round) => round.title === DEMO_OPEN_ROUND)!.id;
    for (const applicant of [WINNER, REFUSED]) await apply(site.url, roundId, applicant);
    ({ context, page } = await newPage(browser));
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`${site.url}/introduction`);
    await page.evaluate((value) => localStorage.setItem('adminToken', value), token);
  });
  after(async () => {
    await context?.close();
    await closeBrowser?.();
    await site?.stop();
  });

  test('when the admin changes a winning state, then the development provider shows the 알림톡 that links to /inquiry', async () => {
    await page.goto(`${site.url}/admin/subscriptionApplicants/detail`);
    await page.getByRole('button', { name: `${DEMO_OPEN_ROUND} 신청자 보기` }).click();
    await section().getByText('개발용 발송기를 쓰고 있습니다.', { exact: false }).waitFor();
    await showMessagesOf(WINNER.name);
    await messageRows().filter({ hasText: '청약 접수가 완료되었습니다.' }).waitFor();

    await page.getByRole('combobox', { name: `${WINNER.name} 당첨 상태` }).selectOption('당첨');
    dialogs.length = 0;
    await page.getByRole('button', { name: '저장' }).click();
    await waitUntil(async () => dialogs.includes('당첨 상태가 성공적으로 저장되었습니다.'), 'the save');

    const record = section().getByRole('table', { name: '개발용 발송기가 받은 메시지' });
    const sent = record.getByRole('row').filter({ hasText: WINNER.phone }).filter({ hasText: '결과가 변경' });
    await waitUntil(async () => {
      await section().getByRole('button', { name: '기록 새로 고침' }).click();
      return (await sent.count()) === 1;
    }, 'the 알림톡 in the development record');
    const text = await sent.getByRole('cell').last().innerText();
    assert.match(text, /^\[.+\] 청약 결과가 변경되었습니다\. 확인: https?:\/\/\S+\/inquiry$/);
    assert.ok(!text.includes('당첨'), 'the result itself is not in the message');
    assert.equal(await sent.getByRole('cell', { name: '알림톡' }).count(), 1);
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'messages-dev-record-1280');
  });

  test('when the provider refuses a message for good, then it shows as 실패 and the admin sends it again', async () => {
    assert.equal((await setDevMode('refuse')).status, 204);
    await page.getByRole('combobox', { name: `${REFUSED.name} 당첨 상태` }).selectOption('당첨');
    dialogs.length = 0;
    await page.getByRole('button', { name: '저장' }).click();
    await waitUntil(async () => dialogs.includes('당첨 상태가 성공적으로 저장되었습니다.'), 'the save');
    const dead = () => messageRows().filter({ hasText: '결과가 변경' }).filter({ hasText: '실패' });
    await waitUntil(async () => {
      await showMessagesOf(REFUSED.name);
      return (await dead().count()) === 1;
    }, 'the dead message');
    await dead()
      .getByRole('cell', { name: /수신 거부/ })
      .waitFor();
    await saveScreenshot(page, 'messages-dead-1280');

    assert.equal((await setDevMode('ok')).status, 204);
    await dead().getByRole('button', { name: '다시 보내기' }).click();
    await section().getByRole('status').filter({ hasText: '다시 보내도록' }).waitFor();
    const sent = () => messageRows().filter({ hasText: '결과가 변경' }).filter({ hasText: '발송' });
    await waitUntil(async () => {
      await showMessagesOf(REFUSED.name);
      return (await sent().count()) === 1;
    }, 'the message sent again');
    const log = await adminGet<{ kind: string; action: string }[]>(
      site.url,
      token,
      '/portal/admin/auditLog?kind=message',
    );
    assert.deepEqual(
      log.map((entry) => entry.action),
      ['retry'],
    );
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'messages-resent-1280');
  });

  test('when the admin pauses the round, then the section says so and a new message stays 대기 until sending resumes', async () => {
    await section().getByRole('button', { name: '이 회차 발송 일시 중지' }).click();
    await section().getByText('일시 중지됨', { exact: false }).waitFor();
    await page.getByRole('combobox', { name: `${WINNER.name} 당첨 상태` }).selectOption('예비');
    await page.getByRole('spinbutton', { name: `${WINNER.name} 예비 순번` }).fill('1');
    dialogs.length = 0;
    await page.getByRole('button', { name: '저장' }).click();
    await waitUntil(async () => dialogs.includes('당첨 상태가 성공적으로 저장되었습니다.'), 'the save');
    const waiting = () => messageRows().filter({ hasText: '결과가 변경' }).filter({ hasText: '대기' });
    await showMessagesOf(WINNER.name);
    await waiting().waitFor();
    // the worker passes every two seconds: three passes later the message still waits
    await new Promise((resolve) => setTimeout(resolve, 6000));
    await showMessagesOf(WINNER.name);
    assert.equal(await waiting().count(), 1);
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'messages-paused-1280');

    await section().getByRole('button', { name: '발송 다시 시작' }).click();
    await section().getByText('발송 상태: 발송 중').waitFor();
    await waitUntil(async () => {
      await showMessagesOf(WINNER.name);
      return (await waiting().count()) === 0;
    }, 'the waiting message sent after resuming');
    const log = await adminGet<{ action: string }[]>(site.url, token, '/portal/admin/auditLog?kind=message');
    assert.deepEqual(log.map((entry) => entry.action).slice(0, 2), ['resume', 'pause']);
  });

  test('when the admin writes a notice to the winners, then the preview shows the exact message and the count, and the confirmed notice reaches each winner once', async () => {
    const winners = (
      await allApplicants<{ winningState: string | null }>(site.url, token, await roundIdOf(DEMO_OPEN_ROUND))
    ).filter((applicant) => applicant.winningState === '당첨').length;
    assert.ok(winners >= 1);
    await section().getByRole('radio', { name: '당첨자' }).check();
    const text = '계약 장소가 관리사무소 2층으로 바뀌었습니다.\n자세한 내용은 공지사항을 확인해 주세요.';
    await section().getByRole('textbox', { name: '안내 내용' }).fill(text);
    await section().getByRole('button', { name: '미리보기' }).click();
    const heading = section().getByRole('heading', { name: '보내기 전 확인' });
    await heading.waitFor();
    await waitUntil(
      async () => heading.evaluate((node) => node === document.activeElement),
      'focus on the preview',
    );
    const confirmStep = section().getByRole('group', { name: '보내기 전 확인' });
    await confirmStep.getByText(`당첨자 ${winners}명`).waitFor();
    const shown = await confirmStep.locator('pre').innerText();
    assert.match(
      shown,
      /^\[.+\] 계약 장소가 관리사무소 2층으로 바뀌었습니다\.\n자세한 내용은 공지사항을 확인해 주세요\.$/,
    );
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'messages-notice-preview-1280');

    await confirmStep.getByRole('button', { name: `${winners}명에게 보내기` }).click();
    await section()
      .getByRole('status')
      .filter({ hasText: `당첨자 ${winners}명에게 보낼 안내를` })
      .waitFor();
    const record = section().getByRole('table', { name: '개발용 발송기가 받은 메시지' });
    const received = record.getByRole('row').filter({ hasText: '계약 장소가 관리사무소 2층으로' });
    await waitUntil(async () => {
      await section().getByRole('button', { name: '기록 새로 고침' }).click();
      return (await received.count()) === winners;
    }, 'the notice in the development record');
    assert.equal(await received.filter({ hasText: REFUSED.phone }).count(), 1);
    const log = await adminGet<{ action: string; after: { recipients: number } }[]>(
      site.url,
      token,
      '/portal/admin/auditLog?kind=message',
    );
    assert.equal(log[0]!.action, 'notice');
    assert.equal(log[0]!.after.recipients, winners);
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'messages-notice-sent-1280');
  });

  test('when the vendor fails during an outage, then at 390 px the failed messages show with their reasons and one confirmed action sends each again once', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const roundId = await roundIdOf(DEMO_OPEN_ROUND);
    const people = await allApplicants<{ id: number; name: string }>(site.url, token, roundId);
    const saveState = (name: string, winningState: string) =>
      fetch(`${site.url}/portal/admin/subscriptionApplicants`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          subscriptionId: roundId,
          statusUpdates: [{ applicantId: people.find((p) => p.name === name)!.id, winningState }],
        }),
      });
    type Dev = { idempotencyKey: string }[];
    const devBefore = await adminGet<Dev>(site.url, token, '/portal/admin/messages/dev');
    // one refused for good (실패), one meeting 500s (재시도 예정, retried by pg-boss a minute later)
    assert.equal((await setDevMode('refuse')).status, 204);
    assert.equal((await saveState(REFUSED.name, '미당첨')).status, 200);
    const failed = section().getByRole('table', { name: '실패한 메시지와 사유' });
    await failed.getByRole('cell', { name: /수신 거부/ }).waitFor();
    assert.equal((await setDevMode('fail')).status, 204);
    assert.equal((await saveState(WINNER.name, '당첨')).status, 200);
    await waitUntil(async () => {
      // the list is a 접속기록: it is read again only when asked
      await section().getByRole('button', { name: '목록 새로 고침' }).click();
      return (await failed.getByRole('cell', { name: 'HTTP 500' }).count()) === 1;
    }, 'the message meeting 500s in the list');
    assert.equal(await failed.getByRole('row').count(), 3, 'a header and two messages');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'messages-failed-390');

    // the outage ends
    assert.equal((await setDevMode('ok')).status, 204);
    await section().getByRole('button', { name: '실패한 메시지 모두 다시 보내기' }).click();
    const confirmStep = section().getByRole('group', { name: '모두 다시 보내기 전 확인' });
    await confirmStep.getByText('실패한 메시지 2건을 다시 보냅니다.', { exact: false }).waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await confirmStep.getByRole('button', { name: '2건 다시 보내기' }).click();
    const outcome = section().getByRole('status').filter({ hasText: '실패한 메시지 2건을 다시 보내도록' });
    await outcome.waitFor();
    assert.ok(await outcome.evaluate((node) => node === document.activeElement), 'focus on the outcome');
    await failed.getByRole('cell', { name: '실패한 메시지가 없습니다.' }).waitFor();

    let fresh: Dev = [];
    await waitUntil(async () => {
      const now = await adminGet<Dev>(site.url, token, '/portal/admin/messages/dev');
      fresh = now.slice(0, now.length - devBefore.length);
      return fresh.length >= 2;
    }, 'both messages delivered');
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const all = await adminGet<Dev>(site.url, token, '/portal/admin/messages/dev');
    assert.equal(all.length, devBefore.length + 2, 'each delivered once, none twice');
    assert.equal(new Set(all.map((m) => m.idempotencyKey)).size, all.length);
    const log = await adminGet<{ action: string; after: { count: number } }[]>(
      site.url,
      token,
      '/portal/admin/auditLog?kind=message',
    );
    assert.equal(log[0]!.action, 'retryFailed');
    assert.equal(log[0]!.after.count, 2);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'messages-failed-resent-390');
  });
});
