import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { messages } from '@portal/shared-types/common/messages';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../src/http/json-depth';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { exampleUrl, listRoutes } from './support/routes';
import { adminToken, bearer, verificationToken } from './support/tokens';

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** The bodies that answered 500: a few thousand levels of arrays or objects, and one far deeper. */
const HOSTILE = [deepArray(3_000), deepObject(3_000), deepArray(200_000), `{"title":${deepArray(5_000)}}`];

const ROUND = {
  title: '회차',
  subscriptionType: ['GENERAL-15'],
  startTs: '2026-01-01T00:00:00Z',
  endTs: '2030-01-01T00:00:00Z',
};

/** Payloads that slipped through sanitisers as raw text or by confusing HTML's namespaces. */
const XSS_PAYLOADS = [
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<p>가</p><xmp></xmp><script>alert(1)</script>',
  '<noembed><img src=x onerror=alert(1)></noembed>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<noframes><img src=x onerror=alert(1)></noframes>',
  '<iframe><img src=x onerror=alert(1)></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>"></path></textarea></mtext></svg></mglyph></mi></math>',
  '<style><img src=x onerror=alert(1)></style>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<plaintext><img src=x onerror=alert(1)>',
];

/** The tags the sanitiser keeps; anything else in stored HTML would be markup it let through. */
const KEPT_TAGS = new Set(
  'p h1 h2 h3 h4 strong b em i u s a ul ol li blockquote figure figcaption img table thead tbody tr th td span br hr code pre'.split(
    ' ',
  ),
);

/** Every tag of the HTML (text `<` is escaped, so each `<` left starts one) with a problem, if any. */
function executableMarkup(html: string): string[] {
  const problems: string[] = [];
  for (const [tag, name = '', attributes = ''] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>?/g)) {
    if (!KEPT_TAGS.has(name.toLowerCase())) problems.push(`tag ${tag}`);
    if (/(^|[\s/"'])on[a-z]+\s*=/i.test(attributes)) problems.push(`handler ${tag}`);
    if (/javascript:/i.test(attributes)) problems.push(`url ${tag}`);
  }
  return problems;
}

describe('JSON nesting scanner', () => {
  test('when brackets sit inside strings or after escaped quotes, then they do not count', () => {
    assert.equal(jsonNestsDeeperThan(JSON.stringify({ a: '['.repeat(100) })), false);
    assert.equal(jsonNestsDeeperThan(JSON.stringify({ a: '\\"[[[[' + '{'.repeat(100) })), false);
    assert.equal(jsonNestsDeeperThan(deepArray(MAX_JSON_DEPTH)), false);
    assert.equal(jsonNestsDeeperThan(deepArray(MAX_JSON_DEPTH + 1)), true);
    assert.equal(jsonNestsDeeperThan(deepObject(MAX_JSON_DEPTH + 1)), true);
  });
});

for (const engine of engines()) {
  describe(`hostile input on ${engine}`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(engine);
      await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', bearer(adminToken()))
        .send(ROUND)
        .expect(201);
    });
    after(() => ctx.close());

    const sendJson = (method: string, url: string, body: string) => {
      const agent = request(ctx.app)[method as 'post'];
      return agent(url)
        .set('Authorization', bearer(adminToken()))
        .set(VERIFICATION_HEADER, verificationToken('홍길동', '01012345678'))
        .set('Content-Type', 'application/json')
        .send(body);
    };

    test('when the routes that answered 500 get bodies nested thousands deep, then each is 400 with the JSON message', async () => {
      const named: [string, string][] = [
        ['post', '/portal/login'],
        ['post', '/portal/admin/subscription'],
        ['put', '/portal/admin/subscription/1'],
        ['put', '/portal/admin/subscription/1/close'],
        ['put', '/portal/admin/subscriptionApplicants'],
      ];
      const served = listRoutes(ctx.app).map((route) => `${route.method} ${exampleUrl(route.path)}`);
      for (const [method, url] of named) {
        assert.ok(served.includes(`${method} ${url}`), `${method} ${url} is a route`);
        for (const body of HOSTILE) {
          const res = await sendJson(method, url, body);
          assert.equal(res.status, 400, `${method} ${url}`);
          assert.deepEqual(res.body, { message: messages.jsonTooDeep });
        }
      }
    });

    test('when every route gets a deeply nested JSON body, then 400 with the JSON message, never 5xx', async () => {
      const failures: string[] = [];
      for (const route of listRoutes(ctx.app)) {
        for (const body of [deepArray(3_000), deepObject(3_000)]) {
          const res = await sendJson(route.method, exampleUrl(route.path), body);
          if (res.status !== 400 || res.body.message !== messages.jsonTooDeep)
            failures.push(`${route.method} ${route.path}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
      assert.deepEqual(failures, []);
      await request(ctx.app).get('/readyz').expect(200);
    });

    test('when a multipart JSON part is nested thousands deep, then 400 with the JSON message', async () => {
      const res = await request(ctx.app)
        .post('/api/portal/popup')
        .set('Authorization', bearer(adminToken()))
        .field('popup', deepObject(3_000));
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { message: messages.jsonTooDeep });
    });

    test('when a body is as deep as the limit allows, then it is parsed and validated as usual', async () => {
      const res = await sendJson('post', '/portal/login', `{"username":${deepArray(MAX_JSON_DEPTH - 1)}}`);
      assert.equal(res.status, 400);
      assert.notEqual(res.body.message, messages.jsonTooDeep);
    });

    test('when rich text holds raw-text and namespace-confusion payloads (xmp, noembed, noscript, math, svg), then the stored HTML has no executable markup', async () => {
      for (const payload of XSS_PAYLOADS) {
        const created = await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', bearer(adminToken()))
          .send({
            ...ROUND,
            title: '회차 XSS',
            description: `<p>안내</p>${payload}`,
            startTs: '2031-01-01T00:00:00Z',
            endTs: '2031-01-02T00:00:00Z',
          })
          .expect(201);
        const stored = await request(ctx.app).get(`/portal/subscription/${created.body.id}`).expect(200);
        assert.deepEqual(
          executableMarkup(stored.body.description),
          [],
          `${payload} → ${stored.body.description}`,
        );
        assert.match(stored.body.description, /^<p>안내<\/p>/);
        await request(ctx.app)
          .put(`/portal/admin/subscription/${created.body.id}/close`)
          .set('Authorization', bearer(adminToken()))
          .send({ isClosed: true })
          .expect(200);
      }
      const popup = await request(ctx.app)
        .post('/api/portal/popup')
        .set('Authorization', bearer(adminToken()))
        .field(
          'popup',
          JSON.stringify({
            title: '팝업',
            content: XSS_PAYLOADS.join(''),
            startTs: '2026-01-01',
            endTs: '2026-12-31',
            linkUrl: null,
          }),
        )
        .expect(201);
      assert.deepEqual(executableMarkup(popup.body.content), []);
    });
  });
}
