// npm run bench:web: Lighthouse with its mobile defaults (a mid-range phone on slow 4G, simulated) on the
// public pages of the built site, each page beside its twin: the same server HTML with every script
// removed (script tags, script and data preloads, the hydration data), served through a small proxy
// with everything else (CSS, images) as is. Page and twin are measured in turn, in fresh headless
// Chromiums, 5 times each. For each page and its twin it prints the median and the 75th percentile (of 5
// runs, the second worst) of score, LCP, TBT, CLS and JS bytes, with Lighthouse's benchmarkIndex of the
// same runs, so that a busy or slow machine shows itself in the twin instead of passing for our code;
// then every run's longest main-thread task and the script Lighthouse attributes it to ("Unattributable"
// when no script is), which is where a slow run's time went.
// A benchmark that prints, not a test. It measures the build in */dist (run `npm run build` first to
// measure the current sources), or the site already running at BENCH_WEB_URL (another checkout's build).
// BENCH_WEB_RUNS sets the runs (5), BENCH_WEB_PAGES a comma-separated list of paths, and
// BENCH_WEB_REPORTS a folder to write every Lighthouse report into (to read traces and audits after),
// BENCH_WEB_ONLY=twin measures the twins alone (a quicker look at what HTML and CSS cost).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot } from './packages.mjs';
import { run } from './run.mjs';

const pages = process.env.BENCH_WEB_PAGES?.split(',') ?? [
  '/',
  '/notice',
  '/apply',
  '/introduction',
  '/requirement',
];
const runs = Number(process.env.BENCH_WEB_RUNS ?? 5);
const reports = process.env.BENCH_WEB_REPORTS;
const twinsOnly = process.env.BENCH_WEB_ONLY === 'twin';
if (reports) mkdirSync(reports, { recursive: true });

async function startBuiltSite() {
  if (process.env.BENCH_WEB_URL) return { url: process.env.BENCH_WEB_URL, stop: async () => {} };
  const build = await run(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), '--missing']);
  if (build.code !== 0) throw new Error('the build failed');
  const { startSite } = await import('../e2e/support/site.ts');
  return startSite();
}

/** A link the twin drops: a module preload, or a preload of a script or of data a script would read. */
const SCRIPT_LINK =
  /^<link\b(?=[^>]*\brel="?(?:modulepreload|preload)\b)(?:(?=[^>]*\brel="?modulepreload)|(?=[^>]*\bas="?(?:script|fetch)\b))[^>]*>/i;

/** The page without any script: script elements (code and JSON data alike) and script preloads. */
function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (SCRIPT_LINK.test(tag) ? '' : tag));
}

const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync };
const encoders = { br: zlib.brotliCompressSync, gzip: zlib.gzipSync, deflate: zlib.deflateSync };

/**
 * The twin: a proxy in front of the site that answers every request as the site does, except that an
 * HTML answer loses its scripts (decoded, stripped and encoded again in the same encoding).
 */
async function startTwin(siteUrl) {
  const upstream = new URL(siteUrl);
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const encoding = answer.headers['content-encoding'];
          const raw = Buffer.concat(chunks);
          const html = (decoders[encoding]?.(raw) ?? raw).toString('utf8');
          const stripped = Buffer.from(withoutScripts(html));
          const body = encoders[encoding]?.(stripped) ?? stripped;
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers['transfer-encoding'];
          delete headers.etag;
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** gzip bytes of each script URL, fetched once: beside what was sent, the figure older notes gave. */
const gzipSizes = new Map();
function gzipBytesOf(url) {
  if (!gzipSizes.has(url))
    gzipSizes.set(
      url,
      fetch(url)
        .then(async (res) => zlib.gzipSync(Buffer.from(await res.arrayBuffer())).length)
        .catch(() => 0),
    );
  return gzipSizes.get(url);
}

/** The main-thread time of the groups that block a page with no script, from Lighthouse's breakdown. */
const THREAD_GROUPS = ['styleLayout', 'parseHTML', 'paintCompositeRender', 'scriptEvaluation', 'other'];

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The renderer main thread's long tasks (those Lighthouse's phone model turns into blocking time: over
 * 50 ms / 4 as observed), as wall time and as the CPU time the thread really ran in them. What is not
 * CPU is waiting: for the machine's other processes, or for synchronous calls to the browser process
 * (font lookups, on Linux). A page with no script whose long tasks are mostly waiting is slowed by the
 * machine, not by its HTML and CSS.
 */
function longTaskTimes(traceEvents) {
  const mains = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = traceEvents
    .filter(
      (event) => TASK_NAMES.has(event.name) && event.ph === 'X' && mains.has(`${event.pid}:${event.tid}`),
    )
    .sort((a, b) => a.ts - b.ts);
  let wall = 0;
  let cpu = 0;
  let longest = null;
  const ends = new Map();
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    if (task.ts < (ends.get(thread) ?? 0)) continue; // nested in a task already counted
    ends.set(thread, task.ts + task.dur);
    if (task.dur < 12_500) continue;
    wall += task.dur / 1000;
    cpu += (task.tdur ?? task.dur) / 1000;
    if (!longest || task.dur > longest.dur) longest = task;
  }
  return { wall, cpu, longest: longest && describeTask(longest, traceEvents) };
}

/**
 * An observed task: its wall and CPU time (unthrottled, as the machine ran it) and the first script
 * that ran in it (an evaluated script, or a function called from one), "Unattributable" when none did.
 */
function describeTask(task, traceEvents) {
  const end = task.ts + task.dur;
  const inside = traceEvents.find(
    (event) =>
      event.pid === task.pid &&
      event.tid === task.tid &&
      event.ts >= task.ts &&
      event.ts < end &&
      (event.args?.data?.url || event.args?.data?.stackTrace?.[0]?.url),
  );
  return {
    wall: task.dur / 1000,
    cpu: (task.tdur ?? task.dur) / 1000,
    script: inside?.args.data.url || inside?.args.data.stackTrace?.[0]?.url || 'Unattributable',
  };
}

/**
 * The run's longest main-thread task as Lighthouse's long-tasks audit sees it (its duration on the
 * simulated phone: the observed wall time, waits for a busy machine included, times the CPU slowdown),
 * with the script it is attributed to; null when no task reached 50 ms on the phone. (The audit's
 * breakdown by kind of work is not used: under simulation it puts all of a task in "other".)
 */
function longestTask(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  const longest = items[0]; // sorted by duration, longest first
  if (!longest) return null;
  return {
    script: longest.url,
    startTime: longest.startTime,
    duration: longest.duration,
    count: items.length,
  };
}

/** One Lighthouse run in its own browser, so no run starts with another's cache. */
async function measure(url, name) {
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
    if (reports) {
      writeFileSync(path.join(reports, `${name}.json`), result.report);
      writeFileSync(
        path.join(reports, `${name}.trace.json`),
        JSON.stringify({ traceEvents: result.artifacts?.Trace?.traceEvents ?? [] }),
      );
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    const jsGzip = (await Promise.all(scripts.map((item) => gzipBytesOf(item.url)))).reduce(
      (sum, bytes) => sum + bytes,
      0,
    );
    // sent: what crossed the wire (brotli bodies to Chromium) with each answer's HTTP/1.1 headers, as
    // Lighthouse counts it; bench:build gives the bodies alone
    const jsWire = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const long = longTaskTimes(result.artifacts?.Trace?.traceEvents ?? []);
    const thread = Object.fromEntries(THREAD_GROUPS.map((group) => [group, 0]));
    for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
      if (item.group in thread) thread[item.group] += item.duration;
    return {
      score: (lhr.categories.performance.score ?? 0) * 100,
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      jsWire,
      jsGzip,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      version: lhr.lighthouseVersion,
      longWall: long.wall,
      longCpu: long.cpu,
      longest: longestTask(lhr),
      longestObserved: long.longest,
      ...Object.fromEntries(THREAD_GROUPS.map((group) => [`thread.${group}`, thread[group]])),
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): such a run is done again. */
async function measureWithRetry(url, name, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, name);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const site = await startBuiltSite();
const twin = await startTwin(site.url);
const samples = new Map(pages.map((pathname) => [pathname, { page: [], twin: [] }]));
try {
  // round after round, each page then its twin: what the machine does meanwhile weighs on both alike
  for (let i = 0; i < runs; i++) {
    for (const pathname of pages) {
      const slug = pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      const own = samples.get(pathname);
      if (!twinsOnly)
        own.page.push(await measureWithRetry(`${site.url}${pathname}`, `${slug}-page-${i + 1}`));
      own.twin.push(await measureWithRetry(`${twin.url}${pathname}`, `${slug}-twin-${i + 1}`));
      console.log(`run ${i + 1}/${runs}: measured ${pathname} and its twin`);
    }
  }
} finally {
  await twin.stop();
  await site.stop();
}

const pick = (list, key) => median(list.map((sample) => sample[key]));
/**
 * The 75th percentile on the bad side (nearest rank): with 5 runs the second worst, with 3 the worst.
 * For the score, lower is worse; for the others, higher.
 */
function p75(list, key) {
  const higherIsWorse = key !== 'score';
  const sorted = list.map((sample) => sample[key]).sort((a, b) => (higherIsWorse ? a - b : b - a));
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)];
}
const ms = (value) => `${Math.round(value)} ms`;
const all = [...samples.values()].flatMap(({ page, twin: twins }) => [...page, ...twins]);
const indexes = all.map((sample) => sample.benchmarkIndex);

/** A cell of the summary: median / p75 of one figure over the runs, as `format` writes it. */
const figures = {
  score: (value) => String(Math.round(value)),
  lcp: (value) => `${(value / 1000).toFixed(2)} s`,
  tbt: ms,
  cls: (value) => value.toFixed(3),
  jsWire: (value) => `${(value / 1000).toFixed(1)} KB`,
  jsGzip: (value) => `${(value / 1000).toFixed(1)} KB`,
};
const cell = (list, key) =>
  list.length ? `${figures[key](pick(list, key))} / ${figures[key](p75(list, key))}` : '–';

console.log(
  `\nLighthouse ${all[0]?.version} mobile defaults, ${runs} runs, page and twin in turn; ` +
    `each cell: median / p75 (${runs === 5 ? 'the second worst of 5' : 'nearest rank, on the bad side'})`,
);
console.log(
  `benchmarkIndex: median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}–` +
    `${Math.round(Math.max(...indexes))}) over ${indexes.length} runs`,
);
console.log(
  '| Page | | Score | LCP | TBT | CLS | JS sent, with headers | JS gzip | Long tasks: wall, CPU | benchmarkIndex |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const [pathname, { page, twin: twins }] of samples) {
  for (const [label, list] of [
    ['page', page],
    ['twin', twins],
  ]) {
    if (!list.length) continue;
    const keys = Object.keys(figures).map((key) => cell(list, key));
    const long = `${ms(pick(list, 'longWall'))}, ${ms(pick(list, 'longCpu'))}`;
    console.log(
      `| ${label === 'page' ? pathname : ''} | ${label} | ${keys.join(' | ')} | ${long} | ` +
        `${Math.round(pick(list, 'benchmarkIndex'))} |`,
    );
  }
  if (page.length && twins.length)
    console.log(`|  | page − twin | | | TBT p75 ${ms(p75(page, 'tbt') - p75(twins, 'tbt'))} | | | | | |`);
}
console.log(
  'Long tasks: the observed tasks over 12.5 ms (50 ms on the phone), median wall time and the CPU time\n' +
    'the main thread ran in them; the rest is waiting (a busy machine, synchronous font lookups).',
);

/** A script's URL as short as it can be told: its file name, or Lighthouse's word when it has none. */
function scriptName(url) {
  try {
    const { pathname } = new URL(url);
    return pathname.split('/').filter(Boolean).slice(-2).join('/') || url;
  } catch {
    return url; // "Unattributable"
  }
}

console.log(
  "\nEvery run: its figures; its longest main-thread task on the phone (Lighthouse's long-tasks audit,\n" +
    'simulated: duration, start, the script it is attributed to); and the longest task as the machine ran\n' +
    'it (wall time, and the CPU time of the main thread in it: a wall far over the CPU is a busy machine).',
);
console.log(
  '| Run | Page | | Score | TBT | LCP | benchmarkIndex | Tasks ≥ 50 ms | Longest task on the phone | ' +
    'Longest observed: wall / CPU, script |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (let i = 0; i < runs; i++) {
  for (const [pathname, { page, twin: twins }] of samples) {
    for (const [label, list] of [
      ['page', page],
      ['twin', twins],
    ]) {
      const sample = list[i];
      if (!sample) continue;
      const task = sample.longest;
      const longest = task
        ? `${ms(task.duration)} at ${ms(task.startTime)}, ${scriptName(task.script)}`
        : 'none';
      const seen = sample.longestObserved;
      const observed = seen ? `${ms(seen.wall)} / ${ms(seen.cpu)}, ${scriptName(seen.script)}` : 'none';
      console.log(
        `| ${i + 1} | ${pathname} | ${label} | ${Math.round(sample.score)} | ${ms(sample.tbt)} | ` +
          `${(sample.lcp / 1000).toFixed(2)} s | ${Math.round(sample.benchmarkIndex)} | ` +
          `${task?.count ?? 0} | ${longest} | ${observed} |`,
      );
    }
  }
}

/** The Korean fonts fontconfig knows (Linux); null where fc-list is not there to ask. */
function koreanFonts() {
  try {
    return execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}
if (koreanFonts() === '')
  console.log(
    'Note: no Korean font on this machine (fc-list :lang=ko is empty). Every Hangul run of the first\n' +
      'layout is then a font fallback lookup that finds nothing, which no phone in Korea does: install\n' +
      'fonts-noto-cjk (or fonts-nanum) for figures that stand for a Korean phone.',
  );

console.log(
  '\nMain-thread work at load by kind (median ms, scaled to the phone as Lighthouse does): page / twin',
);
console.log(`| Page | ${THREAD_GROUPS.join(' | ')} | long tasks: wall, CPU |`);
console.log(`|---|${THREAD_GROUPS.map(() => '---').join('|')}|---|`);
for (const [pathname, { page, twin: twins }] of samples) {
  const cells = THREAD_GROUPS.map(
    (group) => `${Math.round(pick(page, `thread.${group}`))} / ${Math.round(pick(twins, `thread.${group}`))}`,
  );
  const long = (list) => `${ms(pick(list, 'longWall'))}, ${ms(pick(list, 'longCpu'))}`;
  console.log(`| ${pathname} | ${cells.join(' | ')} | ${long(page)} / ${long(twins)} |`);
}
