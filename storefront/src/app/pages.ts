import { lazy } from 'react';

/** Every page is its own chunk (home page JS budget: docs/performance.md, "Front end"). */
export const pages = {
  Home: lazy(() => import('./HomeRoute')),
  SearchResults: lazy(() => import('../features/search/components/SearchResultsPage')),
  SpaLanding: lazy(() => import('../features/search/components/SpaLandingPage')),
  Ad: lazy(() => import('../features/ads/components/AdPage')),
  Login: lazy(() => import('../features/auth/components/LoginPage')),
  Register: lazy(() => import('../features/auth/components/RegisterPage')),
  Profile: lazy(() => import('../features/auth/components/ProfilePage')),
  ForgotPassword: lazy(() => import('../features/auth/components/ForgotPasswordPage')),
  ResetPassword: lazy(() => import('../features/auth/components/ResetPasswordPage')),
  VerifyEmail: lazy(() => import('../features/auth/components/VerifyEmailPage')),
  Unsubscribe: lazy(() => import('../features/auth/components/UnsubscribePage')),
  AddPost: lazy(() => import('../features/seller-ads/components/AddPostPage')),
  MyAds: lazy(() => import('../features/seller-ads/components/MyAdsPage')),
  Favourites: lazy(() => import('../features/favourites/components/FavouritesPage')),
  Activity: lazy(() => import('../features/activity/components/ActivityPage')),
  Packages: lazy(() => import('../features/promotion/components/PackagesPage')),
  TopUp: lazy(() => import('../features/promotion/components/TopUpPage')),
  Checkout: lazy(() => import('../features/promotion/components/CheckoutPage')),
  SelectAmount: lazy(() => import('../features/wallet/components/SelectAmountPage')),
  Qr: lazy(() => import('../features/wallet/components/QrPage')),
  PaymentConfirm: lazy(() => import('../features/wallet/components/PaymentConfirmPage')),
  Terms: lazy(() => import('../features/legal/components/TermsPage')),
  Privacy: lazy(() => import('../features/legal/components/PrivacyPage')),
  NotFound: lazy(() => import('../components/NotFound')),
};
