import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createApp } from './app';
import { systemClock } from './time/clock';
import { ensureFirstAdmin } from './auth/admin-users';
import { ConfigError, loadConfig } from './config/config';
import { resolveJwtSecret, writePrivateFile } from './config/secrets';
import { DataDirLockedError } from './db/data-dir-lock';
import { DatabaseError, openDatabase } from './db/database';
import { isDatabaseUnavailable } from './db/database-errors';
import {
  AUDIT_HEAD_INTERVAL_MS,
  describeVerification,
  recordAuditHead,
  verifyAndRecord,
} from './audit/audit-chain';
import { createLocalFileStore } from './files/file-store';
import { answerUnreadableRequests } from './http/client-error';
import { createS3FileStore } from './files/s3-file-store';
import { sharedPublicCache } from './cache/public-cache';
import { connectRedis } from './limits/redis-client';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { metricsServer } from './http/metrics-server';
import { sweepTempFolders } from './files/temp-file-storage';
import { seedDemoContent } from './seed/demo-content';
import type { NotifyService } from './notify/notify-service';

// Both this file and its bundle (dist/server.js) sit one folder below the api package.
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  guardProcess(logger);
  const dataDir = path.resolve(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    migrationUrl: config.databaseMigrationUrl,
    pgliteDir: path.join(dataDir, 'pgdata'),
    migrationsFolder: path.join(apiRoot, 'drizzle'),
  });
  const store = config.s3
    ? createS3FileStore(config.s3)
    : createLocalFileStore(path.join(dataDir, 'uploads'));
  const jwtSecret = resolveJwtSecret(config.jwtSecret, dataDir);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;

  if (database.kind === 'postgres' && !database.auditGuarded)
    logger.warn(
      'the database role of DATABASE_URL owns the audit log (or is a superuser): set DATABASE_MIGRATION_URL to the owner and DATABASE_URL to a role that owns nothing, or the app itself could rewrite its audit log',
    );
  if (config.databaseUrl && !config.jwtSecret)
    logger.warn('JWT_SECRET is unset: tokens signed here are refused by any other replica');
  if (config.nodeEnv === 'production' && !config.documents.key)
    logger.warn(
      "DOCUMENTS_KEY is unset: applicants' documents are sealed with a key derived from the signing secret, so changing JWT_SECRET (or losing DATA_DIR's jwt-secret) would make them unreadable; set DOCUMENTS_KEY (README: Documents after the draw)",
    );
  const admin = await database.exclusive(async () => {
    if (config.seedDemo && (await seedDemoContent(database.db, store, systemClock.now()))) {
      logger.info('seeded demo content into the empty database');
      if (config.nodeEnv === 'production')
        logger.warn('demo content was seeded in production: set SEED_DEMO=false for a real site');
    }
    return ensureFirstAdmin(database.db, config.adminUsername, config.adminPassword);
  });
  if (admin?.generatedPassword) {
    const file = path.join(dataDir, 'initial-admin-password.txt');
    writePrivateFile(file, `${admin.username}\n${admin.generatedPassword}\n`);
    // Shown once, on purpose on the console: the operator needs it to sign in the first time.
    console.log(
      `First admin created: username "${admin.username}", password "${admin.generatedPassword}" (also in ${file})`,
    );
  }

  // a process killed during an upload left its request's folder behind
  const swept = await sweepTempFolders(config.uploadTempDir, systemClock.now());
  if (swept > 0) logger.info({ folders: swept }, 'removed uploads left by a stopped process');

  // several replicas: each one's public cache hears the others' writes
  const cache = redis ? sharedPublicCache(systemClock, redis, config.redisKeyPrefix, logger) : undefined;
  const metrics = new Registry();
  collectDefaultMetrics({ register: metrics });
  const app = createApp({
    config,
    metrics,
    db: database.db,
    store,
    logger,
    clock: systemClock,
    jwtSecret,
    ...(redis ? { redis } : {}),
    ...(cache ? { cache } : {}),
    siteRoot: path.resolve(apiRoot, '..'),
  });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, database: database.kind }, `listening on http://localhost:${port}`);
  });
  answerUnreadableRequests(server);
  const figures = config.metrics && metricsServer(metrics, logger);
  if (config.metrics && figures) {
    const { port, host } = config.metrics;
    figures.listen(port, host, () => logger.info({ host, port }, 'metrics served at /metrics'));
    figures.on('error', (error) => {
      console.error(`Cannot serve the metrics on port ${port}: ${error.message}`);
      process.exit(1);
    });
  }
  server.on('error', (error) => {
    console.error(`Cannot listen on port ${config.port}: ${error.message}`);
    process.exit(1);
  });

  // installed as soon as the server listens: a stop that comes while the job queue is still starting
  // must close the database too, or a PGlite folder keeps the lock of a process that is gone
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    figures?.close();
    server.close(() => {
      cache?.close();
      redis?.destroy();
      void (app.locals.notify as NotifyService)
        .stop()
        .catch((error: unknown) => logger.warn({ err: error }, 'stopping the job queue failed'))
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // a draw whose beacon was late or whose relay was down is finished as soon as the beacon arrives
  const drawRetry = setInterval(() => {
    void (app.locals.retryWaitingDraws as () => Promise<void>)().catch((error: unknown) =>
      logger.warn({ err: error }, 'retrying waiting draws failed'),
    );
  }, 60_000);
  drawRetry.unref();

  // pg-boss's upkeep: jobs whose worker died are handed back after their expiry, old ones archived
  await (app.locals.notify as NotifyService).start((error) =>
    logger.warn({ err: error }, 'the job queue reported an error'),
  );
  // the outbox's worker: a pass every two seconds, and at once again while whole batches are found
  let delivering = false;
  const deliver = async () => {
    if (delivering) return;
    delivering = true;
    try {
      const notify = app.locals.notify as NotifyService;
      while ((await notify.deliver()) >= notify.delivery.settings.batchSize);
    } catch (error) {
      logger.warn({ err: error }, 'delivering messages failed');
    } finally {
      delivering = false;
    }
  };
  const delivery = setInterval(() => void deliver(), 2_000);
  delivery.unref();
  // the day-before reminders of document deadlines: the key makes every replica's sweep queue each once;
  // and the deadlines that passed: each lapse is written once, whichever replica finds it first
  const remind = setInterval(() => {
    void (app.locals.notify as NotifyService)
      .remind()
      .catch((error: unknown) => logger.warn({ err: error }, 'queueing deadline reminders failed'));
    void (app.locals.recordLapses as () => Promise<number>)().catch((error: unknown) =>
      logger.warn({ err: error }, 'recording lapsed deadlines failed'),
    );
  }, 60_000);
  remind.unref();
  if ((app.locals.notify as NotifyService).status.provider === 'none')
    logger.warn('no message provider is configured: messages to applicants wait and nothing is sent');

  // the audit log's chain is walked at start and every hour; the admin page shows the last good walk,
  const verifyAudit = () =>
    verifyAndRecord(database.db)
      .then((result) => {
        if (!result.ok) logger.error({ broken: result.broken }, describeVerification(result));
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'verifying the audit log failed'));
  void verifyAudit();
  setInterval(() => void verifyAudit(), 3_600_000).unref();
  // and every minute its head is checked and recorded: the log line is a copy outside the database
  const recordHead = () =>
    recordAuditHead(database.db)
      .then((result) => {
        if (!result.ok) logger.error({ broken: result.broken }, describeVerification(result));
        else if (result.recorded) logger.info({ auditHead: result.head }, 'audit log head recorded');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'recording the audit log head failed'));
  setInterval(() => void recordHead(), AUDIT_HEAD_INTERVAL_MS).unref();
  // personal data past its retention period is destroyed without delay (개인정보 보호법 제21조): every
  // replica tries each hour, the advisory lock lets one of them run
  const destroyDue = () =>
    void (app.locals.runRetention as () => Promise<{ skipped: boolean; rounds: unknown[] }>)()
      .then((run) => {
        if (run.rounds.length > 0)
          logger.info({ rounds: run.rounds }, 'personal data past its period destroyed');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'the retention job failed'));
  destroyDue();
  const retention = setInterval(destroyDue, 60 * 60_000);
  retention.unref();
}

/**
 * The last resort for what escaped every request's error handling. A lost database or Redis connection is
 * recoverable (the next request reconnects): logged, the process serves on. A rejection nobody awaited is
 * a bug to fix, not a broken process: logged. Any other exception leaves the process in an unknown state:
 * logged, and the process exits for its supervisor to restart it (see README, "Running under a supervisor").
 */
function guardProcess(logger: pino.Logger): void {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) logger.warn({ err: reason }, 'a database call failed unawaited');
    else logger.error({ err: reason }, 'unhandled rejection');
  });
  process.on('uncaughtException', (error) => {
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error }, 'a lost database connection escaped its request');
      return;
    }
    logger.fatal({ err: error }, 'uncaught exception: exiting for the supervisor to restart the API');
    logger.flush();
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseError || error instanceof DataDirLockedError)
    console.error(error.message);
  else console.error(`Cannot start the API: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
