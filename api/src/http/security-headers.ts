import helmet from 'helmet';
import type { ServerResponse } from 'node:http';
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

/** The headers every answer carries; computed once, since they depend on configuration only. */
export function securityHeadersOf(config: Config): (res: ServerResponse) => void {
  const helmetHeaders = captureHeaders(
    helmet({
      contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
      // popups and the identity window talk back through window.opener
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  return (res) => {
    helmetHeaders(res);
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  };
}
