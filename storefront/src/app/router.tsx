import type { ComponentType, LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { registerNavigator } from '../lib/navigation';
import { PublicLayout } from './layouts/PublicLayout';
import { RequireSession } from './layouts/RequireSession';
import { SecondLayout } from './layouts/SecondLayout';
import { pages } from './pages';

type Page = LazyExoticComponent<ComponentType>;

function contained(Page: Page) {
  return (
    <div className="page-container">
      <Page />
    </div>
  );
}

function sellerOnly(Page: Page) {
  return (
    <RequireSession>
      <Page />
    </RequireSession>
  );
}

/** The public URLs as they were (old spellings such as /pacakages kept so links work); correctly spelled aliases redirect. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <pages.Home /> },
  { path: 'activity', element: sellerOnly(pages.Activity) },
  { path: 'ad/:cardName/:adId', element: contained(pages.Ad) },
  { path: 'spa', element: contained(pages.SpaLanding) },
  { path: ':title', element: contained(pages.SearchResults) },
  { path: ':title/:postLocation', element: contained(pages.SearchResults) },
  { path: '*', element: contained(pages.NotFound) },
];

const secondRoutes: RouteObject[] = [
  { path: 'register', element: <pages.Register /> },
  { path: 'newUser', element: <pages.Register /> },
  { path: 'LogIn', element: <pages.Login /> },
  { path: 'terms&conditions', element: <pages.Terms /> },
  { path: 'privacy&policy', element: <pages.Privacy /> },
  { path: 'profile', element: sellerOnly(pages.Profile) },
  { path: 'AddPost', element: sellerOnly(pages.AddPost) },
  { path: 'myads', element: sellerOnly(pages.MyAds) },
  { path: 'pacakages', element: sellerOnly(pages.Packages) },
  { path: 'topup/:adId', element: sellerOnly(pages.TopUp) },
  { path: 'checkout/:adId/:packageId/:slotId', element: sellerOnly(pages.Checkout) },
  { path: 'select-amount', element: sellerOnly(pages.SelectAmount) },
  { path: 'qrpage', element: sellerOnly(pages.Qr) },
  { path: 'payment-confirm', element: sellerOnly(pages.PaymentConfirm) },
];

/** Route matching ignores case, so /login already reaches /LogIn; these fix real spelling differences. */
const aliases: Record<string, string> = {
  signup: '/register',
  'sign-up': '/register',
  'add-post': '/AddPost',
  'post-ad': '/AddPost',
  'my-ads': '/myads',
  packages: '/pacakages',
  terms: '/terms&conditions',
  'terms-and-conditions': '/terms&conditions',
  privacy: '/privacy&policy',
  'privacy-policy': '/privacy&policy',
};

const aliasRoutes: RouteObject[] = Object.entries(aliases).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> }));

export const router = createBrowserRouter([
  { element: <PublicLayout />, children: publicRoutes },
  { element: <SecondLayout />, children: [...secondRoutes, ...aliasRoutes] },
]);

registerNavigator((to, options) => void router.navigate(to, options));
