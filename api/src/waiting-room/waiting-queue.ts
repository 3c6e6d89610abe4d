import type { Redis } from '../limits/redis-client';

/**
 * One round's queue in Redis: a ticket counter and a serving number, both in one hash and both moved
 * only by this script, so every replica sees the same line. The serving number advances with Redis's own
 * clock at the admission rate; a short burst of capacity is banked while the line is empty, so arrivals
 * slower than the rate pass at once.
 */
const ADVANCE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local rate = tonumber(ARGV[1])
local join = ARGV[2] == '1'
local h = redis.call('HMGET', KEYS[1], 'issued', 'serving', 'last')
local issued = tonumber(h[1]) or 0
local serving = tonumber(h[2]) or 0
local last = tonumber(h[3]) or now
local step = math.floor((now - last) * rate / 60000)
if step > 0 then
  serving = serving + step
  last = last + math.ceil(step * 60000 / rate)
end
local burst = math.max(1, math.floor(rate / 12))
if serving > issued + burst then
  serving = issued + burst
  last = now
end
if join then issued = issued + 1 end
redis.call('HSET', KEYS[1], 'issued', issued, 'serving', serving, 'last', last)
redis.call('PEXPIRE', KEYS[1], 172800000)
return { issued, serving }
`;

export interface QueueState {
  /** the last ticket handed out (after a join: the new ticket) */
  issued: number;
  /** every ticket up to this one is admitted */
  serving: number;
}

export interface WaitingQueue {
  /** takes the next ticket */
  join(roundId: number, admitPerMinute: number): Promise<QueueState>;
  /** reads the line, advancing it to now */
  peek(roundId: number, admitPerMinute: number): Promise<QueueState>;
}

export function redisWaitingQueue(redis: Redis, keyPrefix: string): WaitingQueue {
  let sha: string | undefined;
  async function run(roundId: number, rate: number, join: boolean): Promise<QueueState> {
    const args = ['1', `${keyPrefix}wr:${roundId}`, String(rate), join ? '1' : '0'];
    sha ??= String(await redis.sendCommand(['SCRIPT', 'LOAD', ADVANCE]));
    let answer: unknown;
    try {
      answer = await redis.sendCommand(['EVALSHA', sha, ...args]);
    } catch (error) {
      // a Redis that restarted has forgotten the script: send it whole once
      if (!String(error).includes('NOSCRIPT')) throw error;
      answer = await redis.sendCommand(['EVAL', ADVANCE, ...args]);
    }
    const [issued, serving] = answer as [number, number];
    return { issued: Number(issued), serving: Number(serving) };
  }
  return {
    join: (roundId, rate) => run(roundId, rate, true),
    peek: (roundId, rate) => run(roundId, rate, false),
  };
}
