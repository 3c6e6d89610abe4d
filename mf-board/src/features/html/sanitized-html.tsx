import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useHydrated } from '@portal/shared-types/client/use-hydrated';
import styles from './sanitized-html.module.css';

/** Stored HTML, sanitised again in the browser: the server's cleaning is not taken on trust. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  // DOMPurify needs a browser DOM: the server's HTML leaves the body empty, filled right after hydration
  const hydrated = useHydrated();
  const clean = useMemo(
    () => (hydrated ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : ''),
    [html, hydrated],
  );
  return (
    <div
      className={className ? `${styles.content} ${className}` : styles.content}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
