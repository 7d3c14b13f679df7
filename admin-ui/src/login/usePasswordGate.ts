import { useSyncExternalStore } from 'react';
import { useGetIdentity, useLogoutIfAccessDenied } from 'react-admin';
import { session } from '../providers/session';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * True while the signed-in admin must choose a new password before anything else (the first admin's
 * generated one). The login answer sets it; /auth/me (authProvider.getIdentity) checks it again on
 * each visit, and a 401 or 403 from it ends the session as any call's would.
 */
export function useMustChangePassword(): boolean {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useGetIdentity({ staleTime: FIVE_MINUTES, onError: (error) => void logoutIfAccessDenied(error) });
  return useSyncExternalStore(session.subscribe, session.mustChangePassword);
}
