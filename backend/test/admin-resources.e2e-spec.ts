import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, fundWallet, postAd } from './factories';

/** The react-admin resources speak ra-data-simple-rest: sort, range, filter and Content-Range. */
describe('admin console resources (ra-data-simple-rest)', () => {
  let t: TestApp;
  const admin = () => bearer(t.adminToken);
  const q = (params: Record<string, unknown>) =>
    Object.entries(params)
      .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
      .join('&');

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pages locations with Content-Range, sorted and filtered', async () => {
    const res = await t.http
      .get(`/api/admin/ra/locations?${q({ sort: ['district', 'ASC'], range: [0, 9], filter: { state: 'Goa' } })}`)
      .set(admin())
      .expect(200);
    expect(res.headers['content-range']).toBe('locations 0-1/2');
    expect(res.body.map((l: { district: string }) => l.district)).toEqual(['North Goa', 'South Goa']);
    const all = await t.http
      .get(`/api/admin/ra/locations?${q({ range: [10, 19] })}`)
      .set(admin())
      .expect(200);
    expect(all.body).toHaveLength(10);
    expect(all.headers['content-range']).toMatch(/^locations 10-19\/\d{3}$/);
    expect(res.headers['access-control-expose-headers'] ?? 'Content-Range').toContain('Content-Range');
  });

  it('answers getMany by ids', async () => {
    const res = await t.http
      .get(`/api/admin/ra/categories?${q({ filter: { id: [2, 1] } })}`)
      .set(admin())
      .expect(200);
    expect(res.body.map((c: { id: number }) => c.id).sort()).toEqual([1, 2]);
  });

  it('refuses a sort on an unknown field, a bad range and a non-JSON filter with 400', async () => {
    for (const query of [q({ sort: ['passwordHash', 'ASC'] }), q({ range: [5, 1] }), 'filter=%7Bnot-json']) {
      const res = await t.http.get(`/api/admin/ra/users?${query}`).set(admin()).expect(400);
      expect(res.body.detail).toEqual(expect.any(String));
    }
  });

  it('edits an ad with only the changed fields, and changes its status', async () => {
    const seller = await createSeller(t);
    const ad = await postAd(t.http, seller.token);
    const updated = await t.http.put(`/api/admin/ra/ads/${ad.body.id}`).set(admin()).send({ verifiedEmail: true, status: 'ACTIVE' }).expect(200);
    expect(updated.body).toMatchObject({ id: ad.body.id, verifiedEmail: true, status: 'ACTIVE', catagory: expect.any(String) });
    const list = await t.http
      .get(`/api/admin/ra/ads?${q({ filter: { status: 'ACTIVE' }, sort: ['createdAt', 'DESC'], range: [0, 4] })}`)
      .set(admin())
      .expect(200);
    expect(list.body.map((a: { id: number }) => a.id)).toContain(ad.body.id);
    await t.http.put(`/api/admin/ra/ads/${ad.body.id}`).set(admin()).send({ userName: 'not editable' }).expect(400);
    await t.http.delete(`/api/admin/ra/ads/${ad.body.id}`).set(admin()).expect(200);
    await t.http.get(`/api/admin/ra/ads/${ad.body.id}`).set(admin()).expect(404);
  });

  it('approves a payment through the resource with the wallet rules', async () => {
    const seller = await createSeller(t);
    const payment = await t.http.post('/api/seller/transaction/add-money').set(bearer(seller.token)).send({ amount: 250, upiId: 'payer@okaxis', transactionId: '998877665544' }).expect(201);
    const found = await t.http
      .get(`/api/admin/ra/payments?${q({ filter: { q: seller.email.slice(0, 10), paymentStatus: 'PENDING' } })}`)
      .set(admin())
      .expect(200);
    expect(found.body.map((p: { id: number }) => p.id)).toEqual([payment.body.id]);
    await t.http.put(`/api/admin/ra/payments/${payment.body.id}`).set(admin()).send({ paymentStatus: 'APPROVED' }).expect(200);
    await t.http.put(`/api/admin/ra/payments/${payment.body.id}`).set(admin()).send({ paymentStatus: 'APPROVED' }).expect(200);
    expect((await t.http.get('/api/auth/me').set(bearer(seller.token))).body.walletBalance).toBe(250);
    await fundWallet(t.http, t.adminToken, seller.token, 100);
  });

  it('keeps exactly one QR code active', async () => {
    const a = await t.http.post('/api/admin/ra/qr-codes').set(admin()).send({ upiId: 'first@okaxis', payeeName: 'First', isActive: true }).expect(201);
    const b = await t.http.post('/api/admin/ra/qr-codes').set(admin()).send({ upiId: 'second@okaxis', payeeName: 'Second' }).expect(201);
    await t.http.put(`/api/admin/ra/qr-codes/${b.body.id}`).set(admin()).send({ isActive: true }).expect(200);
    const list = await t.http.get('/api/admin/ra/qr-codes').set(admin()).expect(200);
    expect(list.body.filter((c: { isActive: boolean }) => c.isActive).map((c: { id: number }) => c.id)).toEqual([b.body.id]);
    await t.http.delete(`/api/admin/ra/qr-codes/${b.body.id}`).set(admin()).expect(409);
    await t.http.delete(`/api/admin/ra/qr-codes/${a.body.id}`).set(admin()).expect(200);
  });

  it('registers an admin, and blocks and unblocks a user', async () => {
    const created = await t.http.post('/api/admin/ra/users').set(admin()).send({ fullName: 'Another Admin', email: 'another-admin@example.com', password: 'long-enough-1' }).expect(201);
    expect(created.body.role).toBe('ADMIN');
    const seller = await createSeller(t);
    await t.http.put(`/api/admin/ra/users/${seller.id}`).set(admin()).send({ blocked: true }).expect(200);
    await t.http.get('/api/auth/me').set(bearer(seller.token)).expect(401);
    await t.http.put(`/api/admin/ra/users/${seller.id}`).set(admin()).send({ blocked: false }).expect(200);
    // Blocking ended the old session for good; unblocked, the seller signs in again.
    await t.http.get('/api/auth/me').set(bearer(seller.token)).expect(401);
    const again = (await t.http.post('/api/auth/login').send({ email: seller.email, password: seller.password }).expect(200)).body.token;
    await t.http.get('/api/auth/me').set(bearer(again)).expect(200);
  });

  it('edits packages, time slots and the SEO description with partial bodies', async () => {
    const pack = (await t.http.get('/api/admin/packages').set(admin()).expect(200)).body[0];
    const edited = await t.http.put(`/api/admin/packages/${pack.id}`).set(admin()).send({ amount: 249 }).expect(200);
    expect(edited.body).toMatchObject({ id: pack.id, name: pack.name, amount: 249 });
    const slots = await t.http
      .get(`/api/admin/time-slots?${q({ sort: ['startTime', 'ASC'], range: [0, 1] })}`)
      .set(admin())
      .expect(200);
    expect(slots.headers['content-range']).toMatch(/^time-slots 0-1\/\d+$/);
    const description = await t.http.post('/api/admin/ra/descriptions').set(admin()).send({ headingH1: 'H1', headingH2: 'H2', description: '<p>Hello</p>' }).expect(201);
    const changed = await t.http.put(`/api/admin/ra/descriptions/${description.body.id}`).set(admin()).send({ headingH2: 'New H2' }).expect(200);
    expect(changed.body).toMatchObject({ headingH1: 'H1', headingH2: 'New H2', description: '<p>Hello</p>' });
  });
});
