import { Outlet } from 'react-router-dom';
import { SiteChrome } from './SiteChrome';

/** Browsing pages: full width, each page sets its own container (the home hero runs edge to edge). */
export function PublicLayout() {
  return (
    <SiteChrome mainClassName="main main--public">
      <Outlet />
    </SiteChrome>
  );
}
