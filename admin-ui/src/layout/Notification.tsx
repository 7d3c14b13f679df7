import { Notification as RaNotification } from 'react-admin';
import { TOAST_MS } from '../messages';

/** Seed-spec section 9: toasts at the top right, closed after 5 s. */
export function Notification() {
  return <RaNotification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={TOAST_MS} />;
}
