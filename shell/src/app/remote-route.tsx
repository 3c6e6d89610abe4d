import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { messages } from '@portal/shared-types/common/messages';
import type { RouteEntry } from '@portal/shared-types/site/routes';
import { loadRemotePage, preloadedPage, reloadForRemote } from '../federation/remote-pages';
import { useInitialPage } from './initial-page';
import { Loading } from './loading';
import { RemoteErrorBoundary, RemoteLoadError } from './remote-error-boundary';
import styles from './remote-route.module.css';

type LoadState =
  { status: 'loading' } | { status: 'ready'; Page: ComponentType | null } | { status: 'failed' };

/** A route owned by a remote: loads the remote's page at run time, behind an error boundary. */
export function RemoteRoute({ entry }: { entry: RouteEntry }) {
  const [attempt, setAttempt] = useState(0);
  // Server render and hydration, or a navigation whose loader loaded the page: it renders at once.
  const hydrated = useInitialPage(entry.key);
  const [state, setState] = useState<LoadState>(() => {
    const Page = hydrated ? hydrated.Page : preloadedPage(entry.key);
    return Page === undefined ? { status: 'loading' } : { status: 'ready', Page };
  });
  const [startedReady] = useState(state.status === 'ready');

  useEffect(() => {
    if (startedReady && attempt === 0) return;
    let current = true;
    // 다시 시도 registers the remote afresh; the first load uses the registration made at start.
    loadRemotePage(entry.remote, entry.key, { fresh: attempt > 0 }).then(
      (Page) => current && setState({ status: 'ready', Page }),
      (error: unknown) => {
        // While the page reloads (once, for a tab that outlived a deploy) the route stays loading.
        if (current && !reloadForRemote(entry.remote, error)) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [entry, attempt, startedReady]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  // A page chunk that no longer loads (ChunkLoadError) is a load failure too; a page that throws is not.
  const onPageError = (error: unknown) =>
    error instanceof Error && error.name === 'ChunkLoadError' && reloadForRemote(entry.remote, error);
  if (state.status === 'failed') return <RemoteLoadError onRetry={retry} />;
  if (state.status === 'loading') return <Loading />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary onRetry={retry} onError={onPageError}>
      <Suspense fallback={<Loading />}>
        {Page ? <Page /> : <p className={styles.preparing}>{messages.preparing}</p>}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
