import { Navigate, Route, useParams } from 'react-router-dom';
import { listUrl } from '../common/links';

/** /edit/:index → /ads/:index and the like: the seed's paths with an id. */
function WithId({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  return <Navigate to={to(encodeURIComponent(id))} replace />;
}

/**
 * The console's old paths (/admin/adlisting and the like: docs/admin-guide.md), relative to /admin, each sent to the react-admin
 * screen that replaces it. /admin/blogs and /admin/categories are resource paths already.
 */
const REDIRECTS: Record<string, string> = {
  dashboard: '/',
  register: '/users/create',
  adlisting: '/ads',
  description: '/descriptions/create',
  'create-category': '/categories/create',
  'list-Description': '/descriptions',
  location: '/locations/create',
  'list-location': '/locations',
  'pouplar-cities': '/popular-locations/create',
  'list-pouplar-cities': '/popular-locations',
  'admin-payment-details': '/payments',
  'admin-banking-details': '/qr-codes',
  inactiveList: listUrl('/ads', { status: 'INACTIVE' }),
  activatedList: listUrl('/ads', { status: 'ACTIVE' }),
  user: '/users',
  'installed-countries': '/locations',
};

const WITH_ID: Record<string, (id: string) => string> = {
  'edit/:id': (id) => `/ads/${id}`,
  'updateCategory/:id': (id) => `/categories/${id}`,
  'update-Description/:id': (id) => `/descriptions/${id}`,
  'update-location/:id': (id) => `/locations/${id}`,
};

export const seedRoutes = [
  ...Object.entries(REDIRECTS).map(([path, to]) => <Route key={path} path={`/${path}`} element={<Navigate to={to} replace />} />),
  ...Object.entries(WITH_ID).map(([path, to]) => <Route key={path} path={`/${path}`} element={<WithId to={to} />} />),
];
