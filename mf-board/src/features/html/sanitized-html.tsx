import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './sanitized-html.module.css';

/** Stored HTML, sanitised again in the browser: the server's cleaning is not taken on trust. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <div
      className={className ? `${styles.content} ${className}` : styles.content}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
