import type { ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { sendCachedResponse } from './cached-json';
import type { PublicCache } from './public-cache';
import type { PageCache } from './page-cache';
import type { SecurityHeaders } from '../http/security-headers';

/**
 * The fast path of public reads: a GET whose exact URL was answered from the cache before, and whose
 * answer is still current, is sent before Express dispatches it (no routing, no request logger, no
 * per-request closures); everything else goes to the app as usual. Wraps `app.handle`, which Express
 * calls for every request, so tests through the app take the same path as the server. Stored public
 * pages (`pages`) leave the same way.
 */
export function answerCachedFirst(
  app: Express,
  cache: PublicCache,
  logger: Logger,
  securityHeaders: SecurityHeaders,
  pages?: PageCache,
) {
  const appWithHandle = app as unknown as { handle: (req: never, res: never, next: never) => void };
  const handle = appWithHandle.handle.bind(app);
  appWithHandle.handle = (req, res, next) => {
    const { method, url } = req as unknown as { method: string; url: string };
    const answer =
      method === 'GET' || method === 'HEAD' ? (cache.byUrl(url) ?? pages?.byUrl(url)) : undefined;
    if (!answer) return handle(req, res, next);
    const response = res as unknown as ServerResponse;
    securityHeaders.everyAnswer(response);
    // a stored page is a document; a stored JSON answer needs no document headers
    if (answer.type) securityHeaders.document(response);
    sendCachedResponse(req, response, answer);
    // the path only: a query string is never logged
    if (logger.isLevelEnabled('debug'))
      logger.debug(
        { req: { method, url: url.split('?')[0] }, res: { statusCode: response.statusCode } },
        'answered from the cache',
      );
  };
}
