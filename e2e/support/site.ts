import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyTemplate, storedEnv, templateKey } from './site-template';
import { waitUntil } from './wait-until';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface RunningSite {
  url: string;
  dataDir: string;
  adminPassword: string;
  /** the server's process id: a test that must not restart it checks it stays the same */
  pid: number;
  stop(): Promise<void>;
}

/**
 * A port for the site's process, picked at random below the kernel's ephemeral range (32768 up) and
 * checked free. A port from listen(0) is ephemeral: released, it can be handed to another test file's
 * server or an outgoing connection before the site binds it, now that two files run side by side.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = randomInt(10_000, 32_768);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port below the ephemeral range');
}

/**
 * Starts the built site (api/dist/server.js) on a free port with its own data folder and demo content.
 * The remotes come from DEPLOY_DIR (env or the environment; default <repo>/deploy).
 *
 * Given no `dataDir`, the site runs on a copy of a seeded template (site-template.ts) in a folder of its
 * own, removed when it stops: the same content as a first start on an empty folder, without the seeding.
 * Given one, it runs on that folder as it is (empty: seeded there; a test's own: kept after the stop).
 */
export async function startSite(env: Record<string, string> = {}, dataDir?: string): Promise<RunningSite> {
  if (dataDir) return launchSite(env, dataDir);
  const dir = await seededDataDir(env);
  const site = await launchSite(env, dir);
  return {
    ...site,
    stop: async () => {
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new folder holding the demo content as a site started with `env` seeds it, stopped, for a test that
 * writes into the database before its site starts. The caller removes it.
 */
export async function seededDataDir(env: Record<string, string> = {}): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  try {
    const stored = storedEnv(siteEnv(env));
    await copyTemplate(templateKey(repoRoot, stored), dir, async (folder) => {
      const seeding = await launchSite(stored, folder);
      // ready: pg-boss has made its tables and queues too, which a copy then need not make
      await waitUntil(
        () =>
          fetch(`${seeding.url}/readyz`).then(
            (res) => res.ok,
            () => false,
          ),
        'the template site to be ready',
        120_000,
        200,
      );
      await seeding.stop();
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return dir;
}

/** What the site's process gets besides the environment (PORT and DATA_DIR are added per start). */
function siteEnv(env: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    // The local test page stands in for the identity provider (these machines reach no provider).
    IDENTITY_PROVIDER: 'dev',
    ...env,
  };
}

const ADMIN_PASSWORD = 'e2e-operator-password';

async function launchSite(env: Record<string, string>, dir: string): Promise<RunningSite> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
    cwd: repoRoot,
    env: { ...process.env, ...siteEnv(env), PORT: String(port), DATA_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    dataDir: dir,
    adminPassword: ADMIN_PASSWORD,
    pid: child.pid!,
    stop: () => stopProcess(child),
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  // two test files start their sites side by side, each beside a browser: a loaded machine has taken
  // over a minute to migrate and seed a fresh site
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`site exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`site did not become healthy:\n${output()}`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
