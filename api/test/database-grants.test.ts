import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { engines, migrationsFolder } from './support/test-app';

/**
 * A real deployment: the owner is an ordinary role that owns the database, and someone else (here the
 * server's superuser, as a DBA would) has put a table of their own into `public`.
 */
if (engines().includes('postgres')) {
  describe('the runtime role`s grants beside a table the app does not own, on postgres', () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const suffix = randomBytes(5).toString('hex');
    const name = `portal_test_${suffix}`;
    const ownerRole = `portal_owner_${suffix}`;
    const runtimeRole = `portal_app_${suffix}`;
    const urlAs = (username: string) =>
      Object.assign(new URL(serverUrl), { pathname: `/${name}`, username, password: '' }).toString();
    const asServer = async (text: string, database = 'postgres') => {
      const client = new pg.Client({
        connectionString: Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString(),
      });
      await client.connect();
      try {
        return await client.query(text);
      } finally {
        await client.end();
      }
    };
    let database: Database | undefined;

    before(async () => {
      await asServer(`create role ${ownerRole} login`);
      await asServer(`create role ${runtimeRole} login`);
      await asServer(`create database ${name} owner ${ownerRole}`);
      await asServer(`create table public.dba_notes (id int primary key, note text)`, name);
      await asServer(`create sequence public.dba_counter`, name);
    });
    after(async () => {
      await database?.close();
      await asServer(`drop database if exists ${name} with (force)`);
      await asServer(`drop role if exists ${runtimeRole}`);
      await asServer(`drop role if exists ${ownerRole}`);
    });

    test('when the app starts, then it migrates and grants on its own tables only, and the foreign table stays closed to it', async () => {
      database = await openDatabase({
        databaseUrl: urlAs(runtimeRole),
        migrationUrl: urlAs(ownerRole),
        migrationsFolder,
      });
      assert.equal(database.auditGuarded, true);
      const runtime = new pg.Client({ connectionString: urlAs(runtimeRole) });
      await runtime.connect();
      try {
        await runtime.query(`insert into notices (title, content) values ('공지', '<p>본문</p>')`);
        await assert.rejects(runtime.query('select * from dba_notes'), /permission denied/);
        await assert.rejects(runtime.query(`select nextval('dba_counter')`), /permission denied/);
      } finally {
        await runtime.end();
      }
      // a second start (a replica, a CLI command) grants again without failing
      const again = await openDatabase({
        databaseUrl: urlAs(runtimeRole),
        migrationUrl: urlAs(ownerRole),
        migrationsFolder,
      });
      await again.close();
    });
  });
}
