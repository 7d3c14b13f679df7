import { Ad } from '../src/ads/ad.entity';
import { Promotion } from '../src/promotions/promotion.entity';
import { PromotionKind } from '../src/promotions/promotion-kind';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, fundWallet, postAd } from './factories';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Renewing an expiring or expired ad, free once per FREE_AD_DAYS per ad or with a package, bumps it to the top of "newest first". */
describe('renewals', () => {
  let t: TestApp;
  let category: { id: number; slug: string };
  let districts: { id: number; slug: string }[];
  let standard: { id: number };
  let allDay: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    category = (await t.http.get('/api/dashboard/get-all-categories').expect(200)).body[1];
    districts = (await t.http.get('/api/dashboard/state/Karnataka').expect(200)).body;
    const seller = await createSeller(t);
    standard = (await t.http.get('/api/seller/transaction/get-top-up-packages').set(bearer(seller.token)).expect(200)).body.find((p: { name: string }) => p.name === 'Standard');
    allDay = (await t.http.get('/api/seller/transaction/get-all-time-slots').set(bearer(seller.token)).expect(200)).body.find((s: { label: string }) => s.label === 'All day');
  });
  afterAll(() => t.close());

  /** A district of its own for each test, so the order of its results is the test's alone. */
  let nextDistrict = 0;
  const ownDistrict = () => districts[nextDistrict++];

  /** A live ad (posted free) of a new seller in the district. */
  async function liveAd(district: { id: number }, title: string) {
    const seller = await createSeller(t);
    const ad = (await postAd(t.http, seller.token, { title, categoryId: category.id, locationId: district.id })).body;
    await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(seller.token)).expect(200);
    return { seller, ad };
  }

  const setExpiry = (id: number, expiresAt: Date) => t.dataSource.getRepository(Ad).update({ id }, { expiresAt });
  const shownIds = async (district: { slug: string }, sort = '') =>
    (await t.http.get(`/api/dashboard/search?category=${category.slug}&location=${district.slug}&pageSize=20${sort}`).expect(200)).body.items.map((ad: { id: number }) => ad.id);

  it('renews an expiring ad free for FREE_AD_DAYS and moves it to the top of the list', async () => {
    const district = ownDistrict();
    const older = await liveAd(district, 'Older ad renewed later on');
    const newer = await liveAd(district, 'Newer ad that stays put');
    expect(await shownIds(district)).toEqual([newer.ad.id, older.ad.id]);

    // Two days before it expires, the seller can renew it, for free.
    const expiresAt = new Date(Date.now() + 36 * HOUR);
    await setExpiry(older.ad.id, expiresAt);
    const mine = (await t.http.get('/api/seller/post/my-ads').set(bearer(older.seller.token)).expect(200)).body.items;
    expect(mine[0]).toMatchObject({ id: older.ad.id, renewable: true, expired: false });
    const renewal = (await t.http.get(`/api/seller/transaction/renewal/${older.ad.id}`).set(bearer(older.seller.token)).expect(200)).body;
    expect(renewal).toMatchObject({ adId: older.ad.id, renewable: true, free: true, expired: false, nextFreeAt: null, days: 7 });

    const renewed = (await t.http.post(`/api/seller/transaction/renew-ad/${older.ad.id}`).set(bearer(older.seller.token)).expect(200)).body;
    expect(renewed).toMatchObject({ Success: true, adId: older.ad.id });
    // The week is added to what was left, not to today.
    expect(new Date(renewed.expiresAt).getTime()).toBeCloseTo(expiresAt.getTime() + 7 * DAY, -3);
    expect(await shownIds(district)).toEqual([older.ad.id, newer.ad.id]);
    expect(await shownIds(district, '&sort=newest')).toEqual([older.ad.id, newer.ad.id]);

    // No longer expiring: no longer renewable, and the seller's activity says what happened.
    const after = (await t.http.get('/api/seller/post/my-ads').set(bearer(older.seller.token)).expect(200)).body.items[0];
    expect(after).toMatchObject({ renewable: false, expired: false });
    const activity = (await t.http.get('/api/seller/activity').set(bearer(older.seller.token)).expect(200)).body.items;
    expect(activity.find((item: { type: string }) => item.type === 'AD_RENEWED')).toMatchObject({ adId: older.ad.id, amount: null, title: 'Renewed "Older ad renewed later on" free' });
  });

  it('brings an expired ad back, at the top', async () => {
    const district = ownDistrict();
    const expired = await liveAd(district, 'Expired ad brought back');
    const other = await liveAd(district, 'Another live ad nearby');
    await setExpiry(expired.ad.id, new Date(Date.now() - 3 * DAY));
    expect(await shownIds(district)).toEqual([other.ad.id]);
    await t.http.get(`/api/dashboard/get-post/${expired.ad.id}`).expect(404);

    const renewal = (await t.http.get(`/api/seller/transaction/renewal/${expired.ad.id}`).set(bearer(expired.seller.token)).expect(200)).body;
    expect(renewal).toMatchObject({ expired: true, renewable: true, free: true });
    const renewed = (await t.http.post(`/api/seller/transaction/renew-ad/${expired.ad.id}`).set(bearer(expired.seller.token)).expect(200)).body;
    // An expired ad gets the week from now.
    expect(new Date(renewed.expiresAt).getTime()).toBeCloseTo(Date.now() + 7 * DAY, -4);
    expect(await shownIds(district)).toEqual([expired.ad.id, other.ad.id]);
    await t.http.get(`/api/dashboard/get-post/${expired.ad.id}`).expect(200);
  });

  it('renews free once per FREE_AD_DAYS per ad; meanwhile a package renews and bumps it', async () => {
    const district = ownDistrict();
    const { seller, ad } = await liveAd(district, 'Ad renewed twice in a week');
    const later = await liveAd(district, 'Ad posted after the first');
    await setExpiry(ad.id, new Date(Date.now() + HOUR));
    await t.http.post(`/api/seller/transaction/renew-ad/${ad.id}`).set(bearer(seller.token)).expect(200);

    // A week on it could be expiring again (here: set so); the free renewal is not due yet.
    await setExpiry(ad.id, new Date(Date.now() + HOUR));
    const refused = await t.http.post(`/api/seller/transaction/renew-ad/${ad.id}`).set(bearer(seller.token)).expect(429);
    expect(refused.body.detail).toMatch(/next free renewal is possible after .*package/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(6 * 86_400);
    const renewal = (await t.http.get(`/api/seller/transaction/renewal/${ad.id}`).set(bearer(seller.token)).expect(200)).body;
    expect(renewal).toMatchObject({ renewable: true, free: false });
    expect(new Date(renewal.nextFreeAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);

    // Another seller's ad went live meanwhile; buying a package puts this one back on top of the regular list when its promotion ends.
    const newest = await liveAd(district, 'Newest ad of the district');
    await fundWallet(t.http, t.adminToken, seller.token, 1000);
    await t.http.post(`/api/seller/transaction/promote-post/${ad.id}/${standard.id}/${allDay.id}`).set(bearer(seller.token)).expect(200);
    expect(await shownIds(district, '&sort=newest')).toEqual([ad.id, newest.ad.id, later.ad.id]);
    await t.dataSource.getRepository(Ad).update({ id: ad.id }, { promotedUntil: new Date(Date.now() - 1000) });
    expect(await shownIds(district)).toEqual([ad.id, newest.ad.id, later.ad.id]);
  });

  it('refuses ads that cannot be renewed, with the reason, changing nothing', async () => {
    const { seller, ad } = await liveAd(ownDistrict(), 'Ad with a week still to run');
    const before = await t.dataSource.getRepository(Ad).findOneByOrFail({ id: ad.id });

    // Not expiring yet: renewable from two days before it expires.
    const early = await t.http.post(`/api/seller/transaction/renew-ad/${ad.id}`).set(bearer(seller.token)).expect(409);
    expect(early.body.detail).toMatch(/You can renew it from/);
    expect((await t.http.get(`/api/seller/transaction/renewal/${ad.id}`).set(bearer(seller.token)).expect(200)).body).toMatchObject({ renewable: false, free: false });
    // Posting it free again (the seller's daily free ad is due again) would bump it every day: refused too.
    await t.dataSource.getRepository(Promotion).update({ adId: ad.id }, { createdAt: new Date(Date.now() - 2 * DAY) });
    const repost = await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(seller.token)).expect(409);
    expect(repost.body.detail).toMatch(/already posted/);

    // Never posted: posted free or promoted first.
    const draft = (await postAd(t.http, seller.token, { categoryId: category.id })).body;
    expect((await t.http.post(`/api/seller/transaction/renew-ad/${draft.id}`).set(bearer(seller.token)).expect(409)).body.detail).toMatch(/not been posted/);

    // Someone else's, unknown, signed out.
    const stranger = await createSeller(t);
    await t.http.post(`/api/seller/transaction/renew-ad/${ad.id}`).set(bearer(stranger.token)).expect(403);
    await t.http.get(`/api/seller/transaction/renewal/${ad.id}`).set(bearer(stranger.token)).expect(403);
    await t.http.post('/api/seller/transaction/renew-ad/999999').set(bearer(seller.token)).expect(404);
    await t.http.post(`/api/seller/transaction/renew-ad/${ad.id}`).expect(401);

    // Taken down by a moderator: only an admin brings it back.
    await setExpiry(ad.id, new Date(Date.now() + HOUR));
    await t.http.put(`/api/admin/post/deactivate/${ad.id}`).set(bearer(t.adminToken)).send({ reason: 'SPAM' }).expect(200);
    expect((await t.http.post(`/api/seller/transaction/renew-ad/${ad.id}`).set(bearer(seller.token)).expect(403)).body.detail).toMatch(/taken down/);

    const after = await t.dataSource.getRepository(Ad).findOneByOrFail({ id: ad.id });
    expect(after.listedAt).toEqual(before.listedAt);
    expect(await t.dataSource.getRepository(Promotion).countBy({ adId: ad.id, kind: PromotionKind.Renewal })).toBe(0);
  });

  it('renews once when the same seller asks twice at the same moment, and once for a retried request', async () => {
    const { seller, ad } = await liveAd(ownDistrict(), 'Ad renewed from two tabs at once');
    await setExpiry(ad.id, new Date(Date.now() + HOUR));
    const answers = await Promise.all([1, 2].map(() => t.http.post(`/api/seller/transaction/renew-ad/${ad.id}`).set(bearer(seller.token))));
    // The second waits for the first (the seller's wallet row is locked), then finds it no longer expiring.
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);

    const second = await liveAd(ownDistrict(), 'Ad renewed with a retried request');
    await setExpiry(second.ad.id, new Date(Date.now() + HOUR));
    const key = 'renew-retry-0001';
    const first = await t.http.post(`/api/seller/transaction/renew-ad/${second.ad.id}`).set(bearer(second.seller.token)).set('Idempotency-Key', key).expect(200);
    const retry = await t.http.post(`/api/seller/transaction/renew-ad/${second.ad.id}`).set(bearer(second.seller.token)).set('Idempotency-Key', key).expect(200);
    expect(retry.body).toEqual(first.body);
    for (const id of [ad.id, second.ad.id]) expect(await t.dataSource.getRepository(Promotion).countBy({ adId: id, kind: PromotionKind.Renewal })).toBe(1);
  });
});
