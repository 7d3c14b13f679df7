import { IsNull } from 'typeorm';
import { Ad } from '../src/ads/ad.entity';
import { AccountToken } from '../src/auth/account-token.entity';
import { Category } from '../src/categories/category.entity';
import { Session } from '../src/auth/session.entity';
import { OutboxMail } from '../src/mail/outbox-mail.entity';
import { User } from '../src/users/user.entity';
import { LedgerEntry } from '../src/wallet/ledger-entry.entity';
import { Payment } from '../src/wallet/payment.entity';
import { expectDetail, expectFieldError, uploadExists } from './catalogue-helpers';
import { solvedChallenge } from './challenge-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, fundWallet, postAd } from './factories';

/** The rights the privacy page promises: a copy of one's data, and deleting the account. */
describe('privacy rights', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  /** A seller with an ad, a funded wallet, a report they filed and a profile phone. */
  async function activeSeller() {
    const seller = await createSeller(t, { fullName: 'Ritika Malhotra' });
    await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ phone: '9811122233' }).expect(200);
    const ad = (await postAd(t.http, seller.token, { title: 'Evening walks and coffee in Delhi' })).body;
    await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(seller.token)).expect(200);
    const payment = await fundWallet(t.http, t.adminToken, seller.token, 700);
    const other = await createSeller(t);
    const otherAd = (await postAd(t.http, other.token)).body;
    await t.http.post(`/api/seller/transaction/post-free-ad/${otherAd.id}`).set(bearer(other.token)).expect(200);
    await t.http
      .post(`/api/dashboard/report-post/${otherAd.id}`)
      .set({ ...bearer(seller.token), ...(await solvedChallenge(t)) })
      .send({ reason: 'SPAM', details: 'Posted in every city' })
      .expect(201);
    return { seller, ad, payment, otherAd };
  }

  describe('GET /api/auth/me/export', () => {
    it('is a JSON file of everything held about the caller, and nothing of anyone else', async () => {
      const { seller, ad, payment, otherAd } = await activeSeller();
      // A grievance about personal data, filed signed out from the account's address: it is the caller's too.
      const complaint = (
        await t.http
          .post('/api/complaints')
          .set(await solvedChallenge(t))
          .send({ kind: 'PRIVACY', name: 'Ritika Malhotra', email: seller.email, details: 'Please tell me which personal data you hold about me.' })
          .expect(201)
      ).body;
      const res = await t.http.get('/api/auth/me/export').set(bearer(seller.token)).expect(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?bazaar-data-\d{4}-\d{2}-\d{2}\.json"?$/);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = res.body;
      expect(data.profile).toMatchObject({ id: seller.id, email: seller.email, fullName: 'Ritika Malhotra', phone: '9811122233', emailVerified: true });
      expect(data.walletBalance).toBe(700);
      expect(data.ads).toEqual([expect.objectContaining({ id: ad.id, title: 'Evening walks and coffee in Delhi', status: 'ACTIVE', photos: [expect.stringMatching(/^\/uploads\//)] })]);
      expect(data.payments).toEqual([expect.objectContaining({ id: payment.id, amount: 700, status: 'APPROVED' })]);
      expect(data.ledger).toEqual([expect.objectContaining({ amount: 700, kind: 'TOP_UP' })]);
      expect(data.promotions).toEqual([expect.objectContaining({ adId: ad.id, kind: 'FREE' })]);
      expect(data.reportsFiled).toEqual([expect.objectContaining({ adId: otherAd.id, reason: 'SPAM', details: 'Posted in every city' })]);
      expect(data.complaintsFiled).toEqual([expect.objectContaining({ ticket: complaint.ticket, kind: 'PRIVACY', status: 'OPEN' })]);
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.activity.length).toBeGreaterThanOrEqual(3);
      const text = JSON.stringify(data);
      expect(text).not.toMatch(/passwordHash|tokenHash|argon2/);
      expect(text).not.toContain(otherAd.title);
    });

    it("has the caller's conversations with their messages both ways, saved searches and blocks, with only the other side's display name", async () => {
      const buyer = await createSeller(t, { fullName: 'Buyer Private Fullname' });
      const seller = await createSeller(t, { fullName: 'Seller Private Fullname' });
      await t.dataSource.getRepository(User).update({ id: seller.id }, { displayName: 'Meera' });
      const ad = (await postAd(t.http, seller.token, { title: 'Sunday brunch in Pune' })).body;
      await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(seller.token)).expect(200);
      const conversation = (await t.http.post('/api/messages').set(bearer(buyer.token)).send({ adId: ad.id, text: 'Hello, is Sunday fine?' }).expect(201)).body;
      await t.http.post(`/api/messages/${conversation.id}`).set(bearer(seller.token)).send({ text: 'Yes, Sunday at noon.' }).expect(201);
      await t.http.post(`/api/messages/${conversation.id}/block`).set(bearer(buyer.token)).expect(200);
      await t.http
        .post('/api/saved-searches')
        .set(bearer(buyer.token))
        .send({ category: (await t.dataSource.getRepository(Category).findOneByOrFail({ id: 1 })).slug, keyword: 'brunch', frequency: 'daily' })
        .expect(201);

      const data = (await t.http.get('/api/auth/me/export').set(bearer(buyer.token)).expect(200)).body;
      expect(data.conversations).toEqual([
        expect.objectContaining({
          adId: ad.id,
          adTitle: 'Sunday brunch in Pune',
          myRole: 'buyer',
          with: 'Meera',
          messages: [expect.objectContaining({ fromMe: true, text: 'Hello, is Sunday fine?' }), expect.objectContaining({ fromMe: false, text: 'Yes, Sunday at noon.' })],
        }),
      ]);
      expect(data.savedSearches).toEqual([expect.objectContaining({ keyword: 'brunch', frequency: 'daily' })]);
      expect(data.blocked).toEqual([expect.objectContaining({ name: 'Meera' })]);
      const text = JSON.stringify(data);
      expect(text).not.toContain('Seller Private Fullname');
      expect(text).not.toContain(seller.email);

      const sellers = (await t.http.get('/api/auth/me/export').set(bearer(seller.token)).expect(200)).body;
      expect(sellers.conversations).toEqual([expect.objectContaining({ myRole: 'seller', messages: [expect.objectContaining({ fromMe: false }), expect.objectContaining({ fromMe: true })] })]);
      expect(sellers.savedSearches).toEqual([]);
      expect(sellers.blocked).toEqual([]);
      expect(JSON.stringify(sellers)).not.toContain('Buyer Private Fullname');
    });

    it('needs a session', async () => {
      await t.http.get('/api/auth/me/export').expect(401);
    });
  });

  describe('DELETE /api/auth/me', () => {
    it('needs the password: a wrong or missing one changes nothing', async () => {
      const seller = await createSeller(t);
      expectDetail(await t.http.delete('/api/auth/me').set(bearer(seller.token)).send({ password: 'not-my-password' }), 403, /password is wrong/);
      expectFieldError(await t.http.delete('/api/auth/me').set(bearer(seller.token)).send({}), 'password');
      await t.http.get('/api/auth/me').set(bearer(seller.token)).expect(200);
    });

    it('removes ads and photos, erases personal data, ends every session, and keeps payments and the ledger anonymised', async () => {
      const { seller, ad, payment } = await activeSeller();
      const photo = (await t.dataSource.getRepository(Ad).findOneOrFail({ where: { id: ad.id }, relations: { images: true } })).images[0].url;
      expect(uploadExists(t, photo)).toBe(true);
      const otherDevice = (await t.http.post('/api/auth/login').send({ email: seller.email, password: seller.password }).expect(200)).body.token;

      const res = await t.http.delete('/api/auth/me').set(bearer(seller.token)).send({ password: seller.password }).expect(200);
      expect(res.body.detail).toMatch(/deleted/);

      await t.http.get('/api/auth/me').set(bearer(seller.token)).expect(401);
      await t.http.get('/api/auth/me').set(bearer(otherDevice)).expect(401);
      await t.http.post('/api/auth/login').send({ email: seller.email, password: seller.password }).expect(401);
      await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(404);
      expect(await t.dataSource.getRepository(Ad).countBy({ seller: { id: seller.id } })).toBe(0);
      expect(uploadExists(t, photo)).toBe(false);

      const row = await t.dataSource.getRepository(User).findOneByOrFail({ id: seller.id });
      expect(row).toMatchObject({ email: `deleted-${seller.id}@deleted.invalid`, fullName: 'Deleted account', displayName: null, phone: null, deletedAt: expect.any(Date) });
      expect(JSON.stringify(row)).not.toMatch(/Ritika|Malhotra|9811122233/);
      expect(await t.dataSource.getRepository(Session).countBy({ user: { id: seller.id }, endedAt: IsNull() })).toBe(0);
      expect(await t.dataSource.getRepository(AccountToken).countBy({ user: { id: seller.id } })).toBe(0);
      expect(await t.dataSource.getRepository(OutboxMail).countBy({ toAddress: seller.email })).toBe(0);
      // Accounting keeps the money's history, tied to the anonymised row.
      expect(await t.dataSource.getRepository(Payment).findOneOrFail({ where: { id: payment.id }, relations: { user: true } })).toMatchObject({ amountPaise: 70_000, user: { id: seller.id } });
      expect(await t.dataSource.getRepository(LedgerEntry).countBy({ user: { id: seller.id } })).toBeGreaterThanOrEqual(1);
      // The address is free for a new account.
      await t.http
        .post('/api/admins')
        .set(await solvedChallenge(t))
        .send({ fullName: 'Ritika Again', email: seller.email, password: 'a-new-password' })
        .expect(201);
      await t.http.post('/api/auth/login').send({ email: seller.email, password: 'a-new-password' }).expect(200);
    });

    it('needs a session', async () => {
      await t.http.delete('/api/auth/me').send({ password: 'whatever-it-is' }).expect(401);
    });
  });
});
