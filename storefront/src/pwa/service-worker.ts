/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker that vite.config.ts generates (docs/decisions/0021-offline-app.md): production builds only
 * (the dev server has none), after the page has loaded, so it never competes with the first paint. A new version waits
 * until the visitor chooses to reload (a half-written ad is not lost to an update); the notice's code loads only then.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      void import('./update-notice').then(({ showUpdateNotice }) => showUpdateNotice(() => void updateServiceWorker(true)));
    },
    // An installed app can stay open for days: look for a new version every hour too, not only when a page loads.
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => navigator.onLine && void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
