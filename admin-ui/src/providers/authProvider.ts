import { HttpError, type AuthProvider } from 'react-admin';
import type { ApiSchemas } from './api-types';
import { answer, apiClient, type ApiClient } from './apiClient';
import { session } from './session';

/** An expired, revoked or bad token (401), or one that is no longer an admin's (403). */
const endsSession = (error: unknown): boolean => {
  const status = (error as { status?: number } | null)?.status;
  return status === 401 || status === 403;
};

/** The console's sign-in, its session (providers/session.ts) and what ends it; every call is bound to its route in the API document. */
export function createAuthProvider(client: ApiClient): AuthProvider {
  async function login({ email, password }: ApiSchemas['LoginDto']): Promise<void> {
    let body: ApiSchemas['LoginResponseDto'];
    try {
      // A refusal's detail is shown as it comes, in the language the console asks for (httpClient.ts).
      body = await answer(client.POST('/api/auth/login', { body: { email, password } }));
    } catch (error) {
      if (error instanceof HttpError && !(error.body as { detail?: string } | undefined)?.detail) throw new Error('app.auth.login_failed', { cause: error });
      throw error;
    }
    // The same endpoint logs sellers in; only administrators may use the console.
    if (body.role !== 'ADMIN') throw new Error('app.auth.not_admin');
    // The flag decides what the console shows first (layout/PasswordGate.tsx); getIdentity checks it again with /auth/me.
    session.save({ token: body.token, email: body.email || email, fullName: body.fullName, role: body.role, mustChangePassword: body.mustChangePassword === true });
  }

  /** Set while the session is being ended, so that several 401s at once end it once. */
  let ending: Promise<void> | undefined;

  async function endSession(): Promise<void> {
    try {
      if (session.token()) await client.POST('/api/auth/logout', { body: {}, signal: AbortSignal.timeout(5000) });
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

  return {
    login,
    logout,
    /** Not logged in: straight to the login page, which needs no explanation. */
    checkAuth: async () => {
      if (!session.token()) throw { message: false };
    },
    /**
     * The one place a failed call ends the session: a 401 is an expired, revoked or bad token, a 403 a token that is no
     * longer an admin's (or a blocked account). react-admin then says so (the message is a translation key) and calls
     * logout. Calls that are not the data provider's pass their errors here too (useLogoutIfAccessDenied).
     */
    checkError: async (error: unknown) => {
      if (endsSession(error)) throw new Error('app.auth.session_ended');
    },
    /** Who is signed in, from /auth/me: it also says whether a new password must be chosen first. */
    getIdentity: async () => {
      if (session.token()) {
        try {
          const me = await answer(client.GET('/api/auth/me'));
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
}

export const authProvider = createAuthProvider(apiClient);
