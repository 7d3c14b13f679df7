import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

/*
 * Real paths under /admin (the backend serves index.html for every /admin/… path), not react-admin's
 * default hash router: the seed's paths (/admin/adlisting, …) must work as typed. With the router's
 * basename, every path inside the console is written relative to /admin.
 *
 * useTransitions={false}: react-router 7 otherwise applies each navigation in a React transition.
 * Logged out, react-admin's catch-all logs out and navigates to /login, then clears its query
 * cache; that urgent re-render interrupted the pending navigation, remounted the catch-all and
 * logged out again, about 100 navigations a second for seconds on end.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename="/admin" useTransitions={false}>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
