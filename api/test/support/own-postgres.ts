import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

export interface OwnPostgres {
  url: string;
  /** `pg_ctl restart -m fast`: every connection is ended, open transactions roll back */
  restartFast: () => Promise<void>;
  stop: () => Promise<void>;
}

/** The server binaries of the newest PostgreSQL installed the Debian way. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'pg_ctl')));
  if (!found) throw new Error(`no PostgreSQL server binaries under ${root} (apt-get install postgresql)`);
  return found;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, so that a test may
 * restart it. PostgreSQL refuses to run as root: then it runs as the postgres user.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binDir();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  // run as the postgres user when the test runs as root; async, so the test keeps sending meanwhile
  const pg = async (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    await run(command, argv, { timeout: 60_000 });
  };
  const log = path.join(dir, 'server.log');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (action: string, ...extra: string[]) =>
    pg('pg_ctl', [action, '-D', data, '-w', '-t', '30', '-l', log, '-o', options, ...extra]);
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  await ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restartFast: () => ctl('restart', '-m', 'fast'),
    stop: async () => {
      try {
        await pg('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
