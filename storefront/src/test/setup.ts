import type { NotificationInstance } from 'antd/es/notification/interface';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { startI18n } from '../i18n';
import { registerNavigator } from '../lib/navigation';
import { registerNotifier } from '../lib/notify';
import { apiServer, json, startApiServer } from './api-server';

declare global {
  /** vitest's jsdom environment exposes its JSDOM. */
  var jsdom: { reconfigure(settings: { url?: string }): void };
}

/** What the user was shown and where the app went, for the tests to assert. */
export const seen = {
  toasts: [] as { kind: string; title: unknown; description?: unknown }[],
  navigations: [] as { to: string; options?: { replace?: boolean; state?: unknown } }[],
};

// The page is served by the test API server's origin, as the backend serves the storefront: the client's calls go there.
const server = await startApiServer();
globalThis.jsdom.reconfigure({ url: `${apiServer.origin}/` });
await startI18n('en');

const toast = (kind: string) => (config: { title: unknown; description?: unknown }) => void seen.toasts.push({ kind, title: config.title, description: config.description });
/** Records toasts in `seen` (a test that unregisters it registers it again). */
export const testNotifier = { success: toast('success'), error: toast('error'), info: toast('info'), warning: toast('warning') } as unknown as NotificationInstance;
registerNotifier(testNotifier);
registerNavigator((to, options) => void seen.navigations.push({ to, options }));

beforeEach(() => {
  apiServer.received.length = 0;
  apiServer.handle = (_request, response) => json(response, 404, { detail: 'No handler' });
  seen.toasts.length = 0;
  seen.navigations.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  localStorage.clear();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
