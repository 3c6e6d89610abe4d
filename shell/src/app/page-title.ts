import { useContext, useMemo, useState } from 'react';
import { PageTitleContext, type PageTitleSink } from '@portal/web-runtime/page-title';

/**
 * The title the current page gave itself with `usePageTitle` (a notice's title, say), and the sink the
 * layout hands its pages. During a server render the render's own sink is passed through instead, so
 * the page's title reaches the HTML's <title>.
 */
export function usePageTitleSink(): { pageTitle: string | undefined; sink: PageTitleSink } {
  const serverSink = useContext(PageTitleContext);
  const [pageTitle, setPageTitle] = useState<string | undefined>();
  const ownSink = useMemo<PageTitleSink>(() => ({ set: setPageTitle }), []);
  return { pageTitle, sink: serverSink ?? ownSink };
}

/** The sink of one server render: it keeps the last title a page set while rendering. */
export function serverPageTitleSink(): PageTitleSink & { title: string | undefined } {
  const sink = {
    title: undefined as string | undefined,
    serverRender: true,
    set(title: string | undefined) {
      sink.title = title;
    },
  };
  return sink;
}
