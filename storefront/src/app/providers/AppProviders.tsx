import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { antdLocaleOf } from '../../i18n';
import { notifierUnavailable, onNotifierWanted } from '../../lib/notify';
import { queryClient } from '../../lib/query-client';
import { theme } from './theme';

/**
 * No antd <App>: it brings the modal, message and notification code (with the form and dialog code they share, ~37 KB
 * gzipped) into the home page's entry. Toasts come from NotificationHost, loaded with the first one; pages that confirm
 * use `Modal.useModal()` in their own chunks (docs/decisions/0036).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    onNotifierWanted(() =>
      import('./NotificationHost').then(
        (module) => setHost(() => module.default),
        () => notifierUnavailable(),
      ),
    );
    return () => onNotifierWanted(null);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={antdLocaleOf()}>
        {/* The text colour and line height antd's <App> gave the page (app/styles.css, .app). */}
        <div className="app">
          {Host ? <Host /> : null}
          {children}
        </div>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
