import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { loadConfig } from '../src/config/config';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

describe('secure configuration defaults', () => {
  test('when NODE_ENV is unset, then the API runs as production without the dev identity page', () => {
    const config = loadConfig({});
    assert.equal(config.nodeEnv, 'production');
    assert.equal(config.identity.provider, 'unconfigured');
    assert.equal(config.seedDemo, true);
  });

  test('when NODE_ENV is development or test, or IDENTITY_PROVIDER=dev, then the dev identity page is on', () => {
    assert.equal(loadConfig({ NODE_ENV: 'development' }).identity.provider, 'dev');
    assert.equal(loadConfig({ NODE_ENV: 'test' }).identity.provider, 'dev');
    assert.equal(loadConfig({ NODE_ENV: 'production', IDENTITY_PROVIDER: 'dev' }).identity.provider, 'dev');
    assert.equal(loadConfig({ IDENTITY_PROVIDER: 'dev' }).identity.provider, 'dev');
  });

  test('when TRUST_PROXY is set, then it reads as Express expects; unset it is loopback', () => {
    const trust = (value?: string) =>
      loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
    assert.deepEqual(trust(), ['loopback']);
    assert.equal(trust('true'), true);
    assert.equal(trust('false'), false);
    assert.equal(trust('2'), 2);
    assert.deepEqual(trust('10.0.0.0/8, 192.168.1.7,loopback'), ['10.0.0.0/8', '192.168.1.7', 'loopback']);
    assert.deepEqual(trust('fd00::/8'), ['fd00::/8']);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'everyone' }), /TRUST_PROXY: must be/);
    assert.throws(() => loadConfig({ TRUST_PROXY: '10.0.0.1; rm' }), /TRUST_PROXY/);
  });
});

describe('trust proxy in the app', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp('pglite', { TRUST_PROXY: '1' });
  });
  after(() => ctx.close());

  test('when ADMIN_PASSWORD breaks the admin password rule, then the config is refused with the rule', () => {
    assert.throws(
      () => loadConfig({ ADMIN_PASSWORD: 'short-1' }),
      /ADMIN_PASSWORD: breaks the admin password rule/,
    );
    assert.throws(() => loadConfig({ ADMIN_PASSWORD: 'onlylowercaseletters' }), /2종류 이상/);
    assert.throws(() => loadConfig({ ADMIN_PASSWORD: 'the-admin-password' }), /아이디를 넣을 수 없습니다/);
    assert.throws(
      () => loadConfig({ ADMIN_USERNAME: 'kim.operator', ADMIN_PASSWORD: 'kim.operator-2026' }),
      /아이디를 넣을 수 없습니다/,
    );
    assert.equal(
      loadConfig({ ADMIN_PASSWORD: 'a-long-operator-password' }).adminPassword,
      'a-long-operator-password',
    );
  });

  test('when TRUST_PROXY is a hop count, then the app trusts that many proxies', () => {
    assert.equal(ctx.app.get('trust proxy'), 1);
  });
});

/** A base64 png data URL of about `bytes` bytes, as the editor stores a pasted image. */
const pastedImage = (bytes: number) =>
  `<p>배치도</p><img src="data:image/png;base64,${'A'.repeat(bytes)}" alt="배치도">`;

for (const engine of engines()) {
  describe(`rich content with pasted images on ${engine}`, () => {
    let ctx: TestContext;
    let auth: string;
    before(async () => {
      ctx = await createTestApp(engine);
      auth = bearer(adminToken());
    });
    after(() => ctx.close());

    test('when a round description holds a 3 MB image, then it is saved; over 10 MB is 413', async () => {
      const round = {
        title: '큰 설명 회차',
        subscriptionType: ['GENERAL-15'],
        startTs: '2030-05-01T00:00:00+09:00',
        endTs: '2030-05-20T00:00:00+09:00',
        description: pastedImage(3 * 1024 * 1024),
      };
      const created = await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', auth)
        .send(round)
        .expect(201);
      assert.equal(created.body.description.length, round.description.length + 2);
      await request(ctx.app)
        .put(`/portal/admin/subscription/${created.body.id}`)
        .set('Authorization', auth)
        .send(round)
        .expect(200);
      const huge = await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', auth)
        .send({ ...round, description: pastedImage(10 * 1024 * 1024 + 10) })
        .expect(413);
      assert.equal(huge.body.message, '요청 본문이 너무 큽니다.');
      // only the round's create and update take a large body; its other calls keep the 1 MB limit
      await request(ctx.app)
        .put(`/portal/admin/subscription/${created.body.id}/retention`)
        .set('Authorization', auth)
        .send({ note: pastedImage(2 * 1024 * 1024) })
        .expect(413);
    });

    test('when a popup content holds a 3 MB image, then the multipart JSON part is accepted', async () => {
      const content = pastedImage(3 * 1024 * 1024);
      const created = await request(ctx.app)
        .post('/api/portal/popup')
        .set('Authorization', auth)
        .field(
          'popup',
          JSON.stringify({
            title: '큰 팝업',
            content,
            startTs: '2030-07-01',
            endTs: '2030-07-10',
            linkUrl: '/notice',
          }),
        )
        .expect(201);
      assert.match(
        created.body.content,
        /^<p>배치도<\/p><img src="data:image\/png;base64,A+" alt="배치도" \/>$/,
      );
      assert.equal(created.body.linkUrl, '/notice');
    });
  });
}
