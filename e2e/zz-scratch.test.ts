import { test } from 'node:test';
import { nthDialog, receiptThenInquiry, recordDialogs, submitThroughReview, verifyByPhone } from './support/apply-flow';
import { launchBrowser, newPage, saveScreenshot } from './support/browser';
import { startSite } from './support/site';

test('scratch', async () => {
  const site = await startSite({ IDENTITY_PROVIDER: 'dev' });
  const { browser, close } = await launchBrowser();
  try {
    const { page } = await newPage(browser);
    const dialogs = recordDialogs(page);
    await page.goto(`${site.url}/apply`);
    await page.getByRole('heading', { level: 2, name: '2026년 하반기 입주자 모집' }).waitFor();
    await verifyByPhone(page, '이신청', '01077778888');
    await page.getByRole('radio', { name: '15 TYPE (25.01㎡) 청년 일반공급' }).check();
    await page.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }).check();
    await submitThroughReview(page);
    console.log(await nthDialog(dialogs, 1));
    await receiptThenInquiry(page, site.url);
    await new Promise((r) => setTimeout(r, 4000));
    await saveScreenshot(page, 'scratch-inquiry');
    console.log(await page.locator('main').innerText());
  } finally {
    await close();
    await site.stop();
  }
});
