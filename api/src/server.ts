import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createApp } from './app';
import { systemClock } from './time/clock';
import { ensureFirstAdmin } from './auth/admin-users';
import { ConfigError, loadConfig, type Config } from './config/config';
import { resolveJwtSecret, writePrivateFile } from './config/secrets';
import { DataDirLockedError } from './db/data-dir-lock';
import { DatabaseError, openDatabase, type Database } from './db/database';
import { isDatabaseUnavailable } from './db/database-errors';
import { createLocalFileStore, type FileStore } from './files/file-store';
import { answerUnreadableRequests } from './http/client-error';
import { createS3FileStore } from './files/s3-file-store';
import { sharedPublicCache } from './cache/public-cache';
import { connectRedis } from './limits/redis-client';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { metricsServer } from './http/metrics-server';
import { sweepTempFolders } from './files/temp-file-storage';
import { seedDemoContent } from './seed/demo-content';

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

  warnAboutSetup(config, database, logger);
  await prepareContent(config, database, store, dataDir, logger);

  // several replicas: each one's public cache hears the others' writes
  const cache = redis ? sharedPublicCache(systemClock, redis, config.redisKeyPrefix, logger) : undefined;
  const metrics = new Registry();
  collectDefaultMetrics({ register: metrics });
  const { app, jobs } = createApp({
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
  server.on('error', (error) => exitWith(`Cannot listen on port ${config.port}: ${error.message}`));
  const figures = config.metrics && serveMetrics(metrics, config.metrics, logger);

  // installed as soon as the server listens: a stop that comes while the jobs are still starting must
  // close the database too, or a PGlite folder keeps the lock of a process that is gone
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    figures?.close();
    server.close(() => {
      cache?.close();
      redis?.destroy();
      void jobs
        .stop()
        .catch((error: unknown) => logger.warn({ err: error }, 'stopping the jobs failed'))
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // draw retries, messages, reminders, lapses, the audit log's checks, retention (api/src/jobs)
  await jobs.start();
}

/** Settings that work but that an operator should change. */
function warnAboutSetup(config: Config, database: Database, logger: pino.Logger): void {
  if (database.kind === 'postgres' && !database.auditGuarded)
    logger.warn(
      'the database role of DATABASE_URL owns the audit log (or is a superuser): set DATABASE_MIGRATION_URL to the owner and DATABASE_URL to a role that owns nothing, or the app itself could rewrite its audit log',
    );
  if (config.databaseUrl && !config.jwtSecret)
    logger.warn('JWT_SECRET is unset: tokens signed here are refused by any other replica');
  if (config.nodeEnv === 'production' && !config.documents.key)
    logger.warn(
      "DOCUMENTS_KEY is unset: applicants' documents are sealed with a key derived from the signing secret, so changing JWT_SECRET (or losing DATA_DIR's jwt-secret) would make them unreadable; set DOCUMENTS_KEY (docs/after-draw.md)",
    );
}

/**
 * Before serving: the demo content of an empty database, the first admin (a generated password is shown
 * once), and the uploads a stopped process left behind.
 */
async function prepareContent(
  config: Config,
  database: Database,
  store: FileStore,
  dataDir: string,
  logger: pino.Logger,
): Promise<void> {
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
}

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Prometheus figures on a port of their own (METRICS_PORT). */
function serveMetrics(metrics: Registry, where: { port: number; host: string }, logger: pino.Logger) {
  const figures = metricsServer(metrics, logger);
  figures.listen(where.port, where.host, () => logger.info(where, 'metrics served at /metrics'));
  figures.on('error', (error) =>
    exitWith(`Cannot serve the metrics on port ${where.port}: ${error.message}`),
  );
  return figures;
}

/**
 * The last resort for what escaped every request's error handling. A lost database or Redis connection is
 * recoverable (the next request reconnects): logged, the process serves on. A rejection nobody awaited is
 * a bug to fix, not a broken process: logged. Any other exception leaves the process in an unknown state:
 * logged, and the process exits for its supervisor to restart it (docs/operations.md, "Running under a supervisor").
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
