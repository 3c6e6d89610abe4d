import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * Where a page's own title goes: the shell's layout in the browser; during a server render, the
 * render's result (`serverRender`: effects never run there, so the title is handed over as the page
 * renders and the HTML's <title> is the one the browser shows after hydration).
 */
export interface PageTitleSink {
  set(title: string | undefined): void;
  serverRender?: boolean;
}

export const PageTitleContext = createContext<PageTitleSink | null>(null);

/**
 * Gives the current page its own document title, e.g. `공지사항 – {title}` (the shell adds ` | {site
 * name}`); undefined keeps the route's title. Outside the shell (a remote on its own) it does nothing.
 */
export function usePageTitle(title: string | undefined): void {
  const sink = useContext(PageTitleContext);
  if (sink?.serverRender) sink.set(title);
  // a layout effect: the shell re-renders in the same task, so the route's title never shows between
  useLayoutEffect(() => {
    if (!sink || sink.serverRender) return undefined;
    sink.set(title);
    return () => sink.set(undefined);
  }, [sink, title]);
}
