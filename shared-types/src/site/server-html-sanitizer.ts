/**
 * The seam through which the API lends its HTML sanitiser to the server render of the remotes: rich
 * text (notice bodies) is cleaned in the browser by DOMPurify, which needs a DOM the server lacks, so
 * the server's HTML is cleaned with the API's own allowlist instead (api/src/html/sanitize.ts). A
 * registered symbol on globalThis, because each remote's server build is evaluated separately.
 */
type Sanitizer = (html: string) => string;
const KEY = Symbol.for('portal.serverHtmlSanitizer');

export function provideServerHtmlSanitizer(sanitize: Sanitizer): void {
  (globalThis as Record<symbol, unknown>)[KEY] = sanitize;
}

/** The server's sanitiser while rendering on the server; null in a browser or when none was lent. */
export function serverHtmlSanitizer(): Sanitizer | null {
  const sanitize = (globalThis as Record<symbol, unknown>)[KEY];
  return typeof sanitize === 'function' ? (sanitize as Sanitizer) : null;
}
