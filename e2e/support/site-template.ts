import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seoulToday } from '@portal/shared-types/common/dates';

/**
 * A seeded data folder to copy. A site started on an empty folder runs PGlite's initdb, every migration,
 * pg-boss's setup and the demo seed, most of a browser test file's start; a copy of a folder seeded once
 * starts in a fraction of that. One template is made per build and per start env, by the first test
 * process that needs it, and shared by the others through the temp folder.
 *
 * Its key holds what decides its content: the server bundle (the seed and pg-boss's setup are in it), the
 * migrations, the env that reaches the stored data (the admin account, SEED_DEMO, ...: any key not listed
 * below, so that an unknown one gets a template of its own) and the Seoul date, since the seed dates its
 * rows from "now" (a template from earlier today shows the same pages: the seed's offsets are whole days).
 */
const TEMPLATES = path.join(tmpdir(), 'portal-e2e-templates');

/**
 * Env read only while serving, never written into the data folder (the seed seals nothing with the signing
 * secret, and the jobs' schedules do not depend on env): a template is made without them and serves every
 * value of them, such as the per-run ports and folders the test files set.
 */
const SERVING_ONLY = [
  /^MF_[A-Z_]+_URL$/,
  /^DEPLOY_DIR$/,
  /^REDIS_URL$/,
  /^REDIS_KEY_PREFIX$/,
  /^JWT_SECRET$/,
  /^NOTIFY_[A-Z_]+$/,
  /^LOG_LEVEL$/,
];

/** The part of a site's env that the template depends on: it is made with this alone. */
export function storedEnv(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(([key]) => !SERVING_ONLY.some((pattern) => pattern.test(key))),
  );
}

/**
 * Generated into the data folder at the first start: left out of the template so that each site makes its
 * own, as on an empty folder. The lock file is released when the template's site stops; it is left out in
 * case a stop was cut short.
 */
const PER_SITE_FILES = ['jwt-secret', 'api.lock'];

const LOCK_WAIT_MS = 240_000;

export function templateKey(repoRoot: string, env: Record<string, string>): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(repoRoot, 'api/dist/server.js')));
  const migrations = path.join(repoRoot, 'api/drizzle');
  for (const file of filesUnder(migrations))
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  hash.update(JSON.stringify(Object.entries(storedEnv(env)).sort(([a], [b]) => a.localeCompare(b))));
  hash.update(seoulToday(new Date()));
  return hash.digest('hex').slice(0, 24);
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = path.join(prefix, entry.name);
      return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
    });
}

/**
 * Copies the template of `key` into `dataDir`, making the template first with `seed` (which starts a site
 * on the folder it is given, lets it seed, and stops it) when no process has made it yet. The maker holds
 * an atomic mkdir lock; the others wait for the finished template, which appears whole by a rename.
 */
export async function copyTemplate(
  key: string,
  dataDir: string,
  seed: (folder: string) => Promise<void>,
): Promise<void> {
  const template = path.join(TEMPLATES, key);
  const lock = `${template}.lock`;
  mkdirSync(TEMPLATES, { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  while (!existsSync(template)) {
    if (takeLock(lock)) {
      try {
        if (!existsSync(template)) await makeTemplate(template, seed);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
      break;
    }
    if (Date.now() > deadline) throw new Error(`the seeded template ${template} was not made in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  cpSync(template, dataDir, { recursive: true });
}

/** The lock is a folder holding its maker's pid; one left by a process that is gone is taken over. */
function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (lockHolderAlive(lock)) return false;
    rmSync(lock, { recursive: true, force: true });
    return takeLock(lock);
  }
  writeFileSync(path.join(lock, 'pid'), String(process.pid));
  return true;
}

function lockHolderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // made a moment ago, its pid not written yet; or a leftover without one: a minute decides
    const made = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    return Date.now() - made < 60_000;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function makeTemplate(template: string, seed: (folder: string) => Promise<void>): Promise<void> {
  removeStaleTemplates();
  const work = `${template}.making-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work);
  try {
    await seed(work);
    for (const file of PER_SITE_FILES) rmSync(path.join(work, file), { force: true });
    renameSync(work, template);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

/** Templates of earlier builds or days are never used again: removed when a new one is made. */
function removeStaleTemplates(): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(TEMPLATES)) {
    const full = path.join(TEMPLATES, name);
    const stats = statSync(full, { throwIfNoEntry: false });
    if (stats && stats.mtimeMs < dayAgo) rmSync(full, { recursive: true, force: true });
  }
}
