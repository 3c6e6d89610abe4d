// The admin's applicants screen in Chromium, for `npm run bench:scale`: the API figures say what the
// server costs, these say what the admin waits for (issue 42: 20.8 s at 100,000 applicants, the goal
// 2 s). The API process of the bench serves the built site (shell/dist and deploy/, from
// `node scripts/build.mjs`); without it, or without Chromium, nothing is measured and the bench says why.
// SCALE_SCREEN=0 skips the screen; CHROMIUM_PATH names another Chromium.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { paths } from '@portal/shared-types/site/routes';
import { ACCESS_REASON_KEY, ADMIN_TOKEN_KEY } from '@portal/shared-types/auth/storage-keys';
import { PAGE_SIZE } from '@portal/shared-types/board/pagination';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The reason for reading personal data the screen asks once per tab (typed here before the screen opens). */
const ACCESS_REASON = '대규모 회차 성능 측정';
/** Generous, for a shared and loaded machine: a sample that waits longer fails (and prints why). */
const WAIT_MS = 180_000;

export interface ScreenRound {
  id: number;
  title: string;
  count: number;
  /** the name the search looks for: one applicant's, matched by that applicant alone */
  searchName: string;
}

/** One round's figures, each the median of the samples (NaN where a sample failed). */
export interface ScreenFigures {
  /** from the navigation to the screen until the chosen round's rows, messages section and export show */
  shownMs: number;
  /** the part of it after the click on the round's 보기 button */
  afterClickMs: number;
  /** from typing a name into the list's search until its one row shows */
  searchMs: number;
  /** the page's used JS heap once the screen shows, after a garbage collection, in MB */
  heapMb: number;
}

/** The middle value (of an even count, the upper middle, as the bench's API figures); NaN for none. */
export function medianOf(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
}

/** Why the screen cannot be measured here, or null when it can. */
export function screenUnavailable(siteRoot: string): string | null {
  if (process.env.SCALE_SCREEN === '0') return 'SCALE_SCREEN=0';
  if (!existsSync(path.join(siteRoot, 'shell', 'dist', 'index.html')))
    return 'no built site: run `node scripts/build.mjs` first';
  if (!existsSync(path.join(siteRoot, 'deploy', 'deployment.json')))
    return 'no deployed remotes: run `node scripts/build.mjs` first';
  if (!existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM} (CHROMIUM_PATH)`;
  return null;
}

/** Debian's Chromium, headless, with the same flags as the browser tests (e2e/support/browser.ts). */
async function launch(): Promise<Browser> {
  return chromium.launch({
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
  });
}

/** Milliseconds since `started`. */
const since = (started: number) => performance.now() - started;

/**
 * One look at the screen: a new navigation (the screen's data is fetched again; the scripts come from
 * the browser's cache, as for an admin who has used the site before), the round's 보기 clicked as soon
 * as it shows, then the wait for the first page of rows, the messages section's picker and the export
 * button; the heap; then a name typed into the list's search until its row shows.
 */
async function sample(
  page: Page,
  siteUrl: string,
  round: ScreenRound,
  heap: () => Promise<number>,
): Promise<ScreenFigures> {
  const started = performance.now();
  await page.goto(`${siteUrl}${paths.applicants()}`);
  await page.getByRole('button', { name: `${round.title} 신청자 보기`, exact: true }).click();
  const clicked = performance.now();
  const table = page.getByRole('table', { name: `${round.title} 신청자 목록`, exact: true });
  const rows = table.locator('tbody tr');
  await rows.nth(Math.min(round.count, PAGE_SIZE.applicants) - 1).waitFor({ timeout: WAIT_MS });
  await page.getByRole('searchbox', { name: '신청자 찾기' }).waitFor({ timeout: WAIT_MS });
  await page.getByRole('button', { name: '엑셀 다운로드' }).waitFor({ timeout: WAIT_MS });
  const shownMs = since(started);
  const afterClickMs = since(clicked);
  const heapMb = await heap();

  const searching = performance.now();
  await page.getByRole('searchbox', { name: '이름 또는 연락처' }).fill(round.searchName);
  await page.getByRole('search', { name: '신청자 검색' }).getByRole('button', { name: '검색' }).click();
  await table.getByText(round.searchName, { exact: true }).waitFor({ timeout: WAIT_MS });
  const searchMs = since(searching);
  // a wrong screen must not pass for a fast one
  const found = await rows.count();
  if (found !== 1) throw new Error(`the search for ${round.searchName} shows ${found} rows, not 1`);
  return { shownMs, afterClickMs, searchMs, heapMb };
}

/**
 * Each round's screen `samples` times, the rounds in turn, in one signed-in tab (the bench's admin token
 * put where the shell keeps it), after one look that is not counted (it fills the browser's cache); a
 * failed sample prints its error and counts as NaN, so that the API figures still print.
 */
export async function measureScreens(
  siteUrl: string,
  token: string,
  rounds: ScreenRound[],
  samples: number,
): Promise<ScreenFigures[]> {
  const browser = await launch();
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return usedSize / 1024 / 1024;
    };
    await page.goto(`${siteUrl}/introduction`);
    // a string, evaluated in the page: this package is typed without the DOM
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(ADMIN_TOKEN_KEY)}, ${JSON.stringify(token)});
       sessionStorage.setItem(${JSON.stringify(ACCESS_REASON_KEY)}, ${JSON.stringify(ACCESS_REASON)});`,
    );
    const attempt = async (round: ScreenRound) => {
      try {
        return await sample(page, siteUrl, round, heap);
      } catch (error) {
        console.error(`screen, ${round.title}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    };
    // not counted: the first look fetches the shell's and the remote's scripts
    await attempt(rounds[0]!);
    // the rounds take turns, so that a busy moment of the shared machine falls on both alike
    const taken = rounds.map((): (ScreenFigures | null)[] => []);
    for (let i = 0; i < samples; i++)
      for (const [index, round] of rounds.entries()) taken[index]!.push(await attempt(round));
    const figures = taken.map((ones) => {
      const middle = (key: keyof ScreenFigures) => medianOf(ones.map((one) => one?.[key] ?? NaN));
      return {
        shownMs: middle('shownMs'),
        afterClickMs: middle('afterClickMs'),
        searchMs: middle('searchMs'),
        heapMb: middle('heapMb'),
      };
    });
    await context.close();
    return figures;
  } finally {
    await browser.close();
  }
}
