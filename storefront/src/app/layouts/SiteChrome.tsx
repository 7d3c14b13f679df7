import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { SearchPopupProvider } from '../../features/search/components/SearchPopupProvider';
import { isAgeConfirmed } from '../../lib/session';
import { useScrollLock } from '../../lib/use-scroll-lock';
import { SiteFooter } from './SiteFooter';
import { TopBar } from './TopBar';

// Both load only when needed: the menu on first open, the age gate on a first visit.
const SideMenu = lazy(() => import('./SideMenu'));
const AgeGate = lazy(() => import('./AgeGate'));

interface SiteChromeProps {
  children: ReactNode;
  mainClassName: string;
}

/** Top bar, side menu, footer and age gate around a layout's pages. */
export function SiteChrome({ children, mainClassName }: SiteChromeProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [ageConfirmed, setAgeConfirmed] = useState(isAgeConfirmed);
  const { pathname } = useLocation();
  useScrollLock(menuOpen);

  useEffect(() => setMenuOpen(false), [pathname]);

  const toggleMenu = () => {
    setMenuLoaded(true);
    setMenuOpen((open) => !open);
  };

  return (
    <SearchPopupProvider>
      <div className="site">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <TopBar menuOpen={menuOpen} onToggleMenu={toggleMenu} />
        <main id="main" className={mainClassName}>
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </main>
        <SiteFooter />
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
      {ageConfirmed ? null : (
        <Suspense fallback={null}>
          <AgeGate onConfirm={() => setAgeConfirmed(true)} />
        </Suspense>
      )}
      <ScrollRestoration />
    </SearchPopupProvider>
  );
}
