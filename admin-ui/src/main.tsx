import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

/*
 * Real paths under /admin (the backend serves index.html for every /admin/… path), not react-admin's
 * default hash router: the seed's paths (/admin/adlisting, …) must work as typed. With the router's
 * basename, every path inside the console is written relative to /admin.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename="/admin">
      <App />
    </BrowserRouter>
  </StrictMode>,
);
