import type { AuthProvider } from 'react-admin';
import { MESSAGES } from '../messages';
import type { ApiSchemas } from './api-types';
import { session } from './session';

type LoginAnswer = ApiSchemas['LoginResponseDto'];

async function login({ email, password }: ApiSchemas['LoginDto']): Promise<void> {
  const response = await fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<LoginAnswer> & { detail?: string };
  if (!response.ok || !body.token) throw new Error(body.detail || MESSAGES.loginFailed);
  // The same endpoint logs sellers in; only administrators may use the console.
  if (body.role !== 'ADMIN') throw new Error(MESSAGES.notAdmin);
  session.save({ token: body.token, email: body.email ?? email, fullName: body.fullName ?? '', role: body.role });
}

export const authProvider: AuthProvider = {
  login,
  logout: async () => session.clear(),
  /** Not logged in: straight to the login page, which needs no explanation. */
  checkAuth: async () => {
    if (!session.token()) throw { message: false };
  },
  /**
   * A 401 is an expired or bad token, a 403 a token that is no longer an admin's (or a blocked
   * account): react-admin then says so and calls logout, which clears the session.
   */
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401 || error?.status === 403) throw new Error(MESSAGES.sessionEnded);
  },
  getIdentity: async () => {
    const email = session.email() ?? '';
    return { id: email, fullName: session.fullName() || email || 'Admin' };
  },
  getPermissions: async () => session.role() ?? '',
};
