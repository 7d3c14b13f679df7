import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/styles.css';
import { startI18n } from './i18n';
import { languageOfPath } from './i18n/language';

// The first render as a transition: React renders it in slices and lets the browser answer input between them,
// instead of one long task (on a slow phone, Lighthouse's "total blocking time").
void startI18n(languageOfPath(window.location.pathname)).then(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
void import('./pwa/service-worker').then(({ startServiceWorker }) => startServiceWorker());
