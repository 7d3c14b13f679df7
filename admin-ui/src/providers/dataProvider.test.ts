import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../test/api-server';
import { createDataProvider } from './dataProvider';
import { session } from './session';

let server: ApiServer;
let dataProvider: ReturnType<typeof createDataProvider>;

beforeAll(async () => {
  server = await startApiServer();
  dataProvider = createDataProvider(server.url);
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  localStorage.clear();
  session.save({ token: 'admin-token', email: 'ops@bazaar.test', fullName: 'Ops', role: 'ADMIN', mustChangePassword: false });
});

const ads = [
  { id: 7, title: 'Tuition classes in Pune' },
  { id: 8, title: 'Maths tuition in Nagpur' },
];

describe('lists', () => {
  it('asks the resource’s route with sort, range and filter, and reads the total from Content-Range', async () => {
    server.on('GET /api/admin/ra/ads', { headers: { 'Content-Range': 'ads 25-26/27' }, body: ads });
    const result = await dataProvider.getList('ads', { pagination: { page: 2, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { status: 'ACTIVE', q: 'tuition' } });

    expect(result).toEqual({ data: ads, total: 27 });
    const [request] = server.requests;
    expect(request.method).toBe('GET');
    expect(JSON.parse(request.query.get('sort')!)).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(request.query.get('range')!)).toEqual([25, 49]);
    expect(JSON.parse(request.query.get('filter')!)).toEqual({ status: 'ACTIVE', q: 'tuition' });
    expect(request.headers.authorization).toBe('Bearer admin-token');
    expect(request.headers['accept-language']).toBe('en');
  });

  it('fails a list answered without Content-Range (it could not be paged)', async () => {
    server.on('GET /api/admin/ra/ads', { body: ads });
    await expect(dataProvider.getList('ads', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow(/Content-Range/);
  });

  it('serves the resources of /api/admin from there (packages, time slots, blogs, the blacklist)', async () => {
    server.on('GET /api/admin/packages', { headers: { 'Content-Range': 'packages 0-0/1' }, body: [{ id: 1, name: 'Gold' }] });
    const result = await dataProvider.getList('packages', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result.total).toBe(1);
    expect(server.requests[0].path).toBe('/api/admin/packages');
  });

  it('gets several records by id in one call', async () => {
    server.on('GET /api/admin/ra/categories', { body: [{ id: 1 }, { id: 2 }] });
    await dataProvider.getMany('categories', { ids: [1, 2] });
    expect(JSON.parse(server.requests[0].query.get('filter')!)).toEqual({ id: [1, 2] });
  });

  it('refuses a resource the API has no route for, before any call', async () => {
    await expect(dataProvider.getOne('posts', { id: 1 })).rejects.toThrow(/No API route for the resource "posts"/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('records', () => {
  it('gets one by its id, escaped', async () => {
    server.on('GET /api/admin/ra/site-settings/1', { body: { id: 1, supportEmail: 'help@bazaar.test' } });
    await expect(dataProvider.getOne('site-settings', { id: 1 })).resolves.toEqual({ data: { id: 1, supportEmail: 'help@bazaar.test' } });
    await dataProvider.getOne('site-settings', { id: 'a/b' }).catch(() => undefined);
    expect(server.requests[1].path).toBe('/api/admin/ra/site-settings/a%2Fb');
  });

  it('sends only the changed fields of an update (the API refuses unknown ones)', async () => {
    server.on('PUT /api/admin/ra/ads/7', (request) => ({ body: { ...ads[0], ...(request.json as object) } }));
    const previousData = { id: 7, title: 'Tuition classes in Pune', status: 'ACTIVE', images: ['a.jpg'] };
    const { data } = await dataProvider.update('ads', { id: 7, data: { ...previousData, status: 'INACTIVE', images: ['a.jpg'] }, previousData });
    expect(server.requests[0].json).toEqual({ status: 'INACTIVE' });
    expect(server.requests[0].headers['content-type']).toBe('application/json');
    expect(data).toMatchObject({ id: 7, status: 'INACTIVE' });
  });

  it('makes no call for an update that changes nothing', async () => {
    const previousData = { id: 7, title: 'Tuition classes in Pune' };
    await expect(dataProvider.update('ads', { id: 7, data: { ...previousData }, previousData })).resolves.toEqual({ data: previousData });
    expect(server.requests).toHaveLength(0);
  });

  it('creates with a JSON body and deletes by id', async () => {
    server.on('POST /api/admin/ra/qr-codes', (request) => ({ status: 201, body: { id: 3, ...(request.json as object) } }));
    server.on('DELETE /api/admin/ra/qr-codes/3', { body: { id: 3 } });
    const created = await dataProvider.create('qr-codes', { data: { upiId: 'bazaar@upi', payeeName: 'Bazaar' } });
    expect(created.data).toEqual({ id: 3, upiId: 'bazaar@upi', payeeName: 'Bazaar' });
    await dataProvider.delete('qr-codes', { id: 3 });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/admin/ra/qr-codes', 'DELETE /api/admin/ra/qr-codes/3']);
  });

  it('sends a category with its image as multipart, and on update only what changed', async () => {
    server.on('POST /api/admin/ra/categories', { status: 201, body: { id: 4, title: 'Tutors' } });
    server.on('PUT /api/admin/ra/categories/4', { body: { id: 4, title: 'Tutors', metaTitle: 'Home tutors' } });
    const image = new File(['png-bytes'], 'tutors.png', { type: 'image/png' });
    await dataProvider.create('categories', { data: { title: 'Tutors', metaTitle: '', newImage: { rawFile: image }, unknown: 'x' } });
    const [create] = server.requests;
    expect(create.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(create.body).toMatch(/name="title"\r\n\r\nTutors\r\n/);
    expect(create.body).toMatch(/name="image"; filename="tutors.png"\r\nContent-Type: image\/png\r\n\r\npng-bytes/);
    expect(create.body).not.toContain('unknown');
    expect(create.body).not.toContain('newImage');

    const previousData = { id: 4, title: 'Tutors', metaTitle: '' };
    await dataProvider.update('categories', { id: 4, data: { ...previousData, metaTitle: 'Home tutors' }, previousData });
    const update = server.requests[1];
    expect(update.body).toMatch(/name="metaTitle"\r\n\r\nHome tutors\r\n/);
    expect(update.body).not.toMatch(/name="title"/);
  });
});

describe('errors', () => {
  it('become HttpErrors with the server’s detail, its field errors beside the form’s own', async () => {
    server.on('PUT /api/admin/ra/categories/4', { status: 409, body: { detail: 'A category with this title exists', errors: { title: 'Already taken' } } });
    const error: unknown = await dataProvider.update('categories', { id: 4, data: { title: 'Jobs' }, previousData: { id: 4, title: 'Tutors' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'A category with this title exists', status: 409 });
    expect((error as HttpError).body.errors).toEqual({ title: 'Already taken', root: { serverError: 'A category with this title exists' } });
  });

  it('name the status when the answer is not the API’s (a proxy’s page)', async () => {
    server.on('GET /api/admin/ra/users/2', { status: 502, body: '<html>Bad gateway</html>' });
    await expect(dataProvider.getOne('users', { id: 2 })).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('keep a 401 a 401, for the auth provider to end the session', async () => {
    server.on('GET /api/admin/ra/users/2', { status: 401, body: { detail: 'Your session has ended' } });
    await expect(dataProvider.getOne('users', { id: 2 })).rejects.toMatchObject({ status: 401, message: 'Your session has ended' });
  });
});

describe('the review queue’s decisions', () => {
  it('approve and reject the version the moderator saw', async () => {
    server.on('PUT /api/admin/ra/review-queue/9/approve', { body: { id: 9, status: 'ACTIVE', message: 'Approved and live' } });
    server.on('PUT /api/admin/ra/review-queue/9/reject', { body: { id: 9, status: 'REJECTED', message: 'Rejected' } });
    const seen = '2026-12-01T10:00:00.000Z';
    await expect(dataProvider.approveReview(9, { submittedAt: seen })).resolves.toEqual({ data: { id: 9, status: 'ACTIVE', message: 'Approved and live' } });
    await dataProvider.rejectReview(9, { submittedAt: seen, reasonId: 2, note: 'Blurry photos' });
    expect(server.requests.map((r) => r.json)).toEqual([{ submittedAt: seen }, { submittedAt: seen, reasonId: 2, note: 'Blurry photos' }]);
    expect(server.requests[1].headers.authorization).toBe('Bearer admin-token');
  });

  it('fail with the 409 when the seller changed the ad since', async () => {
    server.on('PUT /api/admin/ra/review-queue/9/approve', { status: 409, body: { detail: 'The seller has changed this ad since' } });
    await expect(dataProvider.approveReview(9, { submittedAt: 'x' })).rejects.toMatchObject({ status: 409, message: 'The seller has changed this ad since' });
  });
});
