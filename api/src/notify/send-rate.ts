import type { Redis } from '../limits/redis-client';

/** The vendor's send limit: `acquire` resolves when one more message may go in the current second. */
export interface SendRate {
  acquire(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const untilNextSecond = () => 1000 - (Date.now() % 1000) + 1;

/**
 * Counts sends per wall-clock second in a counter that `take` increments and answers; when the second's
 * allowance is used up, waits for the next second. The same loop for memory and Redis. A slot whose
 * answer comes back after its second has ended (a slow Redis) is not used: the message would go out in
 * the next second, beyond that second's count, so the loop takes one there instead.
 */
function fixedWindow(perSecond: number, take: (second: number) => Promise<number>): SendRate {
  return {
    async acquire() {
      for (;;) {
        const second = Math.floor(Date.now() / 1000);
        const count = await take(second);
        if (count > perSecond) await sleep(untilNextSecond());
        else if (Math.floor(Date.now() / 1000) === second) return;
      }
    },
  };
}

/** In this process only: enough for PGlite, which one process owns. */
export function memorySendRate(perSecond: number): SendRate {
  let current = -1;
  let count = 0;
  return fixedWindow(perSecond, async (second) => {
    if (second !== current) {
      current = second;
      count = 0;
    }
    count += 1;
    return count;
  });
}

/** In Redis: one counter per second shared by every replica, so together they keep the vendor's limit. */
export function redisSendRate(redis: Redis, keyPrefix: string, perSecond: number): SendRate {
  return fixedWindow(perSecond, async (second) => {
    const key = `${keyPrefix}notify:rate:${second}`;
    const [count] = (await redis.multi().incr(key).expire(key, 5).exec()) as unknown as [number];
    return Number(count);
  });
}
