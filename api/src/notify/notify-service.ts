import type PgBoss from 'pg-boss';
import type { NotifyStatus } from '@portal/shared-types/notify/notify';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import type { Redis } from '../limits/redis-client';
import type { Clock } from '../time/clock';
import { deliverDue, type DeliveryDeps } from './delivery';
import { devMessageProvider, type DevProvider } from './dev-provider';
import type { MessageProvider } from './provider';
import { memorySendRate, redisSendRate } from './send-rate';
import { solapiProvider } from './solapi-provider';

export interface NotifyService {
  status: NotifyStatus;
  /** the development provider when it is the one in use (its messages, its mode) */
  dev: DevProvider | null;
  delivery: DeliveryDeps;
  /** one pass of the worker (the delivery job calls it in a loop; tests call it directly) */
  deliver: () => Promise<number>;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The provider of the configuration: dev, SOLAPI, or none (production without settings). */
function configuredProvider(config: Config, clock: Clock): MessageProvider | null {
  if (config.notify.provider === 'dev') return devMessageProvider(() => clock.now());
  if (config.notify.provider === 'solapi') return solapiProvider(config.notify.solapi);
  return null;
}

export function createNotifyService(deps: {
  config: Config;
  db: Db;
  /** pg-boss on the same database; the app's jobs start and stop it */
  boss: PgBoss;
  clock: Clock;
  redis?: Redis | undefined;
  /** overrides the configured provider (tests); null: none */
  provider?: MessageProvider | null | undefined;
}): NotifyService {
  const { config, clock } = deps;
  const provider = deps.provider !== undefined ? deps.provider : configuredProvider(config, clock);
  const { sendingHours, ratePerSecond } = config.notify;
  const { boss } = deps;
  const delivery: DeliveryDeps = {
    db: deps.db,
    boss,
    provider,
    clock,
    rate: deps.redis
      ? redisSendRate(deps.redis, config.redisKeyPrefix, ratePerSecond)
      : memorySendRate(ratePerSecond),
    settings: {
      sendingHours,
      maxAttempts: config.notify.maxAttempts,
      retryBaseMs: config.notify.retryBaseMs,
      timeoutMs: config.notify.timeoutMs,
      leaseMs: config.notify.timeoutMs * 3 + 30_000,
      batchSize: Math.max(50, ratePerSecond * 5),
      concurrency: Math.min(32, ratePerSecond),
    },
  };
  return {
    status: {
      provider: provider?.kind ?? 'none',
      sendingHours: `${hhmm(sendingHours.start)}-${hhmm(sendingHours.end)}`,
      ratePerSecond,
    },
    dev: provider?.kind === 'dev' ? (provider as DevProvider) : null,
    delivery,
    deliver: () => deliverDue(delivery),
  };
}
