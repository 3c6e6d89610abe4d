// Two API processes behind a real nginx, sharing one PostgreSQL database, one Redis and one S3 server:
// what docs/operations.md's deployment section promises, checked through the proxy.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { createClient } from 'redis';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { signVerificationToken } from '../src/identity/verification-token';
import { startLocalS3, type LocalS3 } from './support/s3-server';
import { signInOverHttp } from './support/admin-sign-in';
import { replicaEnv, startNginx, startReplica, type Nginx, type Replica } from './support/replicas';
import { engines } from './support/test-app';

// CI runs PostgreSQL and Redis on this machine (.ci/run); this test needs both, and nginx. It runs in the
// runs on the PostgreSQL server (TEST_DATABASE_URL), like the other tests that need the server.
const SERVER_URL = process.env.TEST_DATABASE_URL!;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const jwtSecret = randomBytes(32).toString('hex');
const adminPassword = randomBytes(12).toString('base64url');
const prefix = `portal-scale-${randomBytes(6).toString('hex')}:`;
const dbName = `portal_scale_${randomBytes(6).toString('hex')}`;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (engines().includes('postgres')) {
  describe('two replicas behind nginx', () => {
    let s3: LocalS3;
    let replicas: Replica[] = [];
    let nginx: Nginx;
    let databaseUrl: string;
    let token: string;
    const upstream = (res: Response) => res.headers.get('x-upstream') ?? '';

    before(async () => {
      await adminQuery(`create database ${dbName}`);
      const url = new URL(SERVER_URL);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
      s3 = await startLocalS3();
      const env = {
        ...replicaEnv({ databaseUrl, jwtSecret, redisUrl: REDIS_URL, redisKeyPrefix: prefix, adminPassword }),
        ...s3.env,
      };
      // both at once on the empty database: start-up writes must not collide
      replicas = await Promise.all([startReplica(env), startReplica(env)]);
      await Promise.all(replicas.map((replica) => replica.ready));
      nginx = await startNginx(replicas.map((replica) => replica.port));
    });

    after(async () => {
      for (const replica of replicas) replica.kill();
      await nginx?.stop();
      await s3?.stop();
      const redis = createClient({ url: REDIS_URL });
      await redis.connect();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(keys);
      redis.destroy();
      await adminQuery(`drop database if exists ${dbName} with (force)`);
    });

    test('when both start together on an empty database, then the demo content and the first admin exist once', async () => {
      const res = await fetch(`${nginx.url}/portal/subscription`);
      assert.equal(res.status, 200);
      const rounds = (await res.json()) as unknown[];
      assert.equal(rounds.length, 2, 'one past and one open demo round, not twice as many');
    });

    test('when an admin signs in through one replica, then the token works on the other', async () => {
      // both steps, the second factor enrolled at this first sign-in, all through the proxy
      token = await signInOverHttp(nginx.url, 'admin', adminPassword);
      const served = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${nginx.url}/api/portal/popup`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        assert.equal(res.status, 200);
        served.add(upstream(res));
      }
      assert.equal(served.size, 2, [...served].join(' '));
    });

    test('when a file is uploaded through one replica, then it downloads through the other', async () => {
      const name = '2026년 모집공고 (첨부).pdf';
      const bytes = Buffer.from(`%PDF-1.4 ${randomBytes(2000).toString('hex')}`);
      const form = new FormData();
      form.append('notice', JSON.stringify({ title: '복제본 간 파일', content: '<p>본문</p>' }));
      form.append('files', new Blob([bytes], { type: 'application/pdf' }), name);
      const created = await fetch(`${nginx.url}/portal/admin/notice`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      assert.equal(created.status, 201);
      const uploadedBy = upstream(created);
      const fileUrl = ((await created.json()) as { fileUrl: Record<string, string> }).fileUrl[name]!;
      let downloaded: Response | undefined;
      for (let i = 0; i < 4 && !downloaded; i++) {
        const res = await fetch(`${nginx.url}${fileUrl}`);
        if (upstream(res) !== uploadedBy) downloaded = res;
        else await res.arrayBuffer();
      }
      assert.ok(downloaded, 'nginx never sent the download to the other replica');
      assert.equal(downloaded.status, 200);
      assert.match(downloaded.headers.get('content-disposition') ?? '', /filename\*=UTF-8''2026%EB%85%84/);
      assert.ok(Buffer.from(await downloaded.arrayBuffer()).equals(bytes));
    });

    test('when a notice is written through one replica, then the other lists it at once, not from its cache', async () => {
      const direct = (replica: Replica) => `http://127.0.0.1:${replica.port}`;
      const titles = async (replica: Replica) =>
        ((await (await fetch(`${direct(replica)}/portal/notice`)).json()) as { title: string }[]).map(
          (notice) => notice.title,
        );
      const title = '복제본 사이의 캐시 확인 공지';
      // both replicas have the list cached now
      for (const replica of replicas) assert.ok(!(await titles(replica)).includes(title));
      const form = new FormData();
      form.append('notice', JSON.stringify({ title, content: '<p>본문</p>' }));
      const created = await fetch(`${direct(replicas[0]!)}/portal/admin/notice`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      assert.equal(created.status, 201);
      let listed = false;
      for (let i = 0; i < 50 && !listed; i++) {
        listed = (await titles(replicas[1]!)).includes(title);
        if (!listed) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.ok(listed, 'the other replica still serves its cached list');
    });

    test('when ten sign-ins fail spread over both replicas, then the next is refused by either', async () => {
      const served = new Set<string>();
      const attempt = () =>
        fetch(`${nginx.url}/portal/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'not-the-password' }),
        });
      for (let i = 0; i < 10; i++) {
        const res = await attempt();
        assert.equal(res.status, 401);
        served.add(upstream(res));
        await res.arrayBuffer();
      }
      assert.equal(served.size, 2);
      for (let i = 0; i < 2; i++) {
        const res = await attempt();
        assert.equal(res.status, 429);
        assert.equal(((await res.json()) as { message: string }).message, apiMessages.tooManyLoginFailures);
      }
    });

    test('when one replica is killed mid-traffic, then every acknowledged application is stored', async () => {
      const open = await fetch(`${nginx.url}/user/subscription`);
      const [round] = (await open.json()) as { id: number }[];
      assert.ok(round);
      const acknowledged: string[] = [];
      let afterKill = 0;
      let killed = false;
      let next = 0;
      const TOTAL = 160;
      const submitOne = async (i: number) => {
        const phone = `0109${String(i).padStart(7, '0')}`;
        const name = `신청자${i}`;
        const res = await fetch(`${nginx.url}/user/subscriptionApplicants`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [VERIFICATION_HEADER]: signVerificationToken(jwtSecret, { name, phone }, new Date()),
          },
          body: JSON.stringify({
            name,
            phone,
            supplyType: 'GENERAL-15',
            supplyUid: round.id,
            isConsentStatus: true,
          }),
        }).catch(() => null);
        if (res?.status === 201) {
          acknowledged.push(phone);
          if (killed) afterKill += 1;
        }
        await res?.arrayBuffer();
        if (!killed && acknowledged.length >= 40) {
          killed = true;
          replicas[0]!.kill();
        }
      };
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < TOTAL) await submitOne(next++);
        }),
      );
      assert.ok(killed);
      assert.ok(afterKill > 0, 'the surviving replica went on acknowledging');
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const stored = await client.query<{ phone_number: string }>(
        'select phone_number from applicants where round_id = $1',
        [round.id],
      );
      await client.end();
      const storedPhones = new Set(stored.rows.map((row) => row.phone_number));
      const lost = acknowledged.filter((phone) => !storedPhones.has(phone));
      assert.deepEqual(lost, []);
      assert.ok(acknowledged.length > 100, `only ${acknowledged.length} of ${TOTAL} acknowledged`);
    });
  });
}
