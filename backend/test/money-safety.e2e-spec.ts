import { randomUUID } from 'node:crypto';
import { IdempotencyKey } from '../src/wallet/idempotency-key.entity';
import { LedgerEntry } from '../src/wallet/ledger-entry.entity';
import { LedgerKind } from '../src/wallet/ledger-kind';
import { Payment } from '../src/wallet/payment.entity';
import { Promotion } from '../src/promotions/promotion.entity';
import { Ad } from '../src/ads/ad.entity';
import { expectDetail } from './catalogue-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createAdmin, createSeller, fundWallet, postAd, transactionId, unique } from './factories';

const DAY_MS = 24 * 3600 * 1000;
const ADD_MONEY = '/api/seller/transaction/add-money';

/** Money that is exact under concurrency and retries (docs/decisions/0005-read-committed-lock-then-read.md). Races matter on MariaDB. */
describe('money under races and retries', () => {
  let t: TestApp;
  let standard: { id: number; amount: number; durationDays: number };
  let allDay: { id: number };
  const promotePath = (adId: number) => `/api/seller/transaction/promote-post/${adId}/${standard.id}/${allDay.id}`;
  const debits = (userId: number) => t.dataSource.getRepository(LedgerEntry).countBy({ user: { id: userId }, kind: LedgerKind.Promotion });

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await createSeller(t);
    standard = (await t.http.get('/api/seller/transaction/get-top-up-packages').set(bearer(seller.token)).expect(200)).body.find((p: { name: string }) => p.name === 'Standard');
    allDay = (await t.http.get('/api/seller/transaction/get-all-time-slots').set(bearer(seller.token)).expect(200)).body.find((s: { label: string }) => s.label === 'All day');
  });
  afterAll(() => t.close());

  describe('concurrent purchases for one ad', () => {
    it('extend the promotion once per debit: 20 at once against a balance for 12', async () => {
      const seller = await createSeller(t);
      const ad = (await postAd(t.http, seller.token)).body;
      await fundWallet(t.http, t.adminToken, seller.token, standard.amount * 12);
      const before = Date.now();
      const attempts = await Promise.all(Array.from({ length: 20 }, () => t.http.post(promotePath(ad.id)).set(bearer(seller.token))));
      const statuses = attempts.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(12);
      expect(statuses.filter((s) => s === 409)).toHaveLength(8);
      expect(await debits(seller.id)).toBe(12);
      expect(await t.dataSource.getRepository(Promotion).countBy({ adId: ad.id })).toBe(12);
      const stored = await t.dataSource.getRepository(Ad).findOneByOrFail({ id: ad.id });
      // Each purchase started from the previous one's end: 12 × the package's days from the first.
      const expected = before + 12 * standard.durationDays * DAY_MS;
      expect(Math.abs(stored.promotedUntil!.getTime() - expected)).toBeLessThan(5 * 60_000);
    });
  });

  describe('Idempotency-Key', () => {
    it('gives a retried purchase the first answer and debits once, by POST and by GET', async () => {
      const seller = await createSeller(t);
      const ad = (await postAd(t.http, seller.token)).body;
      await fundWallet(t.http, t.adminToken, seller.token, standard.amount * 5);
      const key = randomUUID();
      const first = await t.http.post(promotePath(ad.id)).set(bearer(seller.token)).set('Idempotency-Key', key).expect(200);
      const retry = await t.http.post(promotePath(ad.id)).set(bearer(seller.token)).set('Idempotency-Key', key).expect(200);
      const byGet = await t.http.get(promotePath(ad.id)).set(bearer(seller.token)).set('Idempotency-Key', key).expect(200);
      expect(retry.body).toEqual(first.body);
      expect(byGet.body).toEqual(first.body);
      expect(await debits(seller.id)).toBe(1);
      expect((await t.http.get('/api/auth/me').set(bearer(seller.token))).body.walletBalance).toBe(standard.amount * 4);
    });

    it('debits once when retries of one key race each other', async () => {
      const seller = await createSeller(t);
      const ad = (await postAd(t.http, seller.token)).body;
      await fundWallet(t.http, t.adminToken, seller.token, standard.amount * 10);
      const key = randomUUID();
      const attempts = await Promise.all(Array.from({ length: 10 }, () => t.http.post(promotePath(ad.id)).set(bearer(seller.token)).set('Idempotency-Key', key)));
      expect(attempts.map((r) => r.status)).toEqual(Array(10).fill(200));
      for (const attempt of attempts) expect(attempt.body).toEqual(attempts[0].body);
      expect(await debits(seller.id)).toBe(1);
      expect(await t.dataSource.getRepository(IdempotencyKey).countBy({ user: { id: seller.id } })).toBe(1);
    });

    it('refuses a key sent again with a different request (409) and a malformed key (400), moving nothing', async () => {
      const seller = await createSeller(t);
      const [one, two] = [(await postAd(t.http, seller.token)).body, (await postAd(t.http, seller.token)).body];
      await fundWallet(t.http, t.adminToken, seller.token, standard.amount * 5);
      const key = randomUUID();
      await t.http.post(promotePath(one.id)).set(bearer(seller.token)).set('Idempotency-Key', key).expect(200);
      expectDetail(await t.http.post(promotePath(two.id)).set(bearer(seller.token)).set('Idempotency-Key', key), 409, /different request/);
      expectDetail(await t.http.post(promotePath(two.id)).set(bearer(seller.token)).set('Idempotency-Key', 'x'.repeat(256)), 400, /Idempotency-Key/);
      expectDetail(await t.http.post(promotePath(two.id)).set(bearer(seller.token)).set('Idempotency-Key', 'has spaces'), 400, /Idempotency-Key/);
      expect(await debits(seller.id)).toBe(1);
    });

    it("keeps each user's keys apart, and forgets a key after 24 hours", async () => {
      const [a, b] = [await createSeller(t), await createSeller(t)];
      const [adA, adB] = [(await postAd(t.http, a.token)).body, (await postAd(t.http, b.token)).body];
      await fundWallet(t.http, t.adminToken, a.token, standard.amount * 5);
      await fundWallet(t.http, t.adminToken, b.token, standard.amount * 5);
      const key = randomUUID();
      await t.http.post(promotePath(adA.id)).set(bearer(a.token)).set('Idempotency-Key', key).expect(200);
      await t.http.post(promotePath(adB.id)).set(bearer(b.token)).set('Idempotency-Key', key).expect(200);
      expect([await debits(a.id), await debits(b.id)]).toEqual([1, 1]);
      await t.dataSource.getRepository(IdempotencyKey).update({ user: { id: a.id } }, { createdAt: new Date(Date.now() - 25 * 3600 * 1000) });
      await t.http.post(promotePath(adA.id)).set(bearer(a.token)).set('Idempotency-Key', key).expect(200);
      expect(await debits(a.id)).toBe(2);
    });

    it('records one top-up claim for a retried add-money, answering the retry as the first', async () => {
      const seller = await createSeller(t);
      const key = randomUUID();
      const body = { amount: 750, upiId: 'payer@okaxis', transactionId: transactionId() };
      const attempts = await Promise.all(Array.from({ length: 5 }, () => t.http.post(ADD_MONEY).set(bearer(seller.token)).set('Idempotency-Key', key).send(body)));
      expect(attempts.map((r) => r.status)).toEqual(Array(5).fill(201));
      for (const attempt of attempts) expect(attempt.body).toEqual(attempts[0].body);
      expect(await t.dataSource.getRepository(Payment).countBy({ user: { id: seller.id } })).toBe(1);
      // Without a key, the same UPI reference is still a duplicate.
      expectDetail(await t.http.post(ADD_MONEY).set(bearer(seller.token)).send(body), 409, /already been submitted/);
    });

    it('activates a retried free ad once', async () => {
      const seller = await createSeller(t);
      const ad = (await postAd(t.http, seller.token)).body;
      const key = randomUUID();
      const first = await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(seller.token)).set('Idempotency-Key', key).expect(200);
      const retry = await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(seller.token)).set('Idempotency-Key', key).expect(200);
      expect(retry.body).toEqual(first.body);
      expect(await t.dataSource.getRepository(Promotion).countBy({ adId: ad.id })).toBe(1);
    });

    it('is documented in the API document on every call that moves money', async () => {
      const doc = (await t.http.get('/api/openapi.json').expect(200)).body;
      const operations = [
        doc.paths['/api/seller/transaction/promote-post/{adId}/{packageId}/{slotId}'].post,
        doc.paths['/api/seller/transaction/promote-post/{adId}/{packageId}/{slotId}'].get,
        doc.paths['/api/seller/transaction/post-free-ad/{id}'].post,
        doc.paths['/api/seller/transaction/add-money'].post,
      ];
      for (const operation of operations) expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }));
    });
  });

  describe('reviewing top-ups', () => {
    it("refuses an admin's approval of their own top-up (403) and records which admin reviewed a payment", async () => {
      const other = await createAdmin(t, { fullName: 'Second Admin', email: `admin-${unique()}@bazaar.test` });
      const own = (await t.http.post(ADD_MONEY).set(bearer(t.adminToken)).send({ amount: 5000, upiId: 'admin@okaxis', transactionId: transactionId() }).expect(201)).body;

      expectDetail(await t.http.put(`/api/admin/transaction/update-payment-status/${own.id}/APPROVED`).set(bearer(t.adminToken)), 403, /your own top-up/);
      expectDetail(await t.http.put(`/api/admin/ra/payments/${own.id}`).set(bearer(t.adminToken)).send({ paymentStatus: 'APPROVED' }), 403, /your own top-up/);
      expect(await t.dataSource.getRepository(LedgerEntry).countBy({ payment: { id: own.id } })).toBe(0);

      const approved = await t.http.put(`/api/admin/transaction/update-payment-status/${own.id}/APPROVED`).set(bearer(other.token)).expect(200);
      expect(approved.body).toMatchObject({ paymentStatus: 'APPROVED', reviewedBy: other.email });
      const row = await t.dataSource.getRepository(Payment).findOneOrFail({ where: { id: own.id }, relations: { reviewedBy: true } });
      expect(row.reviewedBy?.email).toBe(other.email);
    });
  });
});
