import { QueryClientProvider } from '@tanstack/react-query';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { antdLocaleOf } from '../../i18n';
import { queryClient } from '../../lib/query-client';
import { TOAST_SECONDS } from '../../lib/site-config';
import { NotificationBridge } from './NotificationBridge';
import { theme } from './theme';

/**
 * The sticky top bar's height (--top-bar in app/styles.css) and its border: toasts start below it, so they never
 * cover its buttons (Log in, Post ad, the menu).
 */
const BELOW_TOP_BAR_PX = 60 + 1 + 12;

/** Toasts top-right under the top bar, closing after 5 s, paused while hovered. */
const NOTIFICATION = { placement: 'topRight', top: BELOW_TOP_BAR_PX, duration: TOAST_SECONDS, pauseOnHover: true, showProgress: true } as const;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={antdLocaleOf()}>
        <App notification={NOTIFICATION} message={{ duration: TOAST_SECONDS }}>
          <NotificationBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
