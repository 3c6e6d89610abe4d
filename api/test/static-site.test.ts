import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { createDeployment } from '../src/site/deployment';
import { staticSite } from '../src/site/static-site';

const API_PREFIXES = /^\/(api|portal|user)(\/|$)/;
const OLD = '0.1.0-0000aaaa';
const LIVE = '0.1.0-1111bbbb';

describe('serving the built site', () => {
  let root: string;
  let app: express.Express;
  before(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-site-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('shell/dist/index.html', '<!doctype html><title>shell</title>');
    write('shell/dist/main.1a2b3c4d.js', 'console.log(1)');
    write('shell/dist/favicon.svg', '<svg/>');
    const deployDir = path.join(root, 'deploy');
    for (const version of [OLD, LIVE]) {
      write(`deploy/remotes/mf-board/${version}/remoteEntry.js`, `var mf_board; // ${version}`);
      write(`deploy/remotes/mf-board/${version}/mf-manifest.json`, '{}');
      write(`deploy/remotes/mf-board/${version}/675.d947a286.js`, 'chunk');
    }
    write('deploy/remotes/mf-board/.tmp-0.1.0-99999999-1/remoteEntry.js', 'half published');
    write(
      'deploy/deployment.json',
      JSON.stringify({
        remotes: {
          mf_board: {
            version: LIVE,
            gitSha: '46f67e5',
            deployedAt: '2026-11-23T10:00:00.000Z',
            history: [{ version: LIVE, deployedAt: '2026-11-23T10:00:00.000Z', action: 'deploy' }],
          },
        },
      }),
    );
    const deployment = createDeployment({ deployDir, overrides: {}, log: () => {} });
    // precompressed copies, as the build writes them beside each text file
    writeFileSync(path.join(root, 'shell/dist/main.1a2b3c4d.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(root, 'shell/dist/main.1a2b3c4d.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(
      path.join(root, 'shell/dist/index.html.br'),
      brotliCompressSync('<!doctype html><title>shell</title>'),
    );
    writeFileSync(
      path.join(root, `deploy/remotes/mf-board/${LIVE}/675.d947a286.js.br`),
      brotliCompressSync('chunk'),
    );
    app = express();
    app.use(staticSite(root, API_PREFIXES, { deployDir, deployment }));
    app.use((_req, res) => {
      res.status(404).json({ message: 'not found' });
    });
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  test('when a clean page path is asked, then the shell page answers, revalidated each time', async () => {
    for (const page of ['/', '/notice', '/notice/detail/3', '/admin/popup/edit/2']) {
      const res = await request(app).get(page).expect(200);
      assert.match(res.text, /<title>shell<\/title>/);
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
  });

  test('when content-hashed files are asked, then they may be kept for a year', async () => {
    for (const file of ['/main.1a2b3c4d.js', '/remotes/mf-board/675.d947a286.js']) {
      const res = await request(app).get(file).expect(200);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
  });

  test('when any file of a version folder is asked, live or not, then it is immutable for a year', async () => {
    for (const version of [OLD, LIVE]) {
      for (const file of ['remoteEntry.js', 'mf-manifest.json', '675.d947a286.js']) {
        const res = await request(app).get(`/remotes/mf-board/${version}/${file}`).expect(200);
        assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      }
      const entry = await request(app).get(`/remotes/mf-board/${version}/remoteEntry.js`);
      assert.match(entry.text, new RegExp(version));
    }
  });

  test('when unversioned entries, manifests or unhashed files are asked, then the live ones are revalidated', async () => {
    for (const file of [
      '/remotes/mf-board/remoteEntry.js',
      '/remotes/mf-board/mf-manifest.json',
      '/favicon.svg',
    ]) {
      const res = await request(app).get(file).expect(200);
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
    const entry = await request(app).get('/remotes/mf-board/remoteEntry.js');
    assert.match(entry.text, new RegExp(LIVE));
  });

  test('when a client accepts brotli, then a built file goes out as its .br copy with its own type', async () => {
    const res = await request(app)
      .get('/main.1a2b3c4d.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.match(res.headers['content-type'] ?? '', /javascript/);
    assert.match(res.headers['vary'] ?? '', /Accept-Encoding/);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.text, 'console.log(1)');
  });

  test('when a client accepts gzip only or nothing, then gzip or the plain file', async () => {
    const gz = await request(app).get('/main.1a2b3c4d.js').set('Accept-Encoding', 'gzip, br;q=0');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gz.text, 'console.log(1)');
    const plain = await request(app).get('/main.1a2b3c4d.js').set('Accept-Encoding', 'identity');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.headers['vary'] ?? '', /Accept-Encoding/);
    assert.equal(plain.text, 'console.log(1)');
  });

  test('when a page path is asked with brotli, then the shell page goes out compressed', async () => {
    const res = await request(app).get('/notice').set('Accept-Encoding', 'br').expect(200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.match(res.headers['content-type'] ?? '', /text\/html/);
    assert.match(res.text, /<title>shell<\/title>/);
  });

  test('when a path climbs out of the build folder, then the file above is not served', async () => {
    const res = await request(app).get('/..%2f..%2fdeploy/deployment.json').set('Accept-Encoding', 'br');
    assert.doesNotMatch(res.text, /gitSha/);
  });

  test('when a deployed version is asked with brotli, then its .br copy goes out, cached for a year', async () => {
    const res = await request(app)
      .get(`/remotes/mf-board/${LIVE}/675.d947a286.js`)
      .set('Accept-Encoding', 'br');
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.text, 'chunk');
  });

  test('when a remote lacks a file, a version or a deploy, then 404, not the shell page', async () => {
    for (const file of [
      '/remotes/mf-board/missing.js',
      `/remotes/mf-board/${LIVE}/missing.js`,
      `/remotes/mf-board/${LIVE}`,
      `/remotes/mf-board/${LIVE}/`,
      '/remotes/mf-board/0.1.0-22222222/remoteEntry.js',
      '/remotes/mf-board/.tmp-0.1.0-99999999-1/remoteEntry.js',
      `/remotes/mf-board/${LIVE}/..%2F..%2F..%2Fdeployment.json`,
      '/remotes/mf-board/..%2F..%2Fdeployment.json',
      '/remotes/mf-info/remoteEntry.js',
    ]) {
      const res = await request(app).get(file);
      assert.equal(res.status, 404, file);
      assert.doesNotMatch(res.text, /shell/, file);
    }
  });

  test('when an API path is unknown, then it never falls back to the shell page', async () => {
    for (const apiPath of ['/api/nothing', '/portal/nothing', '/user/nothing']) {
      const res = await request(app).get(apiPath).expect(404);
      assert.deepEqual(res.body, { message: 'not found' });
    }
  });
});
