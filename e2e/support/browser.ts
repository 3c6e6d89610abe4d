import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ACCESS_REASON_KEY } from '@portal/shared-types/auth/storage-keys';

const require = createRequire(import.meta.url);
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const screenshotDir = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/** Debian's Chromium, headless, with a fresh profile and no background traffic (the network is closed). */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-chromium-'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
    env: { ...process.env, HOME: profile },
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export const viewports = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;

/** The reason for reading personal data that the admin screens of the browser tests carry. */
export const E2E_ACCESS_REASON = '브라우저 시험';

/** The answer to home's call for its active popups: none, or the site's own. */
export type ActivePopups = 'none' | 'site';

/**
 * A page in a fresh context. Home opens each active popup in a window of its own; unless the test asks
 * for the site's popups (`activePopups: 'site'`), home gets none. A window still opening when a test
 * closed its context has hung Playwright's close in CI, and the popups are the subject of their own
 * tests, which serve the popups they need (a route added later wins over this one).
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
  {
    activePopups = 'none',
    accessReason = E2E_ACCESS_REASON,
    touch = false,
  }: { activePopups?: ActivePopups; accessReason?: string | null; touch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  // touch: a touch screen as well as a mouse, so that a test can tap as on a phone
  const context = await browser.newContext({
    viewport,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    hasTouch: touch,
  });
  if (activePopups === 'none')
    await context.route('**/api/portal/popup/active', (route) => route.fulfill({ json: [] }));
  // the tab's reason for reading personal data, as if typed: the admin screens then open without asking
  // (null: the test types it itself)
  if (accessReason)
    await context.addInitScript(
      ([key, reason]) => {
        try {
          sessionStorage.setItem(key, reason);
        } catch {
          // a page without storage (about:blank) reads no personal data
        }
      },
      [ACCESS_REASON_KEY, accessReason] as const,
    );
  const page = await context.newPage();
  waitForAppOnGoto(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/**
 * A server-rendered page is on screen before its scripts answer clicks, as for a visitor: `goto` also
 * waits until the app has started (the shell marks <html data-app-ready>), on pages that hold the app.
 */
export function waitForAppOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.appReady !== undefined,
    );
    return response;
  };
}

const AXE_WAIT_MS = 45_000;

/**
 * Runs axe-core in the page and returns its violations (rule id and the first target of each). A run
 * that has not answered within 45 s is started once more, and a second silence fails the test instead
 * of hanging the whole suite (seen once on a loaded machine).
 */
export async function axeViolations(page: Page, include?: string) {
  for (let attempt = 1; ; attempt += 1) {
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), AXE_WAIT_MS);
    });
    const result = await Promise.race([runAxe(page, include), silence]).finally(() => clearTimeout(timer));
    if (result) return result;
    if (attempt === 2) throw new Error(`axe-core did not answer within ${AXE_WAIT_MS / 1000} s, twice`);
  }
}

async function runAxe(page: Page, include?: string) {
  const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol: the site's CSP rightly refuses inline scripts.
  await page.evaluate(source);
  return page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            c: unknown,
            o: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => String(node.target[0])),
    }));
  }, include);
}

export async function saveScreenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
