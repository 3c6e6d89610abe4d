import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Location state that makes the layout remount the page; see SiteLayout. */
export interface ReloadState {
  reload: number;
}

export const reloadKeyOf = (state: unknown): number => (state as Partial<ReloadState> | null)?.reload ?? 0;

/**
 * Clicking the link of the page already shown reloads that page view: the
 * router would otherwise ignore it, so it navigates again with a fresh reload key.
 */
export function useSamePageReload() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      path !== pathname ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate(path + search, { state: { reload: Date.now() } satisfies ReloadState });
  };
}
