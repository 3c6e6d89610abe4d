import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { signVerificationToken } from '../src/identity/verification-token';
import { generalApplication } from './support/applications';
import { startApiProcess, waitHealthy, type ApiProcess } from './support/api-process';
import { startOwnPostgres, type OwnPostgres } from './support/own-postgres';
import { engines, freshDatabase, type TestDatabase } from './support/test-app';
import { sessionTokenOverSql } from './support/tokens';

// the secret startApiProcess gives the API
const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

interface Write {
  label: string;
  /** the table whose lock holds the write in flight */
  table: string;
  send: () => Promise<Response>;
  /** the status of a write that went through */
  ok: number;
}

/**
 * A real API process on PostgreSQL: while a write waits on a lock held by the test, the test ends that
 * write's server connection (what a database restart or an operator's pg_terminate_backend does). The
 * process must stay up, answer that request 503, and serve the next one on a fresh connection.
 */
if (engines().includes('postgres')) {
  describe('database connections ended during writes on postgres', () => {
    let database: TestDatabase;
    let api: ApiProcess;
    let roundId: number;
    let applicantId: number;
    let token = '';
    const admin = () => `Bearer ${token}`;
    const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${api.url}${path}`, {
        method,
        headers: {
          authorization: admin(),
          ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      });
    const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    };

    before(async () => {
      database = await freshDatabase('postgres');
      api = await startApiProcess({ DATABASE_URL: database.url! });
      await waitHealthy(api);
      token = await sessionTokenOverSql(database.url!, 'admin', SECRET);
      const round = await call('POST', '/portal/admin/subscription', {
        title: '접수중 회차',
        subscriptionType: ['GENERAL-15'],
        startTs: new Date(Date.now() - 86_400_000).toISOString(),
        endTs: new Date(Date.now() + 86_400_000).toISOString(),
      });
      assert.equal(round.status, 201, await round.clone().text());
      roundId = ((await round.json()) as { id: number }).id;
      const applied = await submission();
      assert.equal(applied.status, 201, await applied.clone().text());
      applicantId = ((await applied.json()) as { id: number }).id;
    });
    after(async () => {
      await api?.stop();
      await database?.drop();
    });

    let people = 0;
    const submission = () => {
      people += 1;
      const person = { name: `신청자${people}`, phone: `010${String(10_000_000 + people)}` };
      return call('POST', '/user/subscriptionApplicants', generalApplication(roundId, person), {
        'x-verification-token': signVerificationToken(SECRET, person, new Date()),
      });
    };
    const notice = () => {
      const form = new FormData();
      form.set('notice', JSON.stringify({ title: '모집 공고', content: '<p>본문</p>' }));
      return call('POST', '/portal/admin/notice', form);
    };
    const popup = () => {
      const form = new FormData();
      form.set(
        'popup',
        JSON.stringify({ title: '안내', content: '<p>안내</p>', startTs: '2026-07-01', endTs: '2026-07-10' }),
      );
      form.set('image', new Blob([PNG], { type: 'image/png' }), '배너.png');
      return call('POST', '/api/portal/popup', form);
    };
    const roundSave = () =>
      call('PUT', `/portal/admin/subscription/${roundId}`, {
        title: '접수중 회차 (수정)',
        subscriptionType: ['GENERAL-15'],
        startTs: new Date(Date.now() - 86_400_000).toISOString(),
        endTs: new Date(Date.now() + 86_400_000).toISOString(),
      });
    const winningStates = () =>
      call('PUT', '/portal/admin/subscriptionApplicants', {
        subscriptionId: roundId,
        statusUpdates: [{ applicantId, winningState: '당첨' }],
      });

    const writes: Write[] = [
      { label: 'a submission', table: 'applicants', send: submission, ok: 201 },
      { label: 'a notice save', table: 'notices', send: notice, ok: 201 },
      // the change and its audit row are one transaction: a connection lost at the audit row loses both
      { label: 'a notice save, at its audit row', table: 'audit_log', send: notice, ok: 201 },
      { label: 'a popup save', table: 'popups', send: popup, ok: 201 },
      { label: 'a round save', table: 'subscription_rounds', send: roundSave, ok: 200 },
      { label: 'a winning-state save', table: 'applicants', send: winningStates, ok: 200 },
      { label: 'a winning-state save, at its audit row', table: 'audit_log', send: winningStates, ok: 200 },
    ];

    /** Holds `table` locked, sends the write, ends the server connection waiting for the lock. */
    async function terminateDuring(write: Write): Promise<Response> {
      const locker = new pg.Client({ connectionString: database.url });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query(`lock table ${write.table} in access exclusive mode`);
        const pending = write.send();
        const deadline = Date.now() + 15_000;
        let terminated = 0;
        while (terminated === 0) {
          assert.ok(Date.now() < deadline, `${write.label} never waited on ${write.table}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          const rows = await locker.query<{ ended: boolean }>(
            `select pg_terminate_backend(pid) as ended from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
          );
          terminated = rows.rows.filter((row) => row.ended).length;
        }
        await locker.query('rollback');
        return await pending;
      } finally {
        await locker.end();
      }
    }

    for (const write of writes) {
      test(`when the database ends the connection of ${write.label}, then 503, the process lives on and the next one succeeds`, async () => {
        let failed = await terminateDuring(write);
        // A background job's statement waiting on the same lock may have been the one ended, and the write
        // then went through after the rollback: nothing was tested, so once more.
        if (failed.status === write.ok) failed = await terminateDuring(write);
        assert.equal(failed.status, 503, await failed.clone().text());
        assert.equal(failed.headers.get('retry-after'), '5');
        assert.match(((await failed.json()) as { message: string }).message, /잠시 후/);
        // the client's 'error' arrives after the failed statement: give a crash the time to happen
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.equal(api.child.exitCode, null, api.output());
        assert.equal(api.child.signalCode, null, api.output());
        const retried = await write.send();
        assert.equal(retried.status, write.ok, await retried.clone().text());
        const ready = await fetch(`${api.url}/readyz`);
        assert.equal(ready.status, 200);
      });
    }

    test('then every committed change has its audit row, and no audit row names a change that did not commit', async () => {
      const notices = await query<{ id: number }>('select id from notices order by id');
      const noticeAudits = await query<{ target: string }>(
        `select target from audit_log where kind = 'notice' and action = 'create' order by id`,
      );
      assert.deepEqual(
        noticeAudits.map((row) => Number(row.target)),
        notices.map((row) => row.id),
      );
      assert.equal(notices.length, 2);
      const popups = await query<{ id: number }>('select id from popups');
      const popupAudits = await query<{ id: number }>(
        `select id from audit_log where kind = 'popup' and action = 'create'`,
      );
      assert.equal(popups.length, 1);
      assert.equal(popupAudits.length, popups.length);
      const [round] = await query<{ title: string }>('select title from subscription_rounds where id = $1', [
        roundId,
      ]);
      assert.equal(round!.title, '접수중 회차 (수정)');
      const roundAudits = await query<{ action: string }>(
        `select action from audit_log where kind = 'round' order by id`,
      );
      assert.deepEqual(
        roundAudits.map((row) => row.action),
        ['create', 'update'],
      );
      const marked = await query<{ id: number }>(
        `select id from applicants where round_id = $1 and winning_state = '당첨'`,
        [roundId],
      );
      assert.equal(marked.length, 1);
      const winningAudits = await query<{ id: number }>(
        `select id from audit_log where kind = 'winningState'`,
      );
      assert.equal(winningAudits.length, 2);
      // submissions: the one refused left nothing, the two acknowledged are there
      const submissions = await query<{ id: number }>('select id from applicants where round_id = $1', [
        roundId,
      ]);
      assert.equal(submissions.length, 2);
    });
  });
}

/**
 * The same API process on a PostgreSQL cluster of the test's own, restarted in fast mode while
 * submissions and notice saves keep arriving: every connection of the pool ends at once, and the
 * server refuses new ones for the restart's length.
 */
if (engines().includes('postgres')) {
  describe('a fast restart of the database while writes arrive', () => {
    let cluster: OwnPostgres;
    let token = '';
    let api: ApiProcess;
    let roundId: number;
    const call = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${api.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body instanceof FormData ? body : JSON.stringify(body),
      });

    before(async () => {
      cluster = await startOwnPostgres();
      api = await startApiProcess({ DATABASE_URL: cluster.url });
      await waitHealthy(api);
      token = await sessionTokenOverSql(cluster.url, 'admin', SECRET);
      const round = await call('POST', '/portal/admin/subscription', {
        title: '재시작 중 회차',
        subscriptionType: ['GENERAL-15'],
        startTs: new Date(Date.now() - 86_400_000).toISOString(),
        endTs: new Date(Date.now() + 86_400_000).toISOString(),
      });
      assert.equal(round.status, 201, await round.clone().text());
      roundId = ((await round.json()) as { id: number }).id;
    });
    after(async () => {
      await api?.stop();
      await cluster?.stop();
    });

    test('then the process lives, answers 503 meanwhile, loses nothing acknowledged and leaves no change without its audit row', async () => {
      const submissions: { status: number; id?: number }[] = [];
      const notices: { status: number; id?: number }[] = [];
      let person = 0;
      const submit = async () => {
        person += 1;
        const who = { name: `재시작${person}`, phone: `010${String(20_000_000 + person)}` };
        const res = await call('POST', '/user/subscriptionApplicants', generalApplication(roundId, who), {
          'x-verification-token': signVerificationToken(SECRET, who, new Date()),
        });
        const body = (await res.json()) as { id?: number };
        submissions.push({ status: res.status, id: body.id });
      };
      const saveNotice = async () => {
        const form = new FormData();
        form.set(
          'notice',
          JSON.stringify({ title: `재시작 공지 ${notices.length + 1}`, content: '<p>본문</p>' }),
        );
        const res = await call('POST', '/portal/admin/notice', form);
        const body = (await res.json()) as { id?: number };
        notices.push({ status: res.status, id: body.id });
      };

      // writes keep arriving, before, during and after the restart
      let restarted = false;
      const traffic = (async () => {
        let afterRestart = 0;
        while (afterRestart < 20) {
          await Promise.all([submit(), saveNotice()]);
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (restarted) afterRestart += 1;
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await cluster.restartFast();
      restarted = true;
      await traffic;

      assert.equal(api.child.exitCode, null, api.output());
      assert.equal(api.child.signalCode, null, api.output());
      const answered = [...submissions, ...notices].map((write) => write.status);
      assert.deepEqual([...new Set(answered)].sort(), [201, 503], `statuses seen: ${answered.join(' ')}`);
      // after the restart the pool has healthy connections again
      await submit();
      await saveNotice();
      assert.equal(submissions.at(-1)!.status, 201);
      assert.equal(notices.at(-1)!.status, 201);
      assert.equal((await fetch(`${api.url}/readyz`)).status, 200);

      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        const applicantIds = (await client.query<{ id: number }>('select id from applicants')).rows.map(
          (r) => r.id,
        );
        for (const write of submissions.filter((s) => s.status === 201)) {
          assert.ok(applicantIds.includes(write.id!), `acknowledged submission ${write.id} is kept`);
        }
        const noticeIds = (await client.query<{ id: number }>('select id from notices')).rows.map(
          (r) => r.id,
        );
        for (const write of notices.filter((n) => n.status === 201)) {
          assert.ok(noticeIds.includes(write.id!), `acknowledged notice ${write.id} is kept`);
        }
        const audited = (
          await client.query<{ target: string }>(
            `select target from audit_log where kind = 'notice' and action = 'create'`,
          )
        ).rows.map((row) => Number(row.target));
        assert.deepEqual(
          audited.sort((a, b) => a - b),
          noticeIds.sort((a, b) => a - b),
        );
      } finally {
        await client.end();
      }
    });
  });
}
