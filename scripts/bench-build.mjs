// npm run bench:build: builds each package once and prints its build time, then loads `/`, `/notice` and
// `/apply` in Chromium and prints the gzip size of the scripts each loaded, per package. Fails if `/`
// loads mf-admin.
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { frontEndPackages, repoRoot } from './packages.mjs';
import { run } from './run.mjs';

const webpackCli = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
const rows = [];
for (const pkg of ['api', ...frontEndPackages]) {
  const cwd = path.join(repoRoot, pkg);
  const args = pkg === 'api' ? ['build.mjs'] : [webpackCli, '--mode', 'production'];
  const { code, ms } = await run(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (code !== 0) throw new Error(`${pkg} failed to build`);
  rows.push({ pkg, ms });
}
console.log('\nBuild time per package');
for (const { pkg, ms } of rows) console.log(`  ${pkg.padEnd(10)} ${(ms / 1000).toFixed(1).padStart(6)} s`);

const { startSite } = await import('../e2e/support/site.ts').catch(async () => {
  // Loaded through tsx when run as `node --import tsx`; the npm script does that.
  throw new Error('run with: node --import tsx scripts/bench-build.mjs');
});
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
try {
  let adminLoaded = false;
  for (const pathname of ['/', '/notice', '/apply']) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js'))
        scripts.push({ url, body: response.body().catch(() => Buffer.alloc(0)) });
    });
    await page.goto(`${site.url}${pathname}`, { waitUntil: 'networkidle' });
    const perPackage = new Map();
    for (const script of scripts) {
      const owner = script.url.pathname.match(/^\/remotes\/([^/]+)\//)?.[1] ?? 'shell';
      const gzip = gzipSync(await script.body).length;
      const entry = perPackage.get(owner) ?? { files: 0, gzip: 0 };
      perPackage.set(owner, { files: entry.files + 1, gzip: entry.gzip + gzip });
    }
    console.log(`\nJavaScript loaded by ${pathname} (gzip bytes)`);
    let total = 0;
    for (const [owner, { files, gzip }] of perPackage) {
      total += gzip;
      console.log(`  ${owner.padEnd(10)} ${String(files).padStart(3)} files ${String(gzip).padStart(9)} B`);
    }
    console.log(
      `  ${'total'.padEnd(10)} ${String(scripts.length).padStart(3)} files ${String(total).padStart(9)} B`,
    );
    if (pathname === '/' && perPackage.has('mf-admin')) adminLoaded = true;
    await page.close();
  }
  if (adminLoaded) {
    console.error('\nThe home page loaded a chunk of mf-admin.');
    process.exitCode = 1;
  } else {
    console.log('\nThe home page loaded no chunk of mf-admin.');
  }
} finally {
  await browser.close();
  await site.stop();
}
