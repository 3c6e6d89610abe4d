import type { Page } from 'playwright-core';
import {
  authenticatorOf,
  nextCode,
  rememberAuthenticator,
  type Authenticator,
} from '../../api/test/support/admin-sign-in';

/**
 * Signs an admin in on the /login page already open, as a person would: the password, then the code of
 * the authenticator app. An admin who has not enrolled yet enrols on the page: the code is computed from
 * the setup key the page shows, and the recovery codes are kept for the test.
 */
export async function signInOnPage(
  page: Page,
  url: string,
  password: string,
  username = 'admin',
): Promise<Authenticator> {
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  const known = authenticatorOf(url, username);
  if (known) {
    await page.getByRole('heading', { name: '2단계 인증' }).waitFor();
    await page.getByLabel('인증 코드').fill(await nextCode(known));
    await page.getByRole('button', { name: '확인' }).click();
    return known;
  }
  await page.getByRole('heading', { name: '2단계 인증 등록' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  const phone: Authenticator = { secret, lastStep: -Infinity, recoveryCodes: [] };
  await page.getByLabel('인증 코드').fill(await nextCode(phone));
  await page.getByRole('button', { name: '등록' }).click();
  await page.getByRole('heading', { name: '복구 코드' }).waitFor();
  phone.recoveryCodes = await page
    .getByRole('list', { name: '복구 코드 목록' })
    .locator('code')
    .allTextContents();
  rememberAuthenticator(url, username, phone);
  await page.getByRole('button', { name: '보관했습니다. 관리자 화면으로 이동' }).click();
  return phone;
}
