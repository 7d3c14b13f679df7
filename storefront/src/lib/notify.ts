import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';

/**
 * Toasts for code outside React (the API client). The instance comes from antd's <App>, so toasts
 * follow the theme; NotificationBridge registers it once the providers mount.
 */
let instance: NotificationInstance | null = null;

export function registerNotifier(next: NotificationInstance | null): void {
  instance = next;
}

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, title: ReactNode, description?: ReactNode): void {
  if (instance) {
    instance[kind]({ title, description });
    return;
  }
  // Providers not mounted yet (should not happen): still tell the user rather than fail silently.
  window.alert([title, description].filter((part) => typeof part === 'string').join('\n'));
}

export const notify = {
  success: (title: ReactNode, description?: ReactNode) => show('success', title, description),
  error: (title: ReactNode, description?: ReactNode) => show('error', title, description),
  info: (title: ReactNode, description?: ReactNode) => show('info', title, description),
  warning: (title: ReactNode, description?: ReactNode) => show('warning', title, description),
};
