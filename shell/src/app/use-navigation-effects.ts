import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from './route-handle';

/** Focus goes to the new page's h1 so that a screen reader starts there; main when there is none. */
function focusPageHeading() {
  const main = document.getElementById('content');
  const heading = main?.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

let firstKey: string | undefined;

/**
 * Every navigation (a reload of the same page included) shows the page's own document title; after the
 * first load, focus moves to the new page's heading (KWCAG 2.2). Where the page is scrolled to is the
 * router's ScrollRestoration's (navigation-frame.tsx): the top, the #hash, or where Back left it.
 */
export function useNavigationEffects(title: string | undefined, reloadKey: number) {
  const { pathname, key } = useLocation();
  useEffect(() => {
    // The first location of this tab, not of this layout: moving between the site and the admin frame
    // mounts a new layout, and its page still gets the focus.
    firstKey ??= key;
    if (key !== firstKey) focusPageHeading();
    // the location key alone changes on search-only navigations too, which keep their focus
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, reloadKey]);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
