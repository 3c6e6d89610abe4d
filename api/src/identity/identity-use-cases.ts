// The verification window's requests: kept from prepare until one callback uses them, once.
import type { Db } from '../db/database';
import type { PreparedRequest } from './identity-provider';
import { deleteExpiredRequests, findOpenRequest, storeRequest, takeRequest } from './identity-repository';

/** Keeps a prepared request for its callback, after dropping those past their expiry (never usable again). */
export async function keepPreparedRequest(db: Db, prepared: PreparedRequest, now: Date): Promise<void> {
  await deleteExpiredRequests(db, now);
  await storeRequest(db, prepared);
}

/** The request while it is unused and unexpired, untouched: the provider's answer is checked first. */
export function openRequest(db: Db, tokenVersionId: string, now: Date) {
  return findOpenRequest(db, tokenVersionId, now);
}

/** Marks the request used; false when another callback used it first (of two posts, one gets through). */
export async function takeRequestOnce(db: Db, tokenVersionId: string, now: Date): Promise<boolean> {
  return (await takeRequest(db, tokenVersionId, now)) !== null;
}
