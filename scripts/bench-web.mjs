// npm run bench:web: Lighthouse with its mobile defaults (a mid-range phone on slow 4G, simulated) on the
// public pages of the built site, 3 runs each in a fresh headless Chromium, printing the medians of the
// performance score, LCP, CLS, TBT and the JavaScript bytes sent. A benchmark that prints, not a test.
// It measures the build in */dist (run `npm run build` first to measure the current sources), or the site
// already running at BENCH_WEB_URL (to compare with another checkout's build).
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot } from './packages.mjs';
import { run } from './run.mjs';

const pages = ['/', '/notice', '/apply', '/introduction', '/requirement'];
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);

async function startBuiltSite() {
  if (process.env.BENCH_WEB_URL) return { url: process.env.BENCH_WEB_URL, stop: async () => {} };
  const build = await run(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), '--missing']);
  if (build.code !== 0) throw new Error('the build failed');
  const { startSite } = await import('../e2e/support/site.ts');
  return startSite();
}

const site = await startBuiltSite();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run in its own browser, so no run starts with another's cache. */
async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scripts = lhr.audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    );
    return {
      score: (lhr.categories.performance.score ?? 0) * 100,
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      jsBytes: scripts?.transferSize ?? 0,
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): such a run is done again. */
async function measureWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const rows = [];
try {
  for (const pathname of pages) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measureWithRetry(`${site.url}${pathname}`));
    const pick = (key) => median(samples.map((sample) => sample[key]));
    rows.push({
      pathname,
      score: pick('score'),
      lcp: pick('lcp'),
      cls: pick('cls'),
      tbt: pick('tbt'),
      jsBytes: pick('jsBytes'),
    });
    console.log(`measured ${pathname} (${runs} runs)`);
  }
} finally {
  await site.stop();
}

console.log(`\nLighthouse mobile defaults, median of ${runs} runs`);
console.log('| Page | Score | LCP | CLS | TBT | JS sent |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.pathname} | ${Math.round(row.score)} | ${(row.lcp / 1000).toFixed(1)} s | ` +
      `${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms | ${(row.jsBytes / 1024).toFixed(0)} KiB |`,
  );
}
