import type { Db } from '../db/database';
import type { PublicCache } from '../cache/public-cache';
import { retryWaitingDraws, type DrawDeps } from '../draw/draw-use-cases';
import { deadlinePassedBetween } from '../after-draw/status/public-states';
import type { Clock } from '../time/clock';

/**
 * Every minute: a draw whose beacon was late or whose relay was down finishes as soon as the beacon is
 * there, and a documents deadline that passed since this replica last looked turns winners 기한 경과 on the
 * draw page. The rounds' cached answers and pages are dropped only then, not every minute.
 */
export function drawRetryJob(deps: { db: Db; clock: Clock; draws: DrawDeps; cache: PublicCache }) {
  let deadlinesCheckedAt = deps.clock.now();
  return async (): Promise<void> => {
    let idle = false;
    try {
      const now = deps.clock.now();
      const lapsed = await deadlinePassedBetween(deps.db, deadlinesCheckedAt, now);
      deadlinesCheckedAt = now;
      idle = (await retryWaitingDraws(deps.draws)) === 0 && !lapsed;
    } finally {
      if (!idle) deps.cache.invalidate('rounds');
    }
  };
}
