import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { normaliseAdminName } from '@portal/shared-types/auth/admin-name';
import type { Db } from '../db/database';
import { adminUsers } from '../db/schema';
import { hashPassword } from './passwords';

export const ADMIN_ROLE = 'ROLE_ADMIN';

/**
 * The admin a typed name means: names are compared normalised (stored so since they are created
 * normalised; lower() also finds a name stored with capitals before that).
 */
export const adminNamed = (name: string) => sql`lower(${adminUsers.username}) = ${normaliseAdminName(name)}`;

export async function createAdmin(db: Db, username: string, password: string): Promise<void> {
  await db.insert(adminUsers).values({
    username: normaliseAdminName(username),
    passwordHash: await hashPassword(password),
    roles: ADMIN_ROLE,
  });
}

/** Sets a new password and ends every token issued before; false when no such admin exists. */
export async function resetAdminPassword(
  db: Db,
  username: string,
  password: string,
  now = new Date(),
): Promise<boolean> {
  const updated = await db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(password), updatedAt: now, tokensValidAfter: now })
    .where(adminNamed(username))
    .returning({ id: adminUsers.id });
  return updated.length > 0;
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
