import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { adminUsers, revokedAdminTokens } from '../db/schema';
import type { AdminClaims } from './admin-token';

/**
 * Whether a signed admin token still holds: its admin exists, it was issued after that admin's last
 * password reset, and it was not signed out. One query on two primary/unique indexes.
 */
export async function isSessionLive(db: Db, claims: AdminClaims): Promise<boolean> {
  const [row] = await db
    .select({
      validAfter: adminUsers.tokensValidAfter,
      revoked: sql<boolean>`exists (select 1 from ${revokedAdminTokens} where ${revokedAdminTokens.jti} = ${claims.jti})`,
    })
    .from(adminUsers)
    .where(eq(adminUsers.username, claims.sub));
  if (!row || row.revoked) return false;
  // iat has whole seconds: a token of the reset's own second counts as issued before it
  return !row.validAfter || claims.iat * 1000 >= row.validAfter.getTime();
}

/** Signs one token out; rows of tokens past their expiry go at the same time. */
export async function revokeSession(db: Db | Tx, claims: AdminClaims, now: Date): Promise<void> {
  await db.delete(revokedAdminTokens).where(lt(revokedAdminTokens.expiresAt, now));
  await db
    .insert(revokedAdminTokens)
    .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing();
}
