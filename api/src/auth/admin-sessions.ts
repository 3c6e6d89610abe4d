import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { adminSessions, adminUsers, revokedAdminTokens } from '../db/schema';
import { ADMIN_IDLE_TIMEOUT_MS } from '@portal/shared-types/auth/session-timeouts';
import type { AdminClaims } from './admin-token';

export { ADMIN_IDLE_TIMEOUT_MS };

/** Last use is written at most this often, so that busy pages do not write on every call. */
const TOUCH_EVERY_MS = 30 * 1000;

/** Opens the session of a sign-in's token: where from, and its start as its last use. */
export async function startSession(
  db: Db | Tx,
  claims: AdminClaims,
  where: { address: string; userAgent: string },
): Promise<void> {
  const started = new Date(claims.iat * 1000);
  await db.insert(adminSessions).values({
    jti: claims.jti,
    username: claims.sub,
    address: where.address,
    userAgent: where.userAgent,
    startedAt: started,
    lastSeenAt: started,
    expiresAt: new Date(claims.exp * 1000),
  });
}

/**
 * Whether the token's session is still open at `now`, by its row: not ended, before the row's expiry
 * and used within the idle limit; a use moves its last use on. A token with no session row (signed with
 * the secret but outside a sign-in) has no session: it is refused. Every replica reads the same rows, so
 * an ended session is refused everywhere at once.
 */
export async function touchSession(
  db: Db,
  claims: AdminClaims,
  now: Date,
): Promise<'open' | 'idle' | 'expired' | 'ended'> {
  const [row] = await db
    .select({
      id: adminSessions.id,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
      endedAt: adminSessions.endedAt,
    })
    .from(adminSessions)
    .where(eq(adminSessions.jti, claims.jti));
  if (!row || row.endedAt) return 'ended';
  if (now.getTime() >= row.expiresAt.getTime()) {
    await db.update(adminSessions).set({ endedAt: now }).where(eq(adminSessions.id, row.id));
    return 'expired';
  }
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > ADMIN_IDLE_TIMEOUT_MS) {
    await db.update(adminSessions).set({ endedAt: now }).where(eq(adminSessions.id, row.id));
    return 'idle';
  }
  if (idle >= TOUCH_EVERY_MS)
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, row.id));
  return 'open';
}

/**
 * 연장: the session's inactivity limit starts again from `now`. Its absolute limit (the row's expiry)
 * stays. When it was checked a moment ago its last use may not have been written yet, so it is here.
 */
export async function extendSession(db: Db, claims: AdminClaims, now: Date) {
  const [row] = await db
    .update(adminSessions)
    .set({ lastSeenAt: now })
    .where(eq(adminSessions.jti, claims.jti))
    .returning({ expiresAt: adminSessions.expiresAt });
  return {
    idleExpiresAt: new Date(now.getTime() + ADMIN_IDLE_TIMEOUT_MS).toISOString(),
    expiresAt: (row?.expiresAt ?? new Date(claims.exp * 1000)).toISOString(),
  };
}

/** The admin's sessions still open at `now`, newest first, marking the one of this token. */
export async function openSessions(db: Db, claims: AdminClaims, now: Date) {
  const rows = await db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.username, claims.sub),
        isNull(adminSessions.endedAt),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, new Date(now.getTime() - ADMIN_IDLE_TIMEOUT_MS)),
      ),
    )
    .orderBy(desc(adminSessions.startedAt), desc(adminSessions.id));
  return rows.map((row) => ({
    id: row.id,
    address: row.address,
    userAgent: row.userAgent,
    startedAt: row.startedAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.jti === claims.jti,
  }));
}

/** Ends one of the admin's own sessions (false: none of theirs by that id is open). */
export async function endSession(db: Db | Tx, claims: AdminClaims, id: number, now: Date): Promise<boolean> {
  const ended = await db
    .update(adminSessions)
    .set({ endedAt: now })
    .where(
      and(eq(adminSessions.id, id), eq(adminSessions.username, claims.sub), isNull(adminSessions.endedAt)),
    )
    .returning({ id: adminSessions.id });
  return ended.length > 0;
}

/** Ends every other open session of the admin; how many. */
export async function endOtherSessions(db: Db | Tx, claims: AdminClaims, now: Date): Promise<number> {
  const ended = await db
    .update(adminSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(adminSessions.username, claims.sub),
        ne(adminSessions.jti, claims.jti),
        isNull(adminSessions.endedAt),
      ),
    )
    .returning({ id: adminSessions.id });
  return ended.length;
}

/** Ends every open session of an admin (stopped, or their factor reset); how many. */
export async function endAllSessions(db: Db | Tx, username: string, now: Date): Promise<number> {
  const ended = await db
    .update(adminSessions)
    .set({ endedAt: now })
    .where(and(eq(adminSessions.username, username), isNull(adminSessions.endedAt)))
    .returning({ id: adminSessions.id });
  return ended.length;
}

/**
 * Whether a signed admin token still holds: its admin exists and is not stopped, it was issued after
 * that admin's last password reset, and it was not signed out. Answers the account's roles as stored now
 * (a role taken away stops working at the next call), or null when the token no longer holds. One query
 * on two primary/unique indexes.
 */
export async function isSessionLive(db: Db, claims: AdminClaims): Promise<readonly string[] | null> {
  const [row] = await db
    .select({
      validAfter: adminUsers.tokensValidAfter,
      disabledAt: adminUsers.disabledAt,
      roles: adminUsers.roles,
      revoked: sql<boolean>`exists (select 1 from ${revokedAdminTokens} where ${revokedAdminTokens.jti} = ${claims.jti})`,
    })
    .from(adminUsers)
    .where(eq(adminUsers.username, claims.sub));
  if (!row || row.revoked || row.disabledAt) return null;
  // iat has whole seconds: a token of the reset's own second counts as issued before it
  if (row.validAfter && claims.iat * 1000 < row.validAfter.getTime()) return null;
  return row.roles;
}

/** Signs one token out; rows of tokens past their expiry go at the same time. */
export async function revokeSession(db: Db | Tx, claims: AdminClaims, now: Date): Promise<void> {
  await db.delete(revokedAdminTokens).where(lt(revokedAdminTokens.expiresAt, now));
  await db
    .insert(revokedAdminTokens)
    .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing();
  await db
    .update(adminSessions)
    .set({ endedAt: now })
    .where(and(eq(adminSessions.jti, claims.jti), isNull(adminSessions.endedAt)));
}
