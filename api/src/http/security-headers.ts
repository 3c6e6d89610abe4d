import helmet from 'helmet';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';
import type { Config } from '../config/config';
import { captureHeaders } from './static-headers';

/** Scripts may come only from this site and the configured remote origins (and the map on /map). */
function contentSecurityPolicy(config: Config) {
  const remoteOrigins = Object.values(config.remotes)
    .filter((url): url is string => url !== undefined && /^https?:\/\//.test(url))
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

/**
 * Powerful browser features the site never uses are off for it and for anything it might embed, so an
 * injected script or a third-party frame cannot ask a visitor for the camera, location or a payment.
 * Only features Chromium knows are named: an unknown one is a console error on every page.
 * Fullscreen stays for the site itself (the map and the editor may use it).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The headers that protect any answer, JSON included: no type sniffing (a JSON answer never runs as a
 * script or a page), not readable by another site's page, HTTPS only. Helmet's others (the CSP, framing,
 * the opener and origin-agent policies, the referrer policy, the old X- headers) and the permissions
 * policy govern what a document does, so only documents carry them: on a small JSON answer they were
 * about 800 bytes of headers a browser never reads.
 */
const EVERY_ANSWER = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/**
 * Answers that never become a document with scripts of its own: JSON and its +json kinds (problem+json,
 * manifest+json), read by scripts; the site's scripts and styles; fonts and raster images. A tab that
 * opens one shows it as text or an image, so a CSP or a framing rule on it does nothing, and on the 25-odd
 * small scripts of a page those headers were 1.1 KB each. SVG, HTML, PDF and anything unknown stay documents.
 */
const SUBRESOURCE_TYPE =
  /^(?:application\/(?:(?:[\w.-]+\+)?json|javascript)|text\/(?:javascript|css)|font\/[\w.-]+|image\/(?:png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon))\s*(?:;|$)/i;

export interface SecurityHeaders {
  /** what every answer carries */
  everyAnswer(res: ServerResponse): void;
  /** what a document carries besides, each unless the handler set its own (the identity pages' CSP) */
  document(res: ServerResponse): void;
  /**
   * Every answer's headers now, and a document's when the answer's headers go out and it is not JSON, a
   * script, a style, a font or a raster image: an answer whose type is unknown until its handler runs
   * (HTML, a file, an error) is a document.
   */
  middleware: RequestHandler;
}

/** The security headers of the site's answers; computed once, since they depend on configuration only. */
export function securityHeadersOf(config: Config): SecurityHeaders {
  const captured = captureHeaders(
    helmet({
      contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
      // popups and the identity window talk back through window.opener
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  const always = captured.set.filter(([name]) => EVERY_ANSWER.has(name.toLowerCase()));
  const documentOnly: [string, string | number | readonly string[]][] = [
    ...captured.set.filter(([name]) => !EVERY_ANSWER.has(name.toLowerCase())),
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
  const everyAnswer = (res: ServerResponse) => {
    for (const name of captured.removed) res.removeHeader(name);
    for (const [name, value] of always) res.setHeader(name, value);
  };
  const document = (res: ServerResponse) => {
    for (const [name, value] of documentOnly) if (!res.hasHeader(name)) res.setHeader(name, value);
  };
  return {
    everyAnswer,
    document,
    middleware: (_req, res, next) => {
      everyAnswer(res);
      onHeaders(res, function addDocumentHeaders(this: ServerResponse) {
        if (!SUBRESOURCE_TYPE.test(String(this.getHeader('content-type') ?? ''))) document(this);
      });
      next();
    },
  };
}
