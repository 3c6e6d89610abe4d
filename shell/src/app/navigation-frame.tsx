import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { messages } from '@portal/shared-types/common/messages';
import styles from './navigation-frame.module.css';

/** A navigation shorter than this shows nothing: only a wait a person notices gets the bar. */
const PENDING_SHOWN_AFTER_MS = 300;

/** True while a navigation has been waiting for its page for longer than a moment. */
function useSlowNavigation(): boolean {
  const navigation = useNavigation();
  const waitingFor = navigation.state === 'idle' ? null : (navigation.location?.key ?? null);
  const [slowFor, setSlowFor] = useState<string | null>(null);
  useEffect(() => {
    if (waitingFor === null) return undefined;
    const timer = setTimeout(() => setSlowFor(waitingFor), PENDING_SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [waitingFor]);
  return waitingFor !== null && slowFor === waitingFor;
}

/**
 * Around every page of the browser: Back and Forward return to where the page was scrolled, a new
 * navigation starts at the top (or at its #hash), and a slow navigation shows a bar and says so.
 */
export function NavigationFrame() {
  const slow = useSlowNavigation();
  return (
    <>
      <ScrollRestoration />
      <div className={styles.status} role="status" aria-live="polite" data-print="hide">
        {slow && (
          <>
            <span className={styles.bar} aria-hidden="true" />
            <span className={styles.label}>{messages.loading}</span>
          </>
        )}
      </div>
      <Outlet />
    </>
  );
}
