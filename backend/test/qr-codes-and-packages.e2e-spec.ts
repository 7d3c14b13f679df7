import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, unique } from './factories';
import { describeAdminOnly, expectDetail, expectFieldError } from './catalogue-helpers';
import { Package } from '../src/promotion-plans/package.entity';
import { TimeSlot } from '../src/promotion-plans/time-slot.entity';
import { QrCode } from '../src/wallet/qr-code.entity';

const ADMIN = '/api/admin/transaction';
const SELLER = '/api/seller/transaction';

describe('QR codes, payment statuses, packages and time slots', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let seller: { Authorization: string };
  const repo = () => t.dataSource.getRepository(QrCode);
  const activeIds = async () => (await repo().find({ where: { isActive: true } })).map((q) => q.id);
  const createQr = async (body: Record<string, unknown> = {}) =>
    (
      await t.http
        .post(`${ADMIN}/create-qr-code`)
        .set(admin)
        .send({ upiId: `shop${unique()}@okaxis`, payeeName: 'Bazaar Classifieds', ...body })
        .expect(201)
    ).body;

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(t.adminToken);
    seller = bearer((await createSeller(t)).token);
  });
  afterAll(() => t.close());

  describeAdminOnly(
    () => t,
    [
      ['get', `${ADMIN}/get-all-qr`],
      ['post', `${ADMIN}/create-qr-code`],
      ['delete', `${ADMIN}/delete-qr-by-id/1`],
      ['put', `${ADMIN}/set-active-qr-code/1`],
      ['get', `${ADMIN}/get-all-payment-status`],
    ],
  );

  describe('QR codes', () => {
    beforeEach(async () => {
      await repo().clear();
    });

    it('seller: answers 404 with a detail while no QR code is active', async () => {
      expectDetail(await t.http.get(`${SELLER}/get-active-qr`).set(seller), 404, /No payment QR code/);
      await createQr({ isActive: false });
      expectDetail(await t.http.get(`${SELLER}/get-active-qr`).set(seller), 404);
    });

    it('creates a QR code, inactive unless asked, and lists it', async () => {
      const res = await t.http.post(`${ADMIN}/create-qr-code`).set(admin).send({ upiId: ' bazaar.pay@okaxis ', payeeName: ' Bazaar Classifieds ' }).expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), upiId: 'bazaar.pay@okaxis', payeeName: 'Bazaar Classifieds', isActive: false });
      const row = await repo().findOneByOrFail({ id: res.body.id });
      expect(row).toMatchObject({ upiId: 'bazaar.pay@okaxis', payeeName: 'Bazaar Classifieds', isActive: false });
      const second = await createQr({ isActive: false });
      const list = await t.http.get(`${ADMIN}/get-all-qr`).set(admin).expect(200);
      expect(list.body).toEqual([res.body, second]);
    });

    it('creating an active QR code deactivates the others', async () => {
      const first = await createQr({ isActive: true });
      expect(first.isActive).toBe(true);
      expect(await activeIds()).toEqual([first.id]);
      const second = await createQr({ isActive: true });
      expect(await activeIds()).toEqual([second.id]);
      const list = await t.http.get(`${ADMIN}/get-all-qr`).set(admin).expect(200);
      expect(list.body.map((q: QrCode) => [q.id, q.isActive])).toEqual([
        [first.id, false],
        [second.id, true],
      ]);
    });

    it('set-active leaves exactly one active code, and the seller sees it with a UPI URI', async () => {
      const a = await createQr({ upiId: 'alpha.shop@okhdfcbank', payeeName: 'Alpha & Sons', isActive: true });
      const b = await createQr({ upiId: 'beta-shop@ybl', payeeName: 'Beta Shop' });
      const res = await t.http.put(`${ADMIN}/set-active-qr-code/${b.id}`).set(admin).expect(200);
      expect(res.body).toEqual({ ...b, isActive: true });
      expect(await activeIds()).toEqual([b.id]);
      const active = await t.http.get(`${SELLER}/get-active-qr`).set(seller).expect(200);
      expect(active.body).toEqual({ upiId: 'beta-shop@ybl', payeeName: 'Beta Shop', upiUri: 'upi://pay?pa=beta-shop@ybl&pn=Beta%20Shop&cu=INR' });

      await t.http.put(`${ADMIN}/set-active-qr-code/${a.id}`).set(admin).expect(200);
      expect(await activeIds()).toEqual([a.id]);
      const uri = new URL((await t.http.get(`${SELLER}/get-active-qr`).set(seller).expect(200)).body.upiUri);
      expect(uri.protocol).toBe('upi:');
      expect(Object.fromEntries(uri.searchParams)).toEqual({ pa: 'alpha.shop@okhdfcbank', pn: 'Alpha & Sons', cu: 'INR' });
      expect(uri.search).toContain('pn=Alpha%20%26%20Sons');

      // Setting the active one again changes nothing.
      await t.http.put(`${ADMIN}/set-active-qr-code/${a.id}`).set(admin).expect(200);
      expect(await activeIds()).toEqual([a.id]);
    });

    it('the active code is also readable with an admin token, but not without one', async () => {
      await createQr({ isActive: true });
      await t.http.get(`${SELLER}/get-active-qr`).set(admin).expect(200);
      expectDetail(await t.http.get(`${SELLER}/get-active-qr`), 401);
    });

    it('concurrent set-active calls still leave exactly one active code', async () => {
      const codes = await Promise.all(Array.from({ length: 6 }, () => createQr()));
      const results = await Promise.all(codes.map((code) => t.http.put(`${ADMIN}/set-active-qr-code/${code.id}`).set(admin)));
      for (const r of results) expect(r.status).toBe(200);
      expect(await activeIds()).toHaveLength(1);
    });

    it('deletes an inactive code; refuses the active one with 409', async () => {
      const active = await createQr({ isActive: true });
      const spare = await createQr();
      await t.http.delete(`${ADMIN}/delete-qr-by-id/${spare.id}`).set(admin).expect(204);
      expect(await repo().existsBy({ id: spare.id })).toBe(false);
      expectDetail(await t.http.delete(`${ADMIN}/delete-qr-by-id/${active.id}`).set(admin), 409, /active/);
      expect(await repo().findOneByOrFail({ id: active.id })).toMatchObject({ isActive: true });
      expectDetail(await t.http.delete(`${ADMIN}/delete-qr-by-id/${spare.id}`).set(admin), 404);
    });

    it('answers 404 for missing ids and 400 for non-numeric ones', async () => {
      expectDetail(await t.http.put(`${ADMIN}/set-active-qr-code/987654`).set(admin), 404);
      expectDetail(await t.http.delete(`${ADMIN}/delete-qr-by-id/987654`).set(admin), 404);
      expectFieldError(await t.http.put(`${ADMIN}/set-active-qr-code/abc`).set(admin), 'id');
      expectFieldError(await t.http.delete(`${ADMIN}/delete-qr-by-id/abc`).set(admin), 'id');
    });

    it.each([
      ['upiId is missing', { payeeName: 'Shop' }, 'upiId'],
      ['upiId has no @', { upiId: 'shop.okaxis', payeeName: 'Shop' }, 'upiId'],
      ['upiId has a one-letter bank', { upiId: 'shop@x', payeeName: 'Shop' }, 'upiId'],
      ['upiId has spaces', { upiId: 'my shop@okaxis', payeeName: 'Shop' }, 'upiId'],
      ['upiId is a number', { upiId: 12345, payeeName: 'Shop' }, 'upiId'],
      ['upiId carries a URI parameter', { upiId: 'shop@okaxis&am=1', payeeName: 'Shop' }, 'upiId'],
      ['payeeName is missing', { upiId: 'shop@okaxis' }, 'payeeName'],
      ['payeeName is one letter', { upiId: 'shop@okaxis', payeeName: ' S ' }, 'payeeName'],
      ['payeeName is too long', { upiId: 'shop@okaxis', payeeName: 'p'.repeat(101) }, 'payeeName'],
      ['isActive is a string', { upiId: 'shop@okaxis', payeeName: 'Shop', isActive: 'yes' }, 'isActive'],
      ['isActive is a number', { upiId: 'shop@okaxis', payeeName: 'Shop', isActive: 1 }, 'isActive'],
      ['an unknown field is sent', { upiId: 'shop@okaxis', payeeName: 'Shop', qrImage: 'x' }, 'qrImage'],
    ])('answers 400 naming the field when %s, storing nothing', async (_, body, field) => {
      expectFieldError(await t.http.post(`${ADMIN}/create-qr-code`).set(admin).send(body), field);
      expect(await repo().count()).toBe(0);
    });
  });

  describe('GET get-all-payment-status', () => {
    it('answers the statuses in order', async () => {
      const res = await t.http.get(`${ADMIN}/get-all-payment-status`).set(admin).expect(200);
      expect(res.body).toEqual(['REQUESTED', 'PENDING', 'APPROVED', 'REJECTED']);
    });
  });

  describe('seller: packages and time slots', () => {
    it.each([`${SELLER}/get-top-up-packages`, `${SELLER}/get-all-time-slots`])('%s answers a visitor without a token, as a seller', async (path) => {
      const visitor = await t.http.get(path).expect(200);
      expect(visitor.body.length).toBeGreaterThan(0);
      expect(visitor.body).toEqual((await t.http.get(path).set(seller).expect(200)).body);
    });

    it('answers the reference packages, cheapest first, with amounts in rupees', async () => {
      const res = await t.http.get(`${SELLER}/get-top-up-packages`).set(seller).expect(200);
      expect(res.body).toEqual([
        { id: expect.any(Number), name: 'Basic', nameHi: 'बेसिक', amount: 199, durationDays: 3 },
        { id: expect.any(Number), name: 'Standard', nameHi: 'स्टैंडर्ड', amount: 499, durationDays: 7 },
        { id: expect.any(Number), name: 'Premium', nameHi: 'प्रीमियम', amount: 999, durationDays: 15 },
        { id: expect.any(Number), name: 'Platinum', nameHi: 'प्लैटिनम', amount: 1799, durationDays: 30 },
      ]);
      const stored = await t.dataSource.getRepository(Package).findOneByOrFail({ name: 'Standard' });
      expect(stored.amountPaise).toBe(49_900);
    });

    it('shows paise as a fraction of a rupee and hides inactive packages', async () => {
      const packages = t.dataSource.getRepository(Package);
      const half = await packages.save({ name: `Half ${unique()}`, amountPaise: 49_950, durationDays: 5, active: true });
      const hidden = await packages.save({ name: `Hidden ${unique()}`, amountPaise: 100, durationDays: 1, active: false });
      try {
        const res = await t.http.get(`${SELLER}/get-top-up-packages`).set(seller).expect(200);
        expect(res.body).toContainEqual({ id: half.id, name: half.name, nameHi: null, amount: 499.5, durationDays: 5 });
        expect(res.body.map((p: Package) => p.id)).not.toContain(hidden.id);
        const amounts = res.body.map((p: { amount: number }) => p.amount);
        expect([...amounts].sort((x, y) => x - y)).toEqual(amounts);
      } finally {
        await packages.delete([half.id, hidden.id]);
      }
    });

    it('answers the time slots in India time, by start time', async () => {
      const res = await t.http.get(`${SELLER}/get-all-time-slots`).set(seller).expect(200);
      expect(res.body).toEqual([
        { id: expect.any(Number), label: 'All day', labelHi: 'पूरा दिन', startTime: '00:00', endTime: '00:00' },
        { id: expect.any(Number), label: 'Morning (6 AM – 12 PM)', labelHi: 'सुबह (6 बजे – दोपहर 12 बजे)', startTime: '06:00', endTime: '12:00' },
        { id: expect.any(Number), label: 'Afternoon (12 PM – 5 PM)', labelHi: 'दोपहर (12 बजे – शाम 5 बजे)', startTime: '12:00', endTime: '17:00' },
        { id: expect.any(Number), label: 'Evening (5 PM – 10 PM)', labelHi: 'शाम (5 बजे – रात 10 बजे)', startTime: '17:00', endTime: '22:00' },
        { id: expect.any(Number), label: 'Night (10 PM – 6 AM)', labelHi: 'रात (10 बजे – सुबह 6 बजे)', startTime: '22:00', endTime: '06:00' },
      ]);
      expect(await t.dataSource.getRepository(TimeSlot).countBy({ active: true })).toBe(5);
    });
  });
});
