import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
// xlsx is CommonJS: its functions hang off the default export under Node's ESM loader
import XLSX from 'xlsx';
import { seoulToday, toSeoulDateTimeLocal } from '@portal/shared-types/common/dates';
import {
  adminGet,
  adminLogin,
  apply,
  EXCEL_HEADERS_WITH_SPECIAL,
  type E2eApplicant,
} from './support/admin-api';
import { axeViolations, launchBrowser, newPage } from './support/browser';
import { startSite, type RunningSite } from './support/site';
import { waitUntil } from './support/wait-until';

const ROUND = 'E2E 2027년 1차 입주자 모집';
const DEMO_OPEN_ROUND = '2026년 하반기 입주자 모집';
const NOTICE = 'E2E 첨부 공지';
const ATTACHMENT = '입주자 모집 안내문.pdf';
const POPUP = 'E2E 청약 안내 팝업';
const RESOURCE = 'E2E 자료 서식';
const RESOURCE_FILE = '입주 신청서 양식.hwp';
const applicants: E2eApplicant[] = Array.from({ length: 25 }, (_, index) => ({
  name: `E2E신청자${String(index + 1).padStart(2, '0')}`,
  phone: `0105555${String(index + 1).padStart(4, '0')}`,
  supplyType: (index + 1) % 5 === 0 ? 'SPECIAL-15' : 'GENERAL-15',
}));

describe('the admin area in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let roundId: number;
  const dialogs: string[] = [];
  const downloads = mkdtempSync(path.join(tmpdir(), 'portal-admin-e2e-'));

  /** Runs an action and waits for the alert or confirm it raises (accepted). */
  async function expectDialog(message: string, action: () => Promise<unknown>) {
    dialogs.length = 0;
    await action();
    await waitUntil(
      () => dialogs.includes(message),
      `the dialog "${message}" (seen: ${dialogs.join(' | ')})`,
    );
  }

  /** The editor is a lazily loaded chunk: its editing area appears once CKEditor is ready. */
  const editorReady = (name: string) =>
    page.getByRole('textbox', { name }).and(page.locator('.ck-editor__editable')).waitFor();

  const applicantRow = (name: string) => page.getByRole('row').filter({ hasText: name });
  const stateSelect = (name: string) => page.getByRole('combobox', { name: `${name} 당첨 상태` });
  const reserveInput = (name: string) => page.getByRole('spinbutton', { name: `${name} 예비 순번` });

  before(async () => {
    site = await startSite({ IDENTITY_PROVIDER: 'dev' });
    ({ browser, close: closeBrowser } = await launchBrowser());
    token = await adminLogin(site.url, site.adminPassword);
    ({ context, page } = await newPage(browser, undefined, { activePopups: 'site' }));
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    // a page without popups: the home page opens popup windows
    await page.goto(`${site.url}/introduction`);
    await page.evaluate((value) => localStorage.setItem('adminToken', value), token);
  });
  after(async () => {
    await context?.close();
    await closeBrowser?.();
    await site?.stop();
    rmSync(downloads, { recursive: true, force: true });
  });

  test('when the admin opens /admin, then the shortcuts, the three lists and the deployed versions show', async () => {
    await page.goto(`${site.url}/admin`);
    await page.getByRole('heading', { level: 1, name: '관리자 페이지' }).waitFor();
    for (const name of ['공지사항 작성', '자료 작성', '청약 등록', '팝업 관리']) {
      await page.getByRole('navigation', { name: '관리자 바로가기' }).getByRole('link', { name }).waitFor();
    }
    await page.getByRole('heading', { name: '청약 관리' }).waitFor();
    await page.getByRole('cell', { name: DEMO_OPEN_ROUND, exact: true }).waitFor();
    // mf-board's list (loaded through federation) has the 작성자 column the dashboard's fallback lacks
    const notices = page.getByRole('table', { name: '공지사항 목록' });
    await notices.getByRole('columnheader', { name: '작성자' }).waitFor();
    await page
      .getByRole('table', { name: '자료 목록' })
      .getByRole('columnheader', { name: '작성자' })
      .waitFor();
    // 배포 버전: each remote's live version, as /mf-remotes.json names it
    const live = (await (await fetch(`${site.url}/mf-remotes.json`)).json()) as Record<
      string,
      { version: string }
    >;
    const deployed = page.getByRole('table', { name: '원격 모듈별 배포 버전' });
    for (const name of ['mf_info', 'mf_apply', 'mf_board', 'mf_admin']) {
      const row = deployed
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: name.replace('_', '-') }) });
      await row.getByRole('cell', { name: live[name]!.version }).waitFor();
    }
    assert.deepEqual(await axeViolations(page, 'main'), []);
  });

  async function fillRoundForm() {
    await page.goto(`${site.url}/admin/apply/create`);
    await page.getByRole('textbox', { name: '제목' }).fill(ROUND);
    await page.getByRole('textbox', { name: '설명' }).click();
    await page.keyboard.type('E2E 회차 설명입니다.');
    await page.getByRole('checkbox', { name: '15 TYPE (25.01㎡) 청년 일반공급' }).check();
    await page.getByRole('checkbox', { name: '15 TYPE (25.01㎡) 청년 특별공급' }).check();
    const now = Date.now();
    await page.getByLabel('시작 일시').fill(toSeoulDateTimeLocal(now - 60 * 60 * 1000));
    await page.getByLabel('종료 일시').fill(toSeoulDateTimeLocal(now + 10 * 24 * 60 * 60 * 1000));
  }

  test('when a round overlaps the open one, then 409 is explained; after closing that one, the round is created', async () => {
    await fillRoundForm();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await expectDialog('이미 진행 중인 청약이 있습니다. 기존 청약이 종료된 후 등록할 수 있습니다.', () =>
      page.getByRole('button', { name: '저장' }).click(),
    );
    await page.goto(`${site.url}/admin`);
    await expectDialog('청약이 마감되었습니다.', () =>
      page.getByRole('button', { name: `${DEMO_OPEN_ROUND} 마감`, exact: true }).click(),
    );
    await page.getByRole('button', { name: `${DEMO_OPEN_ROUND} 마감 해제` }).waitFor();
    await fillRoundForm();
    await expectDialog('청약 등록 완료!', () => page.getByRole('button', { name: '저장' }).click());
    await page.waitForURL(`${site.url}/admin`);
    const row = page.getByRole('row').filter({ hasText: ROUND });
    await row.getByRole('cell', { name: '일반15, 특공15' }).waitFor();
    assert.match(await row.innerText(), /오[전후] \d{1,2}:\d{2}/);
    const rounds = await adminGet<{ id: number; title: string }[]>(site.url, token, '/portal/subscription');
    roundId = rounds.find((round) => round.title === ROUND)!.id;
  });

  test('when 25 people apply, then the applicants view pages them by 10 and searches by name or phone', async () => {
    for (const applicant of applicants) await apply(site.url, roundId, applicant);
    await page.goto(`${site.url}/admin/subscriptionApplicants/detail`);
    await page.getByRole('button', { name: `${ROUND} 신청자 보기` }).click();
    const table = page.getByRole('table', { name: `${ROUND} 신청자 목록` });
    await table.getByText('E2E신청자01').waitFor();
    assert.equal(await table.getByRole('row').count(), 11);
    const pager = page.getByRole('navigation', { name: `${ROUND} 신청자 페이지` });
    await pager.getByRole('button', { name: '3 페이지' }).click();
    await waitUntil(async () => (await table.getByRole('row').count()) === 6, 'page 3 with 5 applicants');
    const search = page.getByRole('searchbox', { name: '이름 또는 연락처' });
    await search.fill('e2e신청자1');
    await search.press('Enter');
    await waitUntil(async () => (await table.getByRole('row').count()) === 11, 'the 10 names with 신청자1');
    await search.fill('55550025');
    await search.press('Enter');
    await waitUntil(async () => (await table.getByRole('row').count()) === 2, 'one phone match');
    await table.getByText('E2E신청자25').waitFor();
    await search.fill('');
    await search.press('Enter');
    await waitUntil(async () => (await table.getByRole('row').count()) === 11, 'the reset list');
  });

  test('when winning states are edited, then missing and duplicate numbers block the save, and saved states stay after reload', async () => {
    const save = page.getByRole('button', { name: '저장' });
    assert.equal(await save.isDisabled(), true);
    await stateSelect('E2E신청자01').selectOption('당첨');
    await stateSelect('E2E신청자02').selectOption('예비');
    await page.getByRole('alert').filter({ hasText: '모든 예비 당첨자의 예비 순번을 입력하세요.' }).waitFor();
    assert.equal(await save.isDisabled(), true);
    await stateSelect('E2E신청자02').selectOption('미당첨');
    assert.equal(await reserveInput('E2E신청자02').count(), 0);
    // each supply type has its own reserve queue: 05 (특별공급) may hold 1 beside 03 (일반공급), 06 may not
    for (const [name, number] of [
      ['E2E신청자03', '1'],
      ['E2E신청자04', '2'],
      ['E2E신청자05', '1'],
    ] as const) {
      await stateSelect(name).selectOption('예비');
      await reserveInput(name).fill(number);
    }
    assert.equal(await page.getByRole('alert').count(), 0);
    await stateSelect('E2E신청자06').selectOption('예비');
    await reserveInput('E2E신청자06').fill('2');
    await page
      .getByRole('alert')
      .filter({ hasText: '예비 순번이 중복되었습니다. 중복된 순번을 수정하세요.' })
      .waitFor();
    assert.equal(await save.isDisabled(), true);
    await stateSelect('E2E신청자06').selectOption('미당첨');
    await reserveInput('E2E신청자05').fill('3');
    await expectDialog('당첨 상태가 성공적으로 저장되었습니다.', () => save.click());

    await page.reload();
    await page.getByRole('button', { name: `${ROUND} 신청자 보기` }).click();
    await applicantRow('E2E신청자01').waitFor();
    assert.equal(await stateSelect('E2E신청자01').inputValue(), 'won');
    assert.equal(await stateSelect('E2E신청자02').inputValue(), 'notWon');
    assert.equal(await reserveInput('E2E신청자03').inputValue(), '1');
    assert.equal(await reserveInput('E2E신청자04').inputValue(), '2');
    assert.equal(await reserveInput('E2E신청자05').inputValue(), '3');
  });

  test('when the applicants are exported, then the workbook holds the sheet, headers and every row', async () => {
    // every export records its reason (사유) with the rows the server sent
    await page.getByRole('textbox', { name: '다운로드 사유' }).fill('계약 안내 연락');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '엑셀 다운로드' }).click(),
    ]);
    // the round (without spaces) and the day of the export
    assert.match(download.suggestedFilename(), /^청약신청자_E2E2027년1차입주자모집_\d{8}\.xlsx$/);
    const file = path.join(downloads, 'export.xlsx');
    await download.saveAs(file);
    const book = XLSX.read(readFileSync(file));
    assert.deepEqual(book.SheetNames, ['신청자목록']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['신청자목록']!, { header: 1 });
    // the spec's columns, then once results exist the state now beside them (issue 38's columns)
    assert.deepEqual(rows[0], [
      ...EXCEL_HEADERS_WITH_SPECIAL,
      '추첨결과',
      '현재상태',
      '서류',
      '적격',
      '제출기한',
      '계약',
    ]);
    assert.equal(rows.length, 26);
    const byName = (name: string) => rows.find((row) => row[0] === name)!;
    assert.deepEqual(byName('E2E신청자03').slice(1, 6), [
      '010-5555-0003',
      '15평 청년 일반공급',
      seoulToday(new Date()),
      '예비',
      1,
    ]);
    assert.deepEqual(byName('E2E신청자01').slice(4, 6), ['당첨', '-']);
    assert.match(String(byName('E2E신청자05')[10]), /^\d{4}-[0-9A-Z]+-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    assert.deepEqual(byName('E2E신청자05').slice(2, 10), [
      '15평 청년 특별공급',
      seoulToday(new Date()),
      '예비',
      3,
      1,
      2,
      '무',
      'O',
    ]);
  });

  test('when the round is closed and reopened from the dashboard, then each change is confirmed', async () => {
    await page.goto(`${site.url}/admin`);
    await expectDialog('청약이 마감되었습니다.', () =>
      page.getByRole('button', { name: `${ROUND} 마감`, exact: true }).click(),
    );
    await expectDialog('청약이 마감 해제되었습니다.', () =>
      page.getByRole('button', { name: `${ROUND} 마감 해제` }).click(),
    );
    await page.getByRole('button', { name: `${ROUND} 마감`, exact: true }).waitFor();
    await page.getByRole('button', { name: `${ROUND} 신청자` }).click();
    await page
      .getByRole('table', { name: `${ROUND} 신청자 목록` })
      .getByText('E2E신청자01')
      .waitFor();
  });

  test('when a notice with a Korean-named attachment is created, edited and deleted, then each step is confirmed', async () => {
    // the dashboard's shortcut (the admin menu has a link of the same name)
    await page
      .getByRole('navigation', { name: '관리자 바로가기' })
      .getByRole('link', { name: '공지사항 작성' })
      .click();
    await page.getByRole('textbox', { name: '제목' }).fill(NOTICE);
    await page.getByRole('textbox', { name: '내용' }).click();
    await page.keyboard.type('첨부파일이 있는 공지입니다.');
    await page.getByLabel('첨부파일').setInputFiles({
      name: ATTACHMENT,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% e2e\n'),
    });
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await expectDialog('공지사항 등록 완료!', () => page.getByRole('button', { name: '저장' }).click());
    await page.waitForURL(`${site.url}/admin`);
    const page0 = await adminGet<{ content: { id: number; title: string }[] }>(
      site.url,
      token,
      '/api/notices?page=0&size=100',
    );
    const noticeId = page0.content.find((notice) => notice.title === NOTICE)!.id;
    const stored = await adminGet<{ fileUrl: Record<string, string> }>(
      site.url,
      token,
      `/portal/notice/${noticeId}`,
    );
    assert.deepEqual(Object.keys(stored.fileUrl), [ATTACHMENT]);

    await page.getByRole('link', { name: `${NOTICE} 수정` }).click();
    await page.getByRole('button', { name: `${ATTACHMENT} 삭제` }).click();
    await page.getByRole('textbox', { name: '제목' }).fill(`${NOTICE} (수정)`);
    await expectDialog('공지사항 수정 완료!', () => page.getByRole('button', { name: '저장' }).click());
    await page.waitForURL(`${site.url}/admin`);
    const edited = await adminGet<{ title: string; fileUrl: Record<string, string> }>(
      site.url,
      token,
      `/portal/notice/${noticeId}`,
    );
    assert.equal(edited.title, `${NOTICE} (수정)`);
    assert.deepEqual(edited.fileUrl, {});

    await expectDialog('삭제 완료.', () =>
      page.getByRole('button', { name: `${NOTICE} (수정) 삭제` }).click(),
    );
    assert.ok(dialogs.includes('정말 삭제하시겠습니까?'));
    await page.getByRole('link', { name: `${NOTICE} (수정)`, exact: true }).waitFor({ state: 'detached' });
  });

  test('when a resource with a Korean-named file is created, then /notice/resources lists it, and the dashboard deletes it', async () => {
    await page.goto(`${site.url}/admin`);
    await page
      .getByRole('navigation', { name: '관리자 바로가기' })
      .getByRole('link', { name: '자료 작성' })
      .click();
    await page.waitForURL(`${site.url}/admin/resource/new`);
    await page.getByRole('textbox', { name: '제목' }).fill(RESOURCE);
    await editorReady('내용');
    // the editor's own interface is Korean too
    await page.getByRole('button', { name: /^굵게/ }).waitFor();
    await page.getByRole('button', { name: /^실행 취소/ }).waitFor();
    await page.getByRole('textbox', { name: '내용' }).click();
    await page.keyboard.type('입주 신청서 양식을 내려받으세요.');
    await page.getByLabel('첨부파일').setInputFiles({
      name: RESOURCE_FILE,
      mimeType: 'application/x-hwp',
      buffer: Buffer.from('HWP e2e'),
    });
    await page.getByText(RESOURCE_FILE).waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await expectDialog('자료 저장 완료!', () => page.getByRole('button', { name: '저장' }).click());
    await page.waitForURL(`${site.url}/admin`);

    await page.goto(`${site.url}/notice/resources`);
    await page.getByRole('link', { name: RESOURCE, exact: true }).click();
    // listed open on the detail page
    await page
      .getByRole('region', { name: '첨부파일 (1)' })
      .getByRole('link', { name: new RegExp(RESOURCE_FILE) })
      .waitFor();

    await page.goto(`${site.url}/admin`);
    await expectDialog('삭제 완료.', () => page.getByRole('button', { name: `${RESOURCE} 삭제` }).click());
    assert.ok(dialogs.includes('정말 삭제하시겠습니까?'));
    await page.getByRole('link', { name: RESOURCE, exact: true }).waitFor({ state: 'detached' });
    await page.goto(`${site.url}/notice/resources`);
    // the list has loaded once a demo resource shows
    await page.getByRole('table').first().getByRole('link').first().waitFor();
    assert.equal(await page.getByRole('link', { name: RESOURCE, exact: true }).count(), 0);
  });

  test('when a popup is created, then it is listed as 활성 and opens on the home page', async () => {
    await page.goto(`${site.url}/admin/popup`);
    await page.getByRole('table').first().waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await page.getByRole('link', { name: '팝업 등록' }).click();
    await page.getByRole('textbox', { name: '제목' }).fill(POPUP);
    await page.getByRole('textbox', { name: '내용' }).fill('청약 접수가 진행 중입니다.');
    const today = seoulToday(new Date());
    await page.getByLabel('시작일').fill(today);
    await page.getByLabel('종료일').fill(today);
    await page.getByRole('region', { name: '미리보기' }).getByText('청약 접수가 진행 중입니다.').waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await expectDialog('팝업이 등록되었습니다!', () => page.getByRole('button', { name: '저장' }).click());
    const row = page.getByRole('row').filter({ hasText: POPUP });
    await row.getByRole('cell', { name: '활성', exact: true }).waitFor();
    const popups = await adminGet<{ id: number; title: string }[]>(site.url, token, '/api/portal/popup');
    const popupId = popups.find((popup) => popup.title === POPUP)!.id;

    const active = (await (await fetch(`${site.url}/api/portal/popup/active`)).json()) as { id: number }[];
    const home = await context.newPage();
    await home.goto(`${site.url}/`);
    const windowOf = (id: number) => context.pages().find((opened) => opened.url().endsWith(`/popup/${id}`));
    await waitUntil(() => windowOf(popupId) !== undefined, `the popup window /popup/${popupId}`);
    // Home opens a window for every active popup, one per task. A window still opening when the context
    // closes hung Playwright's close in CI (this file ran into the 600 s limit), so all of them are waited
    // for and closed here.
    await waitUntil(() => active.every((popup) => windowOf(popup.id)), 'a window for every active popup');
    for (const popup of active) await windowOf(popup.id)!.close();
    await home.close();
  });
});
