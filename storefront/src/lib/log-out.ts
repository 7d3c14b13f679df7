import { ApiError, api, unwrap } from './api-client';
import { turnPushOff } from './browser-push';
import { clearSession } from './session';

/** A log-out never waits longer than this for the API: a hung network must not keep the user signed in here. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Seed: log out clears local storage, goes to the login page and reloads. The API ends the session
 * first, so that the token is refused from then on. A failure there (offline, or the session had
 * already ended) still logs out on this device; with `everywhere` (every session of the account)
 * it is thrown instead, for the caller to show, unless the API said the session had already ended.
 */
export async function logOut({ everywhere = false }: { everywhere?: boolean } = {}): Promise<void> {
  // Whoever uses this browser next must not get this account's pushes.
  await turnPushOff();
  try {
    await unwrap(api.POST('/api/auth/logout', { body: { all: everywhere }, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) }), { notifyErrors: false });
  } catch (error) {
    const ended = error instanceof ApiError && error.status === 401;
    if (everywhere && !ended) throw error;
  }
  clearSession();
  window.location.assign('/LogIn');
}
