import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import express from 'express';
import request from 'supertest';
import { staticSite } from '../src/site/static-site';

const API_PREFIXES = /^\/(api|portal|user)(\/|$)/;

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
    write('mf-board/dist/remoteEntry.js', 'var mf_board;');
    write('mf-board/dist/mf-manifest.json', '{}');
    write('mf-board/dist/675.d947a286.js', 'chunk');
    app = express();
    app.use(staticSite(root, API_PREFIXES));
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

  test('when entries, manifests or unhashed files are asked, then they are revalidated', async () => {
    for (const file of [
      '/remotes/mf-board/remoteEntry.js',
      '/remotes/mf-board/mf-manifest.json',
      '/favicon.svg',
    ]) {
      const res = await request(app).get(file).expect(200);
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
  });

  test('when a remote lacks a file, then 404, not the shell page', async () => {
    const res = await request(app).get('/remotes/mf-board/missing.js').expect(404);
    assert.doesNotMatch(res.text, /shell/);
  });

  test('when an API path is unknown, then it never falls back to the shell page', async () => {
    for (const apiPath of ['/api/nothing', '/portal/nothing', '/user/nothing']) {
      const res = await request(app).get(apiPath).expect(404);
      assert.deepEqual(res.body, { message: 'not found' });
    }
  });
});
