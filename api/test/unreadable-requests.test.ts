// A request Node's HTTP parser refuses never reaches the app; the server still answers it with the
// contract's one error answer, JSON { message } in Korean, not Node's empty body.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startApiProcess, waitHealthy, type ApiProcess } from './support/api-process';

/** The raw answer to bytes written on a fresh connection, read until the server closes it. */
async function rawResponse(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.write(request);
  let text = '';
  for await (const chunk of socket) text += String(chunk);
  return text;
}

const jsonOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { message: string };

describe('requests the HTTP parser refuses, on the real server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-unreadable-'));
  let api: ApiProcess;
  before(async () => {
    api = await startApiProcess({ DATA_DIR: dataDir });
    // a busy machine starts a process slowly
    await waitHealthy(api, 180_000);
  });
  after(async () => {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('when the headers are over 16 KB, then 431 with a Korean JSON message', async () => {
    // fetch's own answers go through the contract check too: a 431 without its JSON would fail here
    const res = await fetch(`${api.url}/portal/notice`, { headers: { 'X-Padding': 'a'.repeat(20_000) } });
    assert.equal(res.status, 431);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(((await res.json()) as { message: string }).message, '요청 헤더가 너무 큽니다.');
  });

  test('when the request line is broken, then 400 with a Korean JSON message, and the server goes on', async () => {
    const raw = await rawResponse(api.url, 'GET /portal/notice HTTP/9.9 broken\r\n\r\n');
    assert.match(raw, /^HTTP\/1\.1 400 Bad Request\r\n/);
    assert.match(raw, /\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    assert.equal(jsonOf(raw).message, '요청 형식이 올바르지 않습니다.');
    assert.equal((await fetch(`${api.url}/healthz`)).status, 200);
  });
});
