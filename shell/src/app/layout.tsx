import { Fragment, lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageTitleContext } from '@portal/web-runtime/page-title';
import { useHydrated } from '@portal/web-runtime/use-hydrated';
import { MaintenanceGate } from '../features/maintenance/maintenance-gate';
import { FloatingButtons } from '../layout/floating-buttons';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { TitleBanner } from '../layout/title-banner';
import { reloadKeyOf } from '../layout/use-same-page-reload';
import { usePageTitleSink } from './page-title';
import { useRouteHandle } from './route-handle';
import { useNavigationEffects } from './use-navigation-effects';
import styles from './layout.module.css';

// Loaded after the home page renders, so the popup code and its response schema never delay a page.
const HomePopups = lazy(() =>
  import('../features/popups/home-popups').then((module) => ({ default: module.HomePopups })),
);

/**
 * Popups are the browser's: none in the server's HTML, so they start after hydration. A component of its
 * own, so that the end of hydration renders only this again, not the whole frame around the page.
 */
function PopupsAfterHydration({ reloadKey }: { reloadKey: number }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <HomePopups key={reloadKey} />
    </Suspense>
  );
}

/** The public site's frame: menu, title banner, the page, footer, popups and call buttons. */
export function SiteLayout() {
  const handle = useRouteHandle();
  const { state } = useLocation();
  const isHome = handle.entry?.key === 'home';
  const reloadKey = reloadKeyOf(state);
  // a page may name itself (a notice's title); otherwise the route's title
  const { pageTitle, sink } = usePageTitleSink();
  useNavigationEffects(isHome ? undefined : (pageTitle ?? handle.title), reloadKey);
  return (
    <div className={styles.site}>
      <a className={styles.skipLink} href="#content" data-print="hide">
        본문 바로가기
      </a>
      <Header />
      <main id="content" className={styles.main} tabIndex={-1}>
        {!isHome && <TitleBanner title={handle.title} />}
        <div className={isHome ? undefined : styles.container}>
          <MaintenanceGate>
            {/* A new reload key remounts the page: clicking the current page's link reloads its view. */}
            <Fragment key={reloadKey}>
              <PageTitleContext value={sink}>
                <Outlet />
              </PageTitleContext>
            </Fragment>
          </MaintenanceGate>
        </div>
      </main>
      {isHome && <PopupsAfterHydration reloadKey={reloadKey} />}
      <Footer />
      <FloatingButtons />
    </div>
  );
}

/** The popup window page: no header, footer, banner or floating buttons. */
export function BareLayout() {
  useNavigationEffects(useRouteHandle().title, 0);
  return (
    <main id="content">
      <Outlet />
    </main>
  );
}
