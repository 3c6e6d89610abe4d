import express, { type Express } from 'express';
import { z } from 'zod';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { Config } from './config/config';
import type { Db } from './db/database';
import type { FileStore } from './files/file-store';
import { apiNotFound, errorHandler } from './http/error-handler';
import { noticesRouter } from './notices/notices-router';
import { noticesAdminRouter } from './notices/notices-admin-router';
import { authRouter } from './auth/auth-router';
import { requireAdmin } from './auth/require-admin';
import { resourcesRouter } from './resources/resources-router';
import { downloadRouter } from './files/download-router';
import { roundsRouter } from './rounds/rounds-router';
import { applicantsRouter } from './applicants/applicants-router';
import { popupsRouter } from './popups/popups-router';
import { identityRouter } from './identity/identity-router';
import type { IdentityProvider } from './identity/identity-provider';
import { devIdentityProvider } from './identity/dev-provider';
import { niceIdentityProvider } from './identity/nice-provider';
import { docsRouter } from './docs/docs-router';
import { remotesRouter } from './site/remotes-router';
import { staticSite } from './site/static-site';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export interface AppDeps {
  config: Config;
  db: Db;
  store: FileStore;
  logger: Logger;
  clock?: Clock;
  jwtSecret: string;
  /** Overrides the provider chosen by configuration (tests); null turns identity verification off. */
  identity?: IdentityProvider | null;
  /** The repository root holding the built shell and remotes; unset serves no pages (API tests). */
  siteRoot?: string;
}

/** Paths that belong to the API: never answered with the shell's page. */
const API_PREFIXES = /^\/(api|portal|user)(\/|$)|^\/healthz$|^\/mf-remotes\.json$/;

/** The admin's round create and update bodies (rich descriptions). */
const ROUND_WRITE_PATHS = /^\/portal\/admin\/subscription(\/\d+)?$/;

/** The serialised request without its query string or parsed query. */
function withoutQuery(req: { url?: string; query?: unknown }) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { query, ...rest } = req;
  return { ...rest, url: req.url?.split('?')[0] };
}

// Zod's own messages in Korean, for the rare schema without a message of ours.
z.config(z.locales.ko());

/** Builds the whole app without listening, so tests run it in process. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.use(
    pinoHttp({
      logger: deps.logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      redact: ['req.headers.authorization', 'req.headers["x-verification-token"]', 'req.headers.cookie'],
      // the inquiry's query string carries a name and a phone number: log the path only, no query
      serializers: { req: withoutQuery },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: { directives: contentSecurityPolicy(deps.config) },
      // popups and the identity window talk back through window.opener
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  // round descriptions may hold pasted base64 images; every other JSON body stays small
  app.use(ROUND_WRITE_PATHS, express.json({ limit: '10mb' }));
  app.use(express.json({ limit: '1mb' }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(remotesRouter(deps.config.remotes));
  const clock = deps.clock ?? systemClock;
  const admin = requireAdmin(deps.jwtSecret, clock);
  const identity = deps.identity !== undefined ? deps.identity : identityProvider(deps.config);
  app.use(authRouter(deps.db, deps.jwtSecret, clock));
  app.use(noticesRouter(deps.db));
  app.use(noticesAdminRouter(deps.db, deps.store, admin));
  app.use(resourcesRouter(deps.db, deps.store, admin));
  app.use(downloadRouter(deps.db, deps.store));
  app.use(roundsRouter(deps.db, clock, admin));
  app.use(applicantsRouter(deps.db, deps.jwtSecret, clock, admin));
  app.use(popupsRouter(deps.db, deps.store, clock, admin));
  app.use(identityRouter(deps.db, identity, deps.jwtSecret, clock));
  app.use(docsRouter());

  app.use(API_PREFIXES, apiNotFound);
  if (deps.siteRoot) app.use(staticSite(deps.siteRoot, API_PREFIXES));
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}

function identityProvider(config: Config): IdentityProvider | null {
  if (config.identity.provider === 'dev') return devIdentityProvider();
  if (config.identity.provider === 'nice') return niceIdentityProvider(config.identity.nice);
  return null;
}

/** Scripts may come only from this site and the configured remote origins (and the map on /map). */
function contentSecurityPolicy(config: Config) {
  const remoteOrigins = Object.values(config.remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remoteOrigins, 'https://oapi.map.naver.com', 'https://*.pstatic.net'],
    styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'", ...remoteOrigins, 'https://*.naver.com', 'https://*.pstatic.net'],
    fontSrc: ["'self'", 'data:', ...remoteOrigins],
    formAction: ["'self'", 'https:'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: null,
  };
}
