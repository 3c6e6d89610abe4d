import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { nthDialog, recordDialogs, submitThroughReview, verifyByPhone } from './support/apply-flow';
import { axeViolations, launchBrowser, newPage, saveScreenshot } from './support/browser';
import { startSite, type RunningSite } from './support/site';

// the consent's link, the lookup on a phone, and errors shown where they happen
const OPEN_ROUND = '2026년 하반기 입주자 모집';
const SUBMIT = '**/user/subscriptionApplicants';
const VIEWPORTS = [
  { label: '390 px', size: { width: 390, height: 844 }, person: ['정모바일', '01070001111'] },
  { label: '1280 px', size: { width: 1280, height: 900 }, person: ['정데스크', '01070002222'] },
] as const;

// matched by their words, whatever area the label shows beside the type
const GENERAL_15 = /청년 일반공급/;
const CONSENT = /개인정보 수집 및 이용에 동의합니다/;

/** The accessible bits of the focused element, to say where the focus is. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return {
      tag: element?.tagName.toLowerCase(),
      text: element?.textContent?.trim(),
      name: element?.getAttribute('name'),
      id: element?.id,
    };
  });

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('apply and inquiry experience at 390 and 1280 px', () => {
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

  for (const { label, size, person } of VIEWPORTS) {
    const [name, phone] = person;
    const tag = label.replace(' ', '');
    const shownPhone = phone.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3');

    test(`on ${label}: errors beside their fields, the focus moved, the countdown, answers kept past expiry, a 409 leading to the lookup cards or table`, async () => {
      const { page, context, consoleErrors } = await newPage(browser, size);
      const dialogs = recordDialogs(page);
      await page.goto(`${site.url}/apply`);
      await page.getByRole('heading', { level: 2, name: OPEN_ROUND }).waitFor();
      await verifyByPhone(page, name, phone);

      // after the verification: the form's heading has the focus and the live region says so
      const heading = page.getByRole('heading', { name: '청약 신청서' });
      await heading.waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'apply-form-title');
      await page.getByRole('status').filter({ hasText: '본인인증이 완료되었습니다.' }).waitFor();
      const countdown = page.getByText(/본인인증 남은 시간/);
      assert.match((await countdown.textContent()) ?? '', /본인인증 남은 시간 \d+분 \d+초/);
      const policy = page.getByRole('link', { name: '개인정보처리방침 (새 창 열림)' });
      assert.equal(await policy.getAttribute('href'), '/privacy#collection');
      assert.equal(await policy.getAttribute('target'), '_blank');

      // an empty submit: the spec's alert, every error beside its field, the focus on the field it names
      await page.getByRole('button', { name: '청약 신청하기' }).click();
      assert.equal(await nthDialog(dialogs, 1), '개인정보 수집 및 이용에 동의해 주세요.');
      await page.getByText('공급유형을 선택해 주세요.').waitFor();
      await page.locator('#consent-error').getByText('개인정보 수집 및 이용에 동의해 주세요.').waitFor();
      // the focus is on what the alert names: the consent, not the supply type above it
      assert.deepEqual(
        { tag: 'input', name: 'consent' },
        (({ tag, name: field }) => ({ tag, name: field }))(await focused(page)),
      );
      const general = page.getByRole('radio', { name: GENERAL_15 });
      assert.equal(await general.getAttribute('aria-invalid'), 'true');
      // the error first, then who may choose the type
      assert.equal(
        await general.getAttribute('aria-describedby'),
        'supplyType-error supplyType-GENERAL-15-hint',
      );
      assert.ok(await fitsWidth(page), 'nothing off screen on the apply form');
      await saveScreenshot(page, `apply-errors-${tag}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      assert.deepEqual(await axeViolations(page), []);

      // the verification runs out while typing (the server refuses it): the answers stay
      await general.check();
      await page.getByRole('checkbox', { name: CONSENT }).check();
      assert.equal(await page.getByText('공급유형을 선택해 주세요.').count(), 0);
      await page.route(
        SUBMIT,
        (route) =>
          route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({ message: '휴대폰 본인인증이 필요합니다.' }),
          }),
        { times: 1 },
      );
      await submitThroughReview(page);
      assert.equal(await nthDialog(dialogs, 2), '휴대폰 본인인증이 필요합니다.');
      await page.getByRole('alert').filter({ hasText: '본인인증 유효시간이 지났습니다.' }).waitFor();
      assert.equal(await general.isChecked(), true);
      assert.equal(await page.getByRole('checkbox', { name: CONSENT }).isChecked(), true);
      await saveScreenshot(page, `apply-expired-${tag}`);

      // verified again in the same window: the same answers go through
      await verifyByPhone(page, name, phone);
      await page.waitForFunction(() => document.activeElement?.id === 'apply-form-title');
      assert.equal(await general.isChecked(), true);
      // the review: the answers once more, the focus on its heading; 수정하기 goes back with them kept
      await page.getByRole('button', { name: '청약 신청하기' }).click();
      const review = page.getByRole('region', { name: '신청 내용 확인' });
      await review.getByText(GENERAL_15).waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'review-title');
      assert.equal(await page.getByRole('button', { name: '청약 신청하기' }).isVisible(), false);
      await saveScreenshot(page, `apply-review-${tag}`);
      await review.getByRole('button', { name: '수정하기' }).click();
      await page.waitForFunction(() => document.activeElement?.id === 'apply-form-title');
      assert.equal(await general.isChecked(), true);
      await submitThroughReview(page);
      assert.equal(await nthDialog(dialogs, 3), '청약 신청이 완료되었습니다.');
      await page.waitForURL(`${site.url}/apply/receipt`);
      await page.getByRole('article', { name: '청약 신청 접수증' }).waitFor();
      await saveScreenshot(page, `apply-receipt-${tag}`);

      // back on /apply: told at once that this person applied, with the 접수번호, and no form
      const receiptNumber = (
        await page.getByRole('article', { name: '청약 신청 접수증' }).locator('strong').innerText()
      ).trim();
      await page.goBack();
      await page.waitForURL(`${site.url}/apply`);
      const told = page.getByRole('region', { name: '이미 신청하셨습니다' });
      await told.getByText(receiptNumber, { exact: true }).waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'already-applied-title');
      assert.equal(await page.getByRole('button', { name: '청약 신청하기' }).count(), 0);
      assert.ok(await fitsWidth(page), 'nothing off screen on the notice');
      await saveScreenshot(page, `apply-already-applied-${tag}`);
      await told.getByRole('link', { name: '청약 신청 조회' }).click();
      // verified in this tab: the inquiry looks up on its own, no 조회 click
      await page.waitForURL(`${site.url}/inquiry`);

      const table = page.getByRole('table', { name: '청약 신청 조회 결과' });
      const card = page.getByRole('article', { name: OPEN_ROUND });
      if (size.width < 768) {
        await card.waitFor();
        assert.equal(await table.isVisible(), false);
        for (const text of [name, shownPhone, '접수중'])
          assert.ok(await card.getByText(text, { exact: true }).first().isVisible(), text);
        await card.getByText(GENERAL_15).waitFor();
        const edit = card.getByRole('link', { name: `${OPEN_ROUND} 신청 수정` });
        const cancel = card.getByRole('button', { name: `${OPEN_ROUND} 신청 취소` });
        assert.equal((await cancel.textContent())?.trim(), '신청 취소');
        for (const control of [edit, cancel]) {
          const box = (await control.boundingBox())!;
          assert.ok(box.x >= 0 && box.x + box.width <= size.width, 'the button is on screen');
          assert.ok(box.height >= 44, 'the button is a 44 px target');
        }
        // the name on one line: one letter a line would make it far taller than the phone number
        const nameBox = (await card.getByText(name, { exact: true }).boundingBox())!;
        const phoneBox = (await card.getByText(shownPhone).boundingBox())!;
        assert.ok(nameBox.height <= phoneBox.height * 1.5, 'the name does not wrap');
      } else {
        const row = table.getByRole('row', { name: new RegExp(OPEN_ROUND) });
        await row.getByText('접수중').waitFor();
        assert.equal(await card.isVisible(), false);
        await row.getByRole('button', { name: `${OPEN_ROUND} 신청 취소` }).waitFor();
      }
      assert.ok(await fitsWidth(page), 'nothing off screen on the lookup');
      await saveScreenshot(page, `inquiry-result-${tag}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(
        consoleErrors.filter((text) => !/40[149]/.test(text)),
        [],
      );
      await context.close();
    });

    test(`on ${label}: 다른 사람으로 인증 clears the verification for the next person at a shared computer`, async () => {
      const { page, context } = await newPage(browser, size);
      await page.goto(`${site.url}/apply`);
      await page.getByRole('heading', { level: 2, name: OPEN_ROUND }).waitFor();
      await verifyByPhone(page, '공용컴', '01070003333');
      await page.getByRole('radio', { name: GENERAL_15 }).check();
      await page.getByRole('button', { name: '다른 사람으로 인증' }).click();

      const verify = page.getByRole('button', { name: '휴대폰 본인인증 (새 창 열림)' });
      await verify.waitFor();
      assert.equal(await page.getByRole('form', { name: '청약 신청서' }).count(), 0);
      assert.equal(await page.evaluate(() => sessionStorage.getItem('apply-verification')), null);
      assert.equal((await focused(page)).text, '휴대폰 본인인증 (새 창 열림)');
      await page.getByRole('status').filter({ hasText: '본인인증을 지웠습니다.' }).waitFor();
      assert.ok(await fitsWidth(page));
      await saveScreenshot(page, `apply-switch-person-${tag}`);

      // the next person sees their own name, not the last one's answers
      await verifyByPhone(page, '다음사람', '01070004444');
      assert.equal(await page.getByRole('textbox', { name: '이름' }).inputValue(), '다음사람');
      assert.equal(await page.getByRole('radio', { name: GENERAL_15 }).isChecked(), false);
      await context.close();
    });
  }
});
