import type { Db } from '../db/database';
import type { PublicCache } from '../cache/public-cache';
import { recordLapses } from '../after-draw/moves/lapses';
import type { Clock } from '../time/clock';

/**
 * Every minute: each documents deadline that passed becomes a 기한 경과 move, written once (the move's own
 * key), and the draw page, which lists it, is read again. Answers how many were written.
 */
export function lapsesJob(deps: { db: Db; clock: Clock; cache: PublicCache }) {
  return async (): Promise<number> => {
    const written = await recordLapses(deps.db, deps.clock.now());
    if (written > 0) deps.cache.invalidate('rounds');
    return written;
  };
}
