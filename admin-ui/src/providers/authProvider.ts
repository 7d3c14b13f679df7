import type { AuthProvider } from 'react-admin';
import type { ApiSchemas } from './api-types';
import { httpClient } from './httpClient';
import { i18nProvider } from './i18nProvider';
import { session } from './session';

type LoginAnswer = ApiSchemas['LoginResponseDto'];
/**
 * The fields of GET /api/auth/me the console reads; its ProfileDto has them as the login answer does.
 * (The console's generated schema keeps only /api/auth/login of the auth paths: scripts/api-types-render.mjs.)
 */
type Me = Pick<LoginAnswer, 'email' | 'fullName' | 'role' | 'mustChangePassword'>;

async function login({ email, password }: ApiSchemas['LoginDto']): Promise<void> {
  const response = await fetch('/api/auth/login', {
    method: 'POST',
    // A refusal's detail is shown as it comes, in the language the console asks for.
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': i18nProvider.getLocale() },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<LoginAnswer> & { detail?: string };
  if (!response.ok || !body.token) throw new Error(body.detail || 'app.auth.login_failed');
  // The same endpoint logs sellers in; only administrators may use the console.
  if (body.role !== 'ADMIN') throw new Error('app.auth.not_admin');
  // The flag decides what the console shows first (layout/PasswordGate.tsx); getIdentity checks it again with /auth/me.
  session.save({ token: body.token, email: body.email ?? email, fullName: body.fullName ?? '', role: body.role, mustChangePassword: body.mustChangePassword === true });
}

/** An expired, revoked or bad token (401), or one that is no longer an admin's (403). */
const endsSession = (error: unknown): boolean => {
  const status = (error as { status?: number } | null)?.status;
  return status === 401 || status === 403;
};

/** Set while the session is being ended, so that several 401s at once end it once. */
let ending: Promise<void> | undefined;

async function endSession(): Promise<void> {
  const token = session.token();
  try {
    if (token) await fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}', signal: AbortSignal.timeout(5000) });
  } catch {
    // Offline, or a token the API has already ended: the console signs out either way.
  }
  session.clear();
}

/** Ends the session at the API first (tokens are revocable), then forgets it here. */
function logout(): Promise<void> {
  ending ??= endSession().finally(() => (ending = undefined));
  return ending;
}

export const authProvider: AuthProvider = {
  login,
  logout,
  /** Not logged in: straight to the login page, which needs no explanation. */
  checkAuth: async () => {
    if (!session.token()) throw { message: false };
  },
  /**
   * The one place a failed call ends the session: a 401 is an expired, revoked or bad token, a 403 a token
   * that is no longer an admin's (or a blocked account). react-admin then says so (the message is a translation key) and calls logout. Calls
   * that are not the data provider's pass their errors here too (useLogoutIfAccessDenied).
   */
  checkError: async (error: unknown) => {
    if (endsSession(error)) throw new Error('app.auth.session_ended');
  },
  /** Who is signed in, from /auth/me: it also says whether a new password must be chosen first. */
  getIdentity: async () => {
    if (session.token()) {
      try {
        const me = (await httpClient('/api/auth/me')).json as Me;
        session.update({ fullName: me.fullName, mustChangePassword: me.mustChangePassword === true });
      } catch (error) {
        if (endsSession(error)) throw error; // the caller hands it to checkError
        // Otherwise (offline, a server error) what the login said stands.
      }
    }
    const email = session.email() ?? '';
    return { id: email, fullName: session.fullName() || email || 'Admin', mustChangePassword: session.mustChangePassword() };
  },
  getPermissions: async () => session.role() ?? '',
};
