import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
// xlsx is CommonJS: its functions hang off the default export under Node's ESM loader
import XLSX from 'xlsx';
import { adminGet, adminLogin, apply, EXCEL_HEADERS_BEFORE_RESULTS } from './support/admin-api';
import { launchBrowser, newPage, saveScreenshot } from './support/browser';
import { startSite, type RunningSite } from './support/site';

// The admin area's own frame and its tables, at a phone's and a desktop's width.

const OPEN_ROUND = '2026년 하반기 입주자 모집';
const GENERAL = { name: '프레임일반', phone: '01077770001', supplyType: 'GENERAL-15' } as const;
const SPECIAL = { name: '프레임특공', phone: '01077770002', supplyType: 'SPECIAL-15' } as const;
const viewportsToTest = [
  ['390px', { width: 390, height: 844 }],
  ['1280px', { width: 1280, height: 900 }],
] as const;

const require = createRequire(import.meta.url);

/** Every axe rule, best practices included (heading-order is one): the admin pages must pass them all. */
async function allAxeViolations(page: Page) {
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (c: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => String(node.target[0])),
    }));
  });
}

/** Waits until focus is on (or inside) the element `selector` finds, with `text` when given. */
async function waitForFocusIn(page: Page, selector: string, text?: string) {
  await page.waitForFunction(
    ([css, expected]) => {
      const target = document.querySelector(css);
      const active = document.activeElement;
      return (
        !!target && !!active && target.contains(active) && (!expected || target.textContent === expected)
      );
    },
    [selector, text ?? ''] as const,
  );
}

describe('the admin frame and tables in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let token: string;
  let roundId: number;
  const downloads = mkdtempSync(path.join(tmpdir(), 'portal-admin-frame-'));

  before(async () => {
    site = await startSite({ IDENTITY_PROVIDER: 'dev' });
    ({ browser, close: closeBrowser } = await launchBrowser());
    token = await adminLogin(site.url, site.adminPassword);
    const rounds = await adminGet<{ id: number; title: string }[]>(site.url, token, '/portal/subscription');
    roundId = rounds.find((round) => round.title === OPEN_ROUND)!.id;
    await apply(site.url, roundId, GENERAL);
    await apply(site.url, roundId, SPECIAL);
  });
  after(async () => {
    await closeBrowser?.();
    await site?.stop();
    rmSync(downloads, { recursive: true, force: true });
  });

  for (const [label, viewport] of viewportsToTest) {
    test(`at ${label}, the admin moves through the dashboard, applicants and popup form inside the admin frame`, async () => {
      const { page, context, consoleErrors } = await newPage(browser, viewport);
      await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
      await page.goto(`${site.url}/admin`);
      await page.getByRole('heading', { level: 1, name: '관리자 페이지' }).waitFor();

      // the frame: the site name with 관리자, the admin sections and 로그아웃; nothing of the public frame
      const bar = page.getByRole('banner');
      await bar.getByRole('link', { name: /관리자$/ }).waitFor();
      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      // the sections of the admin's roles show once the roles are read: the last one of them first
      await menu.getByRole('link', { name: '관리자 계정' }).waitFor();
      assert.deepEqual(await menu.getByRole('link').allInnerTexts(), [
        '대시보드',
        '청약 등록',
        '신청자 관리',
        '공지사항 작성',
        '자료 작성',
        '팝업 관리',
        '감사 기록',
        '접속기록',
        '로그인 세션',
        '예약 작업',
        '관리자 계정',
      ]);
      assert.equal(await menu.getByRole('link', { name: '대시보드' }).getAttribute('aria-current'), 'page');
      await bar.getByRole('button', { name: '로그아웃' }).waitFor();
      assert.equal(await page.getByRole('navigation', { name: '주 메뉴' }).count(), 0);
      assert.equal(await page.getByRole('button', { name: '전체 메뉴' }).count(), 0);
      assert.equal(await page.getByRole('link', { name: /전화 상담/ }).count(), 0);
      assert.equal(await page.getByRole('link', { name: '맨 위로' }).count(), 0);
      assert.equal(await page.getByText('사업자등록번호').count(), 0, 'no public footer');
      // every bar target is at least 44 px tall, and nothing runs off the side of a phone
      for (const target of await bar.locator('a, button').all()) {
        const box = await target.boundingBox();
        assert.ok(box && box.height >= 44, `${await target.innerText()} is ${box?.height} px tall`);
      }
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        true,
        'no sideways scrolling of the page',
      );

      // the round table: each round's status as a word and its applicant count
      const counts = await adminGet<{ subscriptionId: number; count: number }[]>(
        site.url,
        token,
        '/portal/admin/subscription/applicantCounts',
      );
      const openCount = counts.find((row) => row.subscriptionId === roundId)!.count;
      assert.ok(openCount >= 2);
      const rounds = page.getByRole('table', { name: '청약 목록' });
      const openRow = rounds.getByRole('row').filter({ hasText: OPEN_ROUND });
      await openRow.getByRole('cell', { name: `${openCount}명`, exact: true }).waitFor();
      await openRow.getByRole('cell', { name: '접수중', exact: true }).waitFor();
      assert.deepEqual(await allAxeViolations(page), []);
      await saveScreenshot(page, `admin-frame-dashboard-${label}`);

      // to the applicants through the admin menu, in the same page session
      await page.evaluate(() => ((window as unknown as { oneSession: boolean }).oneSession = true));
      await menu.getByRole('link', { name: '신청자 관리' }).click();
      await page.waitForURL(`${site.url}/admin/subscriptionApplicants/detail`);
      await waitForFocusIn(page, 'h1', '청약 신청자 관리');
      const roundsToView = page.getByRole('table', { name: '청약 회차 목록' });
      const viewRow = roundsToView.getByRole('row').filter({ hasText: OPEN_ROUND });
      await viewRow.getByRole('cell', { name: '접수중', exact: true }).waitFor();
      await viewRow.getByRole('cell', { name: `${openCount}명`, exact: true }).waitFor();
      await page.getByRole('button', { name: `${OPEN_ROUND} 신청자 보기` }).click();
      const applicants = page.getByRole('table', { name: `${OPEN_ROUND} 신청자 목록` });
      await applicants.getByRole('columnheader', { name: '특별공급 답변' }).waitFor();
      const search = page.getByRole('searchbox', { name: '이름 또는 연락처' });
      await search.fill('프레임');
      await search.press('Enter');
      // the server's answer to the search replaces the first page: the header and the two rows alone
      await page.waitForFunction(
        (name) =>
          Array.from(document.querySelectorAll('table')).find((table) => table.caption?.textContent === name)
            ?.rows.length === 3,
        `${OPEN_ROUND} 신청자 목록`,
      );
      const specialRow = applicants.getByRole('row').filter({ hasText: SPECIAL.name });
      await specialRow.getByRole('term').first().waitFor();
      const answers = await specialRow
        .getByRole('term')
        .evaluateAll((terms) =>
          terms.map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`),
        );
      assert.deepEqual(answers, ['소득 1순위', '지역 2순위', '차량 무', '자산 충족']);
      await applicants
        .getByRole('row')
        .filter({ hasText: GENERAL.name })
        .getByRole('cell', { name: '해당 없음' })
        .waitFor();

      // WCAG 2.5.8: the winning-state select and the reserve number are 44 px targets
      const select = page.getByRole('combobox', { name: `${SPECIAL.name} 당첨 상태` });
      await select.selectOption('예비');
      const reserve = page.getByRole('spinbutton', { name: `${SPECIAL.name} 예비 순번` });
      for (const [name, control] of [
        ['select', select],
        ['reserve number', reserve],
      ] as const) {
        const box = await control.boundingBox();
        assert.ok(box && box.height >= 44, `the ${name} is ${box?.height} px tall`);
      }
      await reserve.fill('1');
      assert.deepEqual(await allAxeViolations(page), []);
      await saveScreenshot(page, `admin-frame-applicants-${label}`);

      // the Excel file: the spec's columns in order (no result columns before any result), a width for
      // each, a filter over the header row
      // every export records its reason (사유) with the rows the server sent
      await page.getByRole('textbox', { name: '다운로드 사유' }).fill('계약 안내 연락');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '엑셀 다운로드' }).click(),
      ]);
      const file = path.join(downloads, `export-${label}.xlsx`);
      await download.saveAs(file);
      // column widths are read only with cellStyles
      const sheet = XLSX.read(readFileSync(file), { cellStyles: true }).Sheets['신청자목록']!;
      const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
      assert.deepEqual(rows[0], EXCEL_HEADERS_BEFORE_RESULTS);
      assert.equal(rows.length, 3, 'the two filtered applicants');
      const cols = sheet['!cols']!;
      assert.equal(cols.length, 9);
      for (const col of cols) assert.ok((col.wch ?? 0) >= 8, `a column of ${col.wch} characters`);
      assert.deepEqual(sheet['!autofilter'], { ref: 'A1:I3' });

      // the popup form (its headings in order), reached by links
      await menu.getByRole('link', { name: '팝업 관리' }).click();
      await page.waitForURL(`${site.url}/admin/popup`);
      await page.getByRole('table').first().waitFor();
      assert.deepEqual(await allAxeViolations(page), []);
      await page.getByRole('link', { name: '팝업 등록' }).click();
      await page.waitForURL(`${site.url}/admin/popup/create`);
      await page.getByRole('region', { name: '미리보기' }).waitFor();
      await page.getByRole('heading', { level: 2, name: '미리보기' }).waitFor();
      assert.deepEqual(await allAxeViolations(page), []);
      await saveScreenshot(page, `admin-frame-popup-create-${label}`);

      // 사이트 홈 leaves the admin frame: the public header is back, in the same session
      await page.getByRole('banner').getByRole('link', { name: '사이트 홈' }).click();
      await page.waitForURL(`${site.url}/`);
      await page
        .getByRole('navigation', { name: '주 메뉴', includeHidden: true })
        .first()
        .waitFor({ state: 'attached' });
      assert.equal(await page.getByRole('navigation', { name: '관리자 메뉴' }).count(), 0);
      // a new layout mounts, and focus still moves to the new page (KWCAG 2.2)
      await waitForFocusIn(page, '#content');
      assert.equal(
        await page.evaluate(() => (window as unknown as { oneSession?: boolean }).oneSession === true),
        true,
        'no page reload happened',
      );
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });
  }
});
