import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Redis } from '../src/limits/redis-client';
import { redisSendRate } from '../src/notify/send-rate';

/** A Redis whose first answer comes back after the second it counted has ended. */
function slowFirstRedis() {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  let first = true;
  const redis = {
    multi() {
      let key = '';
      const chain = {
        incr(name: string) {
          key = name;
          return chain;
        },
        expire: () => chain,
        async exec() {
          if (first) {
            first = false;
            await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
          }
          counts.set(key, (counts.get(key) ?? 0) + 1);
          keys.push(key);
          return [counts.get(key)];
        },
      };
      return chain;
    },
  };
  return { redis: redis as unknown as Redis, keys };
}

test('when the count of a second comes back after that second has ended, then a slot of the new second is taken before sending', async () => {
  const { redis, keys } = slowFirstRedis();
  await redisSendRate(redis, 'test:', 5).acquire();
  const sendingIn = Math.floor(Date.now() / 1000);
  assert.equal(keys.length, 2, keys.join(', '));
  assert.equal(keys.at(-1), `test:notify:rate:${sendingIn}`);
});
