// A PGlite data folder with every migration applied, made once and kept in the temporary folder for every
// test process after it. A new PGlite runs initdb (seconds of WebAssembly); loading a dump skips that and
// the migrations, which cut each test file's start by more than half. The file's name holds a hash of the
// migrations and of the PGlite and pg-boss versions, so a changed migration makes a new one. The job
// queues are installed again at every open (openDatabase does), so their settings are never stale.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/database';

const migrationsFolder = path.resolve(import.meta.dirname, '..', '..', 'drizzle');
const require = createRequire(import.meta.url);

/** The installed version of a package, read beside its main file (neither exports its package.json). */
function versionOf(name: string): string {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (json.name === name) return json.version ?? '';
  }
  return '';
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function templateFile(): string {
  const hash = createHash('sha256');
  hash.update(`${versionOf('@electric-sql/pglite')} ${versionOf('pg-boss')}\n`);
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file));
    hash.update(readFileSync(file));
  }
  return path.join(tmpdir(), `portal-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function makeTemplate(file: string): Promise<Blob> {
  const database = await openDatabase({ migrationsFolder });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    // written under a name of this process and renamed: a process beside it reads a whole file or none
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}

let template: Promise<Blob> | undefined;

/** The migrated data folder's dump, made by the first test process that needs it. */
export function migratedPglite(): Promise<Blob> {
  template ??= (async () => {
    const file = templateFile();
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    return makeTemplate(file);
  })();
  return template;
}
