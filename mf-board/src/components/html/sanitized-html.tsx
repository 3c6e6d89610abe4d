import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { serverHtmlSanitizer } from '@portal/shared-types/site/server-html-sanitizer';
import styles from './sanitized-html.module.css';

/** Cleans stored HTML where it is rendered: DOMPurify in the browser, the API's allowlist on the server. */
function sanitize(html: string): string {
  if (typeof window !== 'undefined') return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  // no sanitiser lent (a test render): nothing rather than uncleaned HTML
  return serverHtmlSanitizer()?.(html) ?? '';
}

/**
 * Stored HTML, sanitised again wherever it is rendered: the cleaning at write time is not taken on trust.
 * The server's HTML already holds the body; hydration keeps it as it is.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  return (
    <div
      className={className ? `${styles.content} ${className}` : styles.content}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
