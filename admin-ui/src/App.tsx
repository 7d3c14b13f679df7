import { Admin, CustomRoutes, Resource, type ResourceProps, useTranslate } from 'react-admin';
import ads from './ads';
import auditEntries from './audit-entries';
import { bankStatementRoutes } from './bank-statements/routes';
import blacklist from './blacklist';
import blogs from './blogs';
import breaches from './breaches';
import categories from './categories';
import categoryFields from './category-fields';
import complaints from './complaints';
import { Dashboard } from './dashboard/Dashboard';
import descriptions from './descriptions';
import { financeRoutes } from './finance/routes';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { seedRoutes } from './layout/seedRoutes';
import { darkTheme, lightTheme } from './layout/theme';
import locations from './locations';
import moderationSettings from './moderation-settings';
import { LoginPage } from './login/LoginPage';
import packages from './packages';
import payments from './payments';
import photoVerifications from './photo-verifications';
import popularLocations from './popular-locations';
import { promotionRoutes } from './promotions/routes';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import type { ResourceName } from './providers/resources';
import { store } from './providers/store';
import qrCodes from './qr-codes';
import rejectionReasons from './rejection-reasons';
import reportedAds from './reported-ads';
import reports from './reports';
import reviewQueue from './review-queue';
import siteSettings from './site-settings';
import timeSlots from './time-slots';
import users from './users';

/**
 * The screens of each resource: one for every resource the data provider serves and no other
 * (providers/resources.ts, where each name is bound to its route in the API document).
 */
const SCREENS = {
  'review-queue': reviewQueue,
  'photo-verifications': photoVerifications,
  ads,
  categories,
  'category-fields': categoryFields,
  reports,
  'reported-ads': reportedAds,
  complaints,
  users,
  payments,
  'qr-codes': qrCodes,
  blogs,
  descriptions,
  locations,
  'popular-locations': popularLocations,
  packages,
  'time-slots': timeSlots,
  blacklist,
  'rejection-reasons': rejectionReasons,
  'moderation-settings': moderationSettings,
  'site-settings': siteSettings,
  'audit-entries': auditEntries,
  breaches,
} satisfies Record<ResourceName, Omit<ResourceProps, 'name'>>;

/** The console's name in the chosen language (react-admin shows it on its error and not-found pages). */
function AppTitle() {
  const translate = useTranslate();
  return <>{translate('app.title')}</>;
}

/** The admin console (docs/admin-guide.md); main.tsx mounts it under /admin with a BrowserRouter. */
export function App() {
  return (
    <Admin
      title={<AppTitle />}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      dashboard={Dashboard}
      layout={Layout}
      theme={lightTheme}
      darkTheme={darkTheme}
      loginPage={LoginPage}
      notification={Notification}
      requireAuth
      disableTelemetry
    >
      {Object.entries(SCREENS).map(([name, screens]) => (
        <Resource key={name} name={name} {...screens} />
      ))}
      <CustomRoutes>
        {seedRoutes}
        {bankStatementRoutes}
        {financeRoutes}
        {promotionRoutes}
      </CustomRoutes>
    </Admin>
  );
}
