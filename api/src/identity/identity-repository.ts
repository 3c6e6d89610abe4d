import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { identityRequests } from '../db/schema';
import type { PreparedRequest } from './identity-provider';

/** A token version id the provider hands out again replaces the older request. */
export async function storeRequest(db: Db, request: PreparedRequest): Promise<void> {
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

/** Marks the request used and returns it, in one statement, so a replay or a race finds nothing. */
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
