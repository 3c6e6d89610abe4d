import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { pageReload } from '../federation/remote-pages';
import { shouldReload } from '../federation/reload-guard';
import { Loading } from './loading';
import { RemoteLoadError } from './remote-error-boundary';

/** A script or stylesheet chunk of the shell that did not load (the network dropped, or a deploy removed it). */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED');

/**
 * The error element of the shell's own routes (the lazy login and admin frame, and the root's last resort):
 * the Korean alert with a retry, instead of React Router's English error page. A failed chunk reloads the page
 * once (the reload guard, as for a remote): a tab that outlived a deploy gets the new chunks' names. The retry
 * reloads too, since the router keeps a lazy route's failed load for the life of the page.
 */
export function RouteError() {
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && shouldReload('shell', error));
  useEffect(() => {
    console.error('A route of the shell failed:', error);
    if (reloading) pageReload.reload();
  }, [error, reloading]);
  if (reloading) return <Loading />;
  return <RemoteLoadError onRetry={() => pageReload.reload()} />;
}
