import App from 'antd/es/app';
import { useEffect } from 'react';
import { registerNotifier } from '../../lib/notify';

/** Hands antd's themed notification instance to lib/notify for the API client. */
export function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    registerNotifier(notification);
    return () => registerNotifier(null);
  }, [notification]);
  return null;
}
