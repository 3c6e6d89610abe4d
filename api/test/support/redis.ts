import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { connectRedis, type Redis } from '../../src/limits/redis-client';

// This machine's Redis (CI runs one).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A connection to the machine's Redis, once it answers, and a key prefix of the test's own, so runs never
 * share counters or queues. `clear` removes the test's keys and closes the connection.
 */
export async function testRedis(): Promise<{ redis: Redis; prefix: string; clear: () => Promise<void> }> {
  const redis = connectRedis(REDIS_URL, pino({ level: 'silent' }));
  for (let i = 0; i < 100 && !redis.isReady; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.ok(redis.isReady, `Redis at ${REDIS_URL} must answer`);
  const prefix = `portal-test-${randomBytes(6).toString('hex')}:`;
  return {
    redis,
    prefix,
    clear: async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(keys);
      redis.destroy();
    },
  };
}
