// The draw's browser test: a round with 300 applicants across three supply types is closed, its digest
// is public, the draw runs on a beacon checked by drand-client from a local relay, the public page shows
// the results, the downloaded verifier agrees, /inquiry shows the result, and the Excel export the rank.
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import XLSX from 'xlsx';
import type { RoundDrawInfo } from '../shared-types/src/draw/draw-api.schema';
import { listTextV2, type DrawFileV2 } from '../shared-types/src/draw/draw-v2';
import { sha256Hex } from '../shared-types/src/draw/frozen-list';
import { signVerificationToken } from '../api/src/identity/verification-token';
import { relayEnv, signingChain, startDrandRelay, type DrandRelay } from '../api/test/support/drand-relay';
import { adminGet, adminLogin } from './support/admin-api';
import { lookUp, recordDialogs } from './support/apply-flow';
import { axeViolations, launchBrowser, newPage, saveScreenshot, viewports } from './support/browser';
import { startSite, type RunningSite } from './support/site';

const repoRoot = path.resolve(import.meta.dirname, '..');
const ROUND = 'E2E 추첨 회차';
const DEMO_OPEN_ROUND = '2026년 하반기 입주자 모집';
const JWT_SECRET = 'e2e-draw-secret-that-is-long-enough-for-hs256';
// a second admin account: a witnessed number counts only once two different admins enter it
const WITNESS = { username: 'witness', password: 'e2e-witness-password' };
const PLACE = '관리사무소 1층 회의실 (유튜브 생중계 https://example.org/live)';
const TYPES = ['GENERAL-15', 'SPECIAL-15', 'GENERAL-30'] as const;
const SUPPLY = { 'GENERAL-15': [30, 10], 'SPECIAL-15': [20, 5], 'GENERAL-30': [25, 10] } as const;
const people = Array.from({ length: 300 }, (_, index) => ({
  name: `추첨${String(index + 1).padStart(3, '0')}`,
  phone: `0107777${String(index + 1).padStart(4, '0')}`,
  supplyType: TYPES[index % 3]!,
  // the special supply's tiers: income 1 to 3, region 1 to 3
  income: (index % 7) % 3,
  regional: (index % 5) % 3,
}));

async function api(site: RunningSite, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${site.url}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : ((await res.json()) as unknown);
}

/** Applies as each person would after phone verification (the token the identity callback would give). */
async function applyAll(site: RunningSite, roundId: number) {
  for (let start = 0; start < people.length; start += 20) {
    await Promise.all(
      people.slice(start, start + 20).map(async (person) => {
        const special = person.supplyType === 'SPECIAL-15';
        const res = await fetch(`${site.url}/user/subscriptionApplicants`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [VERIFICATION_HEADER]: signVerificationToken(JWT_SECRET, person, new Date()),
          },
          body: JSON.stringify({
            name: person.name,
            phone: person.phone,
            supplyType: person.supplyType,
            supplyUid: roundId,
            isConsentStatus: true,
            income: special ? person.income + 1 : null,
            regional: special ? person.regional + 1 : null,
            car: special ? false : null,
            assetBasis: special ? true : null,
          }),
        });
        assert.equal(res.status, 201, await res.text());
      }),
    );
  }
}

describe('the draw in Chromium', () => {
  const chain = signingChain(Math.floor(Date.now() / 1000) - 24 * 3600);
  const downloads = mkdtempSync(path.join(tmpdir(), 'portal-draw-e2e-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-draw-e2e-data-'));
  let relay: DrandRelay;
  let site: RunningSite;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let roundId: number;
  let dialogs: string[] = [];

  const waitForDialog = async (message: RegExp) => {
    for (let tries = 0; tries < 200 && !dialogs.some((seen) => message.test(seen)); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    assert.ok(
      dialogs.some((seen) => message.test(seen)),
      `${message} (seen: ${dialogs.join(' | ')})`,
    );
  };

  before(async () => {
    relay = await startDrandRelay(chain);
    // the operators' command creates both admins in the data folder before the site opens it (the site
    // creates its first admin only in an empty database)
    for (const [username, password] of [
      ['admin', 'e2e-admin-password'],
      [WITNESS.username, WITNESS.password],
    ])
      execFileSync(process.execPath, [path.join(repoRoot, 'api/dist/admin.js'), 'create', username!], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: password },
        stdio: 'pipe',
      });
    site = await startSite({ JWT_SECRET, ...relayEnv(relay, chain) }, dataDir);
    ({ browser, close: closeBrowser } = await launchBrowser());
    token = await adminLogin(site.url, site.adminPassword);
    ({ context, page } = await newPage(browser));
    dialogs = recordDialogs(page);
    await page.goto(`${site.url}/introduction`);
    await page.evaluate((value) => localStorage.setItem('adminToken', value), token);
    // the demo round is open now: closing it makes room for this test's round
    const rounds = (await (await fetch(`${site.url}/portal/subscription`)).json()) as {
      id: number;
      title: string;
    }[];
    const demo = rounds.find((round) => round.title === DEMO_OPEN_ROUND)!;
    await api(site, token, 'PUT', `/portal/admin/subscription/${demo.id}/close`, { isClosed: true });
  });
  after(async () => {
    await context?.close();
    await closeBrowser?.();
    await site?.stop();
    await relay?.close();
    rmSync(downloads, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('when the admin creates a round with its supply and plan, then its public page states the plan before anyone applies', async () => {
    await page.goto(`${site.url}/admin/apply/create`);
    await page.getByRole('textbox', { name: '제목' }).fill(ROUND);
    for (const label of [
      '15 TYPE (25.01㎡) 청년 일반공급',
      '15 TYPE (25.01㎡) 청년 특별공급',
      '30 TYPE (50.02㎡) 청년·신혼부부 일반공급',
    ])
      await page.getByRole('checkbox', { name: label }).check();
    const local = (offset: number) =>
      new Date(Date.now() + offset + 9 * 3600 * 1000).toISOString().slice(0, 16);
    await page.getByLabel('시작 일시').fill(local(-3600 * 1000));
    await page.getByLabel('종료 일시').fill(local(20 * 24 * 3600 * 1000));
    const supply = page.getByRole('group', { name: '공급 세대 수 (추첨)' });
    for (const [index, type] of TYPES.entries()) {
      const [winners, reserves] = SUPPLY[type];
      await supply.getByRole('spinbutton', { name: '당첨 세대' }).nth(index).fill(String(winners));
      await supply.getByRole('spinbutton', { name: '예비 순번' }).nth(index).fill(String(reserves));
    }
    await page.getByRole('spinbutton', { name: '마감 후 대기 시간(시간)' }).fill('0');
    await page.getByRole('checkbox', { name: /참관 추첨 번호/ }).check();
    await page.getByRole('spinbutton', { name: '참관 추첨 번호 자릿수' }).fill('6');
    await saveScreenshot(page, 'draw-round-form');
    await page.getByRole('button', { name: '저장' }).click();
    await waitForDialog(/청약 등록 완료!/);
    await page.waitForURL(`${site.url}/admin`);
    const rounds = (await (await fetch(`${site.url}/portal/subscription`)).json()) as {
      id: number;
      title: string;
    }[];
    roundId = rounds.find((round) => round.title === ROUND)!.id;
    const info = (await (
      await fetch(`${site.url}/portal/subscription/${roundId}/draw`)
    ).json()) as RoundDrawInfo;
    assert.deepEqual(info.plan, {
      beacon: { chainHash: chain.chain.chainHash, delayHours: 0 },
      witnessedDigits: 6,
    });
    assert.deepEqual(info.supply['SPECIAL-15'], { winners: 20, reserves: 5 });
    // the demo's closed round froze its two applications when it closed
    const past = rounds.find((round) => round.title === '2026년 상반기 입주자 모집')!;
    const pastInfo = (await (
      await fetch(`${site.url}/portal/subscription/${past.id}/draw`)
    ).json()) as RoundDrawInfo;
    assert.equal(pastInfo.frozen?.list.length, 2);
    assert.equal(pastInfo.competition.length, 3);
  });

  test('when 300 have applied and the admin closes the round, then the digest and 경쟁률 are public, and the draw runs once', async () => {
    await applyAll(site, roundId);
    await page.goto(`${site.url}/admin`);
    dialogs.length = 0;
    await page.getByRole('button', { name: `${ROUND} 마감`, exact: true }).click();
    await waitForDialog(/마감되었습니다/);
    await page.getByRole('button', { name: `${ROUND} 마감 해제` }).waitFor();

    const info = (await (
      await fetch(`${site.url}/portal/subscription/${roundId}/draw`)
    ).json()) as RoundDrawInfo;
    assert.equal(info.frozen!.list.length, 300);
    assert.equal(info.frozen!.listDigest, sha256Hex(listTextV2(info.frozen!.list)));
    // from the freeze on, before any randomness, the list and the commitment download in the hashed bytes
    const listText = await (await fetch(`${site.url}/portal/subscription/${roundId}/list.json`)).text();
    assert.equal(sha256Hex(listText), info.frozen!.listDigest);
    const committed = await (
      await fetch(`${site.url}/portal/subscription/${roundId}/commitment.json`)
    ).text();
    assert.equal(sha256Hex(committed), info.frozen!.commitmentDigest);
    assert.match(committed, /"supply":\{"GENERAL-15":\{"reserves":10,"winners":30\}/);

    // the second admin enters the witnessed number first; the same admin again does not count
    const witnessToken = await adminLogin(site.url, WITNESS.password, WITNESS.username);
    await api(site, witnessToken, 'PUT', `/portal/admin/subscription/${roundId}/draw/witness`, {
      number: '482910',
      place: PLACE,
    });
    const twice = await fetch(`${site.url}/portal/admin/subscription/${roundId}/draw/witness`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${witnessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ number: '482910', place: PLACE }),
    });
    assert.equal(twice.status, 409);
    assert.match(((await twice.json()) as { message: string }).message, /같은 관리자가 다시 입력한 번호/);

    // the applicants screen, by the admin menu in the same page session: the draw panel, the witnessed
    // number, then the draw
    await page.getByRole('link', { name: '신청자 관리' }).click();
    await page.waitForURL(`${site.url}/admin/subscriptionApplicants/detail`);
    await page.getByRole('button', { name: `${ROUND} 신청자 보기` }).click();
    const panel = page.getByRole('region', { name: '추첨' });
    await panel.getByText(info.frozen!.listDigest).waitFor();
    await panel.getByText(/witness 관리자가 .*에 입력했습니다/).waitFor();
    await panel.getByRole('textbox', { name: '참관 장소 또는 중계 링크' }).fill(PLACE);
    await panel.getByRole('textbox', { name: '참관 추첨 번호 (6자리)' }).fill('12345');
    await panel.getByRole('button', { name: '입력' }).click();
    await panel.getByRole('alert').filter({ hasText: '참관 추첨 번호는 6자리 숫자여야 합니다.' }).waitFor();
    await panel.getByRole('textbox', { name: '참관 추첨 번호 (6자리)' }).fill('482910');
    await panel.getByRole('button', { name: '입력' }).click();
    await panel.getByText(/482910 \(.*witness·admin 확인\)/).waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    // the beacon of the round after the freeze is out within one period (3 s): the operator waits for it
    const beaconAt = Date.parse(info.beacon!.at);
    while (Date.now() < beaconAt + 500) await new Promise((resolve) => setTimeout(resolve, 200));
    dialogs.length = 0;
    await panel.getByRole('button', { name: '추첨 실행' }).click();
    await waitForDialog(/추첨을 마쳤습니다/);
    await panel.getByText(/추첨 완료/).waitFor();
    assert.equal(await panel.getByRole('button', { name: '추첨 실행' }).count(), 0, 'it runs once');
    await saveScreenshot(page, 'draw-admin-panel');
    // the panel's link opens the public page inside the session; back returns to the applicants screen
    await panel.getByRole('link', { name: '공개 추첨 페이지' }).click();
    await page.waitForURL(`${site.url}/apply/draw/${roundId}`);
    await page.getByRole('heading', { name: ROUND }).waitFor();
    await page.getByRole('table', { name: '공급유형별 경쟁률' }).waitFor();
    await page.goBack();
    await page.waitForURL(`${site.url}/admin/subscriptionApplicants/detail`);
    await page.getByRole('button', { name: `${ROUND} 신청자 보기` }).click();
    await panel.getByText(/추첨 완료/).waitFor();
    const again = await fetch(`${site.url}/portal/admin/subscription/${roundId}/draw`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal(again.status, 409);
    assert.equal(
      ((await again.json()) as { message: string }).message,
      '이미 추첨을 마친 회차입니다. 추첨은 다시 할 수 없습니다.',
    );
  });

  test('when anyone opens the draw page on a phone, then the results, the files and the verifier agree', async () => {
    const { context: phone, page: mobile } = await newPage(browser, viewports.mobile);
    try {
      await mobile.setViewportSize({ width: 390, height: 844 });
      // opened by its address, as a shared link would be; /inquiry's link to it is walked below
      await mobile.goto(`${site.url}/apply/draw/${roundId}`);
      await mobile.getByRole('heading', { name: ROUND }).waitFor();
      const info = (await (
        await fetch(`${site.url}/portal/subscription/${roundId}/draw`)
      ).json()) as RoundDrawInfo;
      // the plain account comes first; the digests, the randomness and the files fold under the expert's part
      await mobile.getByRole('region', { name: '진행 상황' }).getByText('추첨이 끝났습니다.').waitFor();
      await mobile.getByRole('button', { name: '검증 정보 (전문가용)', expanded: false }).click();
      await mobile.getByText(info.frozen!.listDigest).first().waitFor();
      const competition = mobile.getByRole('table', { name: '공급유형별 경쟁률' });
      await competition
        .getByRole('row', { name: /15 TYPE \(25\.01㎡\) 청년 특별공급 20세대 5명 100명 5\.00 : 1/ })
        .waitFor();
      const general = mobile.getByRole('table', { name: /15 TYPE \(25\.01㎡\) 청년 일반공급 추첨 결과/ });
      const first = info.draw!.results['GENERAL-15']![0]!;
      await general.getByRole('row', { name: new RegExp(`^1 ${first.receiptNumber} - - 당첨$`) }).waitFor();
      // the witnessing: the number, the two admins, and where it could be seen
      await mobile.getByText(/482910 \(.*관리자 witness·admin 두 명이 같은 번호를 입력해 확정\)/).waitFor();
      await mobile.getByText(PLACE).waitFor();
      // the list alone, in the bytes of its digest
      const [listDownload] = await Promise.all([
        mobile.waitForEvent('download'),
        mobile.getByRole('link', { name: '확정 명단 내려받기 (JSON)' }).click(),
      ]);
      const listFile = path.join(downloads, listDownload.suggestedFilename());
      await listDownload.saveAs(listFile);
      assert.equal(sha256Hex(readFileSync(listFile, 'utf8')), info.frozen!.listDigest);
      // find one's own row by the receipt number
      const reserve = info.draw!.results['GENERAL-30']!.find((row) => row.result.kind === 'reserve')!;
      await mobile
        .getByRole('textbox', { name: '접수번호로 내 결과 찾기' })
        .fill(reserve.receiptNumber.toLowerCase());
      await mobile.getByRole('button', { name: '찾기' }).click();
      await mobile
        .getByRole('status')
        .filter({
          hasText: `${reserve.receiptNumber}: 30 TYPE (50.02㎡) 청년·신혼부부 일반공급 ${reserve.rank}위, 예비 ${reserve.rank - 25}`,
        })
        .waitFor();
      assert.deepEqual(await axeViolations(mobile, 'main'), []);
      await saveScreenshot(mobile, 'draw-public-390');

      const [json] = await Promise.all([
        mobile.waitForEvent('download'),
        mobile.getByRole('link', { name: '추첨 입력 자료 내려받기 (JSON)' }).click(),
      ]);
      const jsonFile = path.join(downloads, json.suggestedFilename());
      await json.saveAs(jsonFile);
      const [verifier] = await Promise.all([
        mobile.waitForEvent('download'),
        mobile.getByRole('link', { name: '검증 프로그램 내려받기 (draw-verifier.mjs)' }).click(),
      ]);
      const verifierFile = path.join(downloads, 'draw-verifier.mjs');
      await verifier.saveAs(verifierFile);
      // plain node in an empty folder: no dependency to resolve
      const output = execFileSync(
        process.execPath,
        [verifierFile, jsonFile, '--commitment', info.frozen!.commitmentDigest!],
        { cwd: downloads, encoding: 'utf8' },
      );
      assert.match(output, /^method draw\/v2\n/);
      assert.match(output, /\nverified\n?$/);
      const file = JSON.parse(readFileSync(jsonFile, 'utf8')) as DrawFileV2;
      for (const [type, rows] of Object.entries(file.results)) {
        for (const row of rows.slice(0, 5))
          assert.match(
            output,
            new RegExp(`${row.rank}  ${row.receiptNumber}  `),
            `${type} ${row.receiptNumber}`,
          );
      }
      // a list that does not match its digest is refused
      const forged = path.join(downloads, 'forged.json');
      const tampered = { ...file, list: file.list.slice(1) };
      writeFileSync(forged, JSON.stringify(tampered));
      assert.throws(
        () => execFileSync(process.execPath, [verifierFile, forged], { cwd: downloads, encoding: 'utf8' }),
        (error: { stdout: string; status: number }) =>
          /NOT verified/.test(error.stdout) && error.status === 1,
      );
    } finally {
      await phone.close();
    }
  });

  test('when a winner looks up the application, then /inquiry shows the result beside the receipt number', async () => {
    const file = (await (
      await fetch(`${site.url}/portal/subscription/${roundId}/draw.json`)
    ).json()) as DrawFileV2;
    const winner = file.results['SPECIAL-15']![0]!;
    const index = file.list.findIndex((row) => row.receiptNumber === winner.receiptNumber);
    assert.ok(index >= 0);
    const applicants = await adminGet<{ name: string; phoneNumber: string; receiptNumber: string }[]>(
      site.url,
      token,
      `/portal/admin/subscriptionApplicants/${roundId}`,
    );
    const person = applicants.find((row) => row.receiptNumber === winner.receiptNumber)!;
    const { context: phone, page: mobile } = await newPage(browser, { width: 390, height: 844 });
    try {
      await mobile.goto(`${site.url}/inquiry`);
      await lookUp(mobile, person.name, person.phoneNumber);
      const card = mobile.getByRole('listitem').filter({ hasText: winner.receiptNumber });
      await card.getByText('당첨', { exact: true }).first().waitFor();
      // the round's draw page is one tap away, inside the same page session
      await card
        .getByRole('link', { name: `${ROUND} 추첨 결과` })
        .first()
        .click();
      await mobile.waitForURL(`${site.url}/apply/draw/${roundId}`);
      await mobile.getByRole('heading', { name: ROUND }).waitFor();
      await saveScreenshot(mobile, 'draw-inquiry-to-page-390');
    } finally {
      await phone.close();
    }
  });

  test('when a winner is found ineligible, then the editor refuses, 부적격 and the reserve call change it in public, and the export has receipt numbers and ranks', async () => {
    const file = (await (
      await fetch(`${site.url}/portal/subscription/${roundId}/draw.json`)
    ).json()) as DrawFileV2;
    const applicants = await adminGet<
      { id: number; name: string; receiptNumber: string; winningState: string; subscriptionType: string }[]
    >(site.url, token, `/portal/admin/subscriptionApplicants/${roundId}`);
    const firstPageWinner = applicants.find((row) => row.winningState === '당첨')!;
    const reserve = applicants.find(
      (row) => row.winningState === '예비 1' && row.subscriptionType === firstPageWinner.subscriptionType,
    )!;
    const stateSelect = page.getByRole('combobox', { name: `${firstPageWinner.name} 당첨 상태` });
    await page.getByRole('searchbox', { name: '이름 또는 연락처' }).fill(firstPageWinner.name);
    await page.getByRole('searchbox', { name: '이름 또는 연락처' }).press('Enter');
    // after the draw the editor refuses: the row and the message say to use 부적격/포기 in the review
    await stateSelect.selectOption('미당첨');
    await page
      .getByRole('alert')
      .filter({ hasText: '당첨자를 미당첨이나 예비로 바꿀 수 없습니다' })
      .waitFor();
    assert.match(
      (await stateSelect.getAttribute('aria-describedby')) ?? '',
      /\S/,
      'the refusal is read with the dropdown',
    );
    assert.equal(await page.getByRole('button', { name: '저장' }).isDisabled(), true);
    await stateSelect.selectOption('당첨');
    // the way out is 부적격 in the review, then the reserve call names the next reserve of the type
    await api(site, token, 'PUT', `/portal/admin/review/${firstPageWinner.id}/decision`, {
      eligible: false,
      reason: '소득 기준 초과로 부적격',
    });
    await api(site, token, 'POST', `/portal/admin/subscription/${roundId}/reserve-calls`, {
      vacancyApplicantId: firstPageWinner.id,
    });
    const info = (await (
      await fetch(`${site.url}/portal/subscription/${roundId}/draw`)
    ).json()) as RoundDrawInfo;
    assert.deepEqual(
      info.amendments.map(({ receiptNumber, oldState, newState, reason }) => [
        receiptNumber,
        oldState,
        newState,
        reason,
      ]),
      [[reserve.receiptNumber, '예비 1', '당첨(추가)', '당첨자 부적격에 따른 예비 입주자 추가 당첨']],
    );
    // the public results say what is true now, beside the drawn result, in the table and the search
    const { context: reader, page: publicPage } = await newPage(browser, viewports.mobile);
    try {
      await publicPage.goto(`${site.url}/apply/draw/${roundId}`);
      await publicPage.getByRole('heading', { name: ROUND }).waitFor();
      // every row of every type (a table shows its first 20 until asked for more)
      const more = publicPage.getByRole('button', { name: /결과 더 보기/ });
      while ((await more.count()) > 0) await more.first().click();
      await publicPage
        .getByRole('row', { name: new RegExp(firstPageWinner.receiptNumber) })
        .getByText('추첨 후 변경, 현재 부적격')
        .waitFor();
      await publicPage
        .getByRole('row', { name: new RegExp(reserve.receiptNumber) })
        .getByText('추첨 후 변경, 현재 당첨(추가) (변경 1: 당첨자 부적격에 따른 예비 입주자 추가 당첨)')
        .waitFor();
      await publicPage
        .getByRole('textbox', { name: '접수번호로 내 결과 찾기' })
        .fill(firstPageWinner.receiptNumber);
      await publicPage.getByRole('button', { name: '찾기' }).click();
      await publicPage
        .getByRole('status')
        .filter({ hasText: '당첨 (추첨 결과). 추첨 후 변경되어 현재 부적격입니다.' })
        .waitFor();
      assert.deepEqual(await axeViolations(publicPage, 'main'), []);
      await publicPage.goto(`${site.url}/apply/draw-method`);
      await publicPage.getByRole('heading', { name: '추첨 방법 draw/v2' }).waitFor();
      assert.deepEqual(await axeViolations(publicPage, 'main'), []);
      await saveScreenshot(publicPage, 'draw-method-390');
    } finally {
      await reader.close();
    }

    await page.getByRole('searchbox', { name: '이름 또는 연락처' }).fill('');
    await page.getByRole('searchbox', { name: '이름 또는 연락처' }).press('Enter');
    // every export records its reason (사유) with the rows the server sent
    await page.getByRole('textbox', { name: '다운로드 사유' }).fill('계약 안내 연락');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '엑셀 다운로드' }).click(),
    ]);
    const xlsx = path.join(downloads, 'export.xlsx');
    await download.saveAs(xlsx);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(readFileSync(xlsx)).Sheets['신청자목록']!, {
      header: 1,
    });
    const headers = rows[0] as string[];
    assert.deepEqual(headers.slice(-2), ['접수번호', '추첨순위']);
    assert.equal(rows.length, 301);
    const rankOf = new Map(
      Object.values(file.results).flatMap((typeRows) => typeRows.map((row) => [row.receiptNumber, row.rank])),
    );
    for (const row of rows.slice(1))
      assert.equal(row[headers.length - 1], rankOf.get(String(row[headers.length - 2])));

    // the audit log holds the close, the witnessed number, the draw, the change and the export
    const log = await adminGet<
      { kind: string; action: string; target: string | null; after: { states?: unknown[] } | null }[]
    >(site.url, token, `/portal/admin/auditLog?roundId=${roundId}`);
    const seen = log.map((entry) => `${entry.kind}:${entry.action}`);
    // the draw's entry holds each of the 300 states it set
    assert.equal(log.find((entry) => entry.action === 'draw')?.after?.states?.length, 300);
    for (const expected of [
      'round:create',
      'round:close',
      'draw:witness-entry',
      'draw:witness',
      'draw:draw',
      'winningState:update',
      'accessExport:excel',
    ])
      assert.ok(seen.includes(expected), `${expected} in ${seen.join(', ')}`);
    assert.ok(
      log.some((entry) => entry.kind === 'winningState' && entry.target === firstPageWinner.receiptNumber),
    );

    // the admin reads it too: from the dashboard's shortcut, filtered by the round
    await page.goto(`${site.url}/admin`);
    await page
      .getByRole('navigation', { name: '관리자 바로가기' })
      .getByRole('link', { name: '감사 기록' })
      .click();
    await page.waitForURL(`${site.url}/admin/audit`);
    await page.getByRole('combobox', { name: '회차' }).selectOption({ label: ROUND });
    await page.getByRole('row').filter({ hasText: '추첨 실행' }).first().waitFor();
    await page.getByRole('row').filter({ hasText: firstPageWinner.receiptNumber }).first().waitFor();
    await page.getByRole('combobox', { name: '종류' }).selectOption({ label: '엑셀 다운로드' });
    await page.getByRole('row').filter({ hasText: '다운로드' }).first().waitFor();
    assert.equal(await page.getByRole('row').filter({ hasText: '추첨 실행' }).count(), 0);
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'draw-audit-log');
  });
});
