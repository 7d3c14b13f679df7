import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../test/api-server';
import { createApi } from './api';
import { createApiClient } from './apiClient';
import { httpClient } from './httpClient';
import { i18nProvider } from './i18nProvider';
import { session } from './session';

let server: ApiServer;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  server = await startApiServer();
  api = createApi(createApiClient(server.url));
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  localStorage.clear();
  session.save({ token: 'admin-token', email: 'ops@bazaar.test', fullName: 'Ops', role: 'ADMIN', mustChangePassword: false });
});

describe('the console’s own calls', () => {
  it('read the dashboard’s counts and what is left to set up', async () => {
    const stats = { activeListings: 3, inactiveListings: 1, users: 5, installedCountries: 1, latestListings: [], latestUsers: [] };
    server.on('GET /api/admin/dashboard/stats', { body: stats });
    server.on('GET /api/admin/dashboard/setup', { body: { steps: [{ key: 'qr-code', done: false }] } });
    await expect(api.dashboardStats()).resolves.toEqual(stats);
    await expect(api.dashboardSetup()).resolves.toEqual({ steps: [{ key: 'qr-code', done: false }] });
    expect(server.requests.every((request) => request.headers.authorization === 'Bearer admin-token')).toBe(true);
  });

  it('put path parameters where the route has them', async () => {
    server.on('GET /api/admin/conversations/12', { body: { id: 12, messages: [] } });
    server.on('PUT /api/admin/blogs/5/comments/31', (request) => ({ body: { id: 5, comments: [{ id: 31, ...(request.json as object) }] } }));
    server.on('DELETE /api/admin/blogs/5/comments/31', { body: { id: 5, comments: [] } });
    await api.reportedConversation(12);
    await api.updateComment(5, 31, 'Edited');
    await api.removeComment(5, 31);
    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([
      'GET /api/admin/conversations/12 ',
      'PUT /api/admin/blogs/5/comments/31 {"text":"Edited"}',
      'DELETE /api/admin/blogs/5/comments/31 ',
    ]);
  });

  it('change the password, and give the wrong current one back as a field error', async () => {
    server.on('POST /api/auth/change-password', { body: { detail: 'Password changed' } });
    await expect(api.changePassword({ currentPassword: 'old-pass-1', newPassword: 'new-pass-12' })).resolves.toEqual({ detail: 'Password changed' });
    expect(server.requests[0].json).toEqual({ currentPassword: 'old-pass-1', newPassword: 'new-pass-12' });

    server.on('POST /api/auth/change-password', { status: 403, body: { detail: 'The current password is wrong', errors: { currentPassword: 'Wrong password' } } });
    const error: unknown = await api.changePassword({ currentPassword: 'nope', newPassword: 'new-pass-12' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
    expect((error as HttpError).body.errors).toEqual({ currentPassword: 'Wrong password', root: { serverError: 'The current password is wrong' } });
  });
});

describe('every request', () => {
  it('asks for the console’s language, so the API’s messages come in it', async () => {
    server.on('GET /api/dashboard/get-states', { body: [] });
    await i18nProvider.changeLocale('hi');
    try {
      await api.states();
      await httpClient(`${server.url}/api/dashboard/get-states`);
    } finally {
      await i18nProvider.changeLocale('en');
    }
    expect(server.requests.map((request) => request.headers['accept-language'])).toEqual(['hi', 'hi']);
  });

  it('carries no token when signed out', async () => {
    session.clear();
    server.on('GET /api/dashboard/get-states', { body: [] });
    await api.states();
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });

  it('sends a JSON body as JSON, and answers an empty body with nothing', async () => {
    server.on('PUT /api/admin/ra/ads/1', { status: 204 });
    const result = await httpClient(`${server.url}/api/admin/ra/ads/1`, { method: 'PUT', body: JSON.stringify({ status: 'ACTIVE' }) });
    expect(server.requests[0].headers['content-type']).toBe('application/json');
    expect(result).toMatchObject({ status: 204, body: '', json: undefined });
  });
});
