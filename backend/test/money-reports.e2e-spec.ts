import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createAdmin, createSeller, fundWallet, postAd } from './factories';
import { describeAdminOnly, expectDetail, expectFieldError } from './catalogue-helpers';
import { GST_SETTINGS } from './security-helpers';
import { Ad } from '../src/ads';
import { LedgerEntry } from '../src/wallet/ledger-entry.entity';
import { LedgerKind } from '../src/wallet/ledger-kind';
import { Notice } from '../src/notices/notice.entity';
import { Promotion } from '../src/promotions/promotion.entity';

const FINANCE = '/api/admin/finance';
const PROMOTIONS = '/api/admin/promotions';
const STATEMENT = '/api/seller/transaction/statement';

type Seller = Awaited<ReturnType<typeof createSeller>>;

/** India's today, shifted by `days`, as YYYY-MM-DD. */
const day = (days = 0) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Refunds, wallet statements, the finance view and the accountant's exports (issue 43; docs/admin-guide.md, "Payments"). */
describe('money reports: refunds, statements, finance', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let seller: Seller;
  let promotionId: number;
  const balance = async (s: Seller) => (await t.http.get('/api/seller/transaction/wallet').set(bearer(s.token)).expect(200)).body.balance as number;

  /** Buys the first package for a new ad of the seller's; returns the promotion. */
  const promote = async (s: Seller) => {
    const adId = (await postAd(t.http, s.token)).body.id as number;
    const packageId = (await t.http.get('/api/seller/transaction/get-top-up-packages').set(bearer(s.token)).expect(200)).body[0].id as number;
    const slotId = (await t.http.get('/api/seller/transaction/get-all-time-slots').set(bearer(s.token)).expect(200)).body[0].id as number;
    await t.http.post(`/api/seller/transaction/promote-post/${adId}/${packageId}/${slotId}`).set(bearer(s.token)).expect(200);
    return t.dataSource.getRepository(Promotion).findOneByOrFail({ adId });
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(t.adminToken);
    await t.http.put('/api/admin/ra/site-settings/1').set(admin).send(GST_SETTINGS).expect(200);
    seller = await createSeller(t, { fullName: 'Meera Iyer' });
    await fundWallet(t.http, t.adminToken, seller.token, 5000);
    promotionId = (await promote(seller)).id;
  });
  afterAll(() => t.close());

  describeAdminOnly(
    () => t,
    [
      ['get', `${FINANCE}/summary`],
      ['get', `${FINANCE}/invoices.csv?month=2026-12`],
      ['get', PROMOTIONS],
      ['post', `${PROMOTIONS}/1/refund`],
    ],
  );

  describe('refunds', () => {
    it('gives back the unused days through the ledger, once, ends the promotion and tells the seller', async () => {
      const promotion = await t.dataSource.getRepository(Promotion).findOneByOrFail({ id: promotionId });
      const listed = (
        await t.http
          .get(`${PROMOTIONS}?email=${encodeURIComponent(seller.email)}`)
          .set(admin)
          .expect(200)
      ).body;
      expect(listed).toEqual([expect.objectContaining({ id: promotionId, amount: promotion.amountPaise / 100, refund: null, unusedAmount: expect.any(Number) })]);
      // Just bought: nearly all of it is unused.
      expect(listed[0].unusedAmount).toBeGreaterThan((promotion.amountPaise / 100) * 0.99);
      const before = await balance(seller);
      const refund = (await t.http.post(`${PROMOTIONS}/${promotionId}/refund`).set(admin).send({ scope: 'UNUSED', reason: 'The slot was not shown during an outage' }).expect(200)).body;
      expect(refund).toMatchObject({ scope: 'UNUSED', reason: 'The slot was not shown during an outage' });
      // A moment later than the list's figure: the same, or a paisa or two less.
      expect(listed[0].unusedAmount - refund.amount).toBeGreaterThanOrEqual(0);
      expect(listed[0].unusedAmount - refund.amount).toBeLessThan(0.05);
      expect(await balance(seller)).toBeCloseTo(before + refund.amount, 2);
      expect(await t.dataSource.getRepository(LedgerEntry).countBy({ user: { id: seller.id }, kind: LedgerKind.Refund })).toBe(1);
      const ad = await t.dataSource.getRepository(Ad).findOneByOrFail({ id: promotion.adId });
      expect(ad.promotedUntil!.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
      expect(await t.dataSource.getRepository(Notice).findOneByOrFail({ user: { id: seller.id }, kind: 'PROMOTION_REFUNDED' as never })).toBeTruthy();
      const activity = (await t.http.get('/api/seller/activity').set(bearer(seller.token)).expect(200)).body;
      // Found by its type: bought and refunded within one millisecond, the two lines tie on their time.
      expect(activity.items.find((item: { type: string }) => item.type === 'PROMOTION_REFUNDED')).toMatchObject({ title: expect.stringMatching(/Refund of ₹.*outage/) });
      expectDetail(await t.http.post(`${PROMOTIONS}/${promotionId}/refund`).set(admin).send({ scope: 'ALL', reason: 'Again' }), 409);
      expect(await t.dataSource.getRepository(LedgerEntry).countBy({ user: { id: seller.id }, kind: LedgerKind.Refund })).toBe(1);
    });

    it('refunds once when two admins refund the same promotion at once', async () => {
      const promotion = await promote(seller);
      const other = await createAdmin(t);
      const answers = await Promise.all([
        t.http.post(`${PROMOTIONS}/${promotion.id}/refund`).set(admin).send({ scope: 'ALL', reason: 'Sold by mistake' }),
        t.http.post(`${PROMOTIONS}/${promotion.id}/refund`).set(bearer(other.token)).send({ scope: 'ALL', reason: 'Sold by mistake' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await t.dataSource.getRepository(LedgerEntry).countBy({ user: { id: seller.id }, kind: LedgerKind.Refund, adId: promotion.adId })).toBe(1);
    });

    it("refuses an admin's own account, a free post, a missing promotion and a bad body, changing nothing", async () => {
      const selfAdmin = await createAdmin(t);
      await fundWallet(t.http, t.adminToken, selfAdmin.token, 1000);
      const own = await promote(selfAdmin as unknown as Seller);
      expectDetail(await t.http.post(`${PROMOTIONS}/${own.id}/refund`).set(bearer(selfAdmin.token)).send({ scope: 'ALL', reason: 'My own' }), 403);
      const freeAd = (await postAd(t.http, seller.token)).body.id as number;
      await t.http.post(`/api/seller/transaction/post-free-ad/${freeAd}`).set(bearer(seller.token)).expect(200);
      const free = await t.dataSource.getRepository(Promotion).findOneByOrFail({ adId: freeAd });
      expectDetail(await t.http.post(`${PROMOTIONS}/${free.id}/refund`).set(admin).send({ scope: 'ALL', reason: 'Free' }), 409);
      expectDetail(await t.http.post(`${PROMOTIONS}/999999/refund`).set(admin).send({ scope: 'ALL', reason: 'Missing' }), 404);
      expectFieldError(await t.http.post(`${PROMOTIONS}/${own.id}/refund`).set(admin).send({ scope: 'HALF', reason: 'Half' }), 'scope');
      expectFieldError(await t.http.post(`${PROMOTIONS}/${own.id}/refund`).set(admin).send({ scope: 'ALL', reason: '' }), 'reason');
      expect(await t.dataSource.getRepository(LedgerEntry).countBy({ kind: LedgerKind.Refund, adId: own.adId })).toBe(0);
    });
  });

  describe("a seller's wallet statement", () => {
    it('gives the opening balance, each movement and the closing balance, as CSV and as PDF', async () => {
      const s = await createSeller(t);
      await fundWallet(t.http, t.adminToken, s.token, 2000);
      await promote(s);
      const csv = await t.http
        .get(`${STATEMENT}?from=${day(-1)}&to=${day()}&format=csv`)
        .set(bearer(s.token))
        .expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe('Date,Description,Ad,Credit (INR),Debit (INR),Balance (INR)');
      expect(lines[1]).toBe(`${day(-1)},Opening balance,,,,0.00`);
      expect(lines[2]).toMatch(/,Wallet top-up by UPI .*,,2000.00,,2000.00$/);
      expect(lines).toHaveLength(5);
      const closing = await balance(s);
      expect(lines[4]).toBe(`${day()},Closing balance,,,,${closing.toFixed(2)}`);
      // A later period opens with what the earlier one closed with.
      const later = await t.http
        .get(`${STATEMENT}?from=${day(1)}&to=${day(2)}&format=csv`)
        .set(bearer(s.token))
        .expect(200);
      expect(later.text).toContain(`${day(1)},Opening balance,,,,${closing.toFixed(2)}`);
      const pdf = await t.http
        .get(`${STATEMENT}?from=${day(-1)}&to=${day()}`)
        .set(bearer(s.token))
        .buffer(true)
        .expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it.each([
      ['a reversed period', { from: day(), to: day(-1) }],
      ['more than a year', { from: day(-400), to: day() }],
      ['not a day', { from: '2026-13-01', to: day() }],
      ['another format', { from: day(), to: day(), format: 'xlsx' }],
    ])('refuses %s with 400', async (_, query) => {
      expectDetail(await t.http.get(STATEMENT).query(query).set(bearer(seller.token)), 400);
    });
  });

  describe('the finance view and exports', () => {
    it('sums money in, promotions sold and refunds per day, what is owed to sellers and pending top-ups by age', async () => {
      const summary = (await t.http.get(`${FINANCE}/summary?days=7`).set(admin).expect(200)).body;
      const today = (list: { day: string; amount: number; count: number }[]) => list.find((entry) => entry.day === day());
      const ledger = await t.dataSource.getRepository(LedgerEntry).find();
      const sum = (kinds: LedgerKind[]) => ledger.filter((e) => kinds.includes(e.kind)).reduce((total, e) => total + e.amountPaise, 0) / 100;
      expect(today(summary.moneyIn)).toEqual({ day: day(), amount: sum([LedgerKind.TopUp, LedgerKind.TopUpReversal]), count: expect.any(Number) });
      expect(today(summary.promotionsSold)?.amount).toBeCloseTo(-sum([LedgerKind.Promotion]), 2);
      expect(today(summary.refunds)?.amount).toBeCloseTo(sum([LedgerKind.Refund]), 2);
      expect(summary.owedToSellers).toBeCloseTo(ledger.reduce((total, e) => total + e.amountPaise, 0) / 100, 2);
      expect(summary.pendingTopUps).toEqual({ underOneDay: 0, oneToThreeDays: 0, threeToSevenDays: 0, overSevenDays: 0, requested: 0 });
      expect(summary.reconciliation).toMatchObject({ lastImportAt: null, unknownCredits: 0, mismatches: 0 });
      expectFieldError(await t.http.get(`${FINANCE}/summary?days=1000`).set(admin), 'days');
    });

    it("exports the month's invoices and refunds as CSV for the accountant", async () => {
      const month = day().slice(0, 7);
      const invoices = await t.http.get(`${FINANCE}/invoices.csv?month=${month}`).set(admin).expect(200);
      const rows = invoices.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(rows[0]).toBe('Number,Type,Date,Original invoice,Recipient,Recipient e-mail,Place of supply,State code,SAC,Rate %,Taxable value,CGST,SGST,IGST,Total,Top-up reference,UTR');
      expect(rows.find((row) => row.includes(seller.email))).toMatch(/^BZ\/\d\d-\d\d\/\d{6},Tax invoice,.*,Meera Iyer,.*,Maharashtra,27,998365,18,4237.28,381.36,381.36,0.00,5000.00,/);
      const refunds = await t.http.get(`${FINANCE}/refunds.csv?month=${month}`).set(admin).expect(200);
      expect(refunds.text).toContain('The slot was not shown during an outage');
      expect((await t.http.get(`${FINANCE}/invoices.csv?month=1999-01`).set(admin).expect(200)).text.trim().split('\n')).toHaveLength(1);
      expectFieldError(await t.http.get(`${FINANCE}/invoices.csv?month=2026-13`).set(admin), 'month');
    });
  });
});
