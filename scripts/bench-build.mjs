// npm run bench:build: builds as `npm run build` does (the shell with its server build, every remote
// deployed into DEPLOY_DIR) one package at a time and prints each one's build time, then opens each public
// page in a fresh Chromium context and weighs every script the browser really requested until the network
// went quiet (lazy chunks and popups included), gzip-compressed, per package. Fails when a public page
// loads more than the budget, or any chunk of mf-admin, CKEditor or SheetJS.
// `--no-build` weighs the existing build and deployment instead; `--files` also lists every script.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { loadedShares, SHARED_SINGLETONS } from '../e2e/support/shared-libraries.ts';
import { buildAndDeploy } from './build-steps.mjs';
import { remotePackages } from './packages.mjs';

/**
 * At most 180 KB of JavaScript on the wire on every public page, React, React Router and Redux Toolkit
 * included: the script bodies as the server sent them (brotli, which every current browser takes; gzip for
 * the rest), headers aside. The gzip total is printed beside it, as older figures counted.
 */
const BUDGET = 180_000;
const PAGES = ['/', '/notice', '/apply', '/introduction', '/requirement'];
// Text that only CKEditor's and SheetJS's own code carries (as in e2e/public-bundles).
const EDITOR_OR_SPREADSHEET = /CKEditorError|ckeditor5|SheetJS|sheet_to_json/;

if (!process.argv.includes('--no-build')) {
  // The same steps as `npm run build` (the remotes deployed into DEPLOY_DIR, the shell's server build),
  // one at a time so that each package's time is its own.
  const results = await buildAndDeploy({
    packages: ['api', 'shell'],
    remotes: remotePackages,
    limit: 1,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length) throw new Error(`${failed.map((result) => result.pkg).join(', ')} failed to build`);
  console.log('\nBuild time per package (remotes: build, server build and deploy)');
  for (const { pkg, ms, serverMs } of results)
    console.log(
      `  ${pkg.padEnd(10)} ${(ms / 1000).toFixed(1).padStart(6)} s` +
        (serverMs ? ` (server build ${(serverMs / 1000).toFixed(1)} s)` : ''),
    );
}

// Loaded through tsx: the npm script runs `node --import tsx`.
const { startSite } = await import('../e2e/support/site.ts');
const site = await startSite();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

/** Every script a page requested, with its decoded body (the server may have sent it compressed). */
async function scriptsLoadedBy(pathname) {
  // A new context per page: an empty cache, as a first visit.
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' || url.pathname.endsWith('.js'))
      scripts.push({
        url,
        body: response.body().catch(() => Buffer.alloc(0)),
        // what crossed the wire: the body as the server encoded it (brotli for today's browsers)
        wire: response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize)
          .catch(() => 0),
        encoding: response.headers()['content-encoding'] ?? 'identity',
      });
  });
  await page.goto(`${site.url}${pathname}`, { waitUntil: 'networkidle' });
  // What loads after the page (popups, idle-time chunks) counts too: wait for a second quiet spell.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(
    scripts.map(async ({ url, body, wire, encoding }) => ({
      url,
      body: await body,
      wire: await wire,
      encoding,
    })),
  );
  const shared = await loadedShares(page);
  await context.close();
  return { scripts: loaded, shared };
}

const problems = [];
try {
  for (const pathname of PAGES) {
    const { scripts, shared } = await scriptsLoadedBy(pathname);
    const perPackage = new Map();
    let total = 0;
    let wireTotal = 0;
    for (const { url, body, wire, encoding } of scripts) {
      const owner = url.pathname.match(/^\/remotes\/([^/]+)\//)?.[1] ?? 'shell';
      const gzip = gzipSync(body).length;
      total += gzip;
      wireTotal += wire;
      const entry = perPackage.get(owner) ?? { files: 0, gzip: 0 };
      perPackage.set(owner, { files: entry.files + 1, gzip: entry.gzip + gzip });
      if (process.argv.includes('--files'))
        console.log(
          `  ${String(gzip).padStart(9)} B gzip ${String(wire).padStart(9)} B ${encoding} ${url.pathname}`,
        );
      if (owner === 'mf-admin') problems.push(`${pathname} loaded ${url.pathname} of mf-admin`);
      if (EDITOR_OR_SPREADSHEET.test(body.toString('utf8')))
        problems.push(`${pathname} loaded ${url.pathname}, which carries CKEditor or SheetJS code`);
    }
    console.log(`\nJavaScript loaded by ${pathname} (gzip bytes per package)`);
    for (const [owner, { files, gzip }] of [...perPackage].sort(([a], [b]) => a.localeCompare(b)))
      console.log(`  ${owner.padEnd(10)} ${String(files).padStart(3)} files ${String(gzip).padStart(9)} B`);
    console.log(
      `  ${'total'.padEnd(10)} ${String(scripts.length).padStart(3)} files ${String(total).padStart(9)} B`,
    );
    console.log(`  on the wire, as sent ${String(wireTotal).padStart(9)} B (budget ${BUDGET} B)`);
    console.log('  shared libraries loaded (version, from):');
    for (const name of SHARED_SINGLETONS) {
      const copies = shared.filter((module) => module.name === name);
      console.log(
        `    ${name.padEnd(29)} ${copies.map((copy) => `${copy.version} from ${copy.from}`).join(', ') || '-'}`,
      );
      if (copies.length !== 1) problems.push(`${pathname} loaded ${copies.length} copies of ${name}`);
    }
    if (scripts.length === 0) problems.push(`${pathname} loaded no script: the measure is broken`);
    if (wireTotal > BUDGET)
      problems.push(`${pathname} loaded ${wireTotal} B of JavaScript on the wire, over ${BUDGET} B`);
    if (scripts.some((script) => script.encoding === 'identity' && script.body.length >= 1024))
      problems.push(
        `${pathname} loaded a script of 1 KB or more uncompressed: the precompressed copies are missing`,
      );
  }
} finally {
  await browser.close();
  await site.stop();
}

if (problems.length) {
  console.error(`\nFAILED:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(
    `\nEvery public page loads at most ${BUDGET} B of JavaScript on the wire and nothing of mf-admin,`,
  );
  console.log('CKEditor or SheetJS.');
}
