import { createClient, type RedisClientType } from 'redis';
import type { Logger } from 'pino';

export type Redis = RedisClientType;

/**
 * A Redis connection that never holds a request: while it is down, commands fail at once (no offline
 * queue) and it keeps reconnecting in the background. One warning when it goes down, one line when it
 * is back.
 */
export function connectRedis(url: string, logger: Logger): Redis {
  const client: Redis = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * (retries + 1), 2000) },
  });
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    logger.warn({ err: error }, 'Redis is unreachable: rate limits count in each process until it is back');
  });
  client.on('ready', () => {
    if (down) logger.info('Redis is reachable again');
    down = false;
  });
  // the first connection may fail too: the reconnect strategy keeps trying, requests go on meanwhile
  client.connect().catch(() => undefined);
  return client;
}
