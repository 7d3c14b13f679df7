import { Outlet } from 'react-router-dom';
import { SiteChrome } from './SiteChrome';

/** Account, seller and legal pages: one narrow, centred column. */
export function SecondLayout() {
  return (
    <SiteChrome mainClassName="main main--narrow page-container page-container--narrow">
      <Outlet />
    </SiteChrome>
  );
}
