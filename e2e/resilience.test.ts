import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { siteConfig } from '@portal/shared-types/site/site-config';
import { CONTRACT_VERSION } from '@portal/web-runtime/contract';
import { launchBrowser, newPage, saveScreenshot } from './support/browser';
import { hangingServer, staticServer } from './support/remote-servers';
import { startSite } from './support/site';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Builds mf-board into `out` against another contract version (the build reads PORTAL_CONTRACT_VERSION). */
function buildBoard(out: string, contract: string): Promise<number | null> {
  const cli = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
  const child = spawn(process.execPath, [cli, '--mode', 'production', '--output-path', out], {
    cwd: path.join(repoRoot, 'mf-board'),
    env: { ...process.env, PORTAL_CONTRACT_VERSION: contract },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve) => child.on('exit', resolve));
}
/** The manifest's time limit (shell/src/federation/load-limits.ts), plus room for a loaded machine. */
const MANIFEST_LIMIT_MS = 10_000;
const alertText = '화면을 불러오지 못했습니다.';

describe('resilience of the site', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  before(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  after(() => closeBrowser?.());

  test('when one remote is down, then its route says so with a retry and the rest of the site works', async () => {
    const site = await startSite({ MF_BOARD_URL: '/remotes/mf-board-gone/mf-manifest.json' });
    try {
      const { page, context } = await newPage(browser);
      await page.goto(`${site.url}/notice`);
      const alert = page.getByRole('alert');
      await alert.getByText('화면을 불러오지 못했습니다.', { exact: false }).waitFor();
      await alert.getByRole('button', { name: '다시 시도' }).click();
      await page.getByRole('alert').getByRole('button', { name: '다시 시도' }).waitFor();
      // The header and another remote's route still work.
      await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '청약안내' }).click();
      await page.waitForURL(`${site.url}/apply`);
      await page.getByRole('heading', { level: 1, name: '청약신청' }).waitFor();
      assert.equal(await page.getByRole('alert').count(), 0);
      await context.close();
    } finally {
      await site.stop();
    }
  });

  test('when mf-board accepts connections and never answers, then /notice shows the Korean error within the time limit while / and /apply work', async () => {
    const board = await hangingServer();
    const site = await startSite({ MF_BOARD_URL: `${board.url}/mf-manifest.json` });
    try {
      const { page, context } = await newPage(browser);
      await page.goto(`${site.url}/notice`);
      const boardError = page
        .getByRole('alert')
        .getByText(alertText, { exact: false })
        .waitFor({ timeout: MANIFEST_LIMIT_MS + 8_000 });
      // Meanwhile the rest of the site starts and works.
      const other = await context.newPage();
      await other.goto(`${site.url}/`);
      await other.getByRole('heading', { level: 1, name: siteConfig.complexName }).waitFor();
      await other.goto(`${site.url}/apply`);
      await other.getByRole('heading', { level: 1, name: '청약신청' }).waitFor();
      await boardError;
      assert.ok(board.requests.includes('/mf-manifest.json'), 'the shell asked the stand-in');
      assert.equal(await page.getByRole('alert').getByRole('button', { name: '다시 시도' }).count(), 1);
      await context.close();
    } finally {
      await board.close();
      await site.stop();
    }
  });

  test('when mf-board chunks fail to load, then the runtime retries, the page reloads once, the route shows its error, and 다시 시도 loads the board once they are back', async () => {
    const site = await startSite();
    try {
      const { page, context } = await newPage(browser);
      let loads = 0;
      page.on('load', () => (loads += 1));
      // A deploy removed the chunks this tab knows (everything of mf-board but its entry script).
      const chunks = /\/remotes\/mf-board\/.*\.js$/;
      await page.route(chunks, (route) =>
        route.request().url().endsWith('/remoteEntry.js') ? route.continue() : route.abort(),
      );
      await page.goto(`${site.url}/notice`);
      await page.getByRole('alert').getByText(alertText, { exact: false }).waitFor({ timeout: 60_000 });
      assert.equal(loads, 2, 'the first load and exactly one reload');
      await page.unroute(chunks);
      await page.getByRole('alert').getByRole('button', { name: '다시 시도' }).click();
      await page.getByRole('table', { name: '공지사항 목록' }).locator('tbody tr').first().waitFor();
      assert.equal(await page.getByRole('alert').count(), 0);
      assert.equal(loads, 2, '다시 시도 did not reload the page');
      await context.close();
    } finally {
      await site.stop();
    }
  });

  test('when the admin login chunk does not load, then /login reloads once, says so in Korean, and 다시 시도 loads the login once it is back', async () => {
    const site = await startSite();
    try {
      const { page, context } = await newPage(browser);
      let loads = 0;
      page.on('load', () => (loads += 1));
      // The network drops the shell's own lazy chunk (the sign-in), or a deploy removed it.
      const loginChunk = /\/admin-login\.[0-9a-f]+\.js$/;
      await page.route(loginChunk, (route) => route.abort());
      await page.goto(`${site.url}/login`);
      const alert = page.getByRole('alert');
      await alert.getByText(alertText, { exact: false }).waitFor();
      assert.equal(loads, 2, 'the first load and exactly one reload');
      const menu = page.getByRole('navigation', { name: '주 메뉴' });
      assert.equal(
        await menu.getByRole('link', { name: '청약안내' }).isVisible(),
        true,
        'the site menu stays',
      );
      await saveScreenshot(page, 'login-chunk-failed');
      await page.unroute(loginChunk);
      await alert.getByRole('button', { name: '다시 시도' }).click();
      await page.getByLabel('아이디').waitFor();
      assert.equal(loads, 3, '다시 시도 reloaded the page');
      assert.equal(await page.getByRole('alert').count(), 0);
      await context.close();
    } finally {
      await site.stop();
    }
  });

  test('when mf-board was built against another shell contract, then it is refused at load with a console error and the Korean message on its route', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'portal-bumped-board-'));
    const bumped = `${Number(CONTRACT_VERSION.split('.')[0]) + 1}.0.0`;
    assert.equal(await buildBoard(out, bumped), 0, 'the bumped mf-board builds');
    const board = await staticServer(out);
    const site = await startSite({ MF_BOARD_URL: `${board.url}/mf-manifest.json` });
    try {
      const { page, context, consoleErrors } = await newPage(browser);
      await page.goto(`${site.url}/notice`);
      await page.getByRole('alert').getByText(alertText, { exact: false }).waitFor({ timeout: 30_000 });
      assert.ok(
        consoleErrors.some((text) => text.includes('[portal-contract] mf_board') && text.includes(bumped)),
        consoleErrors.join('\n'),
      );
      // Refused before any of its code ran: nothing of it is on the page, its entry was never fetched.
      assert.equal(await page.getByRole('table').count(), 0);
      assert.ok(!board.requests.some((request) => request.endsWith('.js')), board.requests.join(', '));
      await page.goto(`${site.url}/apply`);
      await page.getByRole('heading', { level: 1, name: '청약신청' }).waitFor();
      await context.close();
    } finally {
      await site.stop();
      await board.close();
      rmSync(out, { recursive: true, force: true });
    }
  });

  test('when the site is stopped and started again on the same data folder, then the data is kept', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-restart-'));
    try {
      const first = await startSite({}, dataDir);
      const before = await (await fetch(`${first.url}/portal/notice`)).json();
      await first.stop();
      const second = await startSite({}, dataDir);
      const afterRestart = await (await fetch(`${second.url}/portal/notice`)).json();
      await second.stop();
      assert.equal(before.length, 13);
      assert.deepEqual(afterRestart, before, 'the same notices, not seeded twice');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
