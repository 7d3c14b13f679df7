import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { User } from '../src/users/user.entity';
import { solvedChallenge } from './challenge-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, transactionId, unique } from './factories';

type Entry = {
  id: number;
  adminId: number | null;
  adminEmail: string;
  kind: string;
  action: string;
  targetId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
};

/** Every admin write leaves one audit entry (who, what, when, before → after); the log itself is read only. */
describe('the admin audit log', () => {
  let t: TestApp;
  let adminId: number;
  const admin = () => bearer(t.adminToken);
  const ra = (params: Record<string, unknown>) =>
    Object.entries(params)
      .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
      .join('&');
  const stored = () => t.dataSource.getRepository(AuditEntry).count();
  /** The log as the console reads it, newest first. */
  const log = async (filter: Record<string, unknown> = {}, range = [0, 99]): Promise<Entry[]> =>
    (
      await t.http
        .get(`/api/admin/ra/audit-entries?${ra({ filter, range })}`)
        .set(admin())
        .expect(200)
    ).body;
  const newest = async () => (await log())[0];

  /** An account signed up through the API, its e-mail marked verified, logged in. */
  async function account(role: 'seller' | 'admin') {
    const person = { fullName: `Audit ${role}`, email: `audit-${role}-${unique()}@example.com`, password: `${role}-password-1` };
    if (role === 'admin') await t.http.post('/api/admin/ra/users').set(admin()).send(person).expect(201);
    else
      await t.http
        .post('/api/admins')
        .set(await solvedChallenge(t))
        .send(person)
        .expect(201);
    await t.dataSource.getRepository(User).update({ email: person.email }, { emailVerified: true });
    const token = (await t.http.post('/api/auth/login').send({ email: person.email, password: person.password }).expect(200)).body.token as string;
    // A registered admin chooses their own password before anything else.
    if (role === 'admin') await t.http.post('/api/auth/change-password').set(bearer(token)).send({ currentPassword: person.password, newPassword: 'chosen-by-the-admin' }).expect(200);
    const me = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
    return { ...person, id: me.body.id as number, token };
  }

  async function pendingPayment() {
    const seller = await account('seller');
    const payment = await t.http.post('/api/seller/transaction/add-money').set(bearer(seller.token)).send({ amount: 300, upiId: 'payer@okaxis', transactionId: transactionId() }).expect(201);
    return payment.body.id as number;
  }

  beforeAll(async () => {
    t = await createTestApp();
    adminId = (await t.http.get('/api/auth/me').set(admin()).expect(200)).body.id;
  });
  afterAll(() => t.close());

  it('records who approved a payment, on which route, and its status before and after', async () => {
    const paymentId = await pendingPayment();
    const res = await t.http.put(`/api/admin/transaction/update-payment-status/${paymentId}/APPROVED`).set(admin()).expect(200);
    const entry = await newest();
    expect(entry).toEqual({
      id: expect.any(Number),
      adminId,
      adminEmail: 'admin@bazaar.test',
      kind: 'payment',
      action: 'PUT /api/admin/transaction/update-payment-status/:paymentId/:status',
      targetId: paymentId,
      before: { status: 'PENDING', reviewedAt: null, reviewedById: null },
      after: { status: 'APPROVED', reviewedAt: res.body.reviewedAt, reviewedById: adminId },
      createdAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(entry.createdAt) - Date.now())).toBeLessThan(60_000);
    // The same through the console's resource, which names its id `:id`.
    const other = await pendingPayment();
    await t.http.put(`/api/admin/ra/payments/${other}`).set(admin()).send({ paymentStatus: 'REJECTED' }).expect(200);
    expect(await newest()).toMatchObject({ kind: 'payment', action: 'PUT /api/admin/ra/payments/:id', targetId: other, before: { status: 'PENDING' }, after: { status: 'REJECTED' } });
  });

  it('records a category created, changed and deleted', async () => {
    const title = `Audited ${unique()}`;
    const created = await t.http.post('/api/admin/ra/categories').set(admin()).field('title', title).field('metaTitle', 'Audited things').expect(201);
    expect(await newest()).toMatchObject({
      kind: 'category',
      action: 'POST /api/admin/ra/categories',
      targetId: created.body.id,
      before: null,
      after: { title, slug: created.body.slug, metaTitle: 'Audited things' },
    });
    expect((await newest()).after).not.toHaveProperty('id');

    await t.http.put(`/api/admin/categories/update-category/${created.body.id}`).set(admin()).field('metaDescription', 'Now described').expect(200);
    expect(await newest()).toMatchObject({
      kind: 'category',
      action: 'PUT /api/admin/categories/update-category/:id',
      targetId: created.body.id,
      before: { metaDescription: '' },
      after: { metaDescription: 'Now described' },
    });

    await t.http.delete(`/api/admin/ra/categories/${created.body.id}`).set(admin()).expect(200);
    const deleted = await newest();
    expect(deleted).toMatchObject({ kind: 'category', action: 'DELETE /api/admin/ra/categories/:id', targetId: created.body.id, before: { title, metaDescription: 'Now described' }, after: null });
  });

  it('records blocking and unblocking an account', async () => {
    const seller = await account('seller');
    await t.http.put(`/api/admin/users/block/${seller.id}`).set(admin()).expect(200);
    expect(await newest()).toMatchObject({ kind: 'user', action: 'PUT /api/admin/users/block/:id', targetId: seller.id, before: { blocked: false }, after: { blocked: true } });
    await t.http.put(`/api/admin/ra/users/${seller.id}`).set(admin()).send({ blocked: false }).expect(200);
    expect(await newest()).toMatchObject({ kind: 'user', action: 'PUT /api/admin/ra/users/:id', targetId: seller.id, before: { blocked: true }, after: { blocked: false } });
  });

  it('keeps passwords out of a registered admin, and records a comment by its text', async () => {
    const other = await account('admin');
    const registered = (await log({ kind: 'user' })).find((e) => e.targetId === other.id && e.action === 'POST /api/admin/ra/users');
    expect(registered).toMatchObject({ before: null, after: { email: other.email, role: 'ADMIN' } });
    expect(JSON.stringify(registered)).not.toMatch(/password/i);

    const post = await t.http.post('/api/admin/blogs').set(admin()).field('title', 'Audited post').field('description', 'A post whose comments are audited.').expect(201);
    await t.http.post(`/api/admin/blogs/${post.body.id}/comments`).set(admin()).send({ text: 'First!' }).expect(201);
    expect(await newest()).toMatchObject({ kind: 'blog', action: 'POST /api/admin/blogs/:id/comments', targetId: post.body.id, before: null, after: { text: 'First!' } });
    const commentId = (await t.http.get(`/api/admin/blogs/${post.body.id}`).set(admin()).expect(200)).body.comments[0].id;
    await t.http.put(`/api/admin/blogs/${post.body.id}/comments/${commentId}`).set(admin()).send({ text: 'Second thoughts' }).expect(200);
    expect(await newest()).toMatchObject({ action: 'PUT /api/admin/blogs/:id/comments/:commentId', targetId: commentId, before: { text: 'First!' }, after: { text: 'Second thoughts' } });
  });

  it('records nothing for a write that failed, a read, or a seller', async () => {
    const paymentId = await pendingPayment();
    const active = await t.http.post('/api/admin/ra/qr-codes').set(admin()).send({ upiId: 'audit@okaxis', payeeName: 'Audit', isActive: true }).expect(201);
    const sellerToken = (await account('seller')).token;
    const count = await stored();
    await t.http.put('/api/admin/transaction/update-payment-status/987654/APPROVED').set(admin()).expect(404);
    await t.http.put(`/api/admin/transaction/update-payment-status/${paymentId}/PAID`).set(admin()).expect(400);
    await t.http.put('/api/admin/ra/categories/abc').set(admin()).field('title', 'Nope').expect(400);
    await t.http.delete('/api/admin/ra/categories/987654').set(admin()).expect(404);
    await t.http.delete(`/api/admin/ra/qr-codes/${active.body.id}`).set(admin()).expect(409);
    await t.http.get(`/api/admin/ra/payments/${paymentId}`).set(admin()).expect(200);
    await t.http.post('/api/seller/transaction/add-money').set(bearer(sellerToken)).send({ amount: 100, upiId: 'payer@okaxis', transactionId: transactionId() }).expect(201);
    expect(await stored()).toBe(count);
  });

  it('filters by admin, kind and India day, newest first, with Content-Range and X-Total-Count', async () => {
    const other = await account('admin');
    const paymentId = await pendingPayment();
    await t.http.put(`/api/admin/ra/payments/${paymentId}`).set(bearer(other.token)).send({ paymentStatus: 'APPROVED' }).expect(200);

    const theirs = await t.http
      .get(`/api/admin/ra/audit-entries?${ra({ filter: { adminId: other.id }, range: [0, 9] })}`)
      .set(admin())
      .expect(200);
    expect(theirs.body).toEqual([expect.objectContaining({ adminId: other.id, adminEmail: other.email, kind: 'payment', targetId: paymentId })]);
    expect(theirs.headers['content-range']).toBe('audit-entries 0-0/1');
    expect(theirs.headers['x-total-count']).toBe('1');

    const payments = await log({ kind: 'payment' });
    expect(payments.length).toBeGreaterThanOrEqual(3);
    expect(payments.every((e) => e.kind === 'payment')).toBe(true);
    const all = await log();
    const times = all.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const day = (offset: number) => new Date(Date.parse(today) + offset * 86_400_000).toISOString().slice(0, 10);
    expect((await log({ from: today, to: today })).length).toBe(all.length);
    expect(await log({ from: day(1) })).toEqual([]);
    expect(await log({ to: day(-1) })).toEqual([]);
    expect((await log({ adminId: other.id, kind: 'category' })).length).toBe(0);

    for (const filter of [{ kind: 'wallet' }, { from: 'yesterday' }, { adminId: 'me' }]) {
      const res = await t.http
        .get(`/api/admin/ra/audit-entries?${ra({ filter })}`)
        .set(admin())
        .expect(400);
      expect(res.body.detail).toEqual(expect.any(String));
    }
  });

  it('has no route that writes, edits or deletes an entry (404), and the entries stay as they were', async () => {
    const [entry] = await log();
    const before = await t.dataSource.getRepository(AuditEntry).find({ order: { id: 'ASC' } });
    await t.http.put(`/api/admin/ra/audit-entries/${entry.id}`).set(admin()).send({ action: 'nothing happened' }).expect(404);
    await t.http.delete(`/api/admin/ra/audit-entries/${entry.id}`).set(admin()).expect(404);
    await t.http.delete('/api/admin/ra/audit-entries').set(admin()).expect(404);
    await t.http.post('/api/admin/ra/audit-entries').set(admin()).send({ kind: 'payment', action: 'forged' }).expect(404);
    expect(await t.dataSource.getRepository(AuditEntry).find({ order: { id: 'ASC' } })).toEqual(before);
  });

  it('answers a successful write even when its entry cannot be stored, and logs why', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await t.dataSource.query('ALTER TABLE audit_entries RENAME TO audit_entries_away');
    try {
      const paymentId = await pendingPayment();
      await t.http.put(`/api/admin/ra/payments/${paymentId}`).set(admin()).send({ paymentStatus: 'APPROVED' }).expect(200);
      expect(errors).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/audit entry of PUT \/api\/admin\/ra\/payments\/\d+ failed/) }), expect.any(String));
    } finally {
      await t.dataSource.query('ALTER TABLE audit_entries_away RENAME TO audit_entries');
      errors.mockRestore();
    }
  });
});
