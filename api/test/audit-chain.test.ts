import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import request from 'supertest';
import { audit } from '../src/audit/audit-log';
import { recordAuditHead, verifyAndRecord, verifyAuditChain } from '../src/audit/audit-chain';
import { openDatabase, type Database } from '../src/db/database';
import { auditedWrite } from '../src/db/transaction';
import type { Db } from '../src/db/database';
import { startApiProcess } from './support/api-process';
import { createTestApp, engines, migrationsFolder, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** What the owner (or a superuser) can still do: switch the append-only trigger off for one change. */
async function asOwner(db: Db, change: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger audit_log_no_change`);
    await tx.execute(change);
    await tx.execute(sql`alter table audit_log enable trigger audit_log_no_change`);
  });
}

for (const engine of engines()) {
  describe(`the audit log's hash chain on ${engine}`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(engine);
    });
    after(() => ctx.close());

    test('when entries are appended, also many at once, then each links to the one before and the walk finds the chain whole', async () => {
      const db = ctx.database.db;
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          audit(db, {
            actor: `admin${i % 3}`,
            kind: 'notice',
            action: 'create',
            target: String(i),
            after: { i },
          }),
        ),
      );
      // and inside a transaction, as the boards write them
      await auditedWrite(db, (tx) =>
        audit(tx, { actor: 'admin', kind: 'popup', action: 'delete', before: { a: 1 } }),
      );
      const chain = await rows<{ id: number; prev_hash: string; hash: string }>(
        db,
        sql`select id, prev_hash, hash from audit_log order by id`,
      );
      assert.equal(chain.length, 31);
      assert.equal(chain[0]!.prev_hash, '0'.repeat(64));
      for (let i = 1; i < chain.length; i++) assert.equal(chain[i]!.prev_hash, chain[i - 1]!.hash);
      assert.equal(new Set(chain.map((row) => row.hash)).size, 31);
      const result = await verifyAndRecord(db);
      assert.deepEqual(result, {
        ok: true,
        rows: 31,
        head: { id: chain[30]!.id, hash: chain[30]!.hash },
        broken: null,
      });
    });

    test('when the admin page asks, then it gets the head hash and the date of the last good verification', async () => {
      const res = await request(ctx.app)
        .get('/portal/admin/auditLog/chain')
        .set('Authorization', bearer(adminToken()))
        .expect(200);
      assert.match(res.body.head.hash, /^[0-9a-f]{64}$/);
      assert.ok(Math.abs(Date.parse(res.body.lastGoodVerification.at) - Date.now()) < 60_000);
      assert.equal(res.body.lastGoodVerification.headHash, res.body.head.hash);
      await request(ctx.app).get('/portal/admin/auditLog/chain').expect(401);
    });

    test('when the owner edits a row, then the walk names that row; when it deletes one, the walk names the next', async () => {
      const db = ctx.database.db;
      const all = await rows<{ id: number; actor: string }>(
        db,
        sql`select id, actor from audit_log order by id`,
      );
      const ids = all.map((row) => row.id);
      await asOwner(db, sql`update audit_log set actor = 'someone-else' where id = ${ids[10]}`);
      assert.deepEqual((await verifyAuditChain(db)).broken, { id: ids[10], reason: 'edited' });
      await asOwner(db, sql`update audit_log set actor = ${all[10]!.actor} where id = ${ids[10]}`);
      assert.equal((await verifyAuditChain(db)).ok, true);
      await asOwner(db, sql`delete from audit_log where id = ${ids[5]}`);
      assert.deepEqual((await verifyAuditChain(db)).broken, { id: ids[6], reason: 'unlinked' });
    });

    test("when the newest rows are deleted, also those written after the hour's walk, then the head recorded by the walk or the minute's check is missed", async () => {
      const fresh = await createTestApp(engine);
      try {
        const db = fresh.database.db;
        await audit(db, { actor: 'admin', kind: 'round', action: 'create' });
        const walk = await verifyAndRecord(db);
        assert.equal(walk.ok, true);
        // after the walk, more work; a minute later the head is recorded
        for (let i = 0; i < 3; i++) await audit(db, { actor: 'admin', kind: 'round', action: 'update' });
        const tick = await recordAuditHead(db);
        assert.deepEqual([tick.ok, tick.recorded], [true, true]);
        // nothing new: nothing recorded
        assert.equal((await recordAuditHead(db)).recorded, false);
        await asOwner(db, sql`delete from audit_log where id > ${walk.head!.id}`);
        const next = await recordAuditHead(db);
        assert.equal(next.ok, false);
        assert.deepEqual(next.broken, { id: tick.head!.id, reason: 'truncated' });
        assert.deepEqual((await verifyAndRecord(db)).broken, { id: tick.head!.id, reason: 'truncated' });
        // the finding is written once, not once a minute
        await recordAuditHead(db);
        const failures = await rows<{ count: number }>(
          db,
          sql`select count(*)::int as count from audit_verifications where kind = 'head' and not ok`,
        );
        assert.equal(failures[0]!.count, 1);
        // and the head the walk recorded, when it goes too
        await asOwner(db, sql`delete from audit_log where id = ${walk.head!.id}`);
        assert.deepEqual((await verifyAuditChain(db)).broken, { id: walk.head!.id, reason: 'truncated' });
      } finally {
        await fresh.close();
      }
    });
  });
}

/**
 * PostgreSQL with two roles, as a real deployment runs: the owner migrates (DATABASE_MIGRATION_URL), the
 * app connects as a role that owns nothing and may only add to and read the audit log.
 */
if (engines().includes('postgres')) {
  describe('the audit log against its own app on postgres', () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const suffix = randomBytes(5).toString('hex');
    const name = `portal_test_${suffix}`;
    const role = `portal_app_${suffix}`;
    const ownerUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    const runtimeUrl = Object.assign(new URL(ownerUrl), { username: role, password: '' }).toString();
    let database: Database;
    let runtime: pg.Client;
    /** The owner switches the append-only trigger off and deletes one row of the log. */
    const ownerDeletes = async (id: number) => {
      const owner = new pg.Client({ connectionString: ownerUrl });
      await owner.connect();
      try {
        await owner.query('begin');
        await owner.query('alter table audit_log disable trigger audit_log_no_change');
        await owner.query('delete from audit_log where id = $1', [id]);
        await owner.query('alter table audit_log enable trigger audit_log_no_change');
        await owner.query('commit');
      } finally {
        await owner.end();
      }
    };
    const adminCommand = (...args: string[]) =>
      startApiProcess(
        { DATABASE_URL: runtimeUrl, DATABASE_MIGRATION_URL: ownerUrl },
        'src/cli/admin.ts',
        args,
      );
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };

    before(async () => {
      await admin(`create database ${name}`);
      await admin(`create role ${role} login`);
      database = await openDatabase({ databaseUrl: runtimeUrl, migrationUrl: ownerUrl, migrationsFolder });
      await audit(database.db, { actor: 'admin', kind: 'notice', action: 'create', target: '1' });
      await audit(database.db, { actor: 'admin', kind: 'notice', action: 'update', target: '1' });
      await audit(database.db, { actor: 'admin', kind: 'notice', action: 'delete', target: '1' });
      runtime = new pg.Client({ connectionString: runtimeUrl });
      await runtime.connect();
    });
    after(async () => {
      await runtime?.end();
      await database?.close();
      await admin(`drop database if exists ${name} with (force)`);
      await admin(`drop role if exists ${role}`);
    });

    test('then the app knows its role cannot rewrite the log, and it still reads and writes its other tables', async () => {
      assert.equal(database.auditGuarded, true);
      const [{ count }] = (await runtime.query('select count(*)::int as count from audit_log')).rows;
      assert.equal(count, 3);
      await runtime.query(`insert into notices (title, content) values ('공지', '<p>본문</p>')`);
      await runtime.query(`update notices set title = '수정' where title = '공지'`);
      await runtime.query(`delete from notices where title = '수정'`);
    });

    for (const [label, statement, refusal] of [
      ['DELETE', 'delete from audit_log', /permission denied/],
      ['UPDATE', `update audit_log set actor = 'x'`, /permission denied/],
      ['TRUNCATE', 'truncate audit_log', /permission denied/],
      [
        'ALTER TABLE … DISABLE TRIGGER',
        'alter table audit_log disable trigger audit_log_no_change',
        /must be owner/,
      ],
      ['SET session_replication_role', 'set session_replication_role = replica', /permission denied/],
      ['a verification rewritten', 'delete from audit_verifications', /permission denied/],
      [
        'a forged good walk',
        `insert into audit_verifications (ok, rows, head_id, head_hash) values (true, 3, 999, 'forged')`,
        /permission denied/,
      ],
    ] as const) {
      test(`when the app's role tries ${label} on the audit log, then PostgreSQL refuses`, async () => {
        await assert.rejects(runtime.query(statement), refusal);
      });
    }

    test("when the app's role walks and records heads, then the owner's functions write the rows", async () => {
      await audit(database.db, { actor: 'admin', kind: 'notice', action: 'create', target: '2' });
      assert.equal((await recordAuditHead(database.db)).recorded, true);
      assert.equal((await verifyAndRecord(database.db)).ok, true);
      const { rows: kinds } = await runtime.query<{ kind: string }>(
        'select kind from audit_verifications order by id',
      );
      assert.deepEqual(
        kinds.map((row) => row.kind),
        ['head', 'walk'],
      );
    });

    test('when the owner removes the newest rows after a recorded head, then `verify-audit` reports it, also against the copy kept outside', async () => {
      await audit(database.db, { actor: 'admin', kind: 'notice', action: 'create', target: '3' });
      const head = await adminCommand('audit-head');
      assert.equal(await head.exited, 0, head.output());
      const kept = head.output().trim().split('\n').at(-1)!;
      const headId = Number(kept.split(':')[0]);
      await ownerDeletes(headId);
      const cli = await adminCommand('verify-audit', kept);
      assert.equal(await cli.exited, 1, cli.output());
      assert.match(cli.output(), new RegExp(`broken at row #${headId}: the head recorded earlier is gone`));
      assert.match(cli.output(), new RegExp(`broken at row #${headId}: the head kept outside the database`));
    });

    test('when the owner deletes a row, then `npm run admin -- verify-audit` names the first broken row and fails', async () => {
      const { rows: ids } = await runtime.query<{ id: number }>('select id from audit_log order by id');
      const thirdId = ids[2]!.id;
      await ownerDeletes(ids[1]!.id);
      const cli = await adminCommand('verify-audit');
      assert.equal(await cli.exited, 1, cli.output());
      assert.match(cli.output(), new RegExp(`broken at row #${thirdId}: the row before it is missing`));
    });
  });
}
