// The draw's browser test: a draw/v3 round with 300 applicants across three supply types; two admins, each
// in a browser of their own (one a 390 px phone), commit to sealed values before the close and reveal them
// after it; the draw runs on a beacon checked by drand-client from a local relay; the public page shows the
// method, the witnesses and every freeze's files, the downloaded verifier agrees, /inquiry shows the
// result, and the Excel export the rank.
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import XLSX from 'xlsx';
import type { RoundDrawInfo } from '../shared-types/src/draw/draw-api.schema';
import { listTextV2 } from '../shared-types/src/draw/draw-v2';
import { witnessCommitment, type DrawFileV3 } from '../shared-types/src/draw/draw-v3';
import { sha256Hex } from '../shared-types/src/draw/frozen-list';
import { witnessCodeKey } from '../shared-types/src/auth/storage-keys';
import { signVerificationToken } from '../api/src/identity/verification-token';
import { relayEnv, signingChain, startDrandRelay, type DrandRelay } from '../api/test/support/drand-relay';
import { adminGet, adminLogin, allApplicants } from './support/admin-api';
import { lookUp, recordDialogs } from './support/apply-flow';
import {
  axeViolations,
  launchBrowser,
  newPage,
  saveScreenshot,
  screenshotDir,
  viewports,
} from './support/browser';
import { startSite, type RunningSite } from './support/site';

const repoRoot = path.resolve(import.meta.dirname, '..');
// the draw page's title is its h2 of exactly this name; /inquiry, which links to it, also names the round
// in an h3 and in "… 진행 상황", and shows until the draw page replaces it
const ROUND = 'E2E 추첨 회차';
const DEMO_OPEN_ROUND = '2026년 하반기 입주자 모집';
const JWT_SECRET = 'e2e-draw-secret-that-is-long-enough-for-hs256';
// a second admin account: each admin commits once a cycle, so two witnesses need two accounts
const WITNESS = { username: 'witness', password: 'e2e-second-signer-password' };
const PLACE = '관리사무소 1층 회의실 (유튜브 생중계 https://example.org/live)';
const WITNESS_PLACE = '관리사무소 2층 상담실';
const REVEAL_PLACE = '관리사무소 1층 회의실';
const WITNESS_REVEAL_PLACE = '관리사무소 2층 상담실 (참관인 휴대전화)';
// seconds between the test chain's rounds: closed just after a round, the reveals have nearly this long
// before the next one (the beacon the draw uses, with a delay of 0 hours). Two browsers open the panel
// and reveal in that time: 15 s left too little on a busy machine, and the reveal form was gone first.
const PERIOD = 25;
const PHONE = { width: 390, height: 844 };
const DAY = 24 * 3_600_000;
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

/** No sideways scroll: the page is no wider than its window (else the message names what sticks out). */
async function assertFits(page: Page, what: string) {
  const { extra, wide } = await page.evaluate(() => ({
    extra: document.documentElement.scrollWidth - window.innerWidth,
    // what sticks out, leaving aside what a scrolling box (a wide table's region) holds
    wide: Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        if (element.getBoundingClientRect().right <= window.innerWidth + 1) return false;
        for (let box = element.parentElement; box; box = box.parentElement)
          if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(box).overflowX)) return false;
        return true;
      })
      .slice(0, 6)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').slice(0, 20)}" → ${Math.round(element.getBoundingClientRect().right)}`,
      ),
  }));
  assert.ok(extra <= 0, `${what} is ${extra} px wider than the phone: ${wide.join('; ')}`);
}

/** Waits until one of the chain's rounds was emitted at most a second ago (up to one period). */
async function untilJustAfterARound({ genesisTime, period }: { genesisTime: number; period: number }) {
  while ((Date.now() / 1000 - genesisTime) % period > 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

/** 참관 약속 in the draw panel: the offered random value, the place; the 봉인 코드 shows once sent. */
async function commitFrom(panel: Locator, place: string) {
  assert.match(await panel.getByRole('textbox', { name: '참관 값 (6자리 숫자)' }).inputValue(), /^[0-9]{6}$/);
  await panel.getByRole('textbox', { name: '참관한 곳' }).fill(place);
  await panel.getByRole('button', { name: '봉인해서 약속하기' }).click();
  await panel.getByRole('status').filter({ hasText: '참관 약속을 보냈습니다.' }).waitFor();
  return panel.getByRole('group', { name: '봉인 코드 (이 기기에서 한 참관 약속)' });
}

/** 참관 값 공개: the value and the 봉인 코드 fill themselves on the device that committed. */
async function revealFrom(panel: Locator, place: string, code: { value: string; salt: string }) {
  const form = panel.getByRole('form', { name: '참관 값 공개' });
  await form.getByText('이 기기에 보관한 봉인 코드로 채워 두었습니다.').waitFor();
  assert.equal(await form.getByRole('textbox', { name: '참관 값 (6자리 숫자)' }).inputValue(), code.value);
  assert.equal(await form.getByRole('textbox', { name: '봉인 코드 (32자)' }).inputValue(), code.salt);
  await form.getByRole('textbox', { name: '참관한 곳' }).fill(place);
  await form.getByRole('button', { name: '공개하기' }).click();
  await panel
    .getByRole('status')
    .filter({ hasText: `참관 값 ${code.value}을(를) 공개했습니다.` })
    .waitFor();
}

describe('the draw in Chromium', () => {
  const chain = signingChain(Math.floor(Date.now() / 1000) - 24 * 3600, PERIOD);
  const downloads = mkdtempSync(path.join(tmpdir(), 'portal-draw-e2e-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-draw-e2e-data-'));
  let relay: DrandRelay;
  let site: RunningSite;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let context: BrowserContext;
  let page: Page;
  // the second admin, in a browser of their own, on a phone
  let witnessContext: BrowserContext;
  let phone: Page;
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
      ['admin', 'e2e-operator-password'],
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
    // the demo round is open now: moving its period into the past makes room for this test's round (it
    // cannot be closed here: its plan names quicknet, and the close of a draw/v3 round needs the server's
    // chain, here the local relay's)
    const rounds = (await (await fetch(`${site.url}/portal/subscription`)).json()) as {
      id: number;
      title: string;
    }[];
    const demo = rounds.find((round) => round.title === DEMO_OPEN_ROUND)!;
    const demoRound = (await (await fetch(`${site.url}/portal/subscription/${demo.id}`)).json()) as {
      title: string;
      description: string;
      subscriptionType: string[];
    };
    await api(site, token, 'PUT', `/portal/admin/subscription/${demo.id}`, {
      title: demoRound.title,
      description: demoRound.description,
      subscriptionType: demoRound.subscriptionType,
      startTs: new Date(Date.now() - 3 * DAY).toISOString(),
      endTs: new Date(Date.now() - 2 * DAY).toISOString(),
    });
  });
  after(async () => {
    await witnessContext?.close();
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
    await page.getByRole('spinbutton', { name: '마감 후 drand 공개 난수까지 대기 시간(시간)' }).fill('0');
    await page.getByRole('spinbutton', { name: '참관인 수 (0~5명)' }).fill('2');
    await page
      .getByRole('group', { name: '추첨 난수 (등록 후 변경 불가)' })
      .getByText(/0시간 뒤 또는 그 이후 첫 drand quicknet 공개 난수.*참관인 최대 2명이 마감 전에 봉인해 약속/)
      .waitFor();
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
      witnessedDigits: null,
      witnesses: 2,
    });
    assert.equal(info.method, 'draw/v3');
    assert.equal(info.planWarning, null);
    assert.deepEqual(info.supply['SPECIAL-15'], { winners: 20, reserves: 5 });
    // the demo's closed round froze its two applications when it closed
    const past = rounds.find((round) => round.title === '2026년 상반기 입주자 모집')!;
    const pastInfo = (await (
      await fetch(`${site.url}/portal/subscription/${past.id}/draw`)
    ).json()) as RoundDrawInfo;
    assert.equal(pastInfo.frozen?.list.length, 2);
    assert.equal(pastInfo.competition.length, 3);
  });

  test('when two admins each commit from their own browser, the round closes and each reveals, then the draw runs once on the beacon and the reveals', async () => {
    await applyAll(site, roundId);
    const witnessToken = await adminLogin(site.url, WITNESS.password, WITNESS.username);
    ({ context: witnessContext, page: phone } = await newPage(browser, PHONE));
    await phone.goto(`${site.url}/introduction`);
    await phone.evaluate((value) => localStorage.setItem('adminToken', value), witnessToken);
    const openPanel = async (on: Page) => {
      await on.goto(`${site.url}/admin/subscriptionApplicants/detail`);
      await on.getByRole('button', { name: `${ROUND} 신청자 보기` }).click();
      return on.getByRole('region', { name: '추첨' });
    };
    const codeOn = async (on: Page) =>
      (
        JSON.parse(
          (await on.evaluate((key) => localStorage.getItem(key), witnessCodeKey(roundId))) ?? '[]',
        ) as { value: string; salt: string }[]
      )[0]!;

    // before the close: the admin commits at 1280 px, reaching the applicants screen by the admin menu
    await page.goto(`${site.url}/admin`);
    await page.getByRole('link', { name: '신청자 관리' }).click();
    await page.waitForURL(`${site.url}/admin/subscriptionApplicants/detail`);
    await page.getByRole('button', { name: `${ROUND} 신청자 보기` }).click();
    const panel = page.getByRole('region', { name: '추첨' });
    await commitFrom(panel, PLACE);
    // the second admin commits on the phone, and keeps the 봉인 코드 as a file too
    const phonePanel = await openPanel(phone);
    const sealed = await commitFrom(phonePanel, WITNESS_PLACE);
    const witnessCode = await codeOn(phone);
    const [codeFile] = await Promise.all([
      phone.waitForEvent('download'),
      sealed.getByRole('link', { name: '봉인 코드 내려받기 (.txt)' }).click(),
    ]);
    const codePath = path.join(downloads, codeFile.suggestedFilename());
    await codeFile.saveAs(codePath);
    assert.match(
      readFileSync(codePath, 'utf8'),
      new RegExp(`참관 값: ${witnessCode.value}\n봉인 코드: ${witnessCode.salt}\n`),
    );
    await phonePanel.getByRole('heading', { name: '참관 2' }).waitFor();
    await assertFits(phone, 'the commit screen');
    assert.deepEqual(await axeViolations(phone, 'main'), []);
    await saveScreenshot(phone, 'draw-admin-commit-390');

    // only the salted digests left the browsers; one admin cannot commit twice
    const adminCode = await codeOn(page);
    let info = (await (
      await fetch(`${site.url}/portal/subscription/${roundId}/draw`)
    ).json()) as RoundDrawInfo;
    assert.deepEqual(
      info.witnesses.map(({ commitment, by, place }) => [commitment, by, place]),
      [
        [witnessCommitment(adminCode.salt, adminCode.value), 'admin', PLACE],
        [witnessCommitment(witnessCode.salt, witnessCode.value), WITNESS.username, WITNESS_PLACE],
      ],
    );
    const twice = await fetch(`${site.url}/portal/admin/subscription/${roundId}/draw/witnesses`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${witnessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ commitment: 'ab'.repeat(32), place: WITNESS_PLACE }),
    });
    assert.equal(twice.status, 409);
    assert.match(
      ((await twice.json()) as { message: string }).message,
      /이미 이 회차에 참관 약속을 하셨습니다/,
    );

    // the close, just after a drand round: the next one, the draw's beacon, leaves time for the reveals
    await page.goto(`${site.url}/admin`);
    dialogs.length = 0;
    await untilJustAfterARound(chain.chain);
    await page.getByRole('button', { name: `${ROUND} 마감`, exact: true }).click();
    await waitForDialog(/마감되었습니다/);
    info = (await (await fetch(`${site.url}/portal/subscription/${roundId}/draw`)).json()) as RoundDrawInfo;
    assert.equal(info.frozen!.list.length, 300);
    assert.equal(info.frozen!.listDigest, sha256Hex(listTextV2(info.frozen!.list)));
    assert.ok(Date.parse(info.revealUntil!) - Date.now() > 8_000, `reveals until ${info.revealUntil}`);
    // from the freeze on, before any randomness, the list and the commitment download in the hashed bytes
    const listText = await (await fetch(`${site.url}/portal/subscription/${roundId}/list.json`)).text();
    assert.equal(sha256Hex(listText), info.frozen!.listDigest);
    const committed = await (
      await fetch(`${site.url}/portal/subscription/${roundId}/commitment.json`)
    ).text();
    assert.equal(sha256Hex(committed), info.frozen!.commitmentDigest);
    assert.match(committed, /"supply":\{"GENERAL-15":\{"reserves":10,"winners":30\}/);
    for (const row of info.witnesses)
      assert.ok(committed.includes(row.commitment), 'the close binds each commitment');

    // each admin reveals from their own browser, at once, before the beacon's time
    await page.getByRole('link', { name: '신청자 관리' }).click();
    await page.waitForURL(`${site.url}/admin/subscriptionApplicants/detail`);
    await page.getByRole('button', { name: `${ROUND} 신청자 보기` }).click();
    await Promise.all([
      revealFrom(panel, REVEAL_PLACE, adminCode),
      openPanel(phone).then((opened) => revealFrom(opened, WITNESS_REVEAL_PLACE, witnessCode)),
    ]);
    // a value and salt that match no commitment are refused, and change nothing
    const wrong = await fetch(`${site.url}/portal/admin/subscription/${roundId}/draw/witnesses`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: '000000', salt: '0'.repeat(32), place: REVEAL_PLACE }),
    });
    assert.equal(wrong.status, 409);
    // both panels, read again, show both reveals: the value, the salt, who, where and when
    await Promise.all([openPanel(page), openPanel(phone)]);
    for (const on of [panel, phonePanel])
      for (const [code, by, place] of [
        [adminCode, 'admin', REVEAL_PLACE],
        [witnessCode, WITNESS.username, WITNESS_REVEAL_PLACE],
      ] as const)
        await on
          .getByRole('listitem')
          .filter({ hasText: `값 ${code.value}, 봉인 코드 ${code.salt} (${by} 관리자, ${place},` })
          .waitFor();
    await assertFits(phone, 'the reveal screen');
    assert.deepEqual(await axeViolations(phone, 'main'), []);
    await saveScreenshot(phone, 'draw-admin-reveal-390');
    assert.deepEqual(await axeViolations(page, 'main'), []);

    // the beacon of the round after the close is out at its time: the operator waits for it
    const beaconAt = Date.parse(info.beacon!.at);
    assert.equal(beaconAt, Date.parse(info.revealUntil!));
    while (Date.now() < beaconAt + 500) await new Promise((resolve) => setTimeout(resolve, 200));
    dialogs.length = 0;
    await panel.getByRole('button', { name: '추첨 실행' }).click();
    await waitForDialog(/추첨을 마쳤습니다/);
    await panel.getByText(/추첨 완료/).waitFor();
    assert.equal(await panel.getByRole('button', { name: '추첨 실행' }).count(), 0, 'it runs once');
    await saveScreenshot(page, 'draw-admin-panel');
    // on the phone the panel says the reveals are closed, still without sideways scroll
    const drawnPanel = await openPanel(phone);
    await drawnPanel.getByText(/참관 값 공개를 마감했습니다\./).waitFor();
    await drawnPanel.getByText(/추첨 완료/).waitFor();
    await assertFits(phone, 'the drawn panel');
    await saveScreenshot(phone, 'draw-admin-drawn-390');
    // the panel's link opens the public page inside the session; back returns to the applicants screen
    await panel.getByRole('link', { name: '공개 추첨 페이지' }).click();
    await page.waitForURL(`${site.url}/apply/draw/${roundId}`);
    await page.getByRole('heading', { level: 2, name: ROUND, exact: true }).waitFor();
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
    const { context: reader, page: mobile } = await newPage(browser, viewports.mobile);
    try {
      await mobile.setViewportSize(PHONE);
      // opened by its address, as a shared link would be; /inquiry's link to it is walked below
      await mobile.goto(`${site.url}/apply/draw/${roundId}`);
      await mobile.getByRole('heading', { level: 2, name: ROUND, exact: true }).waitFor();
      const info = (await (
        await fetch(`${site.url}/portal/subscription/${roundId}/draw`)
      ).json()) as RoundDrawInfo;
      // the plain account comes first; the digests, the randomness and the files fold under the expert's part
      const progress = mobile.getByRole('region', { name: '진행 상황' });
      await progress.getByText('추첨이 끝났습니다.').waitFor();
      // the round names its method, linked to its written text
      assert.equal(
        await progress.getByRole('link', { name: '추첨 방법 draw/v3 자세히 보기' }).getAttribute('href'),
        '/apply/draw-method',
      );
      await mobile.getByRole('button', { name: '검증 정보 (전문가용)', expanded: false }).click();
      await mobile.getByText(info.frozen!.listDigest).first().waitFor();
      const competition = mobile.getByRole('table', { name: '공급유형별 경쟁률' });
      await competition
        .getByRole('row', { name: /15 TYPE \(25\.01㎡\) 청년 특별공급 20세대 5명 100명 5\.00 : 1/ })
        .waitFor();
      const general = mobile.getByRole('table', { name: /15 TYPE \(25\.01㎡\) 청년 일반공급 추첨 결과/ });
      const first = info.draw!.results['GENERAL-15']![0]!;
      await general.getByRole('row', { name: new RegExp(`^1 ${first.receiptNumber} - - 당첨$`) }).waitFor();
      // the witnesses: both admins' commitments and reveals, each with its place and time
      const witnesses = mobile.getByRole('table', { name: '참관 약속과 공개' });
      for (const [index, row] of info.witnesses.entries()) {
        const shown = witnesses.getByRole('row', { name: new RegExp(`^참관 ${index + 1} `) });
        await shown.getByText(row.commitment).waitFor();
        for (const text of [row.by, row.place, row.reveal!.value, row.reveal!.salt, row.reveal!.place])
          await shown.getByText(text, { exact: false }).first().waitFor();
      }
      assert.deepEqual(
        info.witnesses.map((row) => [row.place, row.reveal?.place]),
        [
          [PLACE, REVEAL_PLACE],
          [WITNESS_PLACE, WITNESS_REVEAL_PLACE],
        ],
      );
      await mobile
        .getByText(/참관 값 공개를 마감했습니다\. 공개하지 않은 약속은 빈 값으로 추첨합니다\./)
        .waitFor();
      // every freeze keeps its own files, in the bytes of the digests its history shows
      const history = mobile.getByRole('list', { name: '명단 확정 기록' });
      for (const [name, digest] of [
        ['마감 1 명단 내려받기', info.history[0]!.listDigest],
        ['마감 1 약속 내려받기', info.history[0]!.commitmentDigest],
      ] as const) {
        const [file] = await Promise.all([
          mobile.waitForEvent('download'),
          history.getByRole('link', { name }).click(),
        ]);
        const saved = path.join(downloads, file.suggestedFilename());
        await file.saveAs(saved);
        assert.equal(sha256Hex(readFileSync(saved, 'utf8')), digest, name);
      }
      assert.equal(info.history[0]!.method, 'draw/v3');
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
      await assertFits(mobile, 'the draw page');
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
        // the test chain is none the verifier knows: the reader names its key, as the verifier asks
        [
          verifierFile,
          jsonFile,
          '--commitment',
          info.frozen!.commitmentDigest!,
          '--public-key',
          chain.chain.publicKey,
        ],
        { cwd: downloads, encoding: 'utf8' },
      );
      assert.match(output, /^method draw\/v3\n/);
      assert.match(output, /\nverified\n?$/);
      const file = JSON.parse(readFileSync(jsonFile, 'utf8')) as DrawFileV3;
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
      await reader.close();
    }
  });

  test('when a winner looks up the application, then /inquiry shows the result beside the receipt number', async () => {
    const file = (await (
      await fetch(`${site.url}/portal/subscription/${roundId}/draw.json`)
    ).json()) as DrawFileV3;
    const winner = file.results['SPECIAL-15']![0]!;
    const index = file.list.findIndex((row) => row.receiptNumber === winner.receiptNumber);
    assert.ok(index >= 0);
    const applicants = await allApplicants<{ name: string; phoneNumber: string; receiptNumber: string }>(
      site.url,
      token,
      roundId,
    );
    const person = applicants.find((row) => row.receiptNumber === winner.receiptNumber)!;
    const { context: inquirer, page: mobile } = await newPage(browser, PHONE);
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
      await mobile.getByRole('heading', { level: 2, name: ROUND, exact: true }).waitFor();
      await saveScreenshot(mobile, 'draw-inquiry-to-page-390');
    } finally {
      await inquirer.close();
    }
  });

  test('when a winner is found ineligible, then the screen offers no editor, 부적격 and the reserve call change it in public, and the export has receipt numbers and ranks', async () => {
    const file = (await (
      await fetch(`${site.url}/portal/subscription/${roundId}/draw.json`)
    ).json()) as DrawFileV3;
    const applicants = await allApplicants<{
      id: number;
      name: string;
      phoneNumber: string;
      receiptNumber: string;
      winningState: string;
      subscriptionType: string;
    }>(site.url, token, roundId);
    const firstPageWinner = applicants.find((row) => row.winningState === '당첨')!;
    const reserve = applicants.find(
      (row) => row.winningState === '예비 1' && row.subscriptionType === firstPageWinner.subscriptionType,
    )!;
    await page.getByRole('searchbox', { name: '이름 또는 연락처' }).fill(firstPageWinner.name);
    await page.getByRole('searchbox', { name: '이름 또는 연락처' }).press('Enter');
    // after the draw no row has an editor and there is no save: a row offers only a 정정 요청
    await page.getByRole('button', { name: `${firstPageWinner.name} 추첨 결과 정정 요청` }).waitFor();
    assert.equal(await page.getByRole('combobox', { name: `${firstPageWinner.name} 당첨 상태` }).count(), 0);
    assert.equal(await page.getByRole('button', { name: '저장', exact: true }).count(), 0);
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'draw-applicants-after-draw');
    // the way out is 부적격 in the review (once documents are asked for; before their deadline with why it
    // cannot wait), then the reserve call names the next reserve of the type
    await api(site, token, 'PUT', `/portal/admin/subscription/${roundId}/after-draw`, {
      documentsDeadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      contract: null,
    });
    await api(site, token, 'PUT', `/portal/admin/review/${firstPageWinner.id}/decision`, {
      eligible: false,
      reason: '소득 기준 초과로 부적격',
      urgentReason: '소득 초과가 공적 자료로 확인되었습니다.',
    });
    // the place waits for the winner's 소명: they file one in the browser, the admin rejects it, then the call
    const { context: objector, page: objecting } = await newPage(browser, PHONE);
    try {
      await objecting.goto(`${site.url}/inquiry`);
      await lookUp(objecting, firstPageWinner.name, firstPageWinner.phoneNumber);
      const objection = objecting.getByRole('region', { name: '소명(이의신청)' });
      await objection.getByLabel(/소명 내용/).fill('소득 증빙에 배우자의 소득이 두 번 합산되었습니다.');
      await objection.getByRole('button', { name: '소명 제출' }).click();
      await objection.getByText('진행상태: 검토 중').waitFor();
      assert.deepEqual(await axeViolations(objecting, 'main'), []);
      await saveScreenshot(objecting, 'draw-objection-filed-390');
    } finally {
      await objector.close();
    }
    await api(site, token, 'PUT', `/portal/admin/review/${firstPageWinner.id}/objection`, {
      upheld: false,
      reason: '합산은 공고의 기준대로입니다.',
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
      [
        [firstPageWinner.receiptNumber, '당첨', '부적격', '서류 심사 결과 부적격'],
        [reserve.receiptNumber, '예비 1', '당첨(추가)', '당첨자 부적격에 따른 예비 입주자 추가 당첨'],
      ],
    );
    // the public results say what is true now, beside the drawn result, in the table and the search
    const { context: reader, page: publicPage } = await newPage(browser, viewports.mobile);
    try {
      await publicPage.goto(`${site.url}/apply/draw/${roundId}`);
      await publicPage.getByRole('heading', { level: 2, name: ROUND, exact: true }).waitFor();
      // every row of every type (a table shows its first 20 until asked for more)
      const more = publicPage.getByRole('button', { name: /결과 더 보기/ });
      while ((await more.count()) > 0) await more.first().click();
      await publicPage
        .getByRole('row', { name: new RegExp(firstPageWinner.receiptNumber) })
        .getByText('추첨 후 변경, 현재 부적격')
        .waitFor();
      await publicPage
        .getByRole('row', { name: new RegExp(reserve.receiptNumber) })
        .getByText('추첨 후 변경, 현재 당첨(추가) (변경 2: 당첨자 부적격에 따른 예비 입주자 추가 당첨)')
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
      // the amendments file: its count and head digest, and the file itself, beside draw.json too
      const head = info.amendmentsFile!.head;
      const count = info.amendments.length;
      assert.equal(info.amendmentsFile!.count, count, 'one entry per amendment the page lists');
      const amended = publicPage.locator('section[aria-labelledby="draw-amendments-title"]');
      await amended.getByText(`${count}건`).waitFor();
      await amended.locator('code', { hasText: head }).waitFor();
      const fileLink = amended.getByRole('link', { name: '변경 내역 파일(amendments.json)' });
      const href = await fileLink.getAttribute('href');
      assert.equal(href, `/portal/subscription/${roundId}/amendments.json`);
      const served = (await (await fetch(`${site.url}${href}`)).json()) as {
        head: string;
        entries: unknown[];
      };
      assert.equal(served.head, head, 'the page shows the head of the file it links');
      assert.equal(served.entries.length, count);
      await publicPage.getByRole('button', { name: '검증 정보 (전문가용)', expanded: false }).click();
      assert.equal(
        await publicPage.getByRole('link', { name: '변경 내역 파일(amendments.json)' }).count(),
        2,
      );
      await publicPage.getByText(`--amendments round-${roundId}-amendments.json`).waitFor();
      for (const [width, height] of [
        [390, 844],
        [1280, 900],
      ] as const) {
        await publicPage.setViewportSize({ width, height });
        await amended.scrollIntoViewIfNeeded();
        await assertFits(publicPage, `the amendments at ${width} px`);
        assert.deepEqual(await axeViolations(publicPage, 'main'), []);
        // the section alone: the whole page holds 300 results
        await amended.screenshot({ path: path.join(screenshotDir, `draw-amendments-${width}.png`) });
      }
      await publicPage.setViewportSize(viewports.mobile);
      await publicPage.goto(`${site.url}/apply/draw-method`);
      // the written method of draw/v3, and the earlier text rounds frozen before it follow
      await publicPage.getByRole('heading', { level: 2, name: /draw\/v3/ }).waitFor();
      await assertFits(publicPage, 'the method page');
      assert.equal(
        await publicPage
          .getByRole('link', { name: /이전 추첨 방법 draw\/v2 전문 내려받기/ })
          .getAttribute('href'),
        '/portal/draw-method-v2.txt',
      );
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
    // after the draw the file says the drawn result and the state now beside the receipt number and rank
    for (const header of ['접수번호', '추첨순위', '추첨결과', '현재상태'])
      assert.ok(headers.includes(header), header);
    assert.equal(rows.length, 301);
    const rankOf = new Map(
      Object.values(file.results).flatMap((typeRows) => typeRows.map((row) => [row.receiptNumber, row.rank])),
    );
    const [receiptColumn, rankColumn] = [headers.indexOf('접수번호'), headers.indexOf('추첨순위')];
    for (const row of rows.slice(1)) assert.equal(row[rankColumn], rankOf.get(String(row[receiptColumn])));

    // the audit log holds the close, the witnesses' commitments and reveals, the draw, the change and the export
    const log = await adminGet<
      { kind: string; action: string; target: string | null; after: { states?: unknown[] } | null }[]
    >(site.url, token, `/portal/admin/auditLog?roundId=${roundId}`);
    const seen = log.map((entry) => `${entry.kind}:${entry.action}`);
    // the draw's entry holds each of the 300 states it set
    assert.equal(log.find((entry) => entry.action === 'draw')?.after?.states?.length, 300);
    for (const expected of [
      'round:create',
      'round:close',
      'draw:witness-commit',
      'draw:witness-reveal',
      'draw:draw',
      'winningState:update',
      'accessExport:excel',
    ])
      assert.ok(seen.includes(expected), `${expected} in ${seen.join(', ')}`);
    // the winner's 부적격 and the called reserve's 당첨(추가), each under its receipt number
    assert.ok(
      log.some(
        (entry) =>
          entry.kind === 'review' &&
          entry.action === 'decide' &&
          entry.target === firstPageWinner.receiptNumber,
      ),
    );
    assert.ok(log.some((entry) => entry.kind === 'winningState' && entry.target === reserve.receiptNumber));

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

  test('when one admin proposes a correction of a drawn result and the other confirms it on a phone, then the draw page shows the new result with the reason', async () => {
    const reason = '추첨 입력 명단의 소득 구간이 잘못 옮겨진 것이 원본 서류 대조로 확인되었습니다.';
    const applicants = await allApplicants<{
      id: number;
      name: string;
      receiptNumber: string;
      winningState: string;
    }>(site.url, token, roundId);
    const notWon = applicants.find((row) => row.winningState === '미당첨')!;
    // the first admin, at 1280 px, asks from the applicant's row
    await page.goto(`${site.url}/admin/subscriptionApplicants/detail`);
    await page.getByRole('button', { name: `${ROUND} 신청자 보기` }).click();
    await page.getByRole('searchbox', { name: '이름 또는 연락처' }).fill(notWon.name);
    await page.getByRole('searchbox', { name: '이름 또는 연락처' }).press('Enter');
    await page.getByRole('button', { name: `${notWon.name} 추첨 결과 정정 요청` }).click();
    const form = page.getByRole('form', { name: new RegExp(`추첨 결과 정정 요청: ${notWon.name}`) });
    assert.equal(
      await form
        .getByRole('combobox', { name: '새 결과' })
        .evaluate((node) => node === document.activeElement),
      true,
      'the form takes the focus',
    );
    await form.getByRole('combobox', { name: '새 결과' }).selectOption('당첨');
    await form.getByRole('textbox', { name: '정정 사유 (공개)' }).fill(reason);
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'draw-correction-form');
    await form.getByRole('button', { name: '요청' }).click();
    await page
      .getByText(`${notWon.receiptNumber}의 정정 요청(당첨)을 올렸습니다.`, { exact: false })
      .waitFor();
    const own = page.getByRole('button', { name: `${notWon.receiptNumber} 정정 확인` });
    assert.equal(await own.isDisabled(), true, 'the proposer cannot confirm');
    await page.getByText('다른 관리자가 확인해야 합니다', { exact: true }).waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await saveScreenshot(page, 'draw-correction-pending-1280');

    // the second admin, on the phone, confirms it
    await phone.goto(`${site.url}/admin/subscriptionApplicants/detail`);
    await phone.getByRole('button', { name: `${ROUND} 신청자 보기` }).click();
    const confirm = phone.getByRole('button', { name: `${notWon.receiptNumber} 정정 확인` });
    await confirm.waitFor();
    assert.equal(await confirm.isDisabled(), false);
    await assertFits(phone, 'the 정정 요청 list');
    await confirm.click();
    await phone
      .getByText(`${notWon.receiptNumber}의 결과를 미당첨에서 당첨(으)로 정정했습니다.`, { exact: false })
      .waitFor();
    await phone.getByText('정정됨:', { exact: false }).first().waitFor();
    assert.deepEqual(await axeViolations(phone, 'main'), []);
    await saveScreenshot(phone, 'draw-correction-confirmed-390');

    // the public draw page, in the same phone session, says the result now and links the reason
    await phone.goto(`${site.url}/apply/draw/${roundId}`);
    await phone.getByRole('heading', { level: 2, name: ROUND, exact: true }).waitFor();
    const more = phone.getByRole('button', { name: /결과 더 보기/ });
    while ((await more.count()) > 0) await more.first().click();
    await phone
      .getByRole('row', { name: new RegExp(notWon.receiptNumber) })
      .getByText(new RegExp(`추첨 후 변경, 현재 당첨 \\(변경 \\d+: ${reason}\\)`))
      .waitFor();
    await assertFits(phone, 'the draw page after a correction');
    await saveScreenshot(phone, 'draw-correction-public-390');
  });
});
