import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type RunningSite } from './site';

/**
 * Starts the built site and Chromium before a describe block's tests and stops both after them.
 * `onReady` receives them once they are up.
 */
export function useSiteAndBrowser(
  onReady: (started: { site: RunningSite; browser: Browser }) => void,
  env: Record<string, string> = {},
): void {
  let site: RunningSite | undefined;
  let closeBrowser: (() => Promise<void>) | undefined;
  before(async () => {
    site = await startSite(env);
    const launched = await launchBrowser();
    closeBrowser = launched.close;
    onReady({ site, browser: launched.browser });
  });
  after(async () => {
    await closeBrowser?.();
    await site?.stop();
  });
}
