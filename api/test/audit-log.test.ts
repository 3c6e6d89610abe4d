import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { createAdmin } from '../src/auth/admin-users';
import { createTestApp, engines, TEST_ADMIN, type TestContext } from './support/test-app';
import { signInAdmin } from './support/admin-sign-in';
import { adminToken, bearer } from './support/tokens';

interface Entry {
  actor: string;
  kind: string;
  action: string;
  target: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

// The draw's own entries (rounds, witnessed number, draw, states, exports) are checked in draw.test.ts.
for (const engine of engines()) {
  describe(`the audit log of the boards, popups and sign-in on ${engine}`, () => {
    let ctx: TestContext;
    let auth: string;
    const log = async (kind: string) =>
      (
        await request(ctx.app)
          .get(`/portal/admin/auditLog?kind=${kind}`)
          .set('Authorization', auth)
          .expect(200)
      ).body as Entry[];

    before(async () => {
      ctx = await createTestApp(engine);
      auth = bearer(adminToken());
      await createAdmin(ctx.database.db, 'operator', 'correct-horse-battery');
    });
    after(() => ctx.close());

    test('when an admin signs in and out, then both are recorded under that name, and so is a wrong password, with the address and user agent', async () => {
      await request(ctx.app)
        .post('/portal/login')
        .send({ username: 'operator', password: 'wrong-password' })
        .expect(401);
      const signedIn = await signInAdmin(ctx, 'operator', 'correct-horse-battery');
      await request(ctx.app).post('/portal/logout').set('Authorization', `Bearer ${signedIn}`).expect(204);
      const entries = await log('auth');
      assert.deepEqual(
        entries.map((entry) => [entry.actor, entry.action]),
        [
          ['operator', 'signOut'],
          ['operator', 'signIn'],
          ['operator', 'enrolSecondFactor'],
          ['operator', 'signInFailed'],
        ],
      );
      for (const entry of entries.filter((e) => e.action !== 'signOut')) {
        assert.match(String(entry.after?.address), /127\.0\.0\.1|::1/);
        assert.equal(typeof entry.after?.userAgent, 'string');
      }
      assert.doesNotMatch(JSON.stringify(entries), /correct-horse|wrong-password/);
    });

    test('when a notice is created, edited and deleted, then each step holds its before and after, without the body', async () => {
      const content = `<p>${'본문'.repeat(500)}</p>`;
      const created = await request(ctx.app)
        .post('/portal/admin/notice')
        .set('Authorization', auth)
        .field('notice', JSON.stringify({ title: '모집 공고', content, topFixed: true }))
        .attach('files', Buffer.from('%PDF-1.4 test'), {
          filename: '공고.pdf',
          contentType: 'application/pdf',
        })
        .expect(201);
      const id = created.body.id as number;
      await request(ctx.app)
        .put(`/portal/admin/notice/${id}`)
        .set('Authorization', auth)
        .field(
          'notice',
          JSON.stringify({ title: '모집 공고 (정정)', content: '<p>정정</p>', topFixed: false }),
        )
        .field('deletedFiles', JSON.stringify(['공고.pdf']))
        .expect(200);
      await request(ctx.app).delete(`/portal/admin/notice/${id}`).set('Authorization', auth).expect(204);
      const entries = await log('notice');
      assert.deepEqual(
        entries.map((entry) => [entry.action, entry.target, entry.actor]),
        [
          ['delete', String(id), TEST_ADMIN],
          ['update', String(id), TEST_ADMIN],
          ['create', String(id), TEST_ADMIN],
        ],
      );
      const [deleted, updated, made] = entries;
      assert.equal(made!.after!.title, '모집 공고');
      assert.deepEqual(made!.after!.addedFiles, ['공고.pdf']);
      assert.equal(updated!.before!.title, '모집 공고');
      assert.equal(updated!.after!.title, '모집 공고 (정정)');
      assert.deepEqual(updated!.after!.deletedFiles, ['공고.pdf']);
      assert.equal(deleted!.before!.title, '모집 공고 (정정)');
      assert.doesNotMatch(JSON.stringify(entries), /본문본문/, 'the body is kept as its length only');
    });

    test('when a popup is created, edited and deleted, then each step is recorded', async () => {
      const popup = (title: string) =>
        JSON.stringify({
          title,
          content: '<p>안내</p>',
          startTs: '2026-07-01',
          endTs: '2026-07-10',
          linkUrl: '',
        });
      const created = await request(ctx.app)
        .post('/api/portal/popup')
        .set('Authorization', auth)
        .field('popup', popup('입주 안내'))
        .expect(201);
      await request(ctx.app)
        .put(`/api/portal/popup/${created.body.id}`)
        .set('Authorization', auth)
        .field('popup', popup('입주 안내 (변경)'))
        .expect(200);
      await request(ctx.app)
        .delete(`/api/portal/popup/${created.body.id}`)
        .set('Authorization', auth)
        .expect(204);
      const entries = await log('popup');
      assert.deepEqual(
        entries.map((entry) => [entry.action, entry.before?.title ?? null, entry.after?.title ?? null]),
        [
          ['delete', '입주 안내 (변경)', null],
          ['update', '입주 안내', '입주 안내 (변경)'],
          ['create', null, '입주 안내'],
        ],
      );
    });
  });
}
