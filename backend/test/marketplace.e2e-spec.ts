import { LedgerEntry } from '../src/wallet/ledger-entry.entity';
import { solvedChallenge } from './challenge-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, fundWallet, postAd, transactionId } from './factories';
import { verifyPhone } from './phone-helpers';

/** A seller's whole journey (docs/seller-guide.md), through the API alone. */
describe('marketplace: post, activate, top up, promote, find', () => {
  let t: TestApp;
  let pune: { id: number; slug: string };
  let category: { id: number; slug: string; title: string };
  let standard: { id: number; amount: number; durationDays: number };
  let allDay: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    const districts = (await t.http.get('/api/dashboard/state/Maharashtra').expect(200)).body;
    pune = districts.find((d: { district: string }) => d.district === 'Pune');
    category = (await t.http.get('/api/dashboard/get-all-categories').expect(200)).body[0];
    const seller = await createSeller(t);
    standard = (await t.http.get('/api/seller/transaction/get-top-up-packages').set(bearer(seller.token)).expect(200)).body.find((p: { name: string }) => p.name === 'Standard');
    allDay = (await t.http.get('/api/seller/transaction/get-all-time-slots').set(bearer(seller.token)).expect(200)).body.find((s: { label: string }) => s.label === 'All day');
    await t.http.post('/api/admin/transaction/create-qr-code').set(bearer(t.adminToken)).send({ upiId: 'bazaar@okicici', payeeName: 'Bazaar Classifieds', isActive: true }).expect(201);
  });
  afterAll(() => t.close());

  it('takes a seller from sign-up to a free ad and a promoted ad that visitors find, promoted first', async () => {
    const seller = await createSeller(t, { fullName: 'Priya Sharma' });

    // Post an ad with photos: it starts INACTIVE and is not public.
    const first = await postAd(t.http, seller.token, {
      title: 'Evening walks and coffee in Pune',
      description: 'Slow walks by the river and long talks over filter coffee, Pune only.',
      categoryId: category.id,
      locationId: pune.id,
      images: 2,
      contact: 'PHONE',
    });
    expect(first.body).toMatchObject({ status: 'INACTIVE', title: 'Evening walks and coffee in Pune', phone: '9876543210', age: 25, promoted: false, views: 0 });
    expect(first.body.images).toHaveLength(2);
    expect(first.body.images[0].url).toMatch(/^\/uploads\/ads\/.+\.webp\?expires=\d+&signature=[\w-]+$/); // signed: the ad is not on the site yet
    await t.http.get(first.body.images[0].url).expect(200).expect('Content-Type', 'image/webp');
    await t.http.get(`/api/dashboard/get-post/${first.body.id}`).expect(404);

    // Post it free: ACTIVE for FREE_AD_DAYS.
    const free = await t.http.post(`/api/seller/transaction/post-free-ad/${first.body.id}`).set(bearer(seller.token)).expect(200);
    expect(free.body.Success).toBe(true);
    const days = (new Date(free.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    // A second free ad within 24 hours is refused.
    const second = await postAd(t.http, seller.token, {
      title: 'Weekend company in Pune for dinners',
      categoryId: category.id,
      locationId: pune.id,
      description: 'Dinner dates, concerts and long talks about books. Discreet and friendly, Pune only.',
    });
    const again = await t.http.post(`/api/seller/transaction/post-free-ad/${second.body.id}`).set(bearer(seller.token)).expect(429);
    expect(again.body.detail).toMatch(/24 hours/);

    // Top up by UPI: PENDING until an admin approves; nothing is credited before.
    const qr = await t.http.get('/api/seller/transaction/get-active-qr').set(bearer(seller.token)).expect(200);
    expect(qr.body.upiUri).toBe('upi://pay?pa=bazaar@okicici&pn=Bazaar%20Classifieds&cu=INR');
    const utr = transactionId();
    const payment = await t.http.post('/api/seller/transaction/add-money').set(bearer(seller.token)).send({ amount: 500, upiId: 'priya@okhdfcbank', transactionId: utr }).expect(201);
    expect(payment.body).toMatchObject({ paymentStatus: 'PENDING', amount: 500, email: seller.email });
    expect((await t.http.get('/api/seller/transaction/wallet').set(bearer(seller.token))).body.balance).toBe(0);
    await t.http.post('/api/seller/transaction/add-money').set(bearer(seller.token)).send({ amount: 500, upiId: 'priya@okhdfcbank', transactionId: utr }).expect(409);

    // Checkout says the wallet is short before approval.
    const short = await t.http.get(`/api/seller/transaction/seller-checkout-response/${second.body.id}/${standard.id}/${allDay.id}`).set(bearer(seller.token)).expect(200);
    await t.http.get(short.body.image).expect(200).expect('Content-Type', 'image/webp'); // the ad is not on the site: its seller's link is signed
    expect(short.body).toMatchObject({
      canProceed: false,
      availableBalance: 0,
      usableBalance: 0,
      packageAmount: standard.amount,
      remainingBalance: -standard.amount,
      packageName: 'Standard',
      slot: 'All day',
      adId: second.body.id,
    });
    await t.http.post(`/api/seller/transaction/promote-post/${second.body.id}/${standard.id}/${allDay.id}`).set(bearer(seller.token)).expect(409);

    // The admin approves, twice: credited once.
    for (let i = 0; i < 2; i++) await t.http.put(`/api/admin/transaction/update-payment-status/${payment.body.id}/APPROVED`).set(bearer(t.adminToken)).expect(200);
    const wallet = await t.http.get('/api/seller/transaction/wallet').set(bearer(seller.token)).expect(200);
    expect(wallet.body.balance).toBe(500);
    expect(wallet.body.entries).toHaveLength(1);

    // Checkout and promote the second ad from the wallet.
    const checkout = await t.http.get(`/api/seller/transaction/seller-checkout-response/${second.body.id}/${standard.id}/${allDay.id}`).set(bearer(seller.token)).expect(200);
    expect(checkout.body).toMatchObject({ canProceed: true, availableBalance: 500, usableBalance: 500, remainingBalance: 500 - standard.amount });
    const promoted = await t.http.get(`/api/seller/transaction/promote-post/${second.body.id}/${standard.id}/${allDay.id}`).set(bearer(seller.token)).expect(200);
    expect(promoted.body).toMatchObject({ Success: true, adId: second.body.id, balance: 500 - standard.amount });
    expect((await t.http.get('/api/auth/me').set(bearer(seller.token))).body.walletBalance).toBe(500 - standard.amount);

    // My Ads and Activity show all of it.
    const mine = await t.http.get('/api/seller/post/my-ads').set(bearer(seller.token)).expect(200);
    expect(mine.body.total).toBe(2);
    expect(mine.body.items.map((a: { status: string; promoted: boolean }) => [a.status, a.promoted])).toEqual([
      ['ACTIVE', true],
      ['ACTIVE', false],
    ]);
    const activity = await t.http.get('/api/seller/activity').set(bearer(seller.token)).expect(200);
    expect(activity.body.items.map((i: { type: string }) => i.type).sort()).toEqual(['AD_POSTED', 'AD_POSTED', 'FREE_AD', 'PAYMENT_APPROVED', 'PAYMENT_SUBMITTED', 'PROMOTION'].sort());
    expect(activity.body.total).toBe(6);

    // A visitor finds both by category and district, the promoted one first, and by keyword; no phone numbers in lists.
    const found = await t.http.get(`/api/dashboard/search?category=${category.slug}&location=${pune.slug}`).expect(200);
    expect(found.body.items.map((a: { id: number }) => a.id)).toEqual([second.body.id, first.body.id]);
    expect(found.body.items[0]).toMatchObject({ promoted: true, featuredNow: true });
    expect(JSON.stringify(found.body)).not.toContain('9876543210');
    const byKeyword = await t.http.get(`/api/dashboard/search?category=${category.slug}&location=${pune.slug}&keyword=coffee`).expect(200);
    expect(byKeyword.body.items.map((a: { id: number }) => a.id)).toEqual([first.body.id]);
    const legacy = await t.http.post(`/api/dashboard/post-by-location-and-category-name?categoryName=${encodeURIComponent(category.title)}&locationName=Pune&keyword=dinner`).expect(200);
    expect(legacy.body.items.map((a: { id: number }) => a.id)).toEqual([second.body.id]);

    // The ad page names the seller by display name and counts views; a signed-in buyer asks for the phone.
    const page = await t.http.get(`/api/dashboard/get-post/${first.body.id}`).expect(200);
    expect(page.body).toMatchObject({ sellerName: expect.stringMatching(/^Priya\d{4}$/), views: 1, category: { slug: category.slug }, location: { district: 'Pune' } });
    const buyer = await createSeller(t);
    await verifyPhone(t, seller.token, '9876543210'); // only a number proved by a code is revealed (issue 42)
    expect(
      (
        await t.http
          .post(`/api/dashboard/reveal-phone/${first.body.id}`)
          .set({ ...bearer(buyer.token), ...(await solvedChallenge(t)) })
          .expect(200)
      ).body,
    ).toEqual({ phone: '9876543210' });
    expect((await t.http.get(`/api/dashboard/get-post/${first.body.id}`).set(bearer(buyer.token))).body.views).toBe(2);
  });

  it('exactly as many concurrent purchases succeed as the balance covers, and the balance never goes below zero', async () => {
    const seller = await createSeller(t);
    const ad = await postAd(t.http, seller.token, { categoryId: category.id, locationId: pune.id });
    await fundWallet(t.http, t.adminToken, seller.token, standard.amount * 3 + 10);
    const attempts = await Promise.all(Array.from({ length: 30 }, () => t.http.post(`/api/seller/transaction/promote-post/${ad.body.id}/${standard.id}/${allDay.id}`).set(bearer(seller.token))));
    const statuses = attempts.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(27);
    const wallet = await t.http.get('/api/seller/transaction/wallet?pageSize=100').set(bearer(seller.token)).expect(200);
    expect(wallet.body.balance).toBe(10);
    const sum = wallet.body.entries.reduce((total: number, e: { amount: number }) => total + e.amount, 0);
    expect(sum).toBe(10);
  });

  it('credits an approval once even when approvals race', async () => {
    const seller = await createSeller(t);
    const payment = await t.http.post('/api/seller/transaction/add-money').set(bearer(seller.token)).send({ amount: 1000, upiId: 'racer@oksbi', transactionId: transactionId() }).expect(201);
    const results = await Promise.all(Array.from({ length: 10 }, () => t.http.put(`/api/admin/transaction/update-payment-status/${payment.body.id}/APPROVED`).set(bearer(t.adminToken))));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await t.dataSource.getRepository(LedgerEntry).countBy({ payment: { id: payment.body.id } })).toBe(1);
    expect((await t.http.get('/api/auth/me').set(bearer(seller.token))).body.walletBalance).toBe(1000);
  });

  it('reverses an approved top-up on rejection, or refuses when the money is spent', async () => {
    const seller = await createSeller(t);
    const unspent = await fundWallet(t.http, t.adminToken, seller.token, 300);
    const rejected = await t.http.put(`/api/admin/transaction/update-payment-status/${unspent.id}/REJECTED`).set(bearer(t.adminToken)).expect(200);
    expect(rejected.body.paymentStatus).toBe('REJECTED');
    expect((await t.http.get('/api/auth/me').set(bearer(seller.token))).body.walletBalance).toBe(0);
    const reapprove = await t.http.put(`/api/admin/transaction/update-payment-status/${unspent.id}/APPROVED`).set(bearer(t.adminToken)).expect(409);
    expect(reapprove.body.detail).toMatch(/reversed/);

    const spent = await fundWallet(t.http, t.adminToken, seller.token, standard.amount);
    const ad = await postAd(t.http, seller.token, { categoryId: category.id, locationId: pune.id });
    await t.http.post(`/api/seller/transaction/promote-post/${ad.body.id}/${standard.id}/${allDay.id}`).set(bearer(seller.token)).expect(200);
    const refused = await t.http.put(`/api/admin/transaction/update-payment-status/${spent.id}/REJECTED`).set(bearer(t.adminToken)).expect(409);
    expect(refused.body.detail).toMatch(/spent/);
    expect(
      (await t.http.get(`/api/admin/transaction/get-all-payments?email=${encodeURIComponent(seller.email)}`).set(bearer(t.adminToken))).body.find((p: { id: number }) => p.id === spent.id)
        .paymentStatus,
    ).toBe('APPROVED');
    await t.http.put(`/api/admin/transaction/update-payment-status/${spent.id}/PENDING`).set(bearer(t.adminToken)).expect(409);
    await t.http.put(`/api/admin/transaction/update-payment-status/${spent.id}/PAID`).set(bearer(t.adminToken)).expect(400);
  });

  it("keeps one seller's hands off another's ads", async () => {
    const owner = await createSeller(t);
    const other = await createSeller(t);
    const ad = await postAd(t.http, owner.token, { categoryId: category.id, locationId: pune.id });
    const id = ad.body.id;
    await t.http.put(`/api/seller/post/update/${id}`).set(bearer(other.token)).field('title', 'Hijacked title for this ad').expect(403);
    await t.http.delete(`/api/seller/post/delete/${id}`).set(bearer(other.token)).expect(403);
    await t.http.get(`/api/seller/transaction/seller-checkout-response/${id}/${standard.id}/${allDay.id}`).set(bearer(other.token)).expect(403);
    await t.http.post(`/api/seller/transaction/promote-post/${id}/${standard.id}/${allDay.id}`).set(bearer(other.token)).expect(403);
    await t.http.post(`/api/seller/transaction/post-free-ad/${id}`).set(bearer(other.token)).expect(403);
    await t.http.get(`/api/seller/post/my-ad/${id}`).set(bearer(other.token)).expect(403);
    expect((await t.http.get(`/api/seller/post/my-ad/${id}`).set(bearer(owner.token)).expect(200)).body).toMatchObject({ id, status: 'INACTIVE' });
    const mine = await t.http.get('/api/seller/post/my-ads').set(bearer(other.token)).expect(200);
    expect(mine.body.total).toBe(0);
    await t.http.put(`/api/seller/post/update/${id}`).set(bearer(owner.token)).field('title', 'A better title for my ad').expect(200);
    await t.http.delete(`/api/seller/post/delete/${id}`).set(bearer(owner.token)).expect(204);
    await t.http.delete(`/api/seller/post/delete/${id}`).set(bearer(owner.token)).expect(404);
  });

  it('lets no seller bring back an ad a moderator took down', async () => {
    const seller = await createSeller(t);
    const ad = await postAd(t.http, seller.token, { categoryId: category.id, locationId: pune.id });
    await t.http.post(`/api/seller/transaction/post-free-ad/${ad.body.id}`).set(bearer(seller.token)).expect(200);
    await t.http.put(`/api/admin/post/deactivate/${ad.body.id}`).set(bearer(t.adminToken)).expect(200);
    await fundWallet(t.http, t.adminToken, seller.token, standard.amount);
    const refused = await t.http.post(`/api/seller/transaction/promote-post/${ad.body.id}/${standard.id}/${allDay.id}`).set(bearer(seller.token)).expect(403);
    expect(refused.body.detail).toMatch(/moderator/);
    expect((await t.http.get('/api/auth/me').set(bearer(seller.token))).body.walletBalance).toBe(standard.amount);
    const mine = await t.http.get('/api/seller/post/my-ads').set(bearer(seller.token)).expect(200);
    expect(mine.body.items[0]).toMatchObject({ id: ad.body.id, status: 'INACTIVE', takenDown: true });
    await t.http.put(`/api/admin/post/activate/${ad.body.id}`).set(bearer(t.adminToken)).expect(200);
    await t.http.post(`/api/seller/transaction/promote-post/${ad.body.id}/${standard.id}/${allDay.id}`).set(bearer(seller.token)).expect(200);
  });

  it('grants one free ad a day even when a seller fires many at once', async () => {
    const seller = await createSeller(t);
    const ads = [];
    for (let i = 0; i < 5; i++) ads.push((await postAd(t.http, seller.token, { categoryId: category.id, locationId: pune.id })).body.id);
    const attempts = await Promise.all(ads.flatMap((id) => [1, 2, 3, 4].map(() => t.http.post(`/api/seller/transaction/post-free-ad/${id}`).set(bearer(seller.token)))));
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(attempts.filter((r) => r.status === 429)).toHaveLength(19);
    const [{ n }] = await t.dataSource.query("SELECT COUNT(*) AS n FROM promotions WHERE sellerId = ? AND kind = 'FREE'", [seller.id]);
    expect(Number(n)).toBe(1);
  });
});
