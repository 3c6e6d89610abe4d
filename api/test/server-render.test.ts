import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import express from 'express';
import request from 'supertest';
import { evaluateServerBuild } from '../src/site/ssr/load-server-build';
import { createDeployment } from '../src/site/deployment';
import { createPageRenderer } from '../src/site/ssr/page-renderer';
import { scriptJson } from '../src/site/ssr/page-html';
import { staticSite } from '../src/site/static-site';

const remotes = {
  mf_info: '/remotes/mf-info/mf-manifest.json',
  mf_apply: '/remotes/mf-apply/mf-manifest.json',
  mf_board: '/remotes/mf-board/mf-manifest.json',
  mf_admin: '/remotes/mf-admin/mf-manifest.json',
};

describe('loading server builds', () => {
  let root: string;
  before(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-ssr-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  test('when a remote build requires a shared package, then it gets the host instance, not its own', () => {
    const file = path.join(root, 'pages.js');
    writeFileSync(file, "const react = require('react'); exports.sameReact = (r) => r === react;");
    const hostReact = { name: 'the host react' };
    const loaded = evaluateServerBuild(file, { react: hostReact }) as { sameReact(r: unknown): boolean };
    assert.equal(loaded.sameReact(hostReact), true);
  });

  test('when a remote build requires a package nobody provides, then loading it fails', () => {
    const file = path.join(root, 'other.js');
    writeFileSync(file, "require('left-pad');");
    assert.throws(() => evaluateServerBuild(file, {}), /left-pad is not provided/);
  });

  test('when data holds a closing script tag, then it cannot end the JSON block', () => {
    assert.equal(scriptJson({ t: '</script><script>alert(1)</script>' }).includes('<'), false);
  });
});

describe('a page whose server build is missing', () => {
  let root: string;
  let app: express.Express;
  const warnings: unknown[] = [];
  before(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-ssr-site-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell/dist/index.html'), '<title>shell</title><div id="root"></div>');
    const renderPage = createPageRenderer({
      shellDist: path.join(root, 'shell', 'dist'),
      // a live version folder that holds no server build
      remoteBuilds: () =>
        Object.fromEntries(
          Object.entries(remotes).map(([name, entry]) => [name, { entry, dir: path.join(root, name) }]),
        ) as ReturnType<Parameters<typeof createPageRenderer>[0]['remoteBuilds']>,
      remoteUrls: () => remotes,
    });
    app = express();
    app.use((req, _res, next) => {
      (req as unknown as { log: unknown }).log = { warn: (...args: unknown[]) => warnings.push(args) };
      next();
    });
    const deployDir = path.join(root, 'deploy');
    const deployment = createDeployment({ deployDir, overrides: {}, log: () => {} });
    app.use(staticSite(root, /^\/portal\//, { deployDir, deployment }, renderPage));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  test('when pages are asked, then the plain shell page answers (never a 5xx) and the cause is logged once', async () => {
    for (const page of ['/', '/notice', '/notice']) {
      const res = await request(app).get(page).expect(200);
      assert.match(res.text, /<title>shell<\/title><div id="root"><\/div>/);
    }
    assert.equal(warnings.length, 1);
  });
});
