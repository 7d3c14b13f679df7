import { Notification as RaNotification } from 'react-admin';
import { TOAST_MS } from '../messages';

/** Toasts at the top right (docs/admin-guide.md), closed after 5 s. */
export function Notification() {
  return <RaNotification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={TOAST_MS} />;
}
