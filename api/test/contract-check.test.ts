// The check every API test's answers go through (support/contract-check.ts): a server drifting from the
// contract fails the test that asked, naming the call and what broke.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import express from 'express';
import request from 'supertest';
import { checkResponse, callOf, unnamedKeys } from './support/contract-check';

const json = { 'content-type': 'application/json; charset=utf-8' };
const notice = {
  id: 3,
  title: '공지',
  content: '<p>본문</p>',
  createdAt: '2026-11-25T04:00:00.000Z',
  topFixed: false,
  fileUrl: {},
};
const detail = { ...notice, files: [], prev: null, next: null };

/** The message of the error the check gives, or null when the answer keeps the contract. */
const problem = (method: string, url: string, status: number, body: unknown, headers = json) =>
  checkResponse(method, url, { status, headers, body, text: typeof body === 'string' ? body : '' })
    ?.message ?? null;

describe('the contract check of answers', () => {
  test('a request finds its call by method and path, a literal segment before a parameter', () => {
    assert.equal(
      callOf('GET', 'http://127.0.0.1:4000/portal/notice/3?x=1')?.summary.startsWith('One notice'),
      true,
    );
    assert.equal(callOf('get', '/api/portal/popup/active')?.path, '/api/portal/popup/active');
    assert.equal(callOf('get', '/api/portal/popup/7')?.path, '/api/portal/popup/:id');
    assert.equal(
      callOf('head', '/portal/subscription/2/draw.json')?.path,
      '/portal/subscription/:id/draw.json',
    );
    assert.equal(callOf('post', '/portal/notice/3'), undefined);
    assert.equal(callOf('get', '/notice/detail/3'), undefined, 'a page is not a call');
  });

  test('an answer that keeps the contract passes', () => {
    assert.equal(problem('GET', '/portal/notice/3', 200, detail), null);
    assert.equal(problem('GET', '/portal/notice/3', 404, { message: '찾을 수 없습니다.' }), null);
    assert.equal(problem('DELETE', '/portal/admin/notice/3', 204, {}, {} as typeof json), null);
    assert.equal(problem('GET', '/user/subscription', 204, {}, {} as typeof json), null, 'its other answer');
    assert.equal(problem('GET', '/notice', 200, '<html>', { 'content-type': 'text/html' }), null, 'no call');
  });

  test('a success answer that breaks its schema fails, naming the call and the zod issues', () => {
    const message = problem('GET', '/portal/notice/3', 200, { ...detail, id: '3', topFixed: undefined });
    assert.ok(message);
    assert.match(
      message,
      /The 200 answer to GET \/portal\/notice\/3 breaks the contract of GET \/portal\/notice\/:id/,
    );
    assert.match(message, /One notice/);
    assert.match(message, /expected number, received string\s+→ at id/);
    assert.match(message, /→ at topFixed/);
  });

  test('a field the contract does not name fails, by its path', () => {
    const message = problem('GET', '/portal/notice', 200, [notice, { ...notice, id: 4, passwordHash: 'x' }]);
    assert.match(message ?? '', /fields the contract does not name: \[1\]\.passwordHash/);
    assert.deepEqual(unnamedKeys({ a: { b: 1, c: 2 } }, { a: { b: 1 } }), ['a.c']);
  });

  test('a time without an offset fails (every moment in an answer is ISO 8601 with an offset)', () => {
    assert.ok(problem('GET', '/portal/notice/3', 200, { ...detail, createdAt: '2026-11-25 04:00' }));
  });

  test('an error answer must be the one { message } JSON', () => {
    assert.match(problem('GET', '/portal/notice/3', 404, { error: 'x' }) ?? '', /message/);
    assert.match(
      problem('GET', '/portal/notice/3', 500, { message: '오류', stack: 'at …' }) ?? '',
      /fields the contract does not name: stack/,
    );
    assert.match(
      problem('GET', '/portal/notice/3', 400, 'Bad', { 'content-type': 'text/plain' }) ?? '',
      /expected JSON, got Content-Type "text\/plain"/,
    );
  });

  test('a status the call does not answer fails, and so does a body on 204', () => {
    assert.match(
      problem('POST', '/portal/admin/notice', 200, notice) ?? '',
      /status 200 is not an answer of this call \(it answers 201\)/,
    );
    assert.match(
      problem('DELETE', '/portal/admin/notice/3', 204, { message: 'x' }) ?? '',
      /a 204 answer must have no body/,
    );
  });

  test('a page, script or file is checked by its Content-Type', () => {
    const image = { 'content-type': 'image/png' };
    assert.equal(problem('GET', '/portal/popup-image/a.png', 200, Buffer.from('x'), image), null);
    assert.match(
      problem('GET', '/portal/popup-image/a.png', 200, '{}', json) ?? '',
      /expected Content-Type image\/\*, got "application\/json/,
    );
    assert.match(
      problem('GET', '/portal/draw-verifier.mjs', 200, 'x', { 'content-type': 'text/plain' }) ?? '',
      /expected Content-Type text\/javascript/,
    );
  });

  test('when a server drifts from the contract, then the supertest request of any test fails', async () => {
    const drifted = express();
    drifted.get('/portal/notice/:id', (_req, res) => {
      res.json({ ...detail, topFixed: 'yes', internalNote: 'x' });
    });
    drifted.get('/portal/notice', (_req, res) => {
      res.status(500).send('<pre>Error: boom\n    at handler</pre>');
    });
    await assert.rejects(request(drifted).get('/portal/notice/3').expect(200), (error: Error) => {
      assert.match(error.message, /breaks the contract of GET \/portal\/notice\/:id/);
      assert.match(error.message, /→ at topFixed/);
      return true;
    });
    await assert.rejects(
      request(drifted).get('/portal/notice'),
      /expected JSON, got Content-Type "text\/html/,
    );
    // the test's own expectation is reported first
    await assert.rejects(request(drifted).get('/portal/notice').expect(200), /expected 200 "OK", got 500/);
  });

  test('when a real server process drifts, then the fetch of the test that asked it rejects', async () => {
    const drifted = express();
    drifted.get('/portal/subscription/:id', (_req, res) => {
      res.json({ id: 1, title: '회차' });
    });
    drifted.get('/healthz', (_req, res) => {
      res.json({ status: 'ok' });
    });
    const server = drifted.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await assert.rejects(
        fetch(`${base}/portal/subscription/1`),
        /breaks the contract of GET \/portal\/subscription\/:id[^]*→ at startTs/,
      );
      const kept = await fetch(`${base}/healthz`);
      assert.deepEqual(await kept.json(), { status: 'ok' }, 'the test still reads the answer itself');
    } finally {
      server.close();
    }
  });
});
