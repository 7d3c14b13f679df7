import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../test/api-server';
import { createApiClient } from './apiClient';
import { createAuthProvider } from './authProvider';
import { session } from './session';

let server: ApiServer;
let auth: ReturnType<typeof createAuthProvider>;

const admin = { token: 'admin-token', email: 'ops@bazaar.test', fullName: 'Ops Admin', role: 'ADMIN', emailVerified: true, mustChangePassword: false };

beforeAll(async () => {
  server = await startApiServer();
  auth = createAuthProvider(createApiClient(server.url));
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  localStorage.clear();
});

describe('login', () => {
  it('posts the credentials and keeps the session under the console’s own keys', async () => {
    server.on('POST /api/auth/login', { body: admin });
    await auth.login({ email: 'ops@bazaar.test', password: 'secret-pass' });

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].json).toEqual({ email: 'ops@bazaar.test', password: 'secret-pass' });
    expect(server.requests[0].headers['content-type']).toBe('application/json');
    expect(server.requests[0].headers['accept-language']).toBe('en');
    expect(localStorage.getItem('admin.token')).toBe('admin-token');
    expect(localStorage.getItem('admin.email')).toBe('ops@bazaar.test');
    expect(localStorage.getItem('admin.fullname')).toBe('Ops Admin');
    // The storefront's seller session lives under the seed's keys on the same origin: never touched.
    expect(localStorage.getItem('token')).toBeNull();
    expect(session.mustChangePassword()).toBe(false);
    await expect(auth.getPermissions!({})).resolves.toBe('ADMIN');
  });

  it('refuses a seller’s account and keeps nothing', async () => {
    server.on('POST /api/auth/login', { body: { ...admin, role: 'USER' } });
    await expect(auth.login({ email: 'seller@bazaar.test', password: 'secret-pass' })).rejects.toThrow('app.auth.not_admin');
    expect(session.token()).toBeNull();
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('shows the server’s detail for a refusal, and a message of its own when there is none', async () => {
    server.on('POST /api/auth/login', { status: 401, body: { detail: 'Wrong e-mail or password' } });
    await expect(auth.login({ email: 'ops@bazaar.test', password: 'wrong-pass' })).rejects.toMatchObject({ message: 'Wrong e-mail or password', status: 401 });

    server.on('POST /api/auth/login', { status: 502, body: '<html>Bad gateway</html>' });
    await expect(auth.login({ email: 'ops@bazaar.test', password: 'wrong-pass' })).rejects.toThrow('app.auth.login_failed');
    expect(session.token()).toBeNull();
  });

  it('remembers that the first admin must choose a new password', async () => {
    server.on('POST /api/auth/login', { body: { ...admin, mustChangePassword: true } });
    await auth.login({ email: 'ops@bazaar.test', password: 'generated-pass' });
    expect(session.mustChangePassword()).toBe(true);
    expect(localStorage.getItem('admin.mustChangePassword')).toBe('true');
  });
});

describe('logout', () => {
  beforeEach(() => session.save({ token: 'admin-token', email: admin.email, fullName: admin.fullName, role: 'ADMIN', mustChangePassword: false }));

  it('ends the session at the API with its token, then forgets it', async () => {
    server.on('POST /api/auth/logout', { body: { detail: 'Signed out' } });
    await auth.logout({});
    expect(server.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([['POST', '/api/auth/logout', 'Bearer admin-token']]);
    expect(server.requests[0].json).toEqual({});
    expect(Object.keys(localStorage).filter((key) => key.startsWith('admin.'))).toEqual([]);
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('signs out here even when the API has already ended the token', async () => {
    server.on('POST /api/auth/logout', { status: 401, body: { detail: 'Session ended' } });
    await auth.logout({});
    expect(server.requests).toHaveLength(1);
    expect(session.token()).toBeNull();
  });

  it('ends the session once when several calls fail together', async () => {
    server.on('POST /api/auth/logout', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { body: { detail: 'Signed out' } };
    });
    await Promise.all([auth.logout({}), auth.logout({}), auth.logout({})]);
    expect(server.requests).toHaveLength(1);
    expect(session.token()).toBeNull();
  });

  it('calls nothing without a session', async () => {
    session.clear();
    await auth.logout({});
    expect(server.requests).toHaveLength(0);
  });
});

describe('checkError', () => {
  it('ends the session on 401 and 403, not on other failures', async () => {
    await expect(auth.checkError(new HttpError('Session ended', 401))).rejects.toThrow('app.auth.session_ended');
    await expect(auth.checkError(new HttpError('Admins only', 403))).rejects.toThrow('app.auth.session_ended');
    await expect(auth.checkError(new HttpError('Conflict', 409))).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('Server error', 500))).resolves.toBeUndefined();
    await expect(auth.checkError(new TypeError('Failed to fetch'))).resolves.toBeUndefined();
  });

  it('a 401 from the API, through the client, is one that ends the session', async () => {
    session.save({ token: 'revoked', email: admin.email, fullName: admin.fullName, role: 'ADMIN', mustChangePassword: false });
    server.on('GET /api/auth/me', { status: 401, body: { detail: 'Your session has ended' } });
    const error: unknown = await auth.getIdentity!().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Your session has ended');
    await expect(auth.checkError(error)).rejects.toThrow('app.auth.session_ended');
  });
});

describe('getIdentity', () => {
  it('reads /auth/me with the token and takes its name and password flag', async () => {
    session.save({ token: 'admin-token', email: admin.email, fullName: 'Old Name', role: 'ADMIN', mustChangePassword: false });
    server.on('GET /api/auth/me', { body: { id: 1, email: admin.email, fullName: 'New Name', role: 'ADMIN', mustChangePassword: true } });
    let notified = 0;
    const unsubscribe = session.subscribe(() => notified++);
    try {
      await expect(auth.getIdentity!()).resolves.toEqual({ id: admin.email, fullName: 'New Name', mustChangePassword: true });
    } finally {
      unsubscribe();
    }
    expect(server.requests[0].headers.authorization).toBe('Bearer admin-token');
    expect(session.mustChangePassword()).toBe(true);
    expect(notified).toBe(1);
  });

  it('keeps what the login said when the API is down', async () => {
    session.save({ token: 'admin-token', email: admin.email, fullName: 'Ops Admin', role: 'ADMIN', mustChangePassword: false });
    server.on('GET /api/auth/me', { status: 503, body: { detail: 'Down for maintenance' } });
    await expect(auth.getIdentity!()).resolves.toEqual({ id: admin.email, fullName: 'Ops Admin', mustChangePassword: false });
  });

  it('asks nothing when signed out', async () => {
    await expect(auth.getIdentity!()).resolves.toEqual({ id: '', fullName: 'Admin', mustChangePassword: false });
    expect(server.requests).toHaveLength(0);
  });
});
