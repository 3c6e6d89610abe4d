import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { identityRequests } from '../db/schema';

/** What is kept of a prepared request (the provider's PreparedRequest has these and more). */
export interface StoredRequest {
  tokenVersionId: string;
  requestNo: string;
  secret: string;
  expiresAt: Date;
}

/** A token version id the provider hands out again replaces the older request. */
export async function storeRequest(db: Db, request: StoredRequest): Promise<void> {
  const values = {
    requestNo: request.requestNo,
    secret: request.secret,
    expiresAt: request.expiresAt,
    usedAt: null,
  };
  await db
    .insert(identityRequests)
    .values({ tokenVersionId: request.tokenVersionId, ...values })
    .onConflictDoUpdate({ target: identityRequests.tokenVersionId, set: values });
}

/** Drops requests past their expiry: they can never be used again. */
export async function deleteExpiredRequests(db: Db, now: Date): Promise<void> {
  await db.delete(identityRequests).where(lte(identityRequests.expiresAt, now));
}

/** The request while it is unused and unexpired, without touching it (the answer is checked first). */
export async function findOpenRequest(db: Db, tokenVersionId: string, now: Date) {
  const [row] = await db
    .select()
    .from(identityRequests)
    .where(
      and(
        eq(identityRequests.tokenVersionId, tokenVersionId),
        isNull(identityRequests.usedAt),
        gt(identityRequests.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * Marks the request used and returns it, in one statement, so a replay or a race finds nothing.
 * Called only after the provider's answer checked out, so a forged post cannot burn a real request.
 */
export async function takeRequest(db: Db, tokenVersionId: string, now: Date) {
  const [row] = await db
    .update(identityRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(identityRequests.tokenVersionId, tokenVersionId),
        isNull(identityRequests.usedAt),
        gt(identityRequests.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
