import type { ComponentType, LazyExoticComponent, ReactElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { HINDI_PREFIX, languageOfPath } from '../i18n/language';
import { registerNavigator } from '../lib/navigation';
import { PublicLayout } from './layouts/PublicLayout';
import { RequireSession } from './layouts/RequireSession';
import { SecondLayout } from './layouts/SecondLayout';
import { pages } from './pages';

type Page = LazyExoticComponent<ComponentType>;

function plain(Page: Page) {
  return <Page />;
}

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

function routes(wrap: (Page: Page) => ReactElement, pagesByPath: Record<string, Page>): RouteObject[] {
  return Object.entries(pagesByPath).map(([path, Page]) => ({ path, element: wrap(Page) }));
}

/** The public URLs as they were (old spellings such as /pacakages kept so links work); correctly spelled aliases redirect. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <pages.Home /> },
  ...routes(plain, { favourites: pages.Favourites }),
  ...routes(sellerOnly, { activity: pages.Activity, 'saved-searches': pages.SavedSearches }),
  ...routes(contained, {
    'ad/:cardName/:adId': pages.Ad,
    'seller/:displayName': pages.Seller,
    spa: pages.SpaLanding,
    blog: pages.Blog,
    'blog/:slug': pages.BlogPost,
    ':title': pages.SearchResults,
    ':title/:postLocation': pages.SearchResults,
    '*': pages.NotFound,
  }),
];

const secondRoutes: RouteObject[] = [
  ...routes(plain, {
    register: pages.Register,
    newUser: pages.Register,
    LogIn: pages.Login,
    // The links in account mails (backend/src/auth/auth.service.ts); public, so a signed-out reader can follow them.
    'forgot-password': pages.ForgotPassword,
    'reset-password': pages.ResetPassword,
    'verify-email': pages.VerifyEmail,
    unsubscribe: pages.Unsubscribe,
    'terms&conditions': pages.Terms,
    'privacy&policy': pages.Privacy,
    // The Grievance Officer and the complaint form (IT Rules 2021, rule 3(2); issue 41): public, no account needed.
    grievance: pages.Grievance,
    complaint: pages.Complaint,
    // The private link mailed to a complainant (backend/src/complaints/): ?key=… is the ticket's secret.
    'complaint/:ticket': pages.ComplaintTicket,
    // Prices are public: a visitor sees them before signing up.
    pacakages: pages.Packages,
  }),
  ...routes(sellerOnly, {
    profile: pages.Profile,
    AddPost: pages.AddPost,
    myads: pages.MyAds,
    inbox: pages.Inbox,
    'inbox/:conversationId': pages.Conversation,
    'topup/:adId': pages.TopUp,
    // The link in the expiry mails (backend/src/ads/ad-lifecycle.ts).
    'renew/:adId': pages.Renew,
    'checkout/:adId/:packageId/:slotId': pages.Checkout,
    'select-amount': pages.SelectAmount,
    qrpage: pages.Qr,
    'payment-confirm': pages.PaymentConfirm,
  }),
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

/** Hindi pages are the same routes under /hi (i18n/language.ts): links inside the app keep their language. */
export const router = createBrowserRouter(
  [
    { element: <PublicLayout />, children: publicRoutes },
    { element: <SecondLayout />, children: [...secondRoutes, ...aliasRoutes] },
  ],
  { basename: languageOfPath(window.location.pathname) === 'hi' ? HINDI_PREFIX : undefined },
);

registerNavigator((to, options) => void router.navigate(to, options));
