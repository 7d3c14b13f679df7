import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';

/**
 * Toasts for code outside React (the API client). The instance comes from antd's `useNotification` in
 * app/providers/NotificationHost, so toasts follow the theme. The host's code (antd's notification, ~12 KB gzipped
 * with what it pulls in) is not in the home page's entry: the first toast asks for it (`onNotifierWanted`), and the
 * toasts asked for meanwhile are shown once it registers.
 */
let instance: NotificationInstance | null = null;
let waiting: ((notifier: NotificationInstance) => void)[] = [];
let wanted: (() => void) | null = null;
let asked = false;

export function registerNotifier(next: NotificationInstance | null): void {
  instance = next;
  if (!next) return;
  asked = false; // if the host goes, the next toast asks for it again
  const queued = waiting;
  waiting = [];
  queued.forEach((show) => show(next));
}

/** Called (once) by the first toast while no notifier is registered; AppProviders loads the host then. */
export function onNotifierWanted(listener: (() => void) | null): void {
  wanted = listener;
  if (listener && waiting.length && !asked) {
    asked = true;
    listener();
  }
}

/** The host's code could not be loaded (offline, no service worker yet): still tell the user. */
export function notifierUnavailable(): void {
  asked = false;
  const queued = waiting;
  waiting = [];
  queued.forEach((show) => show(alerting));
}

type Kind = 'success' | 'error' | 'info' | 'warning';

const alertOf = ({ title, description }: { title?: ReactNode; description?: ReactNode }) => window.alert([title, description].filter((part) => typeof part === 'string').join('\n'));
const alerting = { success: alertOf, error: alertOf, info: alertOf, warning: alertOf } as unknown as NotificationInstance;

function show(kind: Kind, title: ReactNode, description?: ReactNode): void {
  if (instance) {
    instance[kind]({ title, description });
    return;
  }
  if (!wanted) {
    // Providers not mounted yet (should not happen): still tell the user rather than fail silently.
    alerting[kind]({ title, description });
    return;
  }
  waiting.push((notifier) => notifier[kind]({ title, description }));
  if (!asked) {
    asked = true;
    wanted();
  }
}

export const notify = {
  success: (title: ReactNode, description?: ReactNode) => show('success', title, description),
  error: (title: ReactNode, description?: ReactNode) => show('error', title, description),
  info: (title: ReactNode, description?: ReactNode) => show('info', title, description),
  warning: (title: ReactNode, description?: ReactNode) => show('warning', title, description),
};
