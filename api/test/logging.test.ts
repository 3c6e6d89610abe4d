import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { ACCESS_REASON_HEADER, encodeAccessReason } from '@portal/shared-types/audit/access-reason';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pino } from 'pino';
import request from 'supertest';
import type { Express } from 'express';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { createLocalFileStore } from '../src/files/file-store';
import { freshDatabase, TEST_JWT_SECRET, type TestDatabase } from './support/test-app';

describe('request logging and headers', () => {
  let database: TestDatabase;
  let uploads: string;
  const lines: string[] = [];
  let app: Express;
  before(async () => {
    database = await freshDatabase('pglite');
    uploads = mkdtempSync(path.join(tmpdir(), 'portal-log-'));
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = createApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      db: database.db,
      store: createLocalFileStore(uploads),
      logger: pino({ level: 'debug' }, sink),
      jwtSecret: TEST_JWT_SECRET,
    }).app;
  });
  after(async () => {
    await database.drop();
    rmSync(uploads, { recursive: true, force: true });
  });

  test('when a request carries tokens, then the log line redacts them', async () => {
    await request(app)
      .get('/portal/notice')
      .set('Authorization', 'Bearer secret-admin-token-value')
      .set(VERIFICATION_HEADER, 'secret-verification-value')
      .set(ACCESS_REASON_HEADER, encodeAccessReason('홍길동 서류 확인'))
      .expect(200);
    const text = lines.join('');
    assert.match(text, /\/portal\/notice/);
    assert.doesNotMatch(text, /secret-admin-token-value|secret-verification-value/);
    // the reason is free text an admin typed: it may name a person
    assert.doesNotMatch(text, new RegExp(encodeAccessReason('홍길동')));
    assert.match(text, /\[Redacted\]/);
  });

  test('when the inquiry carries a name and a phone in its query, then the log has the path only', async () => {
    lines.length = 0;
    await request(app)
      .get('/user/subscriptionApplicants')
      .query({ name: '홍길동', phone: '01098765432', uid: 7 })
      .set('Authorization', 'Bearer secret-admin-token-value');
    const text = lines.join('');
    assert.match(text, /"url":"\/user\/subscriptionApplicants"/);
    assert.doesNotMatch(text, /01098765432|%ED%99%8D|홍길동|uid=7/);
    assert.doesNotMatch(text, /secret-admin-token-value/);
  });

  test('when a public read succeeds, then it logs at debug; a failure or a write logs at info or above', async () => {
    const levelOf = (pattern: RegExp) =>
      lines
        .map((line) => JSON.parse(line) as { level: number; req?: { url?: string }; msg?: string })
        .filter((entry) => pattern.test(entry.req?.url ?? ''))
        .map((entry) => entry.level);
    lines.length = 0;
    await request(app).get('/api/notices?page=0&size=5').expect(200);
    // the second is answered from the cache, before the request logger
    await request(app).get('/api/notices?page=0&size=5').expect(200);
    await request(app).get('/api/no-such-call').expect(404);
    await request(app).post('/portal/login').send({ username: 'nobody', password: 'wrong-password' });
    assert.deepEqual(levelOf(/^\/api\/notices$/), [20, 20]);
    assert.deepEqual(levelOf(/no-such-call/), [30]);
    assert.ok(levelOf(/^\/portal\/login$/).every((level) => level >= 30));
    assert.equal(levelOf(/^\/portal\/login$/).length, 1);
  });
});
