import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { messages } from '@portal/shared-types/messages';
import type { RouteEntry } from '@portal/shared-types/routes';
import { loadRemotePage } from '../federation/remote-pages';
import { RemoteErrorBoundary, RemoteLoadError } from './remote-error-boundary';
import styles from './remote-route.module.css';

type LoadState =
  { status: 'loading' } | { status: 'ready'; Page: ComponentType | null } | { status: 'failed' };

/** A route owned by a remote: loads the remote's page at run time, behind an error boundary. */
export function RemoteRoute({ entry }: { entry: RouteEntry }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    loadRemotePage(entry.remote, entry.key).then(
      (Page) => current && setState({ status: 'ready', Page }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [entry, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  if (state.status === 'failed') return <RemoteLoadError onRetry={retry} />;
  if (state.status === 'loading') return <Loading />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary onRetry={retry}>
      <Suspense fallback={<Loading />}>
        {Page ? <Page /> : <p className={styles.preparing}>{messages.preparing}</p>}
      </Suspense>
    </RemoteErrorBoundary>
  );
}

export function Loading() {
  return (
    <p className={styles.loading} role="status">
      {messages.loading}
    </p>
  );
}
