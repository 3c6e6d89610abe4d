import path from 'node:path';
import express, { Router, type Express, type RequestHandler } from 'express';
import { z } from 'zod';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { siteCalls } from '@portal/shared-types/http/calls/site';
import { roundRoutes } from '@portal/shared-types/http/routes/rounds';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { ACCESS_REASON_HEADER } from '@portal/shared-types/audit/access-reason';
import type { Config } from './config/config';
import type { Db } from './db/database';
import type { FileStore } from './files/file-store';
import { apiNotFound, createErrorHandler } from './http/error-handler';
import { databaseCheck, outageMonitor, serviceHealth, type ServiceCheck } from './http/readiness';
import type { Registry } from 'prom-client';
import { boardRoutes, noticeBoard, resourceBoard } from './board/board-routes';
import { accountsRoutes } from './accounts/accounts-routes';
import { authRoutes } from './auth/auth-routes';
import { requireAdmin } from './auth/require-admin';
import { downloadRouter } from './files/download-routes';
import { roundsRoutes } from './rounds/rounds-routes';
import { applicantsRoutes } from './applicants/applicants-routes';
import { popupsRoutes } from './popups/popups-routes';
import { identityRouter } from './identity/identity-routes';
import type { IdentityProvider } from './identity/identity-provider';
import { devIdentityProvider } from './identity/dev-provider';
import { niceIdentityProvider } from './identity/nice-provider';
import { docsRouter } from './docs/docs-routes';
import { createDeployment, type Deployment } from './site/deployment';
import { remotesRouter } from './site/remotes-router';
import { staticSite } from './site/static-site';
import { pageStatus } from './site/page-status';
import { liveEntries } from './site/ssr/live-remotes';
import { createPageRenderer, type PageRenderer } from './site/ssr/page-renderer';
import { fileStamp } from './site/ssr/load-server-build';
import { systemClock, type Clock } from './time/clock';
import type { Redis } from './limits/redis-client';
import { memoryLimits, redisLimits } from './limits/shared-limits';
import { createPublicCache, SHARED_CACHE_MAX_AGE_MS, type PublicCache } from './cache/public-cache';
import { createPageCache } from './cache/page-cache';
import { answerCachedFirst } from './cache/answer-from-cache';
import { compressJson } from './http/compression';
import { refuseDeepJson } from './http/json-depth';
import { securityHeadersOf } from './http/security-headers';
import { shortLived } from './cache/short-lived';
import { findRound, roundInstants } from './rounds/rounds-repository';
import { createWaitingRoom } from './waiting-room/waiting-room';
import { waitingRoomRoutes, waitingRoomVisitRoutes } from './waiting-room/waiting-room-routes';
import { cachedWaitingRoomSettings } from './waiting-room/waiting-room-settings';
import { drandBeaconSource, type BeaconSource } from './draw/beacon';
import { drawRoutes } from './draw/draw-routes';
import { auditRoutes } from './audit/audit-routes';
import { retentionRoutes } from './retention/retention-routes';
import type { DrawDeps } from './draw/draw-use-cases';
import { serveCalls } from './http/serve-call';
import { createNotifyService } from './notify/notify-service';
import { notifyRoutes } from './notify/notify-routes';
import type { MessageProvider } from './notify/provider';
import { afterDrawRouter } from './after-draw/after-draw-routes';
import { documentKeysOf, type DocumentKeys } from './after-draw/documents/document-crypto';
import { createDocumentStore } from './after-draw/documents/document-store';
import { jobQueue, type JobTimings } from './db/job-queue';
import { createJobs, type Jobs } from './jobs';
import { jobsRoutes } from './jobs/jobs-routes';
import type { NotifyService } from './notify/notify-service';
import type { Round } from '@portal/shared-types/rounds/round-rules';
import type { SharedLimits } from './limits/shared-limits';
import type { ShortLived } from './cache/short-lived';
import type { WaitingRoom } from './waiting-room/waiting-room';
import type { WaitingRoomSettingsCache } from './waiting-room/waiting-room-settings';

export interface AppDeps {
  config: Config;
  db: Db;
  store: FileStore;
  logger: Logger;
  clock?: Clock;
  jwtSecret: string;
  /** Shared state of all replicas (rate limits); unset: this process counts alone. */
  redis?: Redis;
  /** Overrides the provider chosen by configuration (tests); null turns identity verification off. */
  identity?: IdentityProvider | null;
  /** The repository root holding the built shell and remotes; unset serves no pages (API tests). */
  siteRoot?: string;
  /** Services /readyz checks besides the database and Redis (tests). */
  services?: ServiceCheck[];
  /** Where the API's figures are registered, for the metrics port (METRICS_PORT); unset: none are kept. */
  metrics?: Registry;
  /** The live version of each remote; by default read from DEPLOY_DIR (or <siteRoot>/deploy). */
  deployment?: Deployment;
  /**
   * The public answers' cache; by default one in this process. With several replicas the server passes
   * one whose versions are shared through Redis (sharedPublicCache).
   */
  cache?: PublicCache;
  /** Where the draw's beacons come from; by default drand through the configured relays (tests: a local relay). */
  beacons?: BeaconSource;
  /** Overrides the message provider chosen by configuration (tests); null: none, messages wait. */
  messages?: MessageProvider | null;
  /** The documents' keys; by default those of the configuration (documentKeysOf). */
  documentKeys?: DocumentKeys;
  /** Renders the public pages; by default the shell's and remotes' server builds under siteRoot (tests: a stand-in). */
  pageRenderer?: PageRenderer;
  /** How often the job queue looks at the database; by default JOB_TIMINGS (tests: shorter). */
  jobTimings?: Partial<JobTimings>;
}

/** The app, its background jobs (the server starts them) and its message service. */
export interface BuiltApp {
  app: Express;
  jobs: Jobs;
  /** messages to applicants: the provider in use, its development record, one pass of delivery */
  notify: NotifyService;
}

/** The draw's dependencies as the app and its retry job build them. */
export function drawDeps(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'beacons'>): DrawDeps {
  const { chain, relays } = deps.config.drand;
  return {
    db: deps.db,
    clock: deps.clock ?? systemClock,
    chain,
    beacons: deps.beacons ?? drandBeaconSource(chain, relays),
  };
}

/** Paths that belong to the API: never answered with the shell's page. */
const API_PREFIXES = /^\/(api|portal|user)(\/|$)|^\/(healthz|readyz)$|^\/mf-remotes\.json$/;

/**
 * A pattern matching exactly these contract paths (a `:param` stands for one segment). A middleware
 * mounted on it is no route of its own, so the router stack holds only the contract's calls.
 */
function exactPaths(...paths: string[]): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const one = (path: string) => path.split(/:\w+/).map(escape).join('[^/]+');
  return new RegExp(`^(?:${paths.map(one).join('|')})$`);
}

/** The serialised request without its query string or parsed query. */
function withoutQuery(req: { url?: string; query?: unknown }) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { query, ...rest } = req;
  return { ...rest, url: req.url?.split('?')[0] };
}

// Zod's own messages in Korean, for the rare schema without a message of ours.
z.config(z.locales.ko());

/** What the app builds once; each router takes the part of it that it uses. */
interface SharedServices {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  store: FileStore;
  /** the public answers' cache, which every admin write invalidates */
  cache: PublicCache;
  limits: SharedLimits;
  /** where uploads in progress wait (a folder per request, removed once it is answered) */
  uploadTempDir: string;
  /** answers 401 unless a signed-in admin asks */
  admin: RequestHandler;
  draws: DrawDeps;
  /** null: identity verification is off */
  identity: IdentityProvider | null;
  waitingRoom: WaitingRoom;
  roomSettings: WaitingRoomSettingsCache;
  roundsForRoom: ShortLived<number, Round | null>;
  deployment: Deployment;
  /** messages to applicants: the provider's status and, in development, its recorded messages */
  notify: NotifyService;
  jobs: Jobs;
}

/** Builds the whole app without listening or starting its jobs, so tests run it in process. */
export function createApp(deps: AppDeps): BuiltApp {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  compressJson(app);
  const clock = deps.clock ?? systemClock;
  const cache = deps.cache ?? createPublicCache({ clock });
  const securityHeaders = securityHeadersOf(deps.config);
  app.use(securityHeaders.middleware);
  const roomSettings = cachedWaitingRoomSettings(deps.db);
  const roundsForRoom = shortLived((roundId: number) => findRound(deps.db, roundId));
  const waitingRoom = createWaitingRoom({
    rounds: roundsForRoom,
    redis: deps.redis,
    keyPrefix: deps.config.redisKeyPrefix,
    jwtSecret: deps.jwtSecret,
    settings: roomSettings,
    logger: deps.logger,
  });
  // the opening rush's polls, before the request log and the routers (see the routes file)
  app.use(waitingRoomVisitRoutes({ clock, waitingRoom, logger: deps.logger }));
  app.use(
    pinoHttp({
      logger: deps.logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // successful reads are many and tell little: debug; writes and failures: info and above.
      // A 503 is the answer during an outage, which the outage monitor logs once, not per request.
      customLogLevel: (req, res, error) => {
        if (res.statusCode === 503) return 'debug';
        if (error || res.statusCode >= 500) return 'error';
        if (res.statusCode < 400 && (req.method === 'GET' || req.method === 'HEAD')) return 'debug';
        return 'info';
      },
      redact: [
        'req.headers.authorization',
        `req.headers["${VERIFICATION_HEADER.toLowerCase()}"]`,
        // free text an admin typed: it may name a person
        `req.headers["${ACCESS_REASON_HEADER.toLowerCase()}"]`,
        'req.headers.cookie',
      ],
      // a query string may carry what a person typed (a search, a name): log the path only
      serializers: { req: withoutQuery },
    }),
  );
  // round descriptions may hold pasted base64 images; every other JSON body stays small
  // a body nested deeper than any request needs is refused before JSON.parse (and every recursive walk)
  app.use(
    exactPaths(roundRoutes.create.path, roundRoutes.update.path),
    express.json({ limit: '10mb', verify: refuseDeepJson }),
  );
  app.use(express.json({ limit: '1mb', verify: refuseDeepJson }));

  const database = databaseCheck(deps.db);
  const redis = deps.redis;
  const services = [
    ...(redis ? [{ name: 'redis', check: () => redis.ping(), optional: true }] : []),
    ...(deps.services ?? []),
  ];
  const deployDir = path.resolve(deps.config.deployDir ?? path.join(deps.siteRoot ?? '.', 'deploy'));
  const deployment =
    deps.deployment ??
    createDeployment({
      deployDir,
      overrides: deps.config.remotes,
      log: (message) => deps.logger.warn(message),
    });
  const shellIndex = path.join(deps.siteRoot ?? '.', 'shell', 'dist', 'index.html');
  const pages = createPageCache({
    cache,
    roundInstants: () => roundInstants(deps.db),
    // a deploy, a rollback or a new shell build changes every page's scripts
    release: () => `${Object.values(liveEntries(deployment.live())).join(' ')} ${fileStamp(shellIndex)}`,
    ...(deps.redis ? { maxAgeMs: SHARED_CACHE_MAX_AGE_MS } : {}),
  });
  // public answers and pages already cached leave before routing (they log at debug themselves)
  answerCachedFirst(app, cache, deps.logger, securityHeaders, pages);
  const draws = drawDeps(deps);
  const boss = jobQueue(deps.db, deps.jobTimings);
  const notify = createNotifyService({
    config: deps.config,
    db: deps.db,
    boss,
    clock,
    redis: deps.redis,
    provider: deps.messages,
  });
  // sealed before the store sees them, so the folder or the bucket holds ciphertext only
  const documents = createDocumentStore(
    deps.store,
    deps.documentKeys ?? documentKeysOf(deps.config.documents, deps.jwtSecret),
  );
  const jobs = createJobs({
    boss,
    db: deps.db,
    clock,
    logger: deps.logger,
    notify,
    draws,
    cache,
    removeDocument: documents.remove,
    ...(deps.jobTimings?.polling ? { pollingSeconds: deps.jobTimings.polling } : {}),
  });
  const shared: SharedServices = {
    db: deps.db,
    clock,
    jwtSecret: deps.jwtSecret,
    store: deps.store,
    cache,
    limits: deps.redis ? redisLimits(deps.redis, deps.config.redisKeyPrefix, deps.logger) : memoryLimits,
    uploadTempDir: deps.config.uploadTempDir,
    admin: requireAdmin(deps.db, deps.jwtSecret, clock),
    draws,
    identity: deps.identity !== undefined ? deps.identity : identityProvider(deps.config),
    waitingRoom,
    roomSettings,
    roundsForRoom,
    deployment,
    notify,
    jobs,
  };
  const health = serviceHealth([database, ...services], deps.logger, { registry: deps.metrics });
  app.use(healthRouter(health.readiness));
  for (const router of [
    remotesRouter,
    authRoutes,
    accountsRoutes,
    (routes: SharedServices) => boardRoutes(noticeBoard, routes),
    (routes: SharedServices) => boardRoutes(resourceBoard, routes),
    downloadRouter,
    roundsRoutes,
    drawRoutes,
    auditRoutes,
    ({ db, clock, admin, notify }: SharedServices) => notifyRoutes({ db, clock, admin, notify }),
    retentionRoutes,
    jobsRoutes,
    applicantsRoutes,
    ({ db, clock, jwtSecret, admin, cache, limits, uploadTempDir }: SharedServices) =>
      afterDrawRouter({ db, clock, jwtSecret, admin, cache, documents, limits, uploadTempDir }),
    waitingRoomRoutes,
    popupsRoutes,
    identityRouter,
    docsRouter,
  ])
    app.use(router(shared));
  app.use(API_PREFIXES, apiNotFound);
  if (deps.siteRoot) {
    const site = { deployDir, deployment };
    const renderer = deps.pageRenderer ?? pageRenderer(deps.siteRoot, deployment);
    app.use(staticSite(deps.siteRoot, API_PREFIXES, site, renderer, pageStatus(deps.db, cache), pages));
  }
  app.use(apiNotFound);
  app.use(createErrorHandler({ onDatabaseUnavailable: outageMonitor(database, deps.logger).failed }));
  return { app, jobs, notify };
}

/** Liveness: the process answers; readiness: the services it needs answer too. */
function healthRouter(ready: ReturnType<typeof serviceHealth>['readiness']): Router {
  const router = Router();
  const serve = serveCalls(router);
  serve(siteCalls.health, (_req, res) => {
    res.json({ status: 'ok' });
  });
  serve(siteCalls.ready, ready);
  return router;
}

/** Server rendering of public pages from the live versions' server builds. */
function pageRenderer(siteRoot: string, deployment: Deployment) {
  return createPageRenderer({
    shellDist: path.join(siteRoot, 'shell', 'dist'),
    remoteBuilds: () => deployment.live(),
    remoteUrls: () => liveEntries(deployment.live()),
  });
}

function identityProvider(config: Config): IdentityProvider | null {
  if (config.identity.provider === 'dev') return devIdentityProvider();
  if (config.identity.provider === 'nice') return niceIdentityProvider(config.identity.nice);
  return null;
}
