// Operators' command: `npm run admin -- create <username>` or `npm run admin -- reset-password <username>`.
// `create` makes the first account (every role) and, when no 최고 관리자 can sign in, one to recover with;
// every other account is made on the accounts screen. Passwords follow the password rule
// (shared-types/src/auth/password-rule.ts) and come from ADMIN_PASSWORD or the prompt (never an argument:
// shells keep history).
// `npm run admin -- reset-second-factor <username>` removes an admin's TOTP factor and recovery codes (a
// lost phone): their sessions end and their next sign-in enrols again.
// `npm run admin -- verify-audit [<id>:<hash>]` walks the audit log's hash chain and names the first broken
// row; with a head kept outside the database (`npm run admin -- audit-head` prints it) it checks that too.
// `npm run admin -- rotate-documents-key` re-seals every applicant document with the current DOCUMENTS_KEY
// (the old key listed in DOCUMENTS_PREVIOUS_KEYS until it is done; docs/after-draw.md).
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { normaliseAdminName } from '@portal/shared-types/auth/admin-name';
import { ADMIN_ROLES, adminRoleLabels } from '@portal/shared-types/auth/admin-roles';
import { passwordProblem, passwordRuleText } from '@portal/shared-types/auth/password-rule';
import { createAdmin, findAdmin, resetAdminPassword } from '../auth/admin-users';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import {
  describeVerification,
  matchesKeptHead,
  parseKeptHead,
  recordAuditHead,
  verifyAndRecord,
} from '../audit/audit-chain';
import { audit } from '../audit/audit-log';
import { resetSecondFactor } from '../auth/second-factor';
import { documentKeysOf } from '../after-draw/documents/document-crypto';
import { rotateDocuments } from '../after-draw/documents/rotate-documents-use-cases';
import { resolveJwtSecret } from '../config/secrets';
import { createLocalFileStore } from '../files/file-store';
import { createS3FileStore } from '../files/s3-file-store';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
// In source this file is two folders down; bundled (dist/admin.js) one. Migrations sit at api/drizzle.
const migrationsFolder = path.join(
  apiRoot.endsWith(`src${path.sep}`) ? path.join(apiRoot, '..') : apiRoot,
  'drizzle',
);

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await prompt.question(`Password (${passwordRuleText}): `);
  prompt.close();
  return answer;
}

const openConfigured = (config: ReturnType<typeof loadConfig>) =>
  openDatabase({
    databaseUrl: config.databaseUrl,
    migrationUrl: config.databaseMigrationUrl,
    pgliteDir: path.join(path.resolve(config.dataDir), 'pgdata'),
    migrationsFolder,
  });

async function verifyAudit(keptCopy: string | undefined): Promise<void> {
  const kept = keptCopy === undefined ? null : parseKeptHead(keptCopy);
  if (keptCopy !== undefined && !kept) {
    console.error('The kept head is <id>:<hash>, as `npm run admin -- audit-head` prints it.');
    process.exit(2);
  }
  const database = await openConfigured(loadConfig());
  try {
    const result = await verifyAndRecord(database.db);
    console.log(describeVerification(result));
    if (!result.ok) process.exitCode = 1;
    if (kept && !(await matchesKeptHead(database.db, kept))) {
      console.log(
        `The audit log is broken at row #${kept.id}: the head kept outside the database is gone or changed (rows were removed or rewritten).`,
      );
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

/** Checks and records the head, and prints it as `<id>:<hash>` for a copy outside the database. */
async function auditHead(): Promise<void> {
  const database = await openConfigured(loadConfig());
  try {
    const result = await recordAuditHead(database.db);
    if (!result.ok) {
      console.error(describeVerification(result));
      process.exitCode = 1;
    } else if (result.head) console.log(`${result.head.id}:${result.head.hash}`);
  } finally {
    await database.close();
  }
}

async function resetFactor(username: string): Promise<void> {
  const database = await openConfigured(loadConfig({ ...process.env, ADMIN_PASSWORD: undefined }));
  try {
    if (!(await resetSecondFactor(database.db, username))) throw new Error(`No admin named "${username}".`);
    await audit(database.db, {
      actor: '(운영 명령)',
      kind: 'account',
      action: 'resetSecondFactor',
      target: username,
    });
    console.log(`Second factor of "${username}" removed: the next sign-in enrols again.`);
  } finally {
    await database.close();
  }
}

async function rotateDocumentsKey(): Promise<void> {
  const config = loadConfig({ ...process.env, ADMIN_PASSWORD: undefined });
  const dataDir = path.resolve(config.dataDir);
  // the same store and secret the server uses (server.ts)
  const store = config.s3
    ? createS3FileStore(config.s3)
    : createLocalFileStore(path.join(dataDir, 'uploads'));
  const keys = documentKeysOf(config.documents, resolveJwtSecret(config.jwtSecret, dataDir));
  const database = await openConfigured(config);
  try {
    const report = await rotateDocuments(database.db, store, keys);
    console.log(`${report.moved} document(s) re-sealed with key ${keys.currentId}.`);
    for (const failure of report.failed) console.error(`document ${failure.id}: ${failure.error}`);
    if (report.failed.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

async function main() {
  const [command, typed] = process.argv.slice(2);
  // verify-audit's argument is a kept head (<id>:<hash>), as typed
  if (command === 'verify-audit') return verifyAudit(typed);
  if (command === 'audit-head') return auditHead();
  // the name as sign-in knows it: ' Admin ' and 'admin' are one account
  const username = typed === undefined ? undefined : normaliseAdminName(typed);
  if (command === 'rotate-documents-key') return rotateDocumentsKey();
  if (command === 'reset-second-factor' && username) return resetFactor(username);
  if (!command || !username || !['create', 'reset-password'].includes(command)) {
    console.error(
      'Usage: npm run admin -- create <username> | reset-password <username> | reset-second-factor <username> | verify-audit [<id>:<hash>] | audit-head | rotate-documents-key',
    );
    process.exit(2);
  }
  const config = loadConfig({ ...process.env, ADMIN_PASSWORD: undefined });
  const password = await readPassword();
  const problem = passwordProblem(password, username);
  if (problem) {
    console.error(problem);
    process.exit(2);
  }
  const database = await openConfigured(config);
  try {
    if (command === 'create') {
      if (await findAdmin(database.db, username))
        throw new Error(`An admin named "${username}" already exists.`);
      await createAdmin(database.db, username, password);
      await audit(database.db, {
        actor: '(운영 명령)',
        kind: 'account',
        action: 'create',
        target: username,
        after: { roles: ADMIN_ROLES.map((role) => adminRoleLabels[role]) },
      });
      console.log(`Admin "${username}" created with every role.`);
    } else {
      const reset = await resetAdminPassword(database.db, username, password);
      if (reset === false) throw new Error(`No admin named "${username}".`);
      if (typeof reset === 'string') {
        console.error(reset);
        process.exitCode = 2;
        return;
      }
      console.log(`Password of "${username}" reset.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
