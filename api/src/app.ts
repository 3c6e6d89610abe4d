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
  /** The repository root holding the built shell and remotes; unset serves no pages (API tests). */
  siteRoot?: string;
}

/** Paths that belong to the API: never answered with the shell's page. */
const API_PREFIXES = /^\/(api|portal|user)(\/|$)|^\/healthz$|^\/mf-remotes\.json$/;

// Zod's own messages in Korean, for the rare schema without a message of ours.
z.config(z.locales.ko());

/** Builds the whole app without listening, so tests run it in process. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(pinoHttp({ logger: deps.logger, autoLogging: { ignore: (req) => req.url === '/healthz' } }));
  app.use(helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(deps.config) } }));
  app.use(express.json({ limit: '1mb' }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(remotesRouter(deps.config.remotes));
  app.use(noticesRouter(deps.db));

  app.use(API_PREFIXES, apiNotFound);
  if (deps.siteRoot) app.use(staticSite(deps.siteRoot, API_PREFIXES));
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
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
