import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { Agent, type Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { allCalls } from '@portal/shared-types/http/contract';
import { openApiPath } from '@portal/shared-types/http/route';
import { openApiDocument } from '../src/docs/openapi';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { exampleUrl, listRoutes } from './support/routes';
import { fuzzCases, type FuzzCase } from './support/fuzz-cases';
import { adminToken, bearer, verificationToken, walkerToken } from './support/tokens';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const NASTY = [
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  'abc',
  '%00',
  '..',
  '../etc',
  '9'.repeat(40),
  '<script>',
  "' or 1=1 --",
  '\u0000',
  '한글',
  '{}',
  '[]',
  'null',
  'true',
  '%E0%A4%A',
  '\\',
  '%2e%2e%2f',
];
const BODIES: unknown[] = [
  null,
  1,
  'x',
  [],
  [1, 2],
  {},
  { title: 1 },
  { title: 'x'.repeat(5000) },
  { name: [], phone: {} },
  { subscriptionId: 'x', statusUpdates: 'y' },
  { isClosed: 'no' },
  { username: {}, password: [] },
  { supplyUid: -1, isConsentStatus: 'yes' },
  { startTs: 'yesterday', endTs: 5 },
];

for (const engine of engines()) {
  describe(`bad input on ${engine}`, () => {
    let ctx: TestContext;
    // One server and kept-alive connections for the file's 15,000 and more requests: supertest given
    // the app listens on a new port for each and connects anew, and with this file running on both
    // engines at once the closed connections' ports, waiting out TIME_WAIT, used up the machine's
    // ephemeral range (EADDRINUSE in the file, and in any file beside it).
    let server: Server;
    const keepAlive = new Agent({ keepAlive: true });
    /** a request to the file's server over its kept-alive connections */
    const call = (method: string, url: string) => request(server)[method as 'post'](url).agent(keepAlive);
    before(async () => {
      ctx = await createTestApp(engine);
      server = await new Promise<Server>((resolve) => {
        const listening = ctx.app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      // something to find: a round, an applicant-free database otherwise
      await call('post', '/portal/admin/subscription')
        .set('Authorization', bearer(adminToken()))
        .send({
          title: '회차',
          subscriptionType: ['GENERAL-15'],
          startTs: '2026-01-01T00:00:00Z',
          endTs: '2030-01-01T00:00:00Z',
        })
        .expect(201);
    });
    // the figures of the fuzzing below, printed at the end: requests sent and answers of 5xx
    const figures = { sent: 0, serverErrors: 0 };
    const count = (status: number) => {
      figures.sent++;
      if (status >= 500) figures.serverErrors++;
    };
    after(async () => {
      console.log(
        `fuzz figures on ${engine}: ${figures.sent} malformed requests over ${routes().length} routes, ${figures.serverErrors} answers of 5xx`,
      );
      keepAlive.destroy();
      await new Promise((resolve) => server.close(resolve));
      await ctx.close();
    });

    const routes = () => listRoutes(ctx.app);

    // another admin's session of its own for each route or batch: the walks sign out and end sessions
    const walker = () => walkerToken(ctx.database.db);

    const send = (route: { method: string }, fuzz: FuzzCase, token: string) => {
      const sent = call(route.method, fuzz.url)
        .set('Authorization', bearer(token))
        .set(VERIFICATION_HEADER, verificationToken('홍길동', '01012345678'));
      if (fuzz.raw) return sent.set(fuzz.raw.headers).send(fuzz.raw.body);
      if (fuzz.multipart) {
        for (const [name, value] of fuzz.multipart.fields) sent.field(name, value);
        for (const [name, file] of fuzz.multipart.files) sent.attach(name, Buffer.from('%PDF-1.4'), file);
        return sent;
      }
      if (fuzz.json === undefined) return sent;
      return sent.set('Content-Type', 'application/json').send(JSON.stringify(fuzz.json));
    };

    test('when every route gets NUL, overlong and wrong-typed values in every position, broken JSON and multipart and odd encodings, then none is 5xx', async () => {
      const failures: string[] = [];
      for (const route of routes()) {
        const cases = fuzzCases(route);
        const token = await walker();
        for (let start = 0; start < cases.length; start += 10) {
          await Promise.all(
            cases.slice(start, start + 10).map(async (fuzz) => {
              const res = await send(route, fuzz, token);
              count(res.status);
              const what = `${fuzz.kind} ${route.method} ${fuzz.url.slice(0, 120)}`;
              if (res.status >= 500) failures.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
              else if (
                res.type === 'application/json' &&
                res.status >= 400 &&
                !/[가-힣]/.test(res.body.message)
              )
                failures.push(`${what}: ${res.status} without a Korean message`);
            }),
          );
        }
      }
      assert.deepEqual(failures.slice(0, 20), []);
      await call('get', '/readyz').expect(200);
    });

    test('when every route gets malformed JSON, then 4xx JSON in Korean', async () => {
      for (const route of routes().filter((r) => r.method !== 'get')) {
        const res = await call(route.method, exampleUrl(route.path))
          .set('Authorization', bearer(await walker()))
          .set('Content-Type', 'application/json')
          .send('{"title": ');
        assert.ok(res.status >= 400 && res.status < 500, `${route.method} ${route.path}: ${res.status}`);
      }
    });

    test('when every route with an id gets unknown or non-numeric ids, then 400 or 404 with a Korean message', async () => {
      // an app of its own: the fuzzing above has used up the document routes' rate limits (429)
      const fresh = await createTestApp(engine);
      try {
        for (const route of routes().filter((r) => /:(id|roundId)\b/.test(r.path))) {
          const token = await walkerToken(fresh.database.db);
          for (const id of ['999999', 'abc', '-3', '1e3']) {
            const agent = request(fresh.app)[route.method as 'get'];
            const res = await agent(route.path.replace(/:[A-Za-z]+/, id))
              .set('Authorization', bearer(token))
              .set(VERIFICATION_HEADER, verificationToken('홍길동', '01012345678'))
              .send({});
            assert.ok([400, 404].includes(res.status), `${route.method} ${route.path} ${id}: ${res.status}`);
            assert.match(res.body.message, /[가-힣]/);
          }
        }
      } finally {
        await fresh.close();
      }
    });

    test('when 2,000 random malformed requests hit all routes, then none is 5xx and the server still answers', async () => {
      const next = random(20260101);
      const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
      const all = routes();
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      for (let batch = 0; batch < 100; batch++) {
        const token = await walker();
        await Promise.all(
          Array.from({ length: 20 }, async () => {
            const route = pick(all);
            const url =
              route.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(pick(NASTY))) +
              (next() < 0.3
                ? `?${pick(['page', 'size', 'name', 'phone', 'uid', 'field', 'keyword'])}=${encodeURIComponent(pick(NASTY))}`
                : '');
            const sent = call(route.method, url);
            const auth = next();
            if (auth < 0.5) sent.set('Authorization', bearer(token));
            else if (auth < 0.7) sent.set('Authorization', `Bearer ${encodeURIComponent(pick(NASTY))}`);
            if (next() < 0.3)
              sent.set(
                VERIFICATION_HEADER,
                next() < 0.5 ? verificationToken('홍길동', '01012345678') : encodeURIComponent(pick(NASTY)),
              );
            const kind = next();
            let res;
            if (route.method === 'get' || route.method === 'delete') res = await sent;
            else if (kind < 0.4)
              res = await sent.set('Content-Type', 'application/json').send(JSON.stringify(pick(BODIES)));
            else if (kind < 0.6)
              res = await sent
                .set('Content-Type', 'application/json')
                .send(pick(['{', '[1,', '"', '{"a":}', 'nul']));
            else if (kind < 0.8)
              res = await sent
                .field(
                  pick(['notice', 'resource', 'popup', 'deletedFiles', 'x']),
                  pick([...NASTY, JSON.stringify(pick(BODIES))]),
                )
                .attach(
                  pick(['files', 'image', 'other']),
                  Buffer.from('x'),
                  pick(['a.pdf', 'b.exe', '한글.png', '..\\x.txt', 'noext']),
                );
            else
              res = await sent
                .set(
                  'Content-Type',
                  pick([
                    'multipart/form-data; boundary=zz',
                    'text/plain',
                    'application/x-www-form-urlencoded',
                  ]),
                )
                .send(pick(['--zz\r\nbroken', 'a=1&b', '\u0000\u0001']));
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            count(res.status);
            if (res.status >= 500)
              failures.push(`${route.method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
          }),
        );
      }
      assert.deepEqual(failures.slice(0, 20), []);
      assert.equal(
        [...statuses.values()].reduce((a, b) => a + b, 0),
        2000,
      );
      await call('get', '/healthz').expect(200);
      await call('get', '/portal/subscription').expect(200);
    });

    test('when /api/docs is asked, then it documents every call of the contract and nothing else', async () => {
      const res = await call('get', '/api/docs').expect(200);
      assert.equal(res.body.openapi, '3.1.0');
      const documented = Object.entries(res.body.paths as Record<string, Record<string, unknown>>)
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
        .sort();
      assert.deepEqual(documented, allCalls.map((call) => `${call.method} ${openApiPath(call.path)}`).sort());
      assert.deepEqual(res.body, JSON.parse(JSON.stringify(openApiDocument())));
    });
  });
}
