// The bounds of uploads (B1, B5), on each database engine: refusals before the body, text fields capped
// at what each form needs, temporary files removed, the applicant's rate limits and the per-application
// storage quota.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import {
  documentMessages,
  MAX_DOCUMENT_BYTES_PER_APPLICATION,
} from '@portal/shared-types/after-draw/documents';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { messages } from '@portal/shared-types/common/messages';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { DOCUMENT_CHANGE_LIMITS } from '../src/after-draw/documents/document-limits';
import { documentFiles } from '../src/db/schema';
import { MAX_DELETED_FILES_PART_BYTES } from '../src/files/attachment-limits';
import { MAX_OTHER_FIELD_BYTES } from '../src/files/multipart';
import { sweepTempFolders } from '../src/files/temp-file-storage';
import { testRedis } from './support/redis';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';
import { roundWithDocumentWinners, type Person } from './support/applications';
import { sendHostileUpload } from './support/hostile-upload';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const auth = bearer(adminToken());

/** The temporary folder is removed once the answer is out, a moment after the client has it. */
async function emptied(folder: string) {
  for (let i = 0; i < 100 && readdirSync(folder).length > 0; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return readdirSync(folder);
}

for (const engine of engines()) {
  describe(`upload bounds on ${engine}`, () => {
    let ctx: TestContext;
    let roundId: number;
    let ownerId: number;
    let otherId: number;
    const OWNER: Person = { name: '김한도', phone: '01072000001' };
    const OTHER: Person = { name: '이한도', phone: '01072000002' };
    const uploadTemp = mkdtempSync(path.join(tmpdir(), 'upload-limits-temp-'));
    const token = (person: Person) => verificationToken(person.name, person.phone, ctx.clock.now());
    const upload = (person: Person, id: number, item = 'idCard') =>
      request(ctx.app)
        .post(`/user/applications/${id}/documents/${item}`)
        .set(VERIFICATION_HEADER, token(person));

    before(async () => {
      ctx = await createTestApp(engine, { UPLOAD_TEMP_DIR: uploadTemp });
      const round = await roundWithDocumentWinners(ctx.app, ctx.clock, [OWNER, OTHER], '업로드 한도 회차');
      roundId = round.roundId;
      [ownerId, otherId] = round.ids as [number, number];
    });
    after(async () => {
      await ctx.close();
      rmSync(uploadTemp, { recursive: true, force: true });
    });

    test('when an upload has no right or no place, then its usual refusal comes before the body, and the connection closes', async () => {
      const refusals = [
        { id: 999999, item: 'idCard', status: 404, message: messages.notFound },
        { id: otherId, item: 'idCard', status: 404, message: messages.notFound },
        { id: ownerId, item: 'incomeProof', status: 404, message: documentMessages.unknownItem },
      ];
      for (const { id, item, status, message } of refusals) {
        const res = await upload(OWNER, id, item).attach('files', PDF, '등본.pdf').expect(status);
        assert.equal(res.body.message, message);
        assert.equal(res.headers.connection, 'close');
      }
      assert.deepEqual(await emptied(uploadTemp), []);
    });

    test('when the owner uploads after the deadline, then the whole body is read and dropped, and the browser gets the Korean answer, not a reset', async () => {
      const now = ctx.clock.now();
      ctx.clock.set(new Date('2026-05-11T10:00:00+09:00'));
      const server = ctx.app.listen(0, '127.0.0.1');
      await once(server, 'listening');
      try {
        const late = await upload(OWNER, ownerId).attach('files', PDF, '등본.pdf').expect(409);
        assert.equal(late.body.message, documentMessages.deadlinePassed);
        const { port } = server.address() as AddressInfo;
        const url = `http://127.0.0.1:${port}/user/applications/${ownerId}/documents/idCard`;
        // a real upload of 30 MB, sent whole as a browser sends it
        const answer = await sendHostileUpload(url, token(OWNER), 30, true);
        assert.equal(answer.status, 409);
        assert.ok(answer.sent > 29 * 1024 * 1024, `only ${answer.sent} bytes went out`);
      } finally {
        server.close();
        ctx.clock.set(now);
      }
      assert.deepEqual(await emptied(uploadTemp), []);
    });

    test('when 100 MB are sent to a wrong id, or to an admin form without a sign-in, then the answer comes before the server has read half of it', async () => {
      const server = ctx.app.listen(0, '127.0.0.1');
      await once(server, 'listening');
      try {
        const { port } = server.address() as AddressInfo;
        const refusals = [
          ['/user/applications/999999/documents/idCard', 404],
          // the admin check runs before any multipart parsing (serveCalls puts it first)
          ['/portal/admin/notice', 401],
          ['/portal/resource', 401],
          ['/api/portal/popup', 401],
        ] as const;
        for (const [url, status] of refusals) {
          const answer = await sendHostileUpload(`http://127.0.0.1:${port}${url}`, token(OWNER));
          assert.equal(answer.status, status, url);
          // what the client could push into the sockets' buffers before the server closed, not the body
          assert.ok(answer.sent < 50 * 1024 * 1024, `${url}: ${answer.sent} bytes went out`);
        }
      } finally {
        server.close();
      }
    });

    test('when a document upload carries a text field over a few hundred bytes, or too many, then 413 in Korean', async () => {
      const long = await upload(OWNER, ownerId)
        .field('note', 'x'.repeat(MAX_OTHER_FIELD_BYTES + 1))
        .attach('files', PDF, '등본.pdf')
        .expect(413);
      assert.equal(long.body.message, apiMessages.multipartTooLarge);
      const many = upload(OWNER, ownerId);
      for (let i = 0; i < 5; i += 1) void many.field(`f${i}`, 'x');
      assert.equal(
        (await many.attach('files', PDF, '등본.pdf').expect(413)).body.message,
        apiMessages.multipartTooLarge,
      );
      assert.deepEqual(await emptied(uploadTemp), [], 'the refused upload’s file is gone');
    });

    test('when the board’s deletedFiles part is over its cap, then 413; the post’s content keeps its room', async () => {
      const deleted = await request(ctx.app)
        .post('/portal/admin/notice')
        .set('Authorization', auth)
        .field('notice', JSON.stringify({ title: '공지', content: '<p>본문</p>' }))
        .field('deletedFiles', JSON.stringify(['가'.repeat(MAX_DELETED_FILES_PART_BYTES / 3 + 1)]))
        .expect(413);
      assert.equal(deleted.body.message, apiMessages.multipartTooLarge);
      // a pasted image of 2 MB in a notice is what its 10 MB part is for
      const pasted = `<p><img src="data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}"></p>`;
      await request(ctx.app)
        .post('/portal/admin/notice')
        .set('Authorization', auth)
        .field('notice', JSON.stringify({ title: '붙여 넣은 그림', content: pasted }))
        .attach('files', PNG, '그림.png')
        .expect(201);
      assert.deepEqual(await emptied(uploadTemp), []);
    });

    test('when files are uploaded or refused after parsing, then no temporary file stays', async () => {
      await upload(OWNER, ownerId)
        .attach('files', PDF, '등본.pdf')
        .attach('files', PNG, '스캔.png')
        .expect(201);
      assert.deepEqual(await emptied(uploadTemp), []);
      await upload(OWNER, ownerId).attach('files', PNG, '이름만.pdf').expect(415);
      assert.deepEqual(await emptied(uploadTemp), []);
    });

    test('when an application’s files reach 100 MB, then another upload is refused in Korean, before its body or under the lock', async () => {
      const fill = (size: number, n: number) =>
        ctx.database.db.insert(documentFiles).values({
          applicantId: ownerId,
          roundId,
          item: 'other',
          originalName: `채움${n}.pdf`,
          storedName: `00000000-0000-4000-8000-00000000000${n}.enc`,
          size,
          contentType: 'application/pdf',
          keyId: 'none',
        });
      const stored = (
        await ctx.database.db.select().from(documentFiles).where(eq(documentFiles.applicantId, ownerId))
      ).reduce((sum, file) => sum + file.size, 0);
      const storeBefore = (await ctx.storedFiles()).length;
      // room for less than this PDF: refused in the transaction, and what was stored is removed
      await fill(MAX_DOCUMENT_BYTES_PER_APPLICATION - stored - PDF.length + 1, 1);
      const over = await upload(OWNER, ownerId).attach('files', PDF, '등본.pdf').expect(413);
      assert.equal(over.body.message, documentMessages.quotaExceeded);
      assert.equal((await ctx.storedFiles()).length, storeBefore);
      // full: refused before the body
      await fill(PDF.length, 2);
      const full = await upload(OWNER, ownerId).attach('files', PDF, '등본.pdf').expect(413);
      assert.equal(full.body.message, documentMessages.quotaExceeded);
      assert.equal(full.headers.connection, 'close');
      await ctx.database.db.delete(documentFiles).where(eq(documentFiles.item, 'other'));
    });
  });

  describe(`document change rate limits on ${engine}`, () => {
    let ctx: TestContext;
    const people: Person[] = Array.from({ length: 5 }, (_, i) => ({
      name: `한도${i}`,
      phone: `0107300000${i}`,
    }));
    const as = (person: Person, call: request.Test) =>
      call.set(VERIFICATION_HEADER, verificationToken(person.name, person.phone, ctx.clock.now()));
    // no application behind the id: each change is counted, then answered 404
    const remove = (person: Person) =>
      as(person, request(ctx.app).delete('/user/applications/999999/documents/files/1'));
    const upload = (person: Person) =>
      as(person, request(ctx.app).post('/user/applications/999999/documents/idCard')).attach(
        'files',
        PDF,
        '등본.pdf',
      );

    before(async () => {
      ctx = await createTestApp(engine);
    });
    after(() => ctx.close());

    test('when one person changes documents 30 times in 10 minutes, then the next change is 429 in Korean; another person still may, until the address has made 120', async () => {
      const [owner, ...others] = people as [Person, ...Person[]];
      const { personPer10Minutes, addressPer10Minutes } = DOCUMENT_CHANGE_LIMITS;
      for (let i = 0; i < personPer10Minutes; i += 1) await (i % 2 ? remove : upload)(owner).expect(404);
      const limited = await remove(owner).expect(429);
      assert.equal(limited.body.message, documentMessages.tooManyChanges);
      const refusedUpload = await upload(owner).expect(429);
      assert.equal(refusedUpload.headers.connection, 'close');
      // the others, from the same address, fill its 120 (the owner's 32 counted there too)
      let sent = personPer10Minutes + 2;
      for (const person of others.slice(0, 3))
        for (let i = 0; i < personPer10Minutes && sent < addressPer10Minutes; i += 1, sent += 1)
          await remove(person).expect(404);
      assert.equal(sent, addressPer10Minutes);
      const address = await remove(others[3]!).expect(429);
      assert.equal(address.body.message, documentMessages.tooManyChanges);
    });
  });
}

describe('document change limits shared in Redis', () => {
  const PERSON: Person = { name: '최공유', phone: '01074000001' };
  let one: TestContext;
  let two: TestContext;
  let redis: Awaited<ReturnType<typeof testRedis>>;
  before(async () => {
    redis = await testRedis();
    const env = { REDIS_KEY_PREFIX: redis.prefix };
    one = await createTestApp('pglite', env, { redis: redis.redis });
    two = await createTestApp('pglite', env, { redis: redis.redis, database: one.database });
  });
  after(async () => {
    await redis.clear();
    await two.close();
    await one.close();
  });

  test('when a person’s changes are spread over two replicas, then they count together, under a key that names nobody', async () => {
    const remove = (ctx: TestContext) =>
      request(ctx.app)
        .delete('/user/applications/999999/documents/files/1')
        .set(VERIFICATION_HEADER, verificationToken(PERSON.name, PERSON.phone, ctx.clock.now()));
    for (let i = 0; i < DOCUMENT_CHANGE_LIMITS.personPer10Minutes; i += 1)
      await remove(i % 2 ? one : two).expect(404);
    for (const ctx of [one, two]) {
      const res = await remove(ctx).expect(429);
      assert.equal(res.body.message, documentMessages.tooManyChanges);
    }
    const keys = await redis.redis.keys(`${redis.prefix}rl:documents-person*`);
    assert.ok(keys.length > 0);
    for (const key of keys) {
      assert.ok(!key.includes(PERSON.phone) && !key.includes(PERSON.name), key);
    }
  });
});

describe('uploads left by a stopped process', () => {
  test('when the server starts, then request folders older than an hour go, and younger ones (another process at work) stay', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'upload-sweep-'));
    try {
      const now = new Date();
      for (const [name, ageMs] of [
        ['upload-killed', 2 * 60 * 60 * 1000],
        ['upload-working', 60 * 1000],
        ['not-ours', 2 * 60 * 60 * 1000],
      ] as const) {
        mkdirSync(path.join(root, name));
        writeFileSync(path.join(root, name, 'part'), 'x');
        const at = new Date(now.getTime() - ageMs);
        utimesSync(path.join(root, name), at, at);
      }
      assert.equal(await sweepTempFolders(root, now), 1);
      assert.deepEqual(readdirSync(root).sort(), ['not-ours', 'upload-working']);
      assert.equal(await sweepTempFolders(path.join(root, 'missing'), now), 0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
