import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { normaliseAdminName } from '@portal/shared-types/auth/admin-name';
import { ADMIN_ROLES, type AdminRole } from '@portal/shared-types/auth/admin-roles';
import { PASSWORD_HISTORY, passwordMessages, passwordProblem } from '@portal/shared-types/auth/password-rule';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { adminUsers } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';

export const ADMIN_ROLE = 'ROLE_ADMIN';

/**
 * The admin a typed name means: names are compared normalised (stored so since they are created
 * normalised; lower() also finds a name stored with capitals before that).
 */
export const adminNamed = (name: string) => sql`lower(${adminUsers.username}) = ${normaliseAdminName(name)}`;

/** An account with the given roles: every role unless named (the first account, made on the command line). */
export async function createAdmin(
  db: Db,
  username: string,
  password: string,
  roles: readonly AdminRole[] = ADMIN_ROLES,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.insert(adminUsers).values({
    username: normaliseAdminName(username),
    passwordHash,
    passwordHistory: [passwordHash],
    roles: [...roles],
  });
}

/**
 * A new password for an account, checked by the password rule and against its last passwords (kept
 * hashed): the problem's Korean message, or the columns to write (the hash, and the history with it).
 */
export async function newPassword(
  user: { username: string; passwordHistory: string[] },
  password: string,
): Promise<{ problem: string } | { passwordHash: string; passwordHistory: string[] }> {
  const problem = passwordProblem(password, user.username);
  if (problem) return { problem };
  const recent = user.passwordHistory.slice(0, PASSWORD_HISTORY);
  for (const old of recent)
    if (await verifyPassword(old, password)) return { problem: passwordMessages.reused };
  const passwordHash = await hashPassword(password);
  return { passwordHash, passwordHistory: [passwordHash, ...recent].slice(0, PASSWORD_HISTORY) };
}

/**
 * Sets a new password (by the password rule, not one of the last ones) and ends every token issued
 * before; false when no such admin exists, the rule's message when the password does not fit.
 */
export async function resetAdminPassword(
  db: Db,
  username: string,
  password: string,
  now = new Date(),
): Promise<boolean | string> {
  const user = await findAdmin(db, username);
  if (!user) return false;
  const next = await newPassword(user, password);
  if ('problem' in next) return next.problem;
  await db
    .update(adminUsers)
    .set({ ...next, updatedAt: now, tokensValidAfter: now })
    .where(adminNamed(username));
  return true;
}

/**
 * Sets the password a setup code was used for, and spends the code: only while the account still holds
 * that code (two uses at once: one wins). False when it no longer does.
 */
export async function spendSetupCode(
  tx: Tx,
  id: number,
  codeHash: string,
  change: { passwordHash: string; passwordHistory: string[]; tokensValidAfter: Date; updatedAt: Date },
): Promise<boolean> {
  const spent = await tx
    .update(adminUsers)
    .set({ ...change, setupCodeHash: null, setupCodeExpiresAt: null })
    .where(and(eq(adminUsers.id, id), eq(adminUsers.setupCodeHash, codeHash)))
    .returning({ id: adminUsers.id });
  return spent.length > 0;
}

export async function findAdmin(db: Db, username: string) {
  const [row] = await db.select().from(adminUsers).where(adminNamed(username)).limit(1);
  return row ?? null;
}

export function randomPassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates the first admin when there is none. Without a configured password a random one is made;
 * the caller shows it once and keeps it in a file only its owner can read.
 */
export async function ensureFirstAdmin(
  db: Db,
  username: string | undefined,
  password: string | undefined,
): Promise<{ username: string; generatedPassword?: string } | null> {
  const [existing] = await db.select({ value: count() }).from(adminUsers);
  if ((existing?.value ?? 0) > 0) return null;
  const name = normaliseAdminName(username ?? 'admin');
  const generated = password ? undefined : randomPassword();
  await createAdmin(db, name, password ?? generated!);
  return generated ? { username: name, generatedPassword: generated } : { username: name };
}
