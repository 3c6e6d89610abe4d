// After the draw in Chromium: winners hand in their documents on /inquiry at 390 px, the admin reviews
// them at 1280 px, a winner gives up, the next reserve is called and hands in theirs, and the public draw
// page lists the call-up; then a winner found 부적격 files a 소명 the admin rejects (the place waits until
// then), and the one who gave up and a waiting reserve read their state now and what comes next at 390
// and 1280 px. Each person keeps one page session; every step is
// screenshot and axe-checked.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RoundDrawInfo } from '../shared-types/src/draw/draw-api.schema';
import { relayEnv, signingChain, startDrandRelay, type DrandRelay } from '../api/test/support/drand-relay';
import { adminLogin, apply } from './support/admin-api';
import { lookUp, recordDialogs } from './support/apply-flow';
import { axeViolations, launchBrowser, newPage, saveScreenshot } from './support/browser';
import { startSite, type RunningSite } from './support/site';

const repoRoot = path.resolve(import.meta.dirname, '..');
const ROUND = 'E2E 하반기 추가 모집';
const DEMO_OPEN_ROUND = '2026년 하반기 입주자 모집';
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };
const people = Array.from({ length: 5 }, (_, index) => ({
  name: `서류${index + 1}`,
  phone: `0108888000${index + 1}`,
  supplyType: 'GENERAL-15' as const,
}));
type Person = (typeof people)[number];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function api(site: RunningSite, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${site.url}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : ((await res.json()) as unknown);
}

/** The Seoul wall clock `days` from now, as a datetime-local input takes it. */
const seoulLocal = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 16);

async function checked(page: Page, name: string) {
  await saveScreenshot(page, `after-draw-${name}`);
  // at the top, as the other browser tests check: nothing sits under the sticky header then
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.deepEqual(await axeViolations(page), [], name);
}

/** Waits for the element, then until it holds the focus (moved there once the try settles). */
async function focused(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.waitFor();
  const handle = await locator.elementHandle();
  await page.waitForFunction((element) => element === document.activeElement, handle);
}

describe('after the draw in Chromium', () => {
  const chain = signingChain(Math.floor(Date.now() / 1000) - 24 * 3600);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-after-draw-e2e-'));
  let relay: DrandRelay;
  let site: RunningSite;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  const contexts: BrowserContext[] = [];
  let admin: Page;
  let roundId: number;
  const states = new Map<string, { state: string; receiptNumber: string }>();
  let winners: Person[] = [];
  let firstReserve: Person;
  let secondReserve: Person;
  const pages = new Map<Person, Page>();

  const open = async (viewport: { width: number; height: number }) => {
    const { context, page } = await newPage(browser, viewport);
    contexts.push(context);
    return page;
  };
  /** The person's own page session (390 px unless said): verified once, then 조회 again on each visit (it asks the server anew). */
  const inquiry = async (person: Person, viewport = PHONE) => {
    let page = pages.get(person);
    if (!page) {
      page = await open(viewport);
      pages.set(person, page);
      await page.goto(`${site.url}/inquiry`);
    }
    await lookUp(page, person.name, person.phone);
    const section = page.getByRole('region', { name: `${ROUND} 진행 상황` });
    await section.waitFor();
    return { page, section };
  };
  const step = (section: ReturnType<Page['getByRole']>, title: string) =>
    section
      .getByRole('list', { name: `${ROUND} 진행 상황` })
      .getByRole('listitem')
      .filter({ hasText: title });

  before(async () => {
    relay = await startDrandRelay(chain);
    execFileSync(process.execPath, [path.join(repoRoot, 'api/dist/admin.js'), 'create', 'admin'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'e2e-operator-password' },
      stdio: 'pipe',
    });
    site = await startSite(relayEnv(relay, chain), dataDir);
    ({ browser, close: closeBrowser } = await launchBrowser());
    const token = await adminLogin(site.url, site.adminPassword);
    const rounds = (await (await fetch(`${site.url}/portal/subscription`)).json()) as {
      id: number;
      title: string;
    }[];
    const demo = rounds.find((round) => round.title === DEMO_OPEN_ROUND)!;
    await api(site, token, 'PUT', `/portal/admin/subscription/${demo.id}/close`, { isClosed: true });
    // a round of three winners and two reserves, drawn on the local chain's beacon right after it closes
    roundId = (
      (await api(site, token, 'POST', '/portal/admin/subscription', {
        title: ROUND,
        description: '',
        subscriptionType: ['GENERAL-15'],
        startTs: new Date(Date.now() - 3_600_000).toISOString(),
        endTs: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        supply: { 'GENERAL-15': { winners: 3, reserves: 2 } },
        drawPlan: { delayHours: 0, witnessedDigits: null },
      })) as { id: number }
    ).id;
    for (const person of people) await apply(site.url, roundId, person);
    await api(site, token, 'PUT', `/portal/admin/subscription/${roundId}/close`, { isClosed: true });
    const info = (await (
      await fetch(`${site.url}/portal/subscription/${roundId}/draw`)
    ).json()) as RoundDrawInfo;
    while (Date.now() < Date.parse(info.beacon!.at) + 500)
      await new Promise((resolve) => setTimeout(resolve, 200));
    await api(site, token, 'POST', `/portal/admin/subscription/${roundId}/draw`);
    const applicants = (
      (await api(site, token, 'GET', `/portal/admin/subscriptionApplicants/${roundId}?size=100`)) as {
        items: { name: string; winningState: string; receiptNumber: string }[];
      }
    ).items;
    for (const row of applicants)
      states.set(row.name, { state: row.winningState, receiptNumber: row.receiptNumber });
    winners = people.filter((person) => states.get(person.name)?.state === '당첨');
    firstReserve = people.find((person) => states.get(person.name)?.state === '예비 1')!;
    secondReserve = people.find((person) => states.get(person.name)?.state === '예비 2')!;
    assert.equal(winners.length, 3);
    assert.ok(firstReserve && secondReserve);

    admin = await open(DESK);
    recordDialogs(admin);
    await admin.goto(`${site.url}/introduction`);
    await admin.evaluate((value) => localStorage.setItem('adminToken', value), token);
  });
  after(async () => {
    for (const context of contexts) await context.close();
    await closeBrowser?.();
    await site?.stop();
    await relay?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('when the admin sets the 서류 제출 기한 from the applicants screen, then the review screen lists every winner', async () => {
    await admin.goto(`${site.url}/admin/subscriptionApplicants/detail`);
    await admin.getByRole('link', { name: `${ROUND} 서류 검토` }).click();
    await admin.waitForURL(`${site.url}/admin/apply/review/${roundId}`);
    await admin.getByRole('heading', { name: `${ROUND} 서류 검토` }).waitFor();
    await admin.getByLabel('서류 제출 기한', { exact: true }).fill(seoulLocal(7));
    await admin.getByRole('button', { name: '저장', exact: true }).click();
    await admin.getByRole('status').filter({ hasText: '저장했습니다.' }).waitFor();
    const queue = admin.getByRole('table', { name: /검토 대상 목록/ });
    for (const winner of winners)
      await queue
        .getByRole('row')
        .filter({ hasText: states.get(winner.name)!.receiptNumber })
        .getByText('당첨(서류 요청)')
        .waitFor();
    await checked(admin, 'admin-settings');
  });

  test('when a winner uploads, one file is refused by name and 제출 names what is missing, then after the rest the documents are submitted', async () => {
    const winner = winners[0]!;
    const { page, section } = await inquiry(winner);
    await step(section, '추첨 결과').getByText('당첨').first().waitFor();
    await step(section, '서류 제출').getByText('제출 대기').waitFor();
    await checked(page, 'applicant-checklist');

    // an iPhone photo is refused in the browser, before any upload, with how to get a JPG
    await section.getByLabel('신분증 사본 파일 올리기').setInputFiles({
      name: 'IMG_0001.HEIC',
      mimeType: 'image/heic',
      buffer: Buffer.from('not sent'),
    });
    await focused(page, section.getByRole('alert').filter({ hasText: "포맷에서 '높은 호환성'" }));
    await section.getByLabel('신분증 사본 파일 올리기').setInputFiles(png('신분증.png'));
    // the upload's result takes the focus and the row's polite live region says it; the refusal is gone
    await focused(page, section.getByRole('status').filter({ hasText: '신분증.png를 올렸습니다.' }));
    assert.equal(await section.getByRole('alert').count(), 0);
    await checked(page, 'applicant-uploaded');
    await section.getByLabel('주민등록표 등본 파일 올리기').setInputFiles(pdf('등본.pdf'));
    await focused(page, section.getByRole('status').filter({ hasText: '등본.pdf를 올렸습니다.' }));
    // a renamed file is refused by its bytes, with the server's message naming it
    await section.getByLabel('가족관계증명서 파일 올리기').setInputFiles({
      name: '가족관계.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf at all'),
    });
    const refused = section
      .getByRole('alert')
      .filter({ hasText: '가족관계.pdf은(는) PDF, JPG, PNG 파일만 올릴 수 있습니다.' });
    await refused.waitFor();
    assert.equal(await refused.evaluate((element) => element === document.activeElement), true);
    await section.getByText('신분증.png (1KB) · 검토 전').waitFor();
    await section.getByText('등본.pdf (1KB) · 검토 전').waitFor();
    await checked(page, 'applicant-refused-file');

    await section.getByRole('button', { name: '서류 제출', exact: true }).click();
    const summary = section.getByRole('alert').filter({ hasText: '제출하지 않은 필수 서류가 있습니다.' });
    await summary.waitFor();
    assert.equal(await summary.evaluate((element) => element === document.activeElement), true);
    assert.deepEqual(await summary.getByRole('listitem').allTextContents(), [
      '가족관계증명서',
      '무주택 서약서',
    ]);
    await checked(page, 'applicant-missing-items');

    await section.getByLabel('가족관계증명서 파일 올리기').setInputFiles(pdf('가족관계.pdf'));
    await section.getByText('가족관계.pdf (1KB) · 검토 전').waitFor();
    // the good file clears the row's old refusal
    await focused(page, section.getByRole('status').filter({ hasText: '가족관계.pdf를 올렸습니다.' }));
    assert.equal(await refused.count(), 0);
    await section.getByLabel('무주택 서약서 파일 올리기').setInputFiles(pdf('서약서.pdf'));
    await section.getByText('서약서.pdf (1KB) · 검토 전').waitFor();
    await section.getByRole('button', { name: '서류 제출', exact: true }).click();
    await section
      .getByRole('status')
      .filter({ hasText: '서류를 제출했습니다. 진행상태: 제출 완료' })
      .waitFor();
    await step(section, '적격 심사').getByText('제출 완료').waitFor();
    assert.equal(await section.getByLabel(/파일 올리기$/).count(), 0, 'submitted documents are locked');
    await checked(page, 'applicant-submitted');
  });

  test('when the admin asks for a fix of the ID, then the applicant reads why and replaces the file', async () => {
    const winner = winners[0]!;
    await admin.getByRole('button', { name: '다시 불러오기' }).click();
    await admin
      .getByRole('button', { name: `${states.get(winner.name)!.receiptNumber} ${winner.name} 검토` })
      .click();
    const review = admin.getByRole('region', {
      name: `${states.get(winner.name)!.receiptNumber} ${winner.name} 서류 검토`,
    });
    const image = admin.getByRole('img', { name: '신분증.png 미리보기' });
    await image.waitFor();
    assert.equal(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth), 1);
    assert.match((await image.getAttribute('src')) ?? '', /^blob:/);
    await checked(admin, 'admin-review');
    await review.getByRole('button', { name: '신분증.png 보완 요청' }).click();
    const fix = admin.getByRole('form', { name: '신분증.png 보완 요청' });
    await fix.getByRole('button', { name: '보완 요청 보내기' }).click();
    // the reason's own message, read with the reason's field, which takes the focus
    const fixReason = fix.getByLabel('보완 요청 사유 (필수)');
    await focused(admin, fixReason);
    await fix.getByText('보완 요청 사유를 입력해 주세요.').waitFor();
    assert.equal(await fixReason.getAttribute('aria-invalid'), 'true');
    await fixReason.fill('주민등록번호 뒷자리를 가리고 다시 올려 주세요.');
    await fix.getByLabel('새 제출 기한 (선택)').fill(seoulLocal(10));
    await fix.getByRole('button', { name: '보완 요청 보내기' }).click();
    await review.getByText('사유: 주민등록번호 뒷자리를 가리고 다시 올려 주세요.').waitFor();
    await checked(admin, 'admin-fix-asked');

    const { page, section } = await inquiry(winner);
    const documents = step(section, '서류 제출');
    await documents.getByText('보완 요청', { exact: true }).waitFor();
    await documents.getByText('보완 요청 사유: 주민등록번호 뒷자리를 가리고 다시 올려 주세요.').waitFor();
    await checked(page, 'applicant-fix-asked');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      section.getByRole('button', { name: '신분증.png 바꾸기' }).click(),
    ]);
    await chooser.setFiles(png('신분증-가림.png'));
    await section.getByText('신분증-가림.png (1KB) · 검토 전').waitFor();
    // the new file is taken first, then the old one is removed
    await section.getByText(/^신분증\.png \(/).waitFor({ state: 'detached' });
    await section.getByRole('button', { name: '서류 제출', exact: true }).click();
    await section.getByRole('status').filter({ hasText: '서류를 제출했습니다.' }).waitFor();
    await checked(page, 'applicant-replaced');
  });

  test('when the admin accepts every file, decides 적격 and sets the 계약 안내, then the winner sees when, where and what to bring', async () => {
    const winner = winners[0]!;
    await admin.getByRole('button', { name: '다시 불러오기' }).click();
    await admin.getByRole('img', { name: '신분증-가림.png 미리보기' }).waitFor();
    for (const name of ['신분증-가림.png', '등본.pdf', '가족관계.pdf', '서약서.pdf']) {
      await admin.getByRole('button', { name: `${name} 적격` }).click();
      await admin
        .getByRole('button', { name: `${name} 적격` })
        .and(admin.locator(':disabled'))
        .waitFor();
    }
    await admin.getByRole('radio', { name: '적격', exact: true }).check();
    await admin.getByRole('button', { name: '결정 저장' }).click();
    await admin.getByText(/^적격 · admin ·/).waitFor();
    await admin.getByRole('button', { name: '계약 완료' }).waitFor();
    // the review's 처리 이력: every move so far, oldest first, in Korean, with who made it
    const history = admin.getByRole('table', { name: /^처리 이력/ });
    await history.getByRole('rowheader', { name: '적격', exact: true }).waitFor();
    assert.deepEqual(await history.getByRole('rowheader').allTextContents(), [
      '서류 제출',
      '보완 요청',
      '서류 제출',
      '적격',
    ]);
    assert.deepEqual(
      (await history.getByRole('row').allTextContents()).slice(1).map((row) => row.includes('(신청자)')),
      [true, false, true, false],
    );
    await history.scrollIntoViewIfNeeded();
    await saveScreenshot(admin, 'after-draw-admin-history');
    await admin.getByLabel('계약일').fill('2026-12-20');
    await admin.getByLabel('계약 시간').fill('오전 10시 ~ 오후 4시');
    await admin.getByLabel('계약 장소').fill('단지 관리사무소 2층 계약실');
    await admin.getByLabel('준비물').fill('신분증, 도장, 계약금 입금 확인증');
    await admin.getByRole('button', { name: '저장', exact: true }).click();
    await admin.getByRole('status').filter({ hasText: '저장했습니다.' }).waitFor();
    await checked(admin, 'admin-eligible-contract');

    const { page, section } = await inquiry(winner);
    await step(section, '적격 심사').getByText('적격', { exact: true }).waitFor();
    const contract = step(section, '계약');
    for (const line of [
      '계약일 2026-12-20',
      '시간 오전 10시 ~ 오후 4시',
      '장소 단지 관리사무소 2층 계약실',
      '준비물 신분증, 도장, 계약금 입금 확인증',
    ])
      await contract.getByText(line).waitFor();
    assert.equal(await contract.getAttribute('aria-current'), 'step');
    await checked(page, 'applicant-contract-notice');
  });

  test('when the second winner gives up in the dialog, then the place opens for the first reserve, whom the admin calls with one confirmation', async () => {
    const quitter = winners[1]!;
    const { page, section } = await inquiry(quitter);
    const giveUp = section.getByRole('button', { name: `${ROUND} 당첨 포기` });
    await giveUp.click();
    const dialog = page.getByRole('alertdialog', { name: '당첨을 포기하시겠습니까?' });
    await dialog.waitFor();
    assert.equal(
      await dialog.getByRole('button', { name: '취소' }).evaluate((el) => el === document.activeElement),
      true,
    );
    await checked(page, 'applicant-give-up-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await giveUp.evaluate((element) => element === document.activeElement), true);
    await giveUp.click();
    await dialog.getByRole('button', { name: '포기합니다' }).click();
    await step(section, '계약').getByText('포기', { exact: true }).waitFor();
    await section
      .getByRole('region', { name: '현재 상태: 포기' })
      .getByText('제출할 서류는 없습니다.')
      .waitFor();
    // the 포기 button is gone with the state it belonged to: focus is on the new state, not lost to the page
    await page.waitForFunction(() => document.activeElement?.textContent === '현재 상태: 포기');
    await checked(page, 'applicant-given-up');

    await admin.getByRole('button', { name: '다시 불러오기' }).click();
    const panel = admin.getByRole('region', { name: '예비 호출' });
    const reserve = states.get(firstReserve.name)!;
    const callButton = panel.getByRole('button', {
      name: `예비 1 ${firstReserve.name} (${reserve.receiptNumber}) 호출`,
    });
    await callButton.waitFor();
    await panel.getByText('당첨자 계약 포기').waitFor();
    await checked(admin, 'admin-vacancy');
    await callButton.click();
    await panel
      .getByRole('status')
      .filter({ hasText: `예비 1 (${reserve.receiptNumber})을(를) 호출했습니다.` })
      .waitFor();
    await panel.getByRole('table', { name: '지난 예비 호출' }).getByText(reserve.receiptNumber).waitFor();
    await checked(admin, 'admin-reserve-called');
  });

  test('when the called reserve looks up, then they read 예비 1 → 당첨(추가), upload, and the public draw page lists the call-up', async () => {
    // the reserve uses a desktop (1280 px): the upload says its result there too
    const { page, section } = await inquiry(firstReserve, DESK);
    await step(section, '추첨 결과').getByText('예비 1 → 당첨(추가)').waitFor();
    await step(section, '서류 제출').getByText('제출 대기').waitFor();
    await checked(page, 'reserve-called');
    await section.getByLabel('신분증 사본 파일 올리기').setInputFiles([png('예비-신분증.png')]);
    await section.getByText('예비-신분증.png (1KB) · 검토 전').waitFor();
    await focused(page, section.getByRole('status').filter({ hasText: '예비-신분증.png를 올렸습니다.' }));
    await checked(page, 'reserve-uploaded');

    await section.getByRole('link', { name: `${ROUND} 추첨 결과 보기` }).click();
    await page.waitForURL(`${site.url}/apply/draw/${roundId}`);
    const amendments = page.getByRole('table', { name: '추첨 후 변경 내역' });
    const row = amendments.getByRole('row').filter({ hasText: states.get(firstReserve.name)!.receiptNumber });
    await row.getByText('당첨(추가)').waitFor();
    await row.getByText('당첨자 계약 포기에 따른 예비 입주자 추가 당첨').waitFor();
    // the results say the state now beside the drawn one: the one who gave up reads 포기
    await page
      .getByRole('row')
      .filter({ hasText: states.get(winners[1]!.name)!.receiptNumber })
      .getByText('추첨 후 변경, 현재 포기')
      .waitFor();
    await checked(page, 'public-draw-call-up');
  });

  /** The person's status at 390 px, then at 1280 px on the same page, each screenshot and axe-checked. */
  async function atBothWidths(
    person: Person,
    name: string,
    check: (section: ReturnType<Page['getByRole']>) => Promise<void>,
  ) {
    const { page, section } = await inquiry(person);
    await check(section);
    await checked(page, `${name}-390`);
    await page.setViewportSize(DESK);
    await check(section);
    await checked(page, `${name}-1280`);
    await page.setViewportSize(PHONE);
  }

  test('when a winner is declared 부적격, then they read why, whom to call and their 소명 window, file a 소명 with a PDF, and read the admin rejecting it', async () => {
    const ineligible = winners[2]!;
    // decided on the admin's screen before the deadline, nothing uploaded: it asks why it cannot wait
    await admin.getByRole('button', { name: '다시 불러오기' }).click();
    await admin
      .getByRole('button', { name: `${states.get(ineligible.name)!.receiptNumber} ${ineligible.name} 검토` })
      .click();
    const review = admin.getByRole('region', {
      name: `${states.get(ineligible.name)!.receiptNumber} ${ineligible.name} 서류 검토`,
    });
    await review.getByRole('radio', { name: '부적격' }).check();
    await review.getByLabel(/^사유/).fill('무주택 요건을 충족하지 않습니다.');
    await review.getByRole('button', { name: '결정 저장' }).click();
    await review
      .getByRole('alert')
      .filter({ hasText: '기다릴 수 없는 이유를 5자 이상 적어 주세요.' })
      .waitFor();
    const urgent = review.getByLabel('기다릴 수 없는 이유 (필수, 5~300자)');
    await urgent.fill('주택 소유가 등기부로 확인되었습니다.');
    await checked(admin, 'admin-ineligible-before-deadline');
    await review.getByRole('button', { name: '결정 저장' }).click();
    await review.getByText('주택 소유가 등기부로 확인되었습니다.').waitFor();
    // the place waits for the 소명 the applicant may file: the panel says why and offers no call
    const receipt = states.get(ineligible.name)!.receiptNumber;
    const panel = admin.getByRole('region', { name: '예비 호출' });
    const place = panel.getByRole('row').filter({ hasText: receipt });
    await place.getByText(/소명 기간 중 \(.+ 까지\)/).waitFor();
    assert.equal(await place.getByRole('button', { name: /호출/ }).count(), 0);
    await checked(admin, 'admin-vacancy-waits-for-objection');
    await atBothWidths(ineligible, 'applicant-ineligible', async (section) => {
      const now = section.getByRole('region', { name: '현재 상태: 부적격' });
      await now.getByText('부적격 사유: 무주택 요건을 충족하지 않습니다.').waitFor();
      await now
        .getByText(/까지 소명하지 않으면 이 당첨 자리는 같은 공급유형의 다음 예비 입주자에게 넘어갑니다\./)
        .waitFor();
      await now.getByRole('link', { name: '02-000-0000' }).waitFor();
      await section
        .getByRole('region', { name: '소명(이의신청)' })
        .getByLabel(/소명 내용/)
        .waitFor();
      assert.equal(await section.getByRole('button', { name: /포기/ }).count(), 0);
    });

    // the applicant files a 소명 with a PDF at 390 px; a too short text is refused first, in Korean
    const { page, section } = await inquiry(ineligible);
    const objection = section.getByRole('region', { name: '소명(이의신청)' });
    const text = objection.getByLabel('소명 내용 (필수, 10~2000자)');
    await text.fill('억울합니다');
    await objection.getByRole('button', { name: '소명 제출' }).click();
    await focused(page, objection.getByRole('alert').filter({ hasText: '소명 내용은 10자 이상' }));
    await text.fill('등기부의 주택은 상속 후 바로 팔았습니다. 매도 계약서를 첨부합니다.');
    await objection.getByLabel('증빙 파일').setInputFiles([pdf('매도 계약서.pdf')]);
    await checked(page, 'applicant-objection-form');
    await objection.getByRole('button', { name: '소명 제출' }).click();
    await focused(page, objection.locator('div[tabindex="-1"]').filter({ hasText: '진행상태: 검토 중' }));
    await objection.getByRole('button', { name: '매도 계약서.pdf 내려받기' }).waitFor();
    await atBothWidths(ineligible, 'applicant-objection-filed', async (where) => {
      await where.getByText('소명을 검토하는 동안 이 당첨 자리는 그대로 유지됩니다.').waitFor();
      await where.getByRole('region', { name: '소명(이의신청)' }).getByText('진행상태: 검토 중').waitFor();
    });

    // the admin reads it in the review, opens nothing by guess, and rejects it with a reason
    await admin.getByRole('button', { name: '다시 불러오기' }).click();
    await admin.getByRole('button', { name: `${receipt} ${ineligible.name} 검토` }).click();
    const filed = review.getByRole('region', { name: '소명(이의신청)' });
    await filed.getByText('등기부의 주택은 상속 후 바로 팔았습니다. 매도 계약서를 첨부합니다.').waitFor();
    await filed.getByRole('button', { name: '매도 계약서.pdf 새 탭에서 열기' }).waitFor();
    await filed.getByRole('radio', { name: '기각 (부적격 유지)' }).check();
    await filed.getByLabel(/^결정 사유/).fill('매도일이 입주자 모집 공고일 뒤입니다.');
    await checked(admin, 'admin-objection-decision');
    await filed.getByRole('button', { name: '결정', exact: true }).click();
    await filed.getByText(/사유: 매도일이 입주자 모집 공고일 뒤입니다\./).waitFor();
    // rejected: the place opens and the rule's reserve may be called
    await place.getByRole('button', { name: /호출/ }).waitFor();
    await atBothWidths(ineligible, 'applicant-objection-rejected', async (where) => {
      const decided = where.getByRole('region', { name: '소명(이의신청)' });
      await decided.getByText('진행상태: 기각').waitFor();
      await decided.getByText('결정 사유: 매도일이 입주자 모집 공고일 뒤입니다.').waitFor();
      await where
        .getByRole('region', { name: '현재 상태: 부적격' })
        .getByText('이 당첨 자리는 같은 공급유형의 다음 예비 입주자에게 넘어갑니다.')
        .waitFor();
    });
    // at 390 px the lookup's card says 부적격 in its badge and as its 진행상태, never 당첨
    await inquiry(ineligible);
    const card = page.getByRole('article', { name: ROUND });
    await card.getByText('부적격', { exact: true }).first().waitFor();
    assert.deepEqual(await card.getByText('부적격', { exact: true }).allTextContents(), ['부적격', '부적격']);
    assert.equal(await card.getByText('당첨', { exact: true }).count(), 0);
  });

  test('when the one who gave up and a waiting reserve look up, then each reads the state now and, as a reserve, how a call comes', async () => {
    await atBothWidths(winners[1]!, 'applicant-given-up-state', async (section) => {
      await section.getByRole('region', { name: '현재 상태: 포기' }).waitFor();
      assert.equal(await section.getByRole('region', { name: '제출 서류' }).count(), 0);
    });
    await atBothWidths(secondReserve, 'reserve-waiting', async (section) => {
      const now = section.getByRole('region', { name: '현재 상태: 예비 2 대기 (1번째)' });
      await now.getByText(/지금 대기 순번 1번째입니다/).waitFor();
      await now.getByText(/호출되면 신청할 때 입력한 휴대전화로 알림톡을 보내 드리고/).waitFor();
      await now.getByText(/호출된 날로부터 7일 뒤인 날 23시 59분\(한국 시간\)까지/).waitFor();
    });
  });
});
