import useNotification from 'antd/es/notification/useNotification';
import { useEffect } from 'react';
import { registerNotifier } from '../../lib/notify';
import { TOAST_SECONDS } from '../../lib/site-config';

/**
 * The sticky top bar's height (--top-bar in app/styles.css) and its border: toasts start below it, so they never
 * cover its buttons (Log in, Post ad, the menu).
 */
const BELOW_TOP_BAR_PX = 60 + 1 + 12;

/** Toasts top-right under the top bar, closing after 5 s, paused while hovered. */
const NOTIFICATION = { placement: 'topRight', top: BELOW_TOP_BAR_PX, duration: TOAST_SECONDS, pauseOnHover: true, showProgress: true } as const;

/**
 * antd's themed notification instance handed to lib/notify for the API client. A chunk of its own, loaded with the
 * first toast (AppProviders), so the home page's entry carries no notification code.
 */
export default function NotificationHost() {
  const [notification, holder] = useNotification(NOTIFICATION);
  useEffect(() => {
    registerNotifier(notification);
    return () => registerNotifier(null);
  }, [notification]);
  return holder;
}
