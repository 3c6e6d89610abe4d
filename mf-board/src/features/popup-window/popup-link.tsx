import type { MouseEvent, ReactNode } from 'react';
import { popupLinkKind } from '@portal/shared-types/popups/popup-rules';
import styles from './popup-window.module.css';

/** A link of the popup: a path of this site opens in the window that opened the popup, then it closes. */
export function PopupLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const internal = popupLinkKind(href) === 'internal';
  const followInOpener = (event: MouseEvent<HTMLAnchorElement>) => {
    const opener = window.opener as Window | null;
    if (!internal || !opener || opener.closed) return;
    event.preventDefault();
    opener.location.href = href;
    window.close();
  };
  return internal ? (
    <a className={className} href={href} onClick={followInOpener}>
      {children}
    </a>
  ) : (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={styles.srOnly}> (새 창)</span>
    </a>
  );
}
