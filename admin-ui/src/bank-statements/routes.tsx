import { Route } from 'react-router-dom';
import { BankStatementsPage, BASE } from './BankStatementsPage';

/** Payments → Bank statements: a page of its own (the statements are no react-admin resource), under one route. */
export const bankStatementRoutes = [<Route key="bank-statements" path={`${BASE}/*`} element={<BankStatementsPage />} />];
