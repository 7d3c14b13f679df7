import { lazy } from 'react';
import { Route } from 'react-router-dom';

// recharts weighs more than the rest of a screen: the page is a chunk of its own, fetched when first opened
// (react-admin's layout shows its loading indicator meanwhile).
const FinancePage = lazy(() => import('./FinancePage').then((module) => ({ default: module.FinancePage })));

/** Payments → Finance: a page of its own (the figures are no react-admin resource). */
export const financeRoutes = [<Route key="finance" path="/finance" element={<FinancePage />} />];
