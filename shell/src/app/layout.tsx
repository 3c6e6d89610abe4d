import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { FloatingButtons } from '../layout/floating-buttons';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { TitleBanner } from '../layout/title-banner';
import { documentTitle, type RouteHandle } from './route-handle';
import styles from './layout.module.css';

function useCurrentHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle as RouteHandle | undefined).findLast(Boolean);
}

/** Every navigation starts at the top of the page, with the page's own document title. */
function useNavigationEffects(title: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

export function SiteLayout() {
  const handle = useCurrentHandle();
  const isHome = handle?.entry?.key === 'home';
  useNavigationEffects(isHome ? undefined : handle?.title);
  return (
    <div className={styles.site}>
      <a className={styles.skipLink} href="#content">
        본문 바로가기
      </a>
      <Header />
      <main id="content" className={styles.main} tabIndex={-1}>
        {!isHome && handle && <TitleBanner title={handle.title} />}
        <div className={isHome ? undefined : styles.container}>
          <Outlet />
        </div>
      </main>
      <Footer />
      <FloatingButtons />
    </div>
  );
}

/** The popup window page: no header, footer or banner. */
export function BareLayout() {
  const handle = useCurrentHandle();
  useNavigationEffects(handle?.title);
  return (
    <main id="content">
      <Outlet />
    </main>
  );
}
