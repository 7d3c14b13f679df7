import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, fundWallet, postAd } from './factories';

/**
 * A write to an ad drops only the cached counts, promoted lists and kept answers of its category and
 * district (CatalogueChanges.adsTouched): what search answers must still follow every write, here and where it moved.
 */
describe('search caches after writes', () => {
  let t: TestApp;
  let category: { id: number; slug: string };
  let districts: { id: number; slug: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    category = (await t.http.get('/api/dashboard/get-all-categories').expect(200)).body[2];
    districts = (await t.http.get('/api/dashboard/state/Kerala').expect(200)).body;
  });
  afterAll(() => t.close());

  const search = async (district: { slug: string }) => (await t.http.get(`/api/dashboard/search?category=${category.slug}&location=${district.slug}`).expect(200)).body;
  const ids = (page: { items: { id: number }[] }) => page.items.map((ad) => ad.id);

  it('moves an ad out of one district and into another, counts and promoted list included', async () => {
    const [from, to, elsewhere] = districts;
    const seller = await createSeller(t);
    const ad = (await postAd(t.http, seller.token, { title: 'An ad that moves to another district', categoryId: category.id, locationId: from.id })).body;
    await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(seller.token)).expect(200);
    await fundWallet(t.http, t.adminToken, seller.token, 1000);
    const [pack] = (await t.http.get('/api/seller/transaction/get-top-up-packages').set(bearer(seller.token)).expect(200)).body;
    const [slot] = (await t.http.get('/api/seller/transaction/get-all-time-slots').set(bearer(seller.token)).expect(200)).body;
    await t.http.post(`/api/seller/transaction/promote-post/${ad.id}/${pack.id}/${slot.id}`).set(bearer(seller.token)).expect(200);
    const other = await createSeller(t);
    const stays = (await postAd(t.http, other.token, { title: 'An ad that stays where it is', categoryId: category.id, locationId: to.id })).body;
    await t.http.post(`/api/seller/transaction/post-free-ad/${stays.id}`).set(bearer(other.token)).expect(200);

    // Counted and listed (the promoted list and the count of each district are now cached).
    expect(await search(from)).toMatchObject({ total: 1, items: [{ id: ad.id, promoted: true }] });
    expect(ids(await search(to))).toEqual([stays.id]);
    expect((await search(elsewhere)).total).toBe(0);

    await t.http.put(`/api/seller/post/update/${ad.id}`).set(bearer(seller.token)).field('locationId', String(to.id)).expect(200);
    expect(await search(from)).toMatchObject({ total: 0, items: [] });
    const moved = await search(to);
    expect(moved.total).toBe(2);
    expect(ids(moved)).toEqual([ad.id, stays.id]); // promoted first

    // Taken down where it is now: gone from that district's list and count.
    await t.http.put(`/api/admin/post/deactivate/${ad.id}`).set(bearer(t.adminToken)).send({ reason: 'SPAM' }).expect(200);
    expect(await search(to)).toMatchObject({ total: 1, items: [{ id: stays.id }] });
  });

  it('keeps the answers of other districts through a write, and drops those of its own district, its category and all of India', async () => {
    const [here, elsewhere] = districts.slice(3, 5);
    const live = async (title: string, district: { id: number }) => {
      const seller = await createSeller(t); // one free ad each
      const ad = (await postAd(t.http, seller.token, { title, categoryId: category.id, locationId: district.id })).body;
      await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(seller.token)).expect(200);
      return { ...(ad as { id: number }), token: seller.token };
    };
    const written = await live('An ad edited through the API', here);
    const watched = await live('An ad in another district', elsewhere);
    const wide = async () => (await t.http.get(`/api/dashboard/search?category=${category.slug}`).expect(200)).body;
    const titleIn = (page: { items: { id: number; title: string }[] }) => page.items.find((ad) => ad.id === watched.id)?.title;
    expect(titleIn(await search(elsewhere))).toBe('An ad in another district');
    expect(titleIn(await wide())).toBe('An ad in another district');

    // A change that tells no cache (raw SQL) shows only where the answer is not kept.
    await t.dataSource.query('UPDATE ads SET title = ? WHERE id = ?', ['Renamed without a notice', watched.id]);
    expect(titleIn(await search(elsewhere))).toBe('An ad in another district');

    await t.http.put(`/api/seller/post/update/${written.id}`).set(bearer(written.token)).field('title', 'An ad edited once more').expect(200);
    expect(titleIn(await search(elsewhere))).toBe('An ad in another district'); // kept: the write was in another district
    expect(titleIn(await wide())).toBe('Renamed without a notice'); // dropped: the whole category holds the written ad
    expect((await search(here)).items.find((ad: { id: number }) => ad.id === written.id).title).toBe('An ad edited once more');
  });
});
