// npm run new-remote -- <mf-name> [--title <Korean title>] [--path </address>] [--no-install]
//
// Makes a working remote: a workspace package with its webpack builds, one page at its own address in the
// route table, a unit test and a browser test. Everything else (build, start, deploy, dev servers and
// ports, typecheck, jest, eslint, the shell and the API) finds the remote through the root package.json's
// workspaces and the route table's remote list, so `npm start` serves the page with no other edit.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { federationName, repoRoot } from './packages.mjs';
import { run } from './run.mjs';

const ROUTES_FILE = 'shared-types/src/site/routes.ts';
const NAME = /^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why the remote cannot be made, or null; `routes` is the route table's source. */
export function refusal({ name, address, key, routes, workspaces, root }) {
  if (!NAME.test(name ?? '')) return `the name must look like mf-events (lower case, starting with mf-)`;
  if (workspaces.includes(name) || existsSync(path.join(root, name))) return `${name} exists already`;
  if (!/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(address)) return `the address must look like /events`;
  if (routes.includes(`path: '${address}'`))
    return `${address} is another page's address: choose one with --path`;
  if (new RegExp(`^  ${key}: \\{`, 'm').test(routes)) return `the page key ${key} is taken`;
  return null;
}

/** `mf-open-days` -> `openDays`. */
const camel = (words) => words.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());

/** The route table with the remote in its list and its page at the end of the pages. */
export function addToRouteTable(routes, { remote, key, address, title }) {
  const list = /export const remoteNames = \[([^\]]*)\] as const;/;
  const names = routes.match(list);
  if (!names) throw new Error(`${ROUTES_FILE}: remoteNames not found`);
  const pagesEnd = '} as const satisfies Record<string, PageSpec>;';
  if (!routes.includes(pagesEnd)) throw new Error(`${ROUTES_FILE}: the end of the pages not found`);
  const entries = [...names[1].matchAll(/'([a-z0-9_]+)'/g)].map((match) => `'${match[1]}'`);
  return routes
    .replace(list, `export const remoteNames = [${[...entries, `'${remote}'`].join(', ')}] as const;`)
    .replace(
      pagesEnd,
      `  ${key}: { path: '${address}', title: '${title}', remote: '${remote}' },\n${pagesEnd}`,
    );
}

/** The files of the package and its browser test, by path from the repository root. */
export function remoteFiles({ name, remote, key, address, title, feature }) {
  const component = `${key[0].toUpperCase()}${key.slice(1)}Page`;
  const pageFile = `${feature}-page`;
  return {
    [`${name}/package.json`]: `${JSON.stringify(
      {
        name: `@portal/${name}`,
        version: '0.1.0',
        private: true,
        license: 'GPL-2.0-or-later',
        type: 'module',
        scripts: {
          build: 'webpack --mode production',
          dev: 'webpack serve --mode development',
          typecheck: 'tsc -b',
          test: 'tsc -b && jest',
        },
        dependencies: sharedDependencies(),
      },
      null,
      2,
    )}\n`,
    [`${name}/federation.config.mjs`]: `import { sharedModules } from '../scripts/webpack/shared-modules.mjs';

/** ${remote} exposes one module: its pages, keyed by the PageKey of the shared route table. */
export const federation = {
  name: '${remote}',
  filename: 'remoteEntry.js',
  exposes: { './pages': './src/pages.ts' },
  shared: sharedModules(import.meta.dirname),
  manifest: true,
};
`,
    [`${name}/webpack.config.mjs`]: `import { createWebpackConfig } from '../scripts/webpack/create-config.mjs';
import { federation } from './federation.config.mjs';

export default (_env, argv) =>
  createWebpackConfig({
    packageDir: import.meta.dirname,
    name: '${remote}',
    federation,
    isHost: false,
    mode: argv.mode ?? 'production',
  });
`,
    [`${name}/webpack.server.config.mjs`]: `import { createServerConfig } from '../scripts/webpack/create-server-config.mjs';

export default () =>
  createServerConfig({
    packageDir: import.meta.dirname,
    name: '${remote}',
    entry: './src/server.ts',
    isHost: false,
  });
`,
    [`${name}/jest.config.cjs`]: `module.exports = require('../scripts/jest/project.cjs').webProject(__dirname);\n`,
    [`${name}/tsconfig.json`]: `{
  "extends": "../tsconfig.web.json",
  "compilerOptions": {
    "incremental": true,
    "tsBuildInfoFile": "../node_modules/.cache/tsc/${name}.tsbuildinfo"
  },
  "include": ["src", "test", "*.d.ts"],
  "references": [{ "path": "../shared-types" }, { "path": "../web-runtime" }]
}
`,
    [`${name}/src/index.html`]: `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
    [`${name}/src/index.ts`]: `// The standalone development harness; the shell loads ./pages through federation instead.
import('./standalone/bootstrap');
`,
    [`${name}/src/standalone/bootstrap.tsx`]: `import { startStandalone } from '@portal/web-runtime/standalone-app';
import * as pagesModule from '../pages';

startStandalone('${remote}', pagesModule);
`,
    [`${name}/src/pages.ts`]: `import { lazyPage } from '@portal/web-runtime/lazy-page';
import type { PagesOf } from '@portal/web-runtime/remote-contract';

/** The pages this remote owns, each in its own chunk. */
export const pages: PagesOf<'${remote}'> = {
  ${key}: lazyPage(() => import(/* webpackChunkName: "page-${feature}" */ './features/${feature}/${pageFile}')),
};
`,
    [`${name}/src/server.ts`]: `// The server build's entry (scripts/webpack/create-server-config.mjs): the same pages as the browser's
// \`./pages\`, rendered into the HTML; a page that needs data on the server adds its prefetch here.
import type { RemoteServerModule } from '@portal/web-runtime/remote-contract';

export { pages } from './pages';

declare let __webpack_public_path__: string;

export function setPublicPath(url: string): void {
  __webpack_public_path__ = url;
}

export const prefetch: RemoteServerModule['prefetch'] = {};
`,
    [`${name}/src/features/${feature}/${pageFile}.tsx`]: `import { Link } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import styles from './${pageFile}.module.css';

/** ${title}: the first page of ${name}. */
export default function ${component}() {
  return (
    <section className={styles.section} aria-labelledby="${feature}-heading">
      <h2 id="${feature}-heading" className={styles.heading}>
        ${title}
      </h2>
      <p>이 화면은 준비 중입니다. 자세한 내용은 곧 안내해 드리겠습니다.</p>
      <p>
        <Link to={paths.home()}>홈으로 가기</Link>
      </p>
    </section>
  );
}
`,
    [`${name}/src/features/${feature}/${pageFile}.module.css`]: `.section {
  margin: 0 0 var(--space-6);
}

.heading {
  margin: 0 0 var(--space-4);
  font-size: 1.5rem;
  line-height: 1.3;
}
`,
    [`${name}/test/${pageFile}.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { routeTable } from '@portal/shared-types/site/routes';
import ${component} from '../src/features/${feature}/${pageFile}';

describe('${component}', () => {
  it('is in the route table at its address, owned by ${remote}', () => {
    expect(routeTable.find((entry) => entry.key === '${key}')).toMatchObject({
      path: '${address}',
      remote: '${remote}',
    });
  });

  it('when shown, then it names itself in a heading and leads home', () => {
    render(
      <MemoryRouter>
        <${component} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: '${title}' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  });
});
`,
    [`e2e/${name}.test.ts`]: `import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { paths } from '@portal/shared-types/site/routes';
import { axeViolations, newPage, saveScreenshot, viewports } from './support/browser';
import { type RunningSite } from './support/site';
import { useSiteAndBrowser } from './support/suite';

const widths = { mobile: { width: 390, height: 844 }, desktop: viewports.desktop };

describe('${name}', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser((started) => ({ site, browser } = started));

  for (const [name, viewport] of Object.entries(widths)) {
    test(\`at \${viewport.width} px, ${address} arrives as HTML, shows its page in the site's frame and leads home\`, async () => {
      const html = await (await fetch(\`\${site.url}${address}\`)).text();
      assert.match(html, /${title}/);

      const { page, context, consoleErrors } = await newPage(browser, viewport);
      await page.goto(\`\${site.url}${address}\`);
      await page.getByRole('heading', { level: 2, name: '${title}' }).waitFor();
      assert.match(await page.title(), /${title}/);
      assert.deepEqual(await axeViolations(page), []);
      await saveScreenshot(page, \`${name}-\${name}\`);

      await page.getByRole('link', { name: '홈으로 가기' }).click();
      await page.waitForURL(\`\${site.url}\${paths.home()}\`);
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });
  }
});
`,
  };
}

/** The new package depends on what every remote shares, at the versions the others use. */
function sharedDependencies() {
  const info = JSON.parse(readFileSync(path.join(repoRoot, 'mf-info/package.json'), 'utf8'));
  return info.dependencies;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      path: { type: 'string' },
      'no-install': { type: 'boolean', default: false },
    },
  });
  const name = positionals[0];
  const words = name?.replace(/^mf-/, '') ?? '';
  const feature = words;
  const key = `${camel(words)}Home`;
  const address = values.path ?? `/${words}`;
  const title = values.title ?? '새 페이지';
  const rootPackage = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const routesPath = path.join(repoRoot, ROUTES_FILE);
  const routes = readFileSync(routesPath, 'utf8');
  const problem = !/^[\p{L}\p{N}][\p{L}\p{N} ·]*$/u.test(title)
    ? 'the title takes letters, digits, spaces and · only'
    : refusal({ name, address, key, routes, workspaces: rootPackage.workspaces, root: repoRoot });
  if (problem) {
    console.error(`new-remote: ${problem}`);
    process.exit(1);
  }
  const remote = federationName(name);

  const files = remoteFiles({ name, remote, key, address, title, feature });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repoRoot, file)), { recursive: true });
    writeFileSync(path.join(repoRoot, file), text, { flag: 'wx' });
  }
  writeFileSync(routesPath, addToRouteTable(routes, { remote, key, address, title }));
  rootPackage.workspaces.push(name);
  writeFileSync(path.join(repoRoot, 'package.json'), `${JSON.stringify(rootPackage, null, 2)}\n`);

  const prettier = path.join(repoRoot, 'node_modules/prettier/bin/prettier.cjs');
  await run(
    process.execPath,
    [prettier, '--log-level', 'warn', '--write', ROUTES_FILE, ...Object.keys(files)],
    {
      cwd: repoRoot,
    },
  );
  if (!values['no-install']) {
    // links the new workspace into node_modules and package-lock.json; its dependencies are installed already
    const install = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: repoRoot,
    });
    if (install.code !== 0) process.exit(install.code);
  }
  console.log(`${name}: ${title} at ${address}, page key ${key}.
  npm start            builds the shell and API again and deploys ${name}: http://localhost:8080${address}
  npx jest ${name}      its unit test; e2e/${name}.test.ts is its browser test (after npm run build)
  npm run deploy -- ${name}   ships a new version of it alone`);
}

if (process.argv[1] === import.meta.filename) await main();
