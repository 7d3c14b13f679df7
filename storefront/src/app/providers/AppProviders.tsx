import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { antdLocaleOf } from '../../i18n';
import { TOAST_SECONDS } from '../../lib/site-config';
import { NotificationBridge } from './NotificationBridge';
import { theme } from './theme';

/** Toasts top-right, closing after 5 s, paused while hovered. */
const NOTIFICATION = { placement: 'topRight', duration: TOAST_SECONDS, pauseOnHover: true, showProgress: true } as const;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} locale={antdLocaleOf()}>
      <App notification={NOTIFICATION} message={{ duration: TOAST_SECONDS }}>
        <NotificationBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
