import { eq } from 'drizzle-orm';
import {
  WAITING_ROOM_DEFAULTS,
  type WaitingRoomSettings,
} from '@portal/shared-types/waiting-room/waiting-room-rules';
import { shortLived, type ShortLived } from '../cache/short-lived';
import type { Db } from '../db/database';
import { waitingRooms } from '../db/schema';

/** A round's room settings; the defaults (off) when the operator never saved any. */
export async function findWaitingRoomSettings(db: Db, roundId: number): Promise<WaitingRoomSettings> {
  const [row] = await db.select().from(waitingRooms).where(eq(waitingRooms.roundId, roundId));
  if (!row) return { ...WAITING_ROOM_DEFAULTS };
  return { enabled: row.enabled, minutes: row.minutes, admitPerMinute: row.admitPerMinute };
}

export async function saveWaitingRoomSettings(
  db: Db,
  roundId: number,
  settings: WaitingRoomSettings,
): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(waitingRooms)
    .values({ roundId, ...values })
    .onConflictDoUpdate({ target: waitingRooms.roundId, set: values });
}

/**
 * The settings as every replica reads them on the hot path: from the database at most once a second
 * per round, so an operator's change of rate reaches every replica within a second.
 */
export const cachedWaitingRoomSettings = (db: Db) =>
  shortLived((roundId: number) => findWaitingRoomSettings(db, roundId));
export type WaitingRoomSettingsCache = ShortLived<number, WaitingRoomSettings>;
