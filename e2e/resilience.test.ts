import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { startSite } from './support/site';

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
