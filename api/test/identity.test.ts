import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { loadConfig } from '../src/config/config';
import { deriveNiceKeys, niceEncrypt, niceIntegrity, niceDecrypt } from '../src/identity/nice-crypto';
import { verificationKey } from '../src/identity/verification-token';
import { createTestApp, engines, TEST_JWT_SECRET, type TestContext } from './support/test-app';

/** Reads the hidden fields and the result script of an HTML page. */
const hidden = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"') ?? '';
const resultOf = (html: string) =>
  JSON.parse(/var d=(\{.*?\});/.exec(html)![1]!) as {
    name: string;
    phone: string;
    verificationToken: string;
    expiresAt: string;
  };

for (const engine of engines()) {
  describe(`dev identity provider on ${engine}`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(engine);
    });
    after(() => ctx.close());

    test('when prepared and completed on the dev page, then the callback posts name, phone and a 30 minute token to its opener', async () => {
      const prepared = await request(ctx.app).get('/portal/niceid/prepare').expect(200);
      assert.deepEqual(Object.keys(prepared.body).sort(), [
        'encData',
        'formAction',
        'integrity',
        'tokenVersionId',
      ]);
      assert.equal(prepared.body.formAction, '/portal/niceid/dev');
      const page = await request(ctx.app)
        .post('/portal/niceid/dev')
        .type('form')
        .send({
          m: 'service',
          token_version_id: prepared.body.tokenVersionId,
          enc_data: prepared.body.encData,
          integrity_value: prepared.body.integrity,
        })
        .expect(200);
      assert.match(page.text, /테스트용 본인인증/);
      assert.match(page.text, /실제 휴대폰 본인인증이 아니며/);
      assert.match(page.text, /<label for="dev-name">이름<\/label><input id="dev-name"/);
      assert.match(page.text, /<label for="dev-phone">휴대폰 번호/);
      const done = await request(ctx.app)
        .post('/portal/niceid/callback')
        .type('form')
        .send({
          token_version_id: hidden(page.text, 'token_version_id'),
          enc_data: hidden(page.text, 'enc_data'),
          integrity_value: hidden(page.text, 'integrity_value'),
          name: '홍길동',
          phone: '010-1234-5678',
        })
        .expect(200);
      const csp = done.headers['content-security-policy'] ?? '';
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
      assert.ok(nonce, csp);
      assert.match(done.text, new RegExp(`<script nonce="${nonce!.replace(/[+/=]/g, '\\$&')}">`));
      assert.match(done.text, /window\.opener\.postMessage\(d,location\.origin\)/);
      assert.match(done.text, /window\.close\(\)/);
      const result = resultOf(done.text);
      assert.equal(result.name, '홍길동');
      assert.equal(result.phone, '01012345678');
      const claims = jwt.verify(result.verificationToken, verificationKey(TEST_JWT_SECRET), {
        algorithms: ['HS256'],
        audience: 'applicant-verification',
      }) as jwt.JwtPayload;
      assert.equal(claims.exp! - claims.iat!, 30 * 60);
      // the form counts down to the token's own end
      assert.equal(result.expiresAt, new Date(claims.exp! * 1000).toISOString());
      assert.throws(() => jwt.verify(result.verificationToken, TEST_JWT_SECRET, { algorithms: ['HS256'] }));

      // the stored request is used once
      const replay = await request(ctx.app)
        .post('/portal/niceid/callback')
        .type('form')
        .send({
          token_version_id: prepared.body.tokenVersionId,
          enc_data: prepared.body.encData,
          integrity_value: prepared.body.integrity,
          name: '홍길동',
          phone: '01012345678',
        })
        .expect(400);
      assert.doesNotMatch(replay.text, /postMessage/);
    });

    test('when the integrity is forged, the request unknown or expired, then the callback refuses without a token', async () => {
      const prepared = await request(ctx.app).get('/portal/niceid/prepare').expect(200);
      const forged = await request(ctx.app)
        .post('/portal/niceid/callback')
        .type('form')
        .send({
          token_version_id: prepared.body.tokenVersionId,
          enc_data: prepared.body.encData,
          integrity_value: 'AAAA',
          name: '홍길동',
          phone: '01012345678',
        })
        .expect(400);
      assert.doesNotMatch(forged.text, /verificationToken/);
      await request(ctx.app)
        .get('/portal/niceid/callback')
        .query({ token_version_id: 'unknown' })
        .expect(400);
      const old = await request(ctx.app).get('/portal/niceid/prepare').expect(200);
      ctx.clock.set(new Date(Date.now() + 11 * 60 * 1000));
      try {
        await request(ctx.app)
          .post('/portal/niceid/callback')
          .type('form')
          .send({
            token_version_id: old.body.tokenVersionId,
            enc_data: old.body.encData,
            integrity_value: old.body.integrity,
            name: '홍길동',
            phone: '01012345678',
          })
          .expect(400);
      } finally {
        ctx.clock.set(new Date());
      }
    });
  });

  describe(`nice identity provider against a local stub on ${engine}`, () => {
    let ctx: TestContext;
    let stub: Server;
    const seen: { reqDtim?: string; reqNo?: string; auth?: string[]; productId?: string } = { auth: [] };
    const TOKEN_VAL = 'stub-token-value-1234';
    before(async () => {
      stub = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          seen.auth!.push(String(req.headers.authorization));
          res.setHeader('Content-Type', 'application/json');
          if (req.url === '/digital/niceid/oauth/oauth/token') {
            assert.equal(body, 'grant_type=client_credentials&scope=default');
            res.end(
              JSON.stringify({
                dataHeader: { GW_RSLT_CD: '1200' },
                dataBody: { access_token: 'access-123' },
              }),
            );
          } else if (req.url === '/digital/niceid/api/v1.0/common/crypto/token') {
            const parsed = JSON.parse(body);
            seen.reqDtim = parsed.dataBody.req_dtim;
            seen.reqNo = parsed.dataBody.req_no;
            seen.productId = String(req.headers.productid);
            res.end(
              JSON.stringify({
                dataHeader: { GW_RSLT_CD: '1200' },
                dataBody: {
                  rsp_cd: 'P000',
                  result_cd: '0000',
                  site_code: 'SITE01',
                  token_version_id: 'TVID-1',
                  token_val: TOKEN_VAL,
                  period: 3600,
                },
              }),
            );
          } else {
            res.statusCode = 404;
            res.end('{}');
          }
        });
      });
      await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
      const port = (stub.address() as AddressInfo).port;
      ctx = await createTestApp(engine, {
        IDENTITY_PROVIDER: 'nice',
        NICE_API_URL: `http://127.0.0.1:${port}`,
        NICE_CLIENT_ID: 'client-id',
        NICE_CLIENT_SECRET: 'client-secret',
        NICE_PRODUCT_ID: '2101979031',
        NICE_FORM_ACTION: 'https://nice.checkplus.co.kr/CheckPlusSafeModel/service.cb',
        NICE_RETURN_URL: 'https://portal.example.org/portal/niceid/callback',
      });
    });
    after(async () => {
      await ctx.close();
      await new Promise((resolve) => stub.close(resolve));
    });

    test('when prepared, then the request data decrypts with the derived keys and the callback accepts an encrypted result once', async () => {
      const prepared = await request(ctx.app).get('/portal/niceid/prepare').expect(200);
      assert.equal(prepared.body.tokenVersionId, 'TVID-1');
      assert.equal(prepared.body.formAction, 'https://nice.checkplus.co.kr/CheckPlusSafeModel/service.cb');
      assert.equal(seen.auth![0], `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`);
      assert.match(
        Buffer.from(seen.auth![1]!.replace(/^bearer /, ''), 'base64').toString(),
        /^access-123:\d+:client-id$/,
      );
      assert.equal(seen.productId, '2101979031');
      assert.match(seen.reqDtim!, /^\d{14}$/);
      const keys = deriveNiceKeys(seen.reqDtim!, seen.reqNo!, TOKEN_VAL);
      assert.equal(niceIntegrity(keys, prepared.body.encData), prepared.body.integrity);
      const sent = JSON.parse(niceDecrypt(keys, prepared.body.encData).toString());
      assert.deepEqual(sent, {
        requestno: seen.reqNo,
        returnurl: 'https://portal.example.org/portal/niceid/callback',
        sitecode: 'SITE01',
        methodtype: 'post',
        popupyn: 'Y',
        receivedata: '',
      });

      const result = {
        resultcode: '0000',
        requestno: seen.reqNo,
        utf8_name: encodeURIComponent('김나이스'),
        mobileno: '01077778888',
        birthdate: '19990101',
        ci: 'CI',
        di: 'DI',
      };
      const encData = niceEncrypt(keys, JSON.stringify(result));
      const fields = {
        token_version_id: 'TVID-1',
        enc_data: encData,
        integrity_value: niceIntegrity(keys, encData),
      };
      const done = await request(ctx.app).get('/portal/niceid/callback').query(fields).expect(200);
      const posted = resultOf(done.text);
      assert.deepEqual([posted.name, posted.phone], ['김나이스', '01077778888']);
      assert.doesNotMatch(done.text, /"ci"|"di"/);
      await request(ctx.app).post('/portal/niceid/callback').type('form').send(fields).expect(400);
    });

    test('when the result has a failing code or another request number, then the callback refuses', async () => {
      for (const bad of [{ resultcode: '9999' }, { requestno: 'OTHER' }]) {
        await request(ctx.app).get('/portal/niceid/prepare').expect(200);
        const keys = deriveNiceKeys(seen.reqDtim!, seen.reqNo!, TOKEN_VAL);
        const encData = niceEncrypt(
          keys,
          JSON.stringify({
            resultcode: '0000',
            requestno: seen.reqNo,
            utf8_name: 'x',
            mobileno: '01011112222',
            ...bad,
          }),
        );
        // the stub gives the same token version id each time: only the newest stored request is unused
        const res = await request(ctx.app)
          .get('/portal/niceid/callback')
          .query({
            token_version_id: 'TVID-1',
            enc_data: encData,
            integrity_value: niceIntegrity(keys, encData),
          });
        assert.equal(res.status, 400);
      }
    });
  });
}

describe('identity configuration', () => {
  test('when production has no IDENTITY_PROVIDER and no NICE credentials, then identity is off, never the dev page', () => {
    assert.deepEqual(loadConfig({ NODE_ENV: 'production' }).identity, { provider: 'unconfigured' });
    assert.deepEqual(loadConfig({ NODE_ENV: 'production', IDENTITY_PROVIDER: 'dev' }).identity, {
      provider: 'dev',
    });
    assert.deepEqual(loadConfig({ NODE_ENV: 'development' }).identity, { provider: 'dev' });
    assert.throws(() => loadConfig({ IDENTITY_PROVIDER: 'nice' }), /NICE_API_URL: is required/);
    assert.throws(() => loadConfig({ IDENTITY_PROVIDER: 'magic' }), /IDENTITY_PROVIDER/);
  });
});
