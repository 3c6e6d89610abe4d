import assert from 'node:assert/strict';
import type { Dialog, Page } from 'playwright-core';

/** Texts of the browser dialogs a page showed, in order; alerts are dismissed and confirms accepted. */
export function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/** Waits until `count` dialogs were shown and returns the last one. */
export async function nthDialog(dialogs: string[], count: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (dialogs.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} dialogs, saw ${JSON.stringify(dialogs)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return dialogs[count - 1]!;
}

/**
 * Phone verification with the dev provider: the button opens the identity window, the tester types
 * name and phone there, and the window posts back and closes.
 */
export async function verifyByPhone(page: Page, name: string, phone: string): Promise<void> {
  const [identityWindow] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: /휴대폰 본인인증/ }).click(),
  ]);
  await identityWindow.getByRole('heading', { name: '테스트용 본인인증' }).waitFor();
  await identityWindow.getByLabel('이름').fill(name);
  await identityWindow.getByLabel('휴대폰 번호 (숫자만)').fill(phone);
  await Promise.all([
    identityWindow.waitForEvent('close'),
    identityWindow.getByRole('button', { name: '인증 완료' }).click(),
  ]);
}

/**
 * The inquiry as a verified person: verifies in this tab when /inquiry asks for it (a tab that applied
 * is verified already) and checks that the form shows that name and phone locked. The page looks up on
 * its own once verified; only a page already showing results is asked again with 조회 (each lookup
 * counts against the server's per-minute limit, so none is made twice).
 */
export async function lookUp(page: Page, name: string, phone: string): Promise<void> {
  const verify = page.getByRole('button', { name: '휴대폰 본인인증 (새 창 열림)' });
  const form = page.getByRole('form', { name: '청약 신청 조회' });
  await verify.or(form).first().waitFor();
  const shown = await page.getByRole('heading', { name: '청약 신청 조회 결과' }).isVisible();
  if (await verify.isVisible()) await verifyByPhone(page, name, phone);
  const nameBox = form.getByRole('textbox', { name: '이름' });
  assert.equal(await nameBox.inputValue(), name);
  assert.equal(await nameBox.getAttribute('readonly'), '');
  const parts = await Promise.all(
    ['휴대폰 번호 앞 3자리', '휴대폰 번호 가운데 자리', '휴대폰 번호 마지막 4자리'].map((label) =>
      form.getByRole('textbox', { name: label }).inputValue(),
    ),
  );
  assert.equal(parts.join(''), phone);
  if (shown) await form.getByRole('button', { name: '조회', exact: true }).click();
}

/** Sends the filled apply form through its review: 청약 신청하기, then 이대로 신청하기. */
export async function submitThroughReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: '청약 신청하기' }).click();
  await page.getByRole('heading', { name: '신청 내용 확인' }).waitFor();
  await page.getByRole('button', { name: '이대로 신청하기' }).click();
}

/** After a submission: the 접수증, then on to /inquiry by its link, inside the same page session. */
export async function receiptThenInquiry(page: Page, siteUrl: string): Promise<void> {
  await page.waitForURL(`${siteUrl}/apply/receipt`);
  await page.getByRole('article', { name: '청약 신청 접수증' }).waitFor();
  await page.getByRole('link', { name: '청약 신청 조회' }).click();
  await page.waitForURL(`${siteUrl}/inquiry`);
}
