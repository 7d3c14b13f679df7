import { Admin, CustomRoutes, Resource } from 'react-admin';
import ads from './ads';
import auditEntries from './audit-entries';
import blacklist from './blacklist';
import blogs from './blogs';
import categories from './categories';
import { Dashboard } from './dashboard/Dashboard';
import descriptions from './descriptions';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { seedRoutes } from './layout/seedRoutes';
import { darkTheme, lightTheme } from './layout/theme';
import locations from './locations';
import moderationSettings from './moderation-settings';
import { LoginPage } from './login/LoginPage';
import packages from './packages';
import payments from './payments';
import popularLocations from './popular-locations';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import qrCodes from './qr-codes';
import rejectionReasons from './rejection-reasons';
import reportedAds from './reported-ads';
import reports from './reports';
import reviewQueue from './review-queue';
import timeSlots from './time-slots';
import users from './users';

/** The admin console (docs/admin-guide.md); main.tsx mounts it under /admin with a BrowserRouter. */
export function App() {
  return (
    <Admin
      title="Bazaar admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={Layout}
      theme={lightTheme}
      darkTheme={darkTheme}
      loginPage={LoginPage}
      notification={Notification}
      requireAuth
      disableTelemetry
    >
      <Resource name="review-queue" options={{ label: 'Review queue' }} {...reviewQueue} />
      <Resource name="ads" options={{ label: 'Listings' }} {...ads} />
      <Resource name="categories" {...categories} />
      <Resource name="reports" {...reports} />
      <Resource name="reported-ads" options={{ label: 'Reports by ad' }} {...reportedAds} />
      <Resource name="users" {...users} />
      <Resource name="payments" {...payments} />
      <Resource name="qr-codes" options={{ label: 'QR codes' }} {...qrCodes} />
      <Resource name="blogs" options={{ label: 'Blog posts' }} {...blogs} />
      <Resource name="descriptions" options={{ label: 'Description' }} {...descriptions} />
      <Resource name="locations" {...locations} />
      <Resource name="popular-locations" options={{ label: 'Popular cities' }} {...popularLocations} />
      <Resource name="packages" {...packages} />
      <Resource name="time-slots" options={{ label: 'Time slots' }} {...timeSlots} />
      <Resource name="blacklist" options={{ label: 'Black list' }} {...blacklist} />
      <Resource name="rejection-reasons" options={{ label: 'Rejection reasons' }} {...rejectionReasons} />
      <Resource name="moderation-settings" options={{ label: 'Moderation' }} {...moderationSettings} />
      <Resource name="audit-entries" options={{ label: 'Audit log' }} {...auditEntries} />
      <CustomRoutes>{seedRoutes}</CustomRoutes>
    </Admin>
  );
}
