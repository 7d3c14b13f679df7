import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { SearchPopupProvider } from '../../features/search/components/SearchPopupProvider';
import { useFavourites } from '../../lib/favourites';
import { useSession } from '../../lib/session';
import { useScrollLock } from '../../lib/use-scroll-lock';
import { SiteFooter } from './SiteFooter';
import { TopBar } from './TopBar';
import { useTranslation } from 'react-i18next';

// Loaded when first opened. (The 18+ gate is plain HTML in index.html: it shows with the first paint.)
const SideMenu = lazy(() => import('./SideMenu'));
// Only for a signed-in user, and shown only while they have not acknowledged the privacy notice in force (not over
// the privacy page itself, which its link opens).
const NoticeDialog = lazy(() => import('../../features/auth/components/NoticeDialog'));

interface SiteChromeProps {
  children: ReactNode;
  mainClassName: string;
}

/** Top bar, side menu and footer around a layout's pages. */
export function SiteChrome({ children, mainClassName }: SiteChromeProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const { pathname } = useLocation();
  const session = useSession();
  const [menuPathname, setMenuPathname] = useState(pathname);
  useScrollLock(menuOpen);
  // Follows the session on every page, so the browser's favourites move to the account right after any sign-in.
  useFavourites();

  // Navigating closes the menu: adjusted while rendering, not in an effect (no extra render with it open).
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  const toggleMenu = () => {
    setMenuLoaded(true);
    setMenuOpen((open) => !open);
  };

  return (
    <SearchPopupProvider>
      <div className="site">
        <a className="skip-link" href="#main">
          {t('common.chrome.skipToContent')}
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
      {session && !pathname.endsWith('/privacy&policy') ? (
        <Suspense fallback={null}>
          <NoticeDialog />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </SearchPopupProvider>
  );
}
