import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, fundWallet, postAd, transactionId, unique } from './factories';
import { describeAdminOnly, expectDetail, expectFieldError } from './catalogue-helpers';
import { LedgerEntry } from '../src/wallet/ledger-entry.entity';
import { Payment } from '../src/wallet/payment.entity';
import { PaymentStatus } from '../src/wallet/payment-status';

const ADD_MONEY = '/api/seller/transaction/add-money';
const PAYMENTS = '/api/admin/transaction/get-all-payments';
const setStatus = (id: number, status: string) => `/api/admin/transaction/update-payment-status/${id}/${status}`;

/** Wallet top-ups by UPI: the seller's claim, the admin's review, the ledger (docs/seller-guide.md, "Wallet"; docs/admin-guide.md, "Payments"). */
describe('payments and wallet', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let seller: Awaited<ReturnType<typeof createSeller>>;
  const payments = () => t.dataSource.getRepository(Payment);
  const ledger = () => t.dataSource.getRepository(LedgerEntry);
  const addMoney = (token: string, body: object) => t.http.post(ADD_MONEY).set(bearer(token)).send(body);
  const valid = () => ({ amount: 500, upiId: 'payer@okaxis', transactionId: transactionId() });

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(t.adminToken);
    seller = await createSeller(t, { fullName: 'Arjun Rao' });
  });
  afterAll(() => t.close());

  describeAdminOnly(
    () => t,
    [
      ['get', PAYMENTS],
      ['put', setStatus(1, 'APPROVED')],
      ['get', '/api/admin/transaction/get-all-payment-status'],
    ],
  );

  describe('POST seller/transaction/add-money', () => {
    it('records a PENDING payment in rupees, crediting nothing yet', async () => {
      const utr = transactionId();
      const res = await addMoney(seller.token, { amount: 499.5, upiId: ' arjun.rao@okhdfcbank ', transactionId: `${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}` }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        email: seller.email,
        username: 'Arjun Rao',
        amount: 499.5,
        charged: 499.5,
        reference: expect.stringMatching(/^BZ[0-9A-HJKMNP-TV-Z]{8}$/),
        billingState: null,
        upiId: 'arjun.rao@okhdfcbank',
        transactionId: utr,
        paymentStatus: 'PENDING',
        createdAt: expect.any(String),
        reviewedAt: null,
        reviewedBy: null,
      });
      expect(await payments().findOneByOrFail({ id: res.body.id })).toMatchObject({ amountPaise: 49950, transactionId: utr, status: 'PENDING' });
      expect(await ledger().countBy({ payment: { id: res.body.id } })).toBe(0);
    });

    it.each([100, 50_000, 100.5, 1234.56])('accepts ₹%s', async (amount) => {
      const res = await addMoney(seller.token, { ...valid(), amount }).expect(201);
      expect(res.body.amount).toBe(amount);
    });

    it.each([
      ['₹99', { amount: 99 }, 'amount', /at least/],
      ['₹99.99', { amount: 99.99 }, 'amount', /at least/],
      ['₹50,001', { amount: 50_001 }, 'amount', /at most/],
      ['three decimals', { amount: 100.123 }, 'amount', /two decimals/],
      ['a negative amount', { amount: -500 }, 'amount', /at least/],
      ['zero', { amount: 0 }, 'amount', /at least/],
      ['an amount as a string', { amount: '500' }, 'amount', /number/],
      ['an amount of null', { amount: null }, 'amount', /number/],
      ['no amount', { amount: undefined }, 'amount', /number/],
      ['an 11-digit transaction id', { transactionId: '12345678901' }, 'transactionId', /12-digit/],
      ['a 13-digit transaction id', { transactionId: '1234567890123' }, 'transactionId', /12-digit/],
      ['a transaction id of letters', { transactionId: 'ABCDEFGHIJKL' }, 'transactionId', /12-digit/],
      ['a transaction id with a letter', { transactionId: '12345678901a' }, 'transactionId', /12-digit/],
      ['a transaction id with a dash', { transactionId: '123456-789012' }, 'transactionId', /12-digit/],
      ['a transaction id as a number', { transactionId: 123456789012 }, 'transactionId', /transactionId/],
      ['no transaction id', { transactionId: undefined }, 'transactionId', /transactionId/],
      ['a UPI id without a bank', { upiId: 'payer' }, 'upiId', /name@bank/],
      ['a UPI id without a name', { upiId: '@okaxis' }, 'upiId', /name@bank/],
      ['a UPI id with a space', { upiId: 'pay er@okaxis' }, 'upiId', /name@bank/],
      ['a UPI id with a numeric bank', { upiId: 'payer@123' }, 'upiId', /name@bank/],
      ['an e-mail as UPI id', { upiId: 'payer@gmail.com' }, 'upiId', /name@bank/],
      ['a UPI id as a number', { upiId: 42 }, 'upiId', /upiId/],
      ['no UPI id', { upiId: undefined }, 'upiId', /upiId/],
      ['an unknown field', { status: 'APPROVED' }, 'status', /status/],
    ])('refuses %s with 400 naming the field, storing nothing', async (_, change, field, pattern) => {
      const before = await payments().count();
      const res = await addMoney(seller.token, { ...valid(), ...change });
      expectFieldError(res, field);
      expect(res.body.detail).toMatch(pattern);
      expect(await payments().count()).toBe(before);
    });

    it('answers 400 to a malformed JSON body', async () => {
      expectDetail(await t.http.post(ADD_MONEY).set(bearer(seller.token)).set('Content-Type', 'application/json').send('{"amount": 5'), 400);
    });

    it('refuses a transaction id another seller already submitted with 409, storing nothing', async () => {
      const other = await createSeller(t);
      const utr = transactionId();
      await addMoney(seller.token, { ...valid(), transactionId: utr }).expect(201);
      const res = await addMoney(other.token, { ...valid(), amount: 1000, transactionId: utr });
      expectDetail(res, 409, /already/);
      expect(res.body.errors).toHaveProperty('transactionId');
      expect(await payments().countBy({ transactionId: utr })).toBe(1);
      expect((await t.http.get(PAYMENTS).query({ email: other.email }).set(admin).expect(200)).body).toEqual([]);
    });

    it('refuses the same transaction id sent concurrently: one 201, the rest 409', async () => {
      const utr = transactionId();
      const results = await Promise.all(Array.from({ length: 5 }, () => addMoney(seller.token, { ...valid(), transactionId: utr })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) {
        expectDetail(r, 409, /already been submitted/);
        expect(r.body.errors).toHaveProperty('transactionId');
      }
      expect(await payments().countBy({ transactionId: utr })).toBe(1);
    });
  });

  describe('GET seller/transaction/wallet', () => {
    it('pages the ledger, newest first, with the balance of every entry', async () => {
      const owner = await createSeller(t);
      const amounts = [100, 250.5, 300];
      for (const amount of amounts) await fundWallet(t.http, t.adminToken, owner.token, amount);
      // Pending and rejected top-ups are not in the ledger.
      await addMoney(owner.token, valid()).expect(201);
      const rejected = await addMoney(owner.token, valid()).expect(201);
      await t.http.put(setStatus(rejected.body.id, 'REJECTED')).set(admin).expect(200);

      const first = await t.http.get('/api/seller/transaction/wallet?page=1&pageSize=2').set(bearer(owner.token)).expect(200);
      expect(first.body).toMatchObject({ balance: 650.5, total: 3, page: 1, pageSize: 2 });
      expect(first.body.entries.map((e: { amount: number }) => e.amount)).toEqual([300, 250.5]);
      expect(first.body.entries[0]).toEqual({ id: expect.any(Number), amount: 300, kind: 'TOP_UP', description: expect.stringMatching(/top-up/i), createdAt: expect.any(String) });
      const second = await t.http.get('/api/seller/transaction/wallet?page=2&pageSize=2').set(bearer(owner.token)).expect(200);
      expect(second.body).toMatchObject({ balance: 650.5, total: 3, page: 2 });
      expect(second.body.entries.map((e: { amount: number }) => e.amount)).toEqual([100]);
      const beyond = await t.http.get('/api/seller/transaction/wallet?page=3&pageSize=2').set(bearer(owner.token)).expect(200);
      expect(beyond.body).toMatchObject({ entries: [], total: 3, balance: 650.5 });
    });

    it("shows only the caller's own wallet", async () => {
      const fresh = await createSeller(t);
      const res = await t.http.get('/api/seller/transaction/wallet').set(bearer(fresh.token)).expect(200);
      expect(res.body).toEqual({ balance: 0, entries: [], total: 0, page: 1, pageSize: 20 });
    });

    it.each(['pageSize=101', 'page=0', 'page=x', 'userId=1'])('answers 400 to %s', async (query) => {
      expectDetail(await t.http.get(`/api/seller/transaction/wallet?${query}`).set(bearer(seller.token)), 400);
    });
  });

  describe('GET admin/transaction/get-all-payments', () => {
    it('lists payments newest first with the total in X-Total-Count, a page at a time', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) ids.push((await addMoney(seller.token, valid()).expect(201)).body.id);
      const res = await t.http.get(PAYMENTS).set(admin).expect(200);
      expect(res.headers['x-total-count']).toBe(String(await payments().count()));
      expect(res.body.slice(0, 3).map((p: { id: number }) => p.id)).toEqual(ids.reverse());
      expect(res.body[0]).toMatchObject({ email: seller.email, username: 'Arjun Rao', paymentStatus: 'PENDING' });
      const page = await t.http.get(`${PAYMENTS}?page=2&pageSize=1`).set(admin).expect(200);
      expect(page.body.map((p: { id: number }) => p.id)).toEqual([ids[1]]);
      expect(page.headers['x-total-count']).toBe(res.headers['x-total-count']);
    });

    it('filters by a case-insensitive part of the e-mail, with % _ and ! taken literally', async () => {
      const tag = unique();
      const make = async (local: string) => {
        const payer = await createSeller(t, { email: `${local}@example.com` });
        return (await addMoney(payer.token, valid()).expect(201)).body.id as number;
      };
      const underscore = await make(`pay_${tag}`);
      const plain = await make(`payx${tag}`);
      const percent = await make(`pay%${tag}`);
      const longer = await make(`payzz${tag}`);
      const bang = await make(`pay!${tag}`);
      const found = async (email: string) => {
        const res = await t.http.get(PAYMENTS).query({ email }).set(admin).expect(200);
        expect(res.headers['x-total-count']).toBe(String(res.body.length));
        return res.body.map((p: { id: number }) => p.id).sort();
      };
      expect(await found(tag)).toEqual([underscore, plain, percent, longer, bang].sort());
      expect(await found(tag.toUpperCase())).toEqual([underscore, plain, percent, longer, bang].sort());
      expect(await found(`pay_${tag}`)).toEqual([underscore]);
      expect(await found(`PAY_${tag.toUpperCase()}@EXAMPLE`)).toEqual([underscore]);
      expect(await found(`pay%${tag}`)).toEqual([percent]);
      expect(await found(`pay!${tag}`)).toEqual([bang]);
      expect(await found(`x${tag}@`)).toEqual([plain]);
      expect(await found(`%${tag}`)).toEqual([percent]);
      expect(await found(`_${tag}`)).toEqual([underscore]);
      expect(await found(`nobody-${tag}`)).toEqual([]);
    });

    it('filters by status, alone or with the e-mail', async () => {
      const payer = await createSeller(t);
      const approved = (await addMoney(payer.token, valid()).expect(201)).body.id;
      const rejected = (await addMoney(payer.token, valid()).expect(201)).body.id;
      const pending = (await addMoney(payer.token, valid()).expect(201)).body.id;
      await t.http.put(setStatus(approved, 'APPROVED')).set(admin).expect(200);
      await t.http.put(setStatus(rejected, 'REJECTED')).set(admin).expect(200);

      for (const [status, id] of [
        [PaymentStatus.Approved, approved],
        [PaymentStatus.Rejected, rejected],
        [PaymentStatus.Pending, pending],
      ] as const) {
        const mine = await t.http.get(PAYMENTS).query({ email: payer.email, status }).set(admin).expect(200);
        expect(mine.body.map((p: { id: number }) => p.id)).toEqual([id]);
        expect(mine.headers['x-total-count']).toBe('1');
        const all = await t.http.get(PAYMENTS).query({ status }).set(admin).expect(200);
        expect(all.body.every((p: { paymentStatus: string }) => p.paymentStatus === status)).toBe(true);
        expect(all.headers['x-total-count']).toBe(String(await payments().countBy({ status })));
      }
    });

    it.each(['status=PAID', 'status=approved', 'pageSize=101', 'page=0', 'userId=3'])('answers 400 to %s', async (query) => {
      expectDetail(await t.http.get(`${PAYMENTS}?${query}`).set(admin), 400);
    });
  });

  describe('GET seller/activity', () => {
    const activity = async (token: string, query = '') => (await t.http.get(`/api/seller/activity${query}`).set(bearer(token)).expect(200)).body;
    const HOUR = 3600_000;

    it("lists the caller's ads and payments, newest first, a page at a time", async () => {
      const owner = await createSeller(t);
      const ad = (await postAd(t.http, owner.token, { title: 'An ad in the activity feed' })).body;
      const approved = (await addMoney(owner.token, valid()).expect(201)).body;
      const rejected = (await addMoney(owner.token, valid()).expect(201)).body;
      await t.http.put(setStatus(approved.id, 'APPROVED')).set(admin).expect(200);
      await t.http.put(setStatus(rejected.id, 'REJECTED')).set(admin).expect(200);
      await addMoney(seller.token, valid()).expect(201);

      const all = await activity(owner.token, '?pageSize=100');
      expect(all.total).toBe(5);
      expect(all.items.map((i: { type: string }) => i.type).sort()).toEqual(['AD_POSTED', 'PAYMENT_APPROVED', 'PAYMENT_REJECTED', 'PAYMENT_SUBMITTED', 'PAYMENT_SUBMITTED']);
      const times = all.items.map((i: { at: string }) => new Date(i.at).getTime());
      expect(times).toEqual([...times].sort((x, y) => y - x));
      expect(all.items).toContainEqual({ type: 'AD_POSTED', at: expect.any(String), title: expect.stringContaining('An ad in the activity feed'), amount: null, adId: ad.id, paymentId: null });
      expect(all.items).toContainEqual({ type: 'PAYMENT_APPROVED', at: expect.any(String), title: expect.any(String), amount: 500, adId: null, paymentId: approved.id });

      const pages = [];
      for (const page of [1, 2, 3]) pages.push(await activity(owner.token, `?page=${page}&pageSize=2`));
      expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
      expect(pages.every((p) => p.total === 5)).toBe(true);
      expect(pages.flatMap((p) => p.items)).toEqual(all.items);
    });

    it('keeps the approval of a payment rejected later, with the rejection after it', async () => {
      const owner = await createSeller(t);
      const payment = (await addMoney(owner.token, valid()).expect(201)).body;
      await payments().update({ id: payment.id }, { createdAt: new Date(Date.now() - 2 * HOUR) });
      await t.http.put(setStatus(payment.id, 'APPROVED')).set(admin).expect(200);
      await t.dataSource.getRepository(LedgerEntry).update({ payment: { id: payment.id } }, { createdAt: new Date(Date.now() - HOUR) });
      await t.http.put(setStatus(payment.id, 'REJECTED')).set(admin).expect(200);

      const all = await activity(owner.token);
      expect(all.total).toBe(3);
      expect(all.items.map((i: { type: string; paymentId: number }) => [i.type, i.paymentId])).toEqual([
        ['PAYMENT_REJECTED', payment.id],
        ['PAYMENT_APPROVED', payment.id],
        ['PAYMENT_SUBMITTED', payment.id],
      ]);
    });

    it('puts a late review of an old payment before newer submissions', async () => {
      const owner = await createSeller(t);
      const [old, middle, recent] = [
        (await addMoney(owner.token, valid()).expect(201)).body.id,
        (await addMoney(owner.token, valid()).expect(201)).body.id,
        (await addMoney(owner.token, valid()).expect(201)).body.id,
      ];
      for (const [id, hoursAgo] of [
        [old, 3],
        [middle, 2],
        [recent, 1],
      ])
        await payments().update({ id }, { createdAt: new Date(Date.now() - hoursAgo * HOUR) });
      await t.http.put(setStatus(old, 'APPROVED')).set(admin).expect(200);

      const first = await activity(owner.token, '?page=1&pageSize=2');
      expect(first.items.map((i: { type: string; paymentId: number }) => [i.type, i.paymentId])).toEqual([
        ['PAYMENT_APPROVED', old],
        ['PAYMENT_SUBMITTED', recent],
      ]);
      expect(first.total).toBe(4);
      const second = await activity(owner.token, '?page=2&pageSize=2');
      expect(second.items.map((i: { paymentId: number }) => i.paymentId)).toEqual([middle, old]);
    });

    it('answers an empty feed to a new seller', async () => {
      const fresh = await createSeller(t);
      expect(await activity(fresh.token)).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    });

    it.each(['page=0', 'page=51', 'pageSize=101', 'pageSize=x', 'type=AD_POSTED'])('answers 400 to %s', async (query) => {
      expectDetail(await t.http.get(`/api/seller/activity?${query}`).set(bearer(seller.token)), 400);
    });
  });

  describe('PUT admin/transaction/update-payment-status/:paymentId/:status', () => {
    it('REJECTED from PENDING credits nothing and records the review', async () => {
      const payer = await createSeller(t);
      const payment = (await addMoney(payer.token, { ...valid(), amount: 800 }).expect(201)).body;
      const res = await t.http.put(setStatus(payment.id, 'REJECTED')).set(admin).expect(200);
      expect(res.body).toMatchObject({ id: payment.id, paymentStatus: 'REJECTED', amount: 800, reviewedAt: expect.any(String) });
      expect(await ledger().countBy({ payment: { id: payment.id } })).toBe(0);
      expect((await t.http.get('/api/seller/transaction/wallet').set(bearer(payer.token)).expect(200)).body).toMatchObject({ balance: 0, entries: [] });
      // Rejecting again changes nothing.
      await t.http.put(setStatus(payment.id, 'REJECTED')).set(admin).expect(200);
      expect(await ledger().countBy({ payment: { id: payment.id } })).toBe(0);
      expectDetail(await t.http.put(setStatus(payment.id, 'PENDING')).set(admin), 409);
    });

    it('APPROVED credits the amount and records the review', async () => {
      const payer = await createSeller(t);
      const payment = (await addMoney(payer.token, { ...valid(), amount: 250.75 }).expect(201)).body;
      const res = await t.http.put(setStatus(payment.id, 'APPROVED')).set(admin).expect(200);
      expect(res.body).toMatchObject({ paymentStatus: 'APPROVED', reviewedAt: expect.any(String) });
      expect((await t.http.get('/api/auth/me').set(bearer(payer.token))).body.walletBalance).toBe(250.75);
    });

    it('answers 404 for a missing payment, 400 for an unknown status or a bad id', async () => {
      const payment = (await addMoney(seller.token, valid()).expect(201)).body;
      expectDetail(await t.http.put(setStatus(987654, 'APPROVED')).set(admin), 404, /987654/);
      for (const status of ['PAID', 'approved', 'CANCELLED', '1']) expectFieldError(await t.http.put(setStatus(payment.id, status)).set(admin), 'status');
      expectFieldError(await t.http.put('/api/admin/transaction/update-payment-status/abc/APPROVED').set(admin), 'paymentId');
      expect((await payments().findOneByOrFail({ id: payment.id })).status).toBe('PENDING');
    });
  });
});
