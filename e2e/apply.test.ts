import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  lookUp,
  nthDialog,
  receiptThenInquiry,
  recordDialogs,
  submitThroughReview,
  verifyByPhone,
} from './support/apply-flow';
import { adminGet, adminLogin } from './support/admin-api';
import { axeViolations, launchBrowser, newPage, saveScreenshot } from './support/browser';

const PHONE_390 = { width: 390, height: 844 };
const LOOKUP = '/user/subscriptionApplicants/lookup';
import { startSite, type RunningSite } from './support/site';

const OPEN_ROUND = '2026년 하반기 입주자 모집';
const CLOSED_ROUND = '2026년 상반기 입주자 모집';
const NEXT_ROUND = '2027년 상반기 입주자 모집';

describe('application, lookup, edit and cancel in Chromium (dev identity provider)', () => {
  let site: RunningSite;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  before(async () => {
    site = await startSite({ IDENTITY_PROVIDER: 'dev' });
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  after(async () => {
    await closeBrowser?.();
    await site?.stop();
  });

  async function openApply(page: Page) {
    await page.goto(`${site.url}/apply`);
    await page.getByRole('heading', { level: 2, name: OPEN_ROUND }).waitFor();
  }

  async function applyFor(page: Page, supplyType: string) {
    await page.getByRole('radio', { name: supplyType }).check();
    await page.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }).check();
    await submitThroughReview(page);
  }

  /** The 접수증 after a submit: masked identity, the answers, a receipt number, and one A4 page printed. */
  async function checkReceipt(page: Page, expected: { name: string; phone: string; supplyType: string }) {
    await page.waitForURL(`${site.url}/apply/receipt`);
    const receipt = page.getByRole('article', { name: '청약 신청 접수증' });
    await receipt.waitFor();
    const text = await receipt.innerText();
    assert.match(text, /접수번호\s+\d{4}-[0-9A-Z]+-[0-9A-Z]{4}-[0-9A-Z]{2}/);
    for (const part of [OPEN_ROUND, expected.name, expected.phone, expected.supplyType, '접수 일시'])
      assert.ok(text.includes(part), `${part} in ${text}`);
    assert.doesNotMatch(await page.locator('main').innerText(), /홍길동|1111-2222/);
    await receipt.getByRole('button', { name: '접수증 인쇄' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await saveScreenshot(page, 'apply-receipt');
    // printed by Chromium to A4: the receipt alone, on one page
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    assert.equal(pages.length, 1, 'the 접수증 prints on one A4 page');
  }

  test('when a visitor has not verified, then /apply shows only the verification button and its hint, and axe finds nothing', async () => {
    const { page, context } = await newPage(browser);
    await openApply(page);
    await page.getByRole('tab', { name: '청약 신청', selected: true }).waitFor();
    await page.getByRole('button', { name: '휴대폰 본인인증 (새 창 열림)' }).waitFor();
    await page.getByText('휴대폰 본인인증을 마치면 청약 신청서 작성 단계가 열립니다.').waitFor();
    assert.equal(await page.getByRole('radio').count(), 0);
    assert.equal(await page.getByRole('button', { name: '청약 신청하기' }).count(), 0);
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test('when the round check fails, finds nothing, then finds the round on a tab click, then each state is shown', async () => {
    const { page, context } = await newPage(browser);
    const answers = [
      { status: 500, body: JSON.stringify({ message: 'x' }) },
      { status: 204, body: '' },
    ];
    await page.route('**/api/rounds/summaries/open', async (route) => {
      const answer = answers.shift();
      if (answer) await route.fulfill({ ...answer, contentType: 'application/json' });
      else await route.continue();
    });
    // The server renders /apply with the open round: the browser asks for it on a move inside the site.
    await page.goto(`${site.url}/inquiry`, { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '청약안내' }).click();
    await page.waitForURL(`${site.url}/apply`);
    await page.getByText('서버 에러.').waitFor();
    const tab = page.getByRole('tab', { name: '청약 신청' });
    await tab.click();
    await page.getByText('현재 진행중인 청약이 없습니다.').waitFor();
    assert.equal(await page.getByRole('button', { name: /휴대폰 본인인증/ }).count(), 0);
    await tab.click();
    await page.getByRole('heading', { level: 2, name: OPEN_ROUND }).waitFor();
    await page.getByRole('button', { name: /휴대폰 본인인증/ }).waitFor();
    await context.close();
  });

  test('when a visitor verifies, applies for GENERAL-15, edits to SPECIAL-15 and cancels, then each step shows on /inquiry', async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    const dialogs = recordDialogs(page);
    await openApply(page);
    await verifyByPhone(page, '홍길동', '01011112222');

    assert.equal(await page.getByRole('textbox', { name: '이름' }).inputValue(), '홍길동');
    assert.equal(await page.getByRole('textbox', { name: '휴대폰 번호' }).inputValue(), '010-1111-2222');
    assert.deepEqual(await axeViolations(page), []);
    await saveScreenshot(page, 'apply-form');
    await applyFor(page, '15 TYPE (25.01㎡) 청년 일반공급');
    assert.equal(await nthDialog(dialogs, 1), '청약 신청이 완료되었습니다.');
    await checkReceipt(page, {
      name: '홍*동',
      phone: '010-****-2222',
      supplyType: '15 TYPE (25.01㎡) 청년 일반공급',
    });
    await receiptThenInquiry(page, site.url);

    const table = page.getByRole('table', { name: '청약 신청 조회 결과' });
    const row = table.getByRole('row', { name: new RegExp(OPEN_ROUND) });
    await row.getByText('15 TYPE (25.01㎡) 청년 일반공급').waitFor();
    await row.getByText('접수중').waitFor();
    await row.getByText('010-1111-2222').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await saveScreenshot(page, 'inquiry-result');

    await row.getByRole('link', { name: /수정/ }).click();
    await page.waitForURL(/\/apply\/edit\/\d+$/);
    const general = page.getByRole('radio', { name: '15 TYPE (25.01㎡) 청년 일반공급' });
    await general.waitFor();
    assert.equal(await general.isChecked(), true);
    await page.getByRole('radio', { name: '15 TYPE (25.01㎡) 청년 특별공급' }).check();
    await page
      .getByRole('group', { name: /소득순위/ })
      .getByRole('radio', { name: /^2순위/ })
      .check();
    await page
      .getByRole('group', { name: /지역순위/ })
      .getByRole('radio', { name: /^1순위/ })
      .check();
    await page
      .getByRole('group', { name: /차량 소유/ })
      .getByRole('radio', { name: '무' })
      .check();
    await page
      .getByRole('group', { name: /자산 기준/ })
      .getByRole('radio', { name: '충족', exact: true })
      .check();
    // from the top: axe counts controls scrolled under the fixed header as obscured
    await page.evaluate(() => window.scrollTo(0, 0));
    assert.deepEqual(await axeViolations(page), []);
    await page.getByRole('button', { name: '수정 내용 저장' }).click();
    assert.equal(await nthDialog(dialogs, 2), '청약 신청 내역이 수정되었습니다.');
    await page.waitForURL(`${site.url}/inquiry`);
    await row.getByText('15 TYPE (25.01㎡) 청년 특별공급').waitFor();

    await row.getByRole('button', { name: /신청 취소/ }).click();
    assert.equal(await nthDialog(dialogs, 3), '정말 삭제하시겠습니까? 삭제 후 복구할 수 없습니다.');
    assert.equal(await nthDialog(dialogs, 4), '신청 내역이 삭제되었습니다.');
    await page.waitForURL(`${site.url}/apply`);

    await page.goto(`${site.url}/inquiry`);
    await lookUp(page, '홍길동', '01011112222');
    await page.getByText('조회된 청약 신청 내역이 없습니다.').waitFor();
    assert.deepEqual(
      consoleErrors.filter((text) => !text.includes('404')),
      [],
    );
    await context.close();
  });

  test('when the same person comes back to /apply, then it says at once that they applied, with the 접수번호, and offers no form', async () => {
    const { page, context } = await newPage(browser);
    const dialogs = recordDialogs(page);
    await openApply(page);
    await verifyByPhone(page, '김중복', '01033334444');
    await applyFor(page, '30 TYPE (50.02㎡) 청년·신혼부부 일반공급');
    assert.equal(await nthDialog(dialogs, 1), '청약 신청이 완료되었습니다.');
    await page.waitForURL(`${site.url}/apply/receipt`);
    const receiptNumber = (
      await page.getByRole('article', { name: '청약 신청 접수증' }).locator('strong').innerText()
    ).trim();
    await receiptThenInquiry(page, site.url);

    await openApply(page); // same tab: the verification is kept for it
    const told = page.getByRole('region', { name: '이미 신청하셨습니다' });
    await told.getByText(receiptNumber, { exact: true }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'already-applied-title');
    assert.equal(await page.getByRole('form', { name: '청약 신청서' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: '청약 신청하기' }).count(), 0);
    await told.getByRole('link', { name: '청약 신청 조회' }).click();
    await page.waitForURL(`${site.url}/inquiry`);
    await page
      .getByRole('row', { name: new RegExp(OPEN_ROUND) })
      .getByText(receiptNumber)
      .waitFor();
    assert.equal(dialogs.length, 1);
    await context.close();
  });

  test('when the apply form is submitted incomplete, then the messages come in the order the spec gives', async () => {
    const { page, context } = await newPage(browser);
    const dialogs = recordDialogs(page);
    await openApply(page);
    await verifyByPhone(page, '박검증', '01055556666');
    const submit = page.getByRole('button', { name: '청약 신청하기' });

    await submit.click();
    assert.equal(await nthDialog(dialogs, 1), '개인정보 수집 및 이용에 동의해 주세요.');
    await page.getByRole('radio', { name: '15 TYPE (25.01㎡) 청년 특별공급' }).check();
    await submit.click();
    assert.equal(await nthDialog(dialogs, 2), '개인정보 수집 및 이용에 동의해 주세요.');
    await page.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }).check();
    await submit.click();
    assert.equal(await nthDialog(dialogs, 3), '모든 특별공급 항목을 선택해 주세요.');
    await page
      .getByRole('group', { name: /소득순위/ })
      .getByRole('radio', { name: /^1순위/ })
      .check();
    await page
      .getByRole('group', { name: /지역순위/ })
      .getByRole('radio', { name: /^3순위/ })
      .check();
    await page
      .getByRole('group', { name: /차량 소유/ })
      .getByRole('radio', { name: '유' })
      .check();
    await submit.click();
    assert.equal(await nthDialog(dialogs, 4), '모든 특별공급 항목을 선택해 주세요.');
    assert.equal(page.url(), `${site.url}/apply`);

    await context.close();
  });

  test('when the verified person opens /inquiry, then the form is locked to the verification and a blank lookup is refused with the spec text', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}/inquiry`);
    await verifyByPhone(page, '박검증', '01055556666');
    const name = page.getByRole('textbox', { name: '이름' });
    await name.press('End');
    await page.keyboard.type('김');
    assert.equal(await name.inputValue(), '박검증');
    const last = page.getByRole('textbox', { name: '휴대폰 번호 마지막 4자리' });
    await last.press('Backspace');
    assert.equal(await last.inputValue(), '6666');
    // no screen can send a blank lookup any more; the server still answers it with the spec's text
    const answer = await page.evaluate(async (path) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: '', phone: '' }),
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    }, LOOKUP);
    assert.equal(answer.status, 400);
    assert.match(answer.body.message, /이름, 연락처를 모두 입력해 주세요\./);
    await context.close();
  });

  test('when a closed round ended within 3 months, then the inquiry shows the win state in its colour and no edit', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}/inquiry`);
    await lookUp(page, '김민지', '01012345678');
    const row = page
      .getByRole('table', { name: '청약 신청 조회 결과' })
      .getByRole('row', { name: new RegExp(CLOSED_ROUND) });
    const state = row.getByText('당첨', { exact: true });
    await state.waitFor();
    assert.equal(await state.evaluate((element) => getComputedStyle(element).color), 'rgb(28, 78, 216)');
    await row.getByText('010-1234-5678').waitFor();
    assert.equal(await row.getByRole('button', { name: /신청 취소/ }).count(), 0);
    assert.equal(await row.getByRole('link', { name: /수정/ }).count(), 0);
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test('when a person applied in the open round and in a round closed within 3 months, then the inquiry lists both, current first', async () => {
    const { page, context } = await newPage(browser);
    const dialogs = recordDialogs(page);
    await openApply(page);
    await verifyByPhone(page, '이준호', '01023456789');
    await applyFor(page, '30 TYPE (50.02㎡) 청년·신혼부부 일반공급');
    assert.equal(await nthDialog(dialogs, 1), '청약 신청이 완료되었습니다.');
    await receiptThenInquiry(page, site.url);

    const table = page.getByRole('table', { name: '청약 신청 조회 결과' });
    const closedRow = table.getByRole('row', { name: new RegExp(CLOSED_ROUND) });
    // a waiting reserve reads the state now: 예비 1 waiting, with the place in line
    await closedRow.getByText(/^예비 1 대기/).waitFor();
    const openRow = table.getByRole('row', { name: new RegExp(OPEN_ROUND) });
    await openRow.getByText('접수중').waitFor();
    assert.deepEqual(await table.getByRole('rowheader').allTextContents(), [OPEN_ROUND, CLOSED_ROUND]);
    await context.close();
  });

  for (const [label, viewport] of [
    ['desktop', undefined],
    ['390 px', PHONE_390],
  ] as const) {
    test(`when /inquiry is opened on ${label}, then it asks for the verification first, then looks up by POST with nothing personal in any address`, async () => {
      const { page, context } = await newPage(browser, viewport);
      const lookups: { method: string; url: string; body: string | null; token: string | undefined }[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/user/subscriptionApplicants'))
          lookups.push({
            method: request.method(),
            url: request.url(),
            body: request.postData(),
            token: request.headers()['x-verification-token'],
          });
      });
      // arrives from the menu, inside one page session
      await openApply(page);
      const menu = page.getByRole('navigation', { name: '주 메뉴' });
      if (viewport) await page.getByRole('button', { name: '전체 메뉴' }).click();
      else await menu.getByRole('link', { name: '청약안내' }).hover();
      await menu.getByRole('link', { name: '청약조회' }).click();
      await page.waitForURL(`${site.url}/inquiry`);
      await page.getByRole('button', { name: '휴대폰 본인인증 (새 창 열림)' }).waitFor();
      await page.getByText('청약 신청 내역은 신청자 본인만 조회할 수 있습니다.', { exact: false }).waitFor();
      assert.equal(await page.getByRole('textbox', { name: '이름' }).count(), 0);
      assert.equal(await page.getByRole('button', { name: '조회', exact: true }).count(), 0);
      assert.deepEqual(await axeViolations(page), []);

      // verified, the results come at once (no 조회 click), take the focus and are announced
      await verifyByPhone(page, '김민지', '01012345678');
      await page.waitForFunction(() => document.activeElement?.id === 'inquiry-results-title');
      await page.getByRole('status').filter({ hasText: '청약 신청 내역 1건을 조회했습니다.' }).waitFor();
      // a table from 768 px, a card per application below
      const result = viewport
        ? page.getByRole('article', { name: CLOSED_ROUND })
        : page
            .getByRole('table', { name: '청약 신청 조회 결과' })
            .getByRole('row', { name: new RegExp(CLOSED_ROUND) });
      await result.getByText('당첨', { exact: true }).first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      assert.deepEqual(await axeViolations(page), []);
      if (viewport) {
        // the page itself does not scroll sideways
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
        await saveScreenshot(page, 'inquiry-390');
      }
      assert.ok(lookups.length > 0);
      for (const call of lookups) {
        assert.equal(call.method, 'POST');
        assert.equal(new URL(call.url).pathname, LOOKUP);
        assert.equal(new URL(call.url).search, '');
        assert.ok(call.token);
        assert.match(call.body ?? '', /"phone":"01012345678"/);
      }
      assert.equal(page.url(), `${site.url}/inquiry`);
      await context.close();
    });
  }

  test('when another person verifies, then the inquiry shows only their own (nothing), and the server refuses them the applicant', async () => {
    const applicant = await newPage(browser);
    const applicantDialogs = recordDialogs(applicant.page);
    await openApply(applicant.page);
    await verifyByPhone(applicant.page, '이신청', '01077778888');
    await applyFor(applicant.page, '15 TYPE (25.01㎡) 청년 일반공급');
    await nthDialog(applicantDialogs, 1);
    await receiptThenInquiry(applicant.page, site.url);
    const editLink = await applicant.page
      .getByRole('row', { name: new RegExp(OPEN_ROUND) })
      .getByRole('link', { name: /수정/ })
      .getAttribute('href');
    await applicant.context.close();

    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}/inquiry`);
    await lookUp(page, '다른사람', '01099990000');
    await page.getByText('조회된 청약 신청 내역이 없습니다.').waitFor();
    // the other person's verification with the applicant's name and phone: refused, nothing shown
    const answer = await page.evaluate(
      async ({ path, header }) => {
        const stored = JSON.parse(sessionStorage.getItem('apply-verification') ?? '{}') as {
          verificationToken?: string;
        };
        const res = await fetch(path, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [header]: stored.verificationToken ?? '',
          },
          body: JSON.stringify({ name: '이신청', phone: '01077778888' }),
        });
        return { status: res.status, body: (await res.json()) as object };
      },
      // the page's function runs in the browser, so the header name goes in as an argument
      { path: LOOKUP, header: VERIFICATION_HEADER },
    );
    assert.deepEqual(answer, {
      status: 403,
      body: { message: '본인인증 정보가 신청 정보와 일치하지 않습니다.' },
    });
    await context.close();

    const fresh = await newPage(browser);
    await fresh.page.goto(`${site.url}${editLink}`);
    await fresh.page
      .getByText('신청 내역을 수정하려면 신청자 본인의 휴대폰 본인인증이 필요합니다.', { exact: false })
      .waitFor();
    assert.equal(await fresh.page.getByRole('radio').count(), 0);
    await verifyByPhone(fresh.page, '이신청', '01077778888');
    const general = fresh.page.getByRole('radio', { name: '15 TYPE (25.01㎡) 청년 일반공급' });
    await general.waitFor();
    assert.equal(await general.isChecked(), true);
    await fresh.context.close();
  });
  // last: it closes the demo's open round, which the tests above apply in
  test('when no round is open, then /apply says so in its server HTML and at 390 and 1280 px leads to 청약 신청 조회 and the next round', async () => {
    const token = await adminLogin(site.url, site.adminPassword);
    const admin = (method: string, path: string, body: unknown) =>
      fetch(`${site.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const rounds = await adminGet<{ id: number; title: string }[]>(site.url, token, '/portal/subscription');
    const open = rounds.find((round) => round.title === OPEN_ROUND)!;
    assert.equal(
      (await admin('PUT', `/portal/admin/subscription/${open.id}/close`, { isClosed: true })).status,
      200,
    );
    const created = await admin('POST', '/portal/admin/subscription', {
      title: NEXT_ROUND,
      description: '',
      subscriptionType: ['GENERAL-15'],
      startTs: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      endTs: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    });
    assert.equal(created.status, 201, await created.clone().text());

    // before any script: the server's HTML already leads on
    const html = await (await fetch(`${site.url}/apply`)).text();
    for (const text of [
      '현재 진행중인 청약이 없습니다.',
      '다음 청약 안내',
      NEXT_ROUND,
      '청약 신청 조회',
      'href="/inquiry"',
    ])
      assert.ok(html.includes(text), `the /apply HTML holds "${text}"`);

    for (const [name, viewport] of [
      ['390', PHONE_390],
      ['1280', { width: 1280, height: 900 }],
    ] as const) {
      const { page, context, consoleErrors } = await newPage(browser, viewport);
      await page.goto(`${site.url}/apply`);
      await page.getByRole('status').filter({ hasText: '현재 진행중인 청약이 없습니다.' }).waitFor();
      const next = page.getByRole('region', { name: '다음 청약 안내' });
      await next.getByText(NEXT_ROUND).waitFor();
      await next.getByText(/^접수 기간: \d{4}-\d{2}-\d{2}/).waitFor();
      const links = page.getByRole('list', { name: '청약 관련 바로가기' });
      assert.equal(
        await links.getByRole('link', { name: '청약 신청 조회' }).getAttribute('href'),
        '/inquiry',
      );
      // the closed round has no draw yet: no results link
      assert.equal(await links.getByRole('link', { name: /추첨 결과 보기/ }).count(), 0);
      assert.equal(await page.getByRole('button', { name: /휴대폰 본인인증/ }).count(), 0);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
      assert.deepEqual(await axeViolations(page), []);
      await saveScreenshot(page, `apply-no-round-${name}`);
      await links.getByRole('link', { name: '청약 신청 조회' }).click();
      await page.waitForURL(`${site.url}/inquiry`);
      assert.deepEqual(consoleErrors, []);
      await context.close();
    }
  });
});
