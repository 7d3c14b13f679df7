import { describe, expect, it } from 'vitest';
import { apiServer, json } from '../test/api-server';
import { seen } from '../test/setup';
import { ApiError, api, attachmentName, idempotent, settle, unlessFieldErrors, unwrap } from './api-client';
import { getToken, saveSession } from './session';

const signIn = (token = 'token-1') => saveSession({ token, email: 'seller@example.com', fullName: 'Seller', role: 'USER' });

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('sends the bound path, the query without empty values, the token and the language', async () => {
    signIn();
    apiServer.handle = (_request, response) => json(response, 200, { items: [], total: 0, page: 2, pageSize: 5 });
    const page = await unwrap(api.GET('/api/dashboard/search', { params: { query: { page: 2, pageSize: 5, keyword: '', state: 'goa', withPhotos: true } } }));
    expect(page.page).toBe(2);
    const [request] = apiServer.received;
    expect(request.path).toBe('/api/dashboard/search');
    expect(Object.fromEntries(request.query)).toEqual({ page: '2', pageSize: '5', state: 'goa', withPhotos: 'true' });
    expect(request.headers.authorization).toBe('Bearer token-1');
    expect(request.headers['accept-language']).toBe('en');
  });

  it('fills path parameters and sends a body as JSON', async () => {
    apiServer.handle = (request, response) => json(response, 201, { id: 7, received: JSON.parse(request.body) as unknown });
    await unwrap(api.POST('/api/messages/{id}', { params: { path: { id: 42 } }, body: { text: 'Hello' } }));
    const [request] = apiServer.received;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/messages/42');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ text: 'Hello' });
  });

  it("shows the API's detail and keeps its field errors", async () => {
    apiServer.handle = (_request, response) => json(response, 400, { detail: 'displayName must be shorter', errors: { displayName: 'displayName must be shorter' } });
    const error = await refusal(unwrap(api.PUT('/api/auth/me', { body: { displayName: 'x'.repeat(99) } })));
    expect(error.status).toBe(400);
    expect(error.message).toBe('displayName must be shorter');
    expect(error.fieldErrors).toEqual({ displayName: 'displayName must be shorter' });
    expect(seen.toasts).toEqual([{ kind: 'error', title: 'displayName must be shorter', description: undefined }]);
  });

  it('leaves a refusal to its caller when asked: quiet, or quiet for field errors only', async () => {
    apiServer.handle = (_request, response) => json(response, 409, { detail: 'Taken', errors: { displayName: 'Taken' } });
    await refusal(unwrap(api.PUT('/api/auth/me', { body: {} }), { notifyErrors: false }));
    await refusal(unwrap(api.PUT('/api/auth/me', { body: {} }), { notifyErrors: unlessFieldErrors }));
    expect(seen.toasts).toEqual([]);
    apiServer.handle = (_request, response) => json(response, 409, { detail: 'Insufficient balance' });
    await refusal(unwrap(api.PUT('/api/auth/me', { body: {} }), { notifyErrors: unlessFieldErrors }));
    expect(seen.toasts.map((toast) => toast.title)).toEqual(['Insufficient balance']);
  });

  it('words a refusal without detail by its status', async () => {
    apiServer.handle = (_request, response) => json(response, 404);
    expect((await refusal(unwrap(api.GET('/api/blog/{slug}', { params: { path: { slug: 'gone' } } })))).message).toBe('Not found.');
    apiServer.handle = (_request, response) => {
      response.writeHead(502, 'Bad Gateway', { 'Content-Type': 'text/html' });
      response.end('<html>proxy</html>');
    };
    const error = await refusal(unwrap(api.GET('/api/site-settings')));
    expect(error.status).toBe(502);
    expect(error.message).toContain('502 Bad Gateway');
  });

  it("ends the session when the API refuses the stored token, once for a page's parallel calls", async () => {
    signIn('revoked');
    window.history.replaceState(null, '', '/myads?page=2');
    apiServer.handle = (_request, response) => json(response, 401, { detail: 'Unauthorized' });
    const errors = await Promise.all([refusal(unwrap(api.GET('/api/seller/post/my-ads', { params: { query: { page: 2, pageSize: 10 } } }))), refusal(unwrap(api.GET('/api/messages/unread')))]);
    expect(errors.map((error) => error.status)).toEqual([401, 401]);
    expect(getToken()).toBeNull();
    expect(seen.navigations).toEqual([{ to: '/LogIn', options: { replace: true, state: { from: '/myads?page=2' } } }]);
    // The session-ended notice, and no toast of the 401 itself.
    expect(seen.toasts.map((toast) => toast.kind)).toEqual(['warning']);
  });

  it('does not end the session for a wrong password at log-in, nor for a visitor', async () => {
    signIn('still-good');
    apiServer.handle = (_request, response) => json(response, 401, { detail: 'Invalid email or password' });
    await refusal(unwrap(api.POST('/api/auth/login', { body: { email: 'a@example.com', password: 'wrong-password' } }), { notifyErrors: false }));
    expect(getToken()).toBe('still-good');
    localStorage.clear();
    const error = await refusal(unwrap(api.GET('/api/favourites/ids')));
    expect(error.status).toBe(401);
    expect(seen.navigations).toEqual([]);
    expect(seen.toasts.map((toast) => toast.title)).toEqual(['Invalid email or password']);
  });

  it('sends a money call again with the same key when its answer was lost, and only a money call', async () => {
    let calls = 0;
    apiServer.handle = (request, response) => {
      calls += 1;
      if (calls === 1) return void response.socket?.destroy(); // the answer is lost on the way
      json(response, 201, { id: 1, status: 'PENDING', key: request.headers['idempotency-key'] });
    };
    const payment = await unwrap(api.POST('/api/seller/transaction/add-money', { params: { header: idempotent() }, body: { amount: 500, upiId: 'me@upi', transactionId: '123456789012' } }));
    expect(payment).toMatchObject({ status: 'PENDING' });
    expect(apiServer.received).toHaveLength(2);
    const [first, second] = apiServer.received.map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(JSON.parse(apiServer.received[1].body)).toEqual({ amount: 500, upiId: 'me@upi', transactionId: '123456789012' });

    apiServer.received.length = 0;
    apiServer.handle = (_request, response) => void response.socket?.destroy();
    const error = await refusal(unwrap(api.POST('/api/messages/{id}', { params: { path: { id: 1 } }, body: { text: 'Hi' } })));
    expect(error.status).toBe(0);
    expect(apiServer.received).toHaveLength(1);
    expect(seen.toasts.at(-1)).toEqual({ kind: 'error', title: 'Network error', description: error.message });
  });

  it('passes an abort through as it is', async () => {
    apiServer.handle = (_request, response) => setTimeout(() => json(response, 200, {}), 500);
    const controller = new AbortController();
    const call = unwrap(api.GET('/api/site-settings', { signal: controller.signal }));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.toasts).toEqual([]);
  });

  it('sends a FormData body as multipart', async () => {
    apiServer.handle = (_request, response) => json(response, 201, { id: 3 });
    const form = new FormData();
    form.append('title', 'A room');
    // The photos are not sent here: jsdom's File is not one Node's fetch can send (the journeys post real photos).
    form.append('phone', '9876543210');
    await unwrap(api.POST('/api/seller/post/create', { body: { title: 'A room', description: 'd', categoryId: 1, locationId: 2, phone: '9876543210', age: 25 }, bodySerializer: () => form }));
    const [request] = apiServer.received;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="title"\r\n\r\nA room');
    expect(request.body).toContain('name="phone"\r\n\r\n9876543210');
  });

  it('reads a file and the name the API gives it', async () => {
    signIn();
    apiServer.handle = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Disposition': `attachment; filename="bazaar-data-2026-12-03.json"` });
      response.end('{"profile":{}}');
    };
    const { data, response } = await settle(api.GET('/api/auth/me/export', { parseAs: 'blob' }));
    expect(await data.text()).toBe('{"profile":{}}');
    expect(attachmentName(response)).toBe('bazaar-data-2026-12-03.json');
  });
});
