import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core';
import { adminLogin, adminGet, apply } from './support/admin-api';
import { axeViolations, launchBrowser, newPage, saveScreenshot, viewports } from './support/browser';
import { startSite, type RunningSite } from './support/site';
import { signInOnPage } from './support/sign-in-page';

// Every admin page at a phone's width and a desktop's, in one page session that moves by the admin
// menu and the pages' own links: nothing scrolls sideways, axe finds nothing, and on a phone 저장 of an
// editor form can be tapped (the editor's toolbar groups what does not fit instead of widening the page).

const OPEN_ROUND = '2026년 하반기 입주자 모집';
const CLOSED_ROUND = '2026년 상반기 입주자 모집';
const PHONE = { width: 390, height: 844 };
const NEW_NOTICE = '휴대폰에서 쓴 공지';

describe('the admin area at 390 px and 1280 px', () => {
  let site: RunningSite;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];
  const alerts: string[] = [];

  const menu = () => page.getByRole('navigation', { name: '관리자 메뉴' });
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  const editor = () => page.locator('.ck-editor__editable').first().waitFor();
  const table = (name: string) => page.getByRole('table', { name });
  const byMenu = (name: string) => () => menu().getByRole('link', { name, exact: true }).click();

  /** One admin page: how to get there from the page before, and what shows once it is all there. */
  interface Stop {
    name: string;
    go: () => Promise<unknown>;
    ready: () => Promise<unknown>;
  }
  const stops: Stop[] = [
    {
      name: 'dashboard',
      go: byMenu('대시보드'),
      ready: () => table('청약 목록').getByRole('row').filter({ hasText: OPEN_ROUND }).waitFor(),
    },
    {
      name: 'round-edit',
      go: () =>
        table('청약 목록')
          .getByRole('link', { name: `${OPEN_ROUND} 수정` })
          .click(),
      ready: async () => {
        await heading('청약 수정');
        await editor();
      },
    },
    {
      name: 'round-create',
      go: byMenu('청약 등록'),
      ready: async () => {
        await heading('청약 등록');
        await editor();
      },
    },
    {
      name: 'applicants',
      go: byMenu('신청자 관리'),
      ready: async () => {
        await page.getByRole('button', { name: `${OPEN_ROUND} 신청자 보기` }).click();
        await table(`${OPEN_ROUND} 신청자 목록`).getByRole('row').filter({ hasText: '휴대폰일반' }).waitFor();
        await page.getByRole('heading', { name: '안내 메시지' }).waitFor();
      },
    },
    {
      name: 'round-review',
      go: () => page.getByRole('link', { name: `${CLOSED_ROUND} 서류 검토` }).click(),
      ready: () => page.getByRole('heading', { name: `${CLOSED_ROUND} 서류 검토` }).waitFor(),
    },
    {
      name: 'notice-new',
      go: byMenu('공지사항 작성'),
      ready: async () => {
        await heading('공지사항 작성');
        await editor();
      },
    },
    {
      name: 'resource-new',
      go: byMenu('자료 작성'),
      ready: async () => {
        await heading('자료 작성');
        await editor();
      },
    },
    {
      name: 'dashboard-boards',
      go: byMenu('대시보드'),
      ready: () => table('자료 목록').getByRole('link', { name: /수정$/ }).first().waitFor(),
    },
    {
      name: 'notice-edit',
      go: () => table('공지사항 목록').getByRole('link', { name: /수정$/ }).first().click(),
      ready: async () => {
        await heading('공지사항 수정');
        await editor();
      },
    },
    {
      name: 'resource-edit',
      go: async () => {
        await menu().getByRole('link', { name: '대시보드', exact: true }).click();
        await table('자료 목록').getByRole('link', { name: /수정$/ }).first().click();
      },
      ready: async () => {
        await heading('자료 수정');
        await editor();
      },
    },
    {
      name: 'popup-list',
      go: byMenu('팝업 관리'),
      ready: () => table('팝업 목록').getByRole('link', { name: /수정$/ }).first().waitFor(),
    },
    {
      name: 'popup-edit',
      go: () => table('팝업 목록').getByRole('link', { name: /수정$/ }).first().click(),
      ready: async () => {
        await heading('팝업 수정');
        await page.getByRole('heading', { level: 2, name: '미리보기' }).waitFor();
      },
    },
    {
      name: 'popup-create',
      go: async () => {
        await menu().getByRole('link', { name: '팝업 관리', exact: true }).click();
        await page.getByRole('link', { name: '팝업 등록' }).click();
      },
      ready: async () => {
        await heading('팝업 등록');
        await page.getByRole('heading', { level: 2, name: '미리보기' }).waitFor();
      },
    },
    {
      name: 'audit',
      go: byMenu('감사 기록'),
      ready: () => table('감사 기록 목록').getByRole('row').nth(1).waitFor(),
    },
    {
      name: 'access-log',
      go: byMenu('접속기록'),
      ready: () => table('접속기록 목록').getByRole('row').nth(1).waitFor(),
    },
    {
      name: 'sessions',
      go: byMenu('로그인 세션'),
      ready: () => table('로그인 세션 목록').getByRole('row').nth(1).waitFor(),
    },
  ];

  /** The page's width as the browser scrolls it: more than the window means a sideways scroll. */
  const pageWidth = () => page.evaluate(() => document.scrollingElement!.scrollWidth);

  /** Walks every stop at this width: each page's width and axe's findings, and a screenshot of each. */
  async function walk(label: string, viewport: { width: number; height: number }) {
    await page.setViewportSize(viewport);
    const widths: Record<string, number> = {};
    const findings: Record<string, unknown> = {};
    for (const stop of stops) {
      await stop.go();
      await stop.ready();
      // fonts and the editor's toolbar grouping settle within a frame or two
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      widths[stop.name] = await pageWidth();
      const violations = await axeViolations(page);
      if (violations.length > 0) findings[`${stop.name} at ${label}`] = violations;
      await saveScreenshot(page, `admin-phone-${stop.name}-${label}`);
    }
    return { widths, findings };
  }

  before(async () => {
    site = await startSite();
    ({ browser, close: closeBrowser } = await launchBrowser());
    // two applicants, so that the applicants table and the messages have rows on a phone too
    const token = await adminLogin(site.url, site.adminPassword);
    const rounds = await adminGet<{ id: number; title: string }[]>(site.url, token, '/portal/subscription');
    const openId = rounds.find((round) => round.title === OPEN_ROUND)!.id;
    await apply(site.url, openId, { name: '휴대폰일반', phone: '01066660001', supplyType: 'GENERAL-15' });
    await apply(site.url, openId, { name: '휴대폰특공', phone: '01066660002', supplyType: 'SPECIAL-15' });
    ({ context, page, consoleErrors } = await newPage(browser, viewports.desktop, { touch: true }));
    page.on('dialog', (dialog: Dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
  });
  after(async () => {
    await context?.close();
    await closeBrowser?.();
    await site?.stop();
  });

  test('when the admin signs in and moves through every admin page at 1280 px, then at 390 px, then no page is wider than the screen and axe finds nothing', async (t) => {
    await page.goto(`${site.url}/login`);
    await signInOnPage(page, site.url, site.adminPassword);
    await heading('관리자 페이지');
    await page.evaluate(() => ((window as unknown as { oneSession: boolean }).oneSession = true));

    const desktop = await walk('1280', viewports.desktop);
    const phone = await walk('390', PHONE);
    // every page's widths, in the test's output
    for (const [name, width] of Object.entries(desktop.widths))
      t.diagnostic(`${name}: ${phone.widths[name]} px at 390, ${width} px at 1280`);
    assert.deepEqual({ ...desktop.findings, ...phone.findings }, {}, 'axe findings by page');
    for (const [name, width] of Object.entries(phone.widths))
      assert.ok(width <= PHONE.width, `${name} is ${width} px wide at 390 px`);
    for (const [name, width] of Object.entries(desktop.widths))
      assert.ok(width <= viewports.desktop.width, `${name} is ${width} px wide at 1280 px`);

    assert.equal(
      await page.evaluate(() => (window as unknown as { oneSession?: boolean }).oneSession === true),
      true,
      'no page reload happened',
    );
    assert.deepEqual(consoleErrors, []);
  });

  test('when a notice is written on a phone, then 저장 is tapped (the editor covers nothing) and the notice is listed', async () => {
    await page.setViewportSize(PHONE);
    await menu().getByRole('link', { name: '공지사항 작성', exact: true }).click();
    await heading('공지사항 작성');
    await page.getByRole('textbox', { name: '제목', exact: true }).fill(NEW_NOTICE);
    const content = page.locator('.ck-editor__editable').first();
    await content.tap();
    await page.keyboard.type('휴대폰에서 쓴 공지 내용입니다.');
    // the toolbar groups what does not fit: the page stays as wide as the screen while the editor has focus
    assert.ok((await pageWidth()) <= PHONE.width, 'the editor with focus fits the screen');
    const save = page.getByRole('button', { name: '저장', exact: true });
    await save.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-phone-notice-before-save-390');
    // a tap lands on the element under the finger: it fails when the editor's toolbar or balloon covers 저장
    await save.tap();
    await page.waitForURL(`${site.url}/admin`);
    assert.ok(
      alerts.some((text) => /등록/.test(text)),
      `the saved notice was announced (${alerts.join(' | ')})`,
    );
    await table('공지사항 목록').getByRole('row').filter({ hasText: NEW_NOTICE }).waitFor();
    assert.deepEqual(consoleErrors, []);
  });
});
