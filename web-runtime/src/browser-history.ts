import { createElement, useSyncExternalStore, type ReactNode } from 'react';
import { Router, type Location, type NavigateFunction } from './navigation';

/** The address bar as the router's location, and the one way to change it. */
export interface BrowserHistory {
  location(): Location;
  subscribe(listener: () => void): () => void;
  navigate: NavigateFunction;
}

/** What each history entry carries; react-router's shape, so entries made before a deploy still read. */
interface EntryState {
  usr: unknown;
  key: string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<EntryState> | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/**
 * A router history over the history API. `redirectFor` sees the path of every location first (the
 * first one, each navigation, back and forward): when it answers a path, that path is pushed instead,
 * as a react-router loader's redirect was (the admin guard of spec section 5).
 */
export function createBrowserHistory(
  redirectFor: (pathname: string) => string | null = () => null,
): BrowserHistory {
  const listeners = new Set<() => void>();
  const write = (url: string, state: unknown, replace: boolean) => {
    const entry: EntryState = { usr: state ?? null, key: newKey() };
    if (replace) window.history.replaceState(entry, '', url);
    else window.history.pushState(entry, '', url);
  };
  /** Applies the redirect for the location now in the address bar, if any, and reads it. */
  const settle = () => {
    const redirect = redirectFor(window.location.pathname);
    if (redirect !== null) write(redirect, null, false);
    current = readLocation();
  };
  let current = readLocation();
  settle();

  const notify = () => listeners.forEach((listener) => listener());
  window.addEventListener('popstate', () => {
    settle();
    notify();
  });

  const navigate: NavigateFunction = (to, options = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const target = new URL(to, window.location.href);
    const redirect = redirectFor(target.pathname);
    if (redirect !== null) write(redirect, null, options.replace ?? false);
    else write(target.pathname + target.search + target.hash, options.state, options.replace ?? false);
    current = readLocation();
    notify();
  };

  return {
    location: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
  };
}

/** Renders its children at the history's current location (re-rendered on every navigation). */
export function BrowserRouter({ history, children }: { history: BrowserHistory; children?: ReactNode }) {
  const location = useSyncExternalStore(history.subscribe, history.location, history.location);
  return createElement(Router, { location, navigate: history.navigate }, children);
}
