import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { newPage } from './support/browser';
import type { RunningSite } from './support/site';
import { publicPages } from './support/site-paths';
import { useSiteAndBrowser } from './support/suite';

// Text that only CKEditor's and SheetJS's own code carries.
const EDITOR_OR_SPREADSHEET = /CKEditorError|ckeditor5|SheetJS|sheet_to_json/;
/** texts of the shell's admin sign-in (second factor) and admin frame (session warning) */
const ADMIN_SIGN_IN_OR_FRAME = /휴대폰 인증 앱에 표시된|곧 자동으로 로그아웃됩니다/;
// Text that zod's own code carries: its schemas are the server's and the forms', not the shell's start.
const ZOD = /ZodError/;

describe('what public pages load', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser((started) => ({ site, browser } = started));

  test('when every public page is visited, then no script of mf-admin, CKEditor, xlsx or the admin sign-in and frame is requested, and the shell loads no zod', async () => {
    const { page, context } = await newPage(browser);
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) {
        scripts.push({ url: response.url(), body: response.text().catch(() => '') });
      }
    });
    for (const { path, title } of publicPages) {
      await page.goto(`${site.url}${path}`);
      if (path !== '/') await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    assert.ok(scripts.length > 10, 'the pages loaded their scripts');
    const adminScripts = scripts.filter((script) => script.url.includes('/remotes/mf-admin/'));
    assert.deepEqual(
      adminScripts.map((script) => script.url),
      [],
    );
    for (const script of scripts) {
      assert.doesNotMatch(
        await script.body,
        EDITOR_OR_SPREADSHEET,
        `${script.url} carries editor or xlsx code`,
      );
      assert.doesNotMatch(await script.body, ADMIN_SIGN_IN_OR_FRAME, `${script.url} carries admin code`);
      if (!new URL(script.url).pathname.startsWith('/remotes/'))
        assert.doesNotMatch(await script.body, ZOD, `${script.url} of the shell carries zod`);
    }
    await context.close();
  });
});
