import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, viewports } from './support/browser';
import { loadedShares, SHARED_SINGLETONS } from './support/shared-libraries';
import { startSite, type RunningSite } from './support/site';

const repoRoot = path.resolve(import.meta.dirname, '..');
const LABEL = '재배포 확인';
/** The shared-types version the redeployed mf-board is built at: it stands for other shared-types code. */
const OTHER_SHARED_TYPES = '0.0.0-hredeploy';
const REMOTE_FAILED = '화면을 불러오지 못했습니다. 네트워크 상태를 확인한 뒤 다시 시도해 주세요.';

/** `npm run deploy -- mf-board` / `npm run rollback -- mf-board` against the test's deploy folder. */
function npmRun(deployDir: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DEPLOY_DIR: deployDir, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`npm run ${args.join(' ')}:\n${output}`)),
    );
  });
}

/**
 * Each shared library the page loaded is one copy, the shell's, and no script was requested twice: a
 * remote's own fallback copy of a library (a second React, a second store) would show here.
 */
async function assertOneCopyOfEachLibrary(page: Page, scripts: string[]) {
  const shares = await loadedShares(page);
  for (const name of SHARED_SINGLETONS) {
    const copies = shares.filter((share) => share.name === name);
    assert.equal(copies.length, 1, `${name}: ${JSON.stringify(copies)}`);
  }
  const notShell = shares.filter((share) => SHARED_SINGLETONS.includes(share.name) && share.from !== 'shell');
  assert.deepEqual(notShell, []);
  assert.deepEqual(
    scripts.filter((script, index) => scripts.indexOf(script) !== index),
    [],
  );
}

/**
 * The shared-types modules (scripts/webpack/shared-modules.mjs) the page loaded, one entry per copy.
 * Their `from` names the container that first asked for one, not the one whose file it came from.
 */
async function sharedTypesLoaded(page: Page) {
  const shares = await loadedShares(page);
  return shares.filter((share) => share.name.startsWith('@portal/shared-types/'));
}

/** The files that hold a deployed mf-board version's own copies of the shared-types modules (its manifest). */
async function boardSharedTypesFiles(site: RunningSite, version: string): Promise<string[]> {
  const folder = `/remotes/mf-board/${version}/`;
  const manifest = (await (await fetch(`${site.url}${folder}mf-manifest.json`)).json()) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const files = manifest.shared
    .filter((share) => share.name.startsWith('@portal/shared-types/'))
    .flatMap((share) => [...share.assets.js.sync, ...share.assets.js.async]);
  assert.ok(files.length > 0, 'mf-board shares shared-types modules');
  return files.map((file) => folder + file);
}

/** A remote built from the shell's shared-types code loads none of its own copies: one copy each, the shell's. */
async function assertShellSharedTypes(page: Page, scripts: string[], boardFiles: string[]) {
  const names = (await sharedTypesLoaded(page)).map((share) => share.name);
  assert.ok(names.length > 0, 'the page loads shared-types modules through the share scope');
  assert.deepEqual(
    names.filter((name, index) => names.indexOf(name) !== index),
    [],
  );
  assert.deepEqual(
    scripts.filter((script) => boardFiles.includes(script)),
    [],
  );
}

/** The paths of the scripts a page requests from now on (every script, whether or not it loads). */
function scriptsRequestedBy(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function liveBoardVersion(site: RunningSite): Promise<string> {
  const answer = (await (await fetch(`${site.url}/mf-remotes.json`)).json()) as {
    mf_board: { version: string };
  };
  return answer.mf_board.version;
}

/** Moves through the site's own menu, without a reload: the hamburger at 390 px, the dropdown on desktop. */
async function viaMenu(page: Page, mobile: boolean, label: string) {
  if (mobile) await page.getByRole('button', { name: '전체 메뉴' }).click();
  else
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '고객센터' }).hover();
  await page
    .getByRole('navigation', { name: '주 메뉴' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

describe('redeploying mf-board while the site runs and pages are open', () => {
  let site: RunningSite;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let deployDir: string;
  before(async () => {
    // a copy of the built site's deploy folder: the test deploys into it, never into the repository's
    deployDir = mkdtempSync(path.join(tmpdir(), 'portal-redeploy-'));
    cpSync(path.join(process.env.DEPLOY_DIR || path.join(repoRoot, 'deploy')), deployDir, {
      recursive: true,
    });
    site = await startSite({ DEPLOY_DIR: deployDir });
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  after(async () => {
    await closeBrowser?.();
    await site?.stop();
    rmSync(deployDir, { recursive: true, force: true });
  });

  test("when mf-board is deployed anew from other shared-types code, then open pages keep moving between its pages, fresh pages show the new build with its own copies of the shared-types modules, and a rollback brings the old one back on the shell's copies", async () => {
    const open = await Promise.all(
      [viewports.desktop, { width: 390, height: 844 }].map(async (viewport) => {
        const opened = await newPage(browser, viewport);
        const scripts = scriptsRequestedBy(opened.page);
        await opened.page.goto(`${site.url}/notice`);
        await opened.page.getByRole('table', { name: '공지사항 목록' }).waitFor();
        // survives only as long as the page is not reloaded
        await opened.page.evaluate(
          () => ((window as unknown as { openedBefore: boolean }).openedBefore = true),
        );
        return { ...opened, scripts, mobile: viewport.width < 768 };
      }),
    );
    const before = await liveBoardVersion(site);
    const beforeFiles = await boardSharedTypesFiles(site, before);
    for (const { page, scripts } of open) {
      assert.equal(await page.getByText(`빌드 ${LABEL}`).count(), 0);
      await assertShellSharedTypes(page, scripts, beforeFiles);
    }

    // built as if from other shared-types code: its versions of the shared-types modules differ from the shell's
    await npmRun(deployDir, ['deploy', '--', 'mf-board'], {
      BUILD_LABEL: LABEL,
      PORTAL_SHARED_TYPES_VERSION: OTHER_SHARED_TYPES,
    });
    const after = await liveBoardVersion(site);
    assert.notEqual(after, before);

    for (const { page, mobile, consoleErrors, scripts } of open) {
      const loaded: string[] = [];
      page.on('requestfinished', (request) => loaded.push(new URL(request.url()).pathname));
      await viaMenu(page, mobile, '자료실');
      await page.waitForURL(`${site.url}/notice/resources`);
      await page.getByRole('table', { name: '자료실 목록' }).waitFor();
      await viaMenu(page, mobile, '공지사항');
      await page.waitForURL(`${site.url}/notice`);
      await page.getByRole('table', { name: '공지사항 목록' }).waitFor();
      assert.equal(await page.getByText(REMOTE_FAILED).count(), 0);
      assert.equal(
        await page.evaluate(() => (window as unknown as { openedBefore?: boolean }).openedBefore),
        true,
      );
      assert.deepEqual(consoleErrors, []);
      // the resources page's chunk came from the old version, still published beside the new one
      assert.ok(
        loaded.some((file) => file.startsWith(`/remotes/mf-board/${before}/`)),
        loaded.join(', '),
      );
      await assertOneCopyOfEachLibrary(page, scripts);
    }

    const fresh = await newPage(browser);
    const freshScripts = scriptsRequestedBy(fresh.page);
    await fresh.page.goto(`${site.url}/notice`);
    await fresh.page.getByText(`빌드 ${LABEL}`).waitFor();
    // the new version's pages, and what it lends the shell's list (resources), on the shell's libraries
    await viaMenu(fresh.page, false, '자료실');
    await fresh.page.getByRole('table', { name: '자료실 목록' }).waitFor();
    await assertOneCopyOfEachLibrary(fresh.page, freshScripts);
    // the new build loads its own copies of the shared-types modules, from its own files, never the shell's
    // that differ; the shell keeps its own beside them
    const freshSharedTypes = await sharedTypesLoaded(fresh.page);
    const boardCopies = freshSharedTypes.filter((share) => share.version === OTHER_SHARED_TYPES);
    assert.ok(boardCopies.length > 0, JSON.stringify(freshSharedTypes));
    for (const copy of boardCopies)
      assert.ok(
        freshSharedTypes.some((share) => share.name === copy.name && share.version !== OTHER_SHARED_TYPES),
        `${copy.name}: ${JSON.stringify(freshSharedTypes)}`,
      );
    const afterFiles = await boardSharedTypesFiles(site, after);
    assert.ok(
      freshScripts.some((script) => afterFiles.includes(script)),
      freshScripts.join(', '),
    );
    assert.ok(
      freshScripts.some((file) => file.startsWith(`/remotes/mf-board/${after}/`)),
      freshScripts.join(', '),
    );
    assert.deepEqual(fresh.consoleErrors, []);
    await fresh.context.close();

    await npmRun(deployDir, ['rollback', '--', 'mf-board']);
    assert.equal(await liveBoardVersion(site), before);
    const afterRollback = await newPage(browser);
    const rollbackScripts = scriptsRequestedBy(afterRollback.page);
    await afterRollback.page.goto(`${site.url}/notice`);
    await afterRollback.page.getByRole('table', { name: '공지사항 목록' }).waitFor();
    assert.equal(await afterRollback.page.getByText(`빌드 ${LABEL}`).count(), 0);
    await assertShellSharedTypes(afterRollback.page, rollbackScripts, beforeFiles);
    assert.deepEqual(afterRollback.consoleErrors, []);
    await afterRollback.context.close();

    // the same server process served every step: nothing was restarted
    assert.doesNotThrow(() => process.kill(site.pid, 0));
    for (const { context } of open) await context.close();
  });
});
