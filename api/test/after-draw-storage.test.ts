// The applicants' documents at rest: what the file store holds (a local folder or an S3 bucket) is
// ciphertext under the configured key, unreadable with any other, and the rotate command moves every
// file to a new key.
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { loadConfig, ConfigError } from '../src/config/config';
import { documentFiles, reserveCalls, subscriptionRounds } from '../src/db/schema';
import {
  decryptDocument,
  documentKeyId,
  documentKeys,
  documentKeysOf,
  DocumentKeyError,
} from '../src/after-draw/documents/document-crypto';
import { createDocumentStore } from '../src/after-draw/documents/document-store';
import { rotateDocuments } from '../src/after-draw/documents/rotate-documents-use-cases';
import { isUniqueViolation } from '../src/db/unique-violation';
import { createTestApp, engines, fileStores, TEST_JWT_SECRET, type TestContext } from './support/test-app';
import { verificationToken } from './support/tokens';
import { roundWithDocumentWinners, type Person } from './support/applications';

const PDF = Buffer.from('%PDF-1.4\n% 주민등록표 등본 홍길동 900101-1234567\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
const WINNER: Person = { name: '홍길동', phone: '01030000001' };

const SIGNATURES = [Buffer.from('%PDF'), Buffer.from([0xff, 0xd8, 0xff]), PNG.subarray(0, 8)];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('when DOCUMENTS_KEY is not 32 bytes in base64, then the configuration names it; a good one is read', () => {
  assert.throws(
    () => loadConfig({ NODE_ENV: 'test', DOCUMENTS_KEY: 'short' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /DOCUMENTS_KEY/);
      return true;
    },
  );
  assert.throws(
    () =>
      loadConfig({ NODE_ENV: 'test', DOCUMENTS_PREVIOUS_KEYS: `${randomBytes(32).toString('base64')},x` }),
    /DOCUMENTS_PREVIOUS_KEYS/,
  );
  const key = randomBytes(32);
  const config = loadConfig({ NODE_ENV: 'test', DOCUMENTS_KEY: key.toString('base64') });
  assert.deepEqual(config.documents.key, key);
  const keys = documentKeysOf(config.documents, TEST_JWT_SECRET);
  assert.equal(keys.currentId, documentKeyId(key));
  // files sealed before a key was configured stay readable under the derived key
  assert.equal(keys.byId.size, 2);
});

for (const engine of engines())
  for (const kind of fileStores()) {
    describe(`documents at rest on ${engine} with the ${kind} file store`, () => {
      let ctx: TestContext;
      let applicantId: number;
      let roundId: number;
      const keys = () => documentKeysOf(loadConfig({ NODE_ENV: 'test' }).documents, TEST_JWT_SECRET);
      const rows = () =>
        ctx.database.db.select().from(documentFiles).where(eq(documentFiles.applicantId, applicantId));
      const raw = async (storedName: string) => readAll((await ctx.store.get(storedName))!.stream);

      before(async () => {
        ctx = await createTestApp(engine, {}, { fileStore: kind });
        const round = await roundWithDocumentWinners(ctx.app, ctx.clock, [WINNER], '보관 회차');
        roundId = round.roundId;
        applicantId = round.ids[0]!;
        const upload = request(ctx.app)
          .post(`/user/applications/${applicantId}/documents/idCard`)
          .set(VERIFICATION_HEADER, verificationToken(WINNER.name, WINNER.phone, ctx.clock.now()))
          .attach('files', PDF, '등본.pdf')
          .attach('files', JPEG, '사진.jpg')
          .attach('files', PNG, '스캔.png');
        await upload.expect(201);
      });
      after(() => ctx.close());

      test('when documents are uploaded, then the stored bytes are no PDF or image and name nothing of them', async () => {
        const stored = await rows();
        assert.equal(stored.length, 3);
        const names = await ctx.storedFiles();
        for (const row of stored) {
          assert.ok(names.includes(row.storedName), `${row.storedName} is in the ${kind} store`);
          assert.match(row.storedName, /^[0-9a-f-]{36}\.enc$/, 'a generated name, not the upload’s');
          const bytes = await raw(row.storedName);
          for (const signature of SIGNATURES) {
            assert.ok(
              !bytes.subarray(0, 8).includes(signature),
              `${row.originalName} starts with no signature`,
            );
            assert.equal(bytes.indexOf(signature), -1, `${row.originalName} holds no signature anywhere`);
          }
          assert.equal(bytes.indexOf(Buffer.from('900101-1234567')), -1);
          assert.equal(bytes.indexOf(Buffer.from('홍길동')), -1);
        }
      });

      test('when the stored bytes are decrypted, then the right key gives the upload back and any other fails', async () => {
        const [row] = await rows();
        const bytes = await raw(row!.storedName);
        assert.deepEqual(decryptDocument(keys(), row!.keyId, bytes), PDF);
        const wrong = { currentId: row!.keyId, byId: new Map([[row!.keyId, randomBytes(32)]]) };
        assert.throws(() => decryptDocument(wrong, row!.keyId, bytes), DocumentKeyError);
        assert.throws(
          () => decryptDocument(documentKeys(randomBytes(32)), row!.keyId, bytes),
          DocumentKeyError,
        );
        // altered bytes are refused, not returned
        const altered = Buffer.from(bytes);
        altered[altered.length - 1]! ^= 1;
        assert.throws(() => decryptDocument(keys(), row!.keyId, altered), DocumentKeyError);
      });

      test('when the key is rotated, then every file is sealed anew under the new key and the old copies are gone', async () => {
        const before = await rows();
        const newKey = randomBytes(32);
        const rotated = documentKeysOf({ key: newKey, previousKeys: [] }, TEST_JWT_SECRET);
        const report = await rotateDocuments(ctx.database.db, ctx.store, rotated);
        assert.deepEqual(report, { moved: 3, failed: [] });
        const afterRows = await rows();
        const names = await ctx.storedFiles();
        for (const row of afterRows) {
          assert.equal(row.keyId, documentKeyId(newKey));
          const old = before.find((one) => one.id === row.id)!;
          assert.notEqual(row.storedName, old.storedName);
          assert.ok(!names.includes(old.storedName), 'the old copy is removed');
        }
        const reader = createDocumentStore(ctx.store, documentKeys(newKey));
        const pdfRow = afterRows.find((row) => row.originalName === '등본.pdf')!;
        assert.deepEqual(await reader.read(pdfRow.storedName, pdfRow.keyId), PDF);
        assert.deepEqual(await rotateDocuments(ctx.database.db, ctx.store, rotated), {
          moved: 0,
          failed: [],
        });
      });

      test("when the round's retention period ends, then the documents' rows and sealed bytes are destroyed with the data", async () => {
        const before = await rows();
        assert.equal(before.length, 3);
        await ctx.database.db
          .update(subscriptionRounds)
          .set({ contractCompletedAt: new Date('2026-06-01T00:00:00Z') })
          .where(eq(subscriptionRounds.id, roundId));
        ctx.clock.set(new Date('2027-07-01T00:00:00Z'));
        const run = (await ctx.jobs.run.retention()).rounds;
        assert.equal(run.length, 1);
        assert.deepEqual(await rows(), []);
        const names = await ctx.storedFiles();
        for (const row of before) assert.ok(!names.includes(row.storedName), 'the sealed bytes are removed');
      });

      test('when a second call-up row names a place already filled or a reserve already called, then the database refuses it', async () => {
        const row: typeof reserveCalls.$inferInsert = {
          roundId,
          vacancyApplicantId: applicantId,
          calledApplicantId: applicantId,
          supplyType: 'GENERAL-15',
          reserveNumber: 1,
          reason: 'givenUp',
          calledBy: 'a',
        };
        await ctx.database.db.insert(reserveCalls).values(row);
        await assert.rejects(ctx.database.db.insert(reserveCalls).values(row), (error: unknown) =>
          isUniqueViolation(error),
        );
      });
    });
  }
