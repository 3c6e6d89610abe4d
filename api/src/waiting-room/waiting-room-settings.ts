import { eq } from 'drizzle-orm';
import { WAITING_ROOM_DEFAULTS, type WaitingRoomSettings } from '@portal/shared-types/waiting-room';
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
export function cachedWaitingRoomSettings(db: Db, maxAgeMs = 1000) {
  const cache = new Map<number, { at: number; settings: Promise<WaitingRoomSettings> }>();
  return {
    get(roundId: number): Promise<WaitingRoomSettings> {
      const hit = cache.get(roundId);
      if (hit && Date.now() - hit.at < maxAgeMs) return hit.settings;
      const settings = findWaitingRoomSettings(db, roundId);
      cache.set(roundId, { at: Date.now(), settings });
      // a failed read is not kept
      settings.catch(() => cache.delete(roundId));
      return settings;
    },
    forget(roundId: number) {
      cache.delete(roundId);
    },
  };
}
export type WaitingRoomSettingsCache = ReturnType<typeof cachedWaitingRoomSettings>;
