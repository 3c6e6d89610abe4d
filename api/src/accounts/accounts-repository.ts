// The admin accounts' SQL: the rows of admin_users, their last sign-in, and their audit history.
import { and, asc, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { adminSessions, adminUsers, auditLog } from '../db/schema';
import type { Tx } from '../db/tx';

export type AccountRow = typeof adminUsers.$inferSelect;

/** The columns a change of an account writes (updatedAt always among them). */
type AccountChange = Partial<Omit<typeof adminUsers.$inferInsert, 'id' | 'username'>> & { updatedAt: Date };

/** Every account, by name, with when each last signed in (null: never). */
export async function accountsWithLastSignIn(db: Db) {
  const [rows, seen] = await Promise.all([
    db.select().from(adminUsers).orderBy(asc(adminUsers.username)),
    db
      .select({ username: adminSessions.username, at: max(adminSessions.startedAt) })
      .from(adminSessions)
      .groupBy(adminSessions.username),
  ]);
  const lastOf = new Map(seen.map((row) => [row.username, row.at]));
  return rows.map((row) => ({ row, lastSignInAt: lastOf.get(row.username) ?? null }));
}

/** When this admin last signed in (null: never). */
export async function lastSignInOf(tx: Db | Tx, username: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: max(adminSessions.startedAt) })
    .from(adminSessions)
    .where(eq(adminSessions.username, username));
  return row?.at ?? null;
}

/**
 * Locks the enabled 최고 관리자 rows and the account (FOR UPDATE, in id order): answers the account, or
 * null, and how many enabled 최고 관리자 there are.
 */
export async function lockAccountAndAccountsAdmins(tx: Tx, id: number) {
  const holders = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(isNull(adminUsers.disabledAt), sql`'accounts' = any(${adminUsers.roles})`))
    .orderBy(asc(adminUsers.id))
    .for('update');
  const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
  return { row: row ?? null, accountsAdmins: holders.length };
}

export async function accountById(tx: Db | Tx, id: number): Promise<AccountRow | null> {
  const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row ?? null;
}

/** A new account; false when the name is taken (the unique index decides). */
export async function insertAccount(tx: Tx, account: typeof adminUsers.$inferInsert): Promise<boolean> {
  const made = await tx
    .insert(adminUsers)
    .values(account)
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  return made.length > 0;
}

export async function updateAccount(tx: Tx, id: number, change: AccountChange): Promise<void> {
  await tx.update(adminUsers).set(change).where(eq(adminUsers.id, id));
}

/** The newest `limit` audit entries of kind `account`. */
export function accountHistory(tx: Db | Tx, limit: number) {
  return tx
    .select()
    .from(auditLog)
    .where(eq(auditLog.kind, 'account'))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
