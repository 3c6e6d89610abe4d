import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

/**
 * Answers the registry's figures (Prometheus text format) at GET /metrics, on a port of its own bound to
 * an internal address: the public port never answers them, so no proxy rule is needed to hide them.
 */
export function metricsServer(registry: Registry, logger: Logger): Server {
  return createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => {
        logger.warn({ err: error }, 'collecting the metrics failed');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics failed\n');
      },
    );
  });
}
