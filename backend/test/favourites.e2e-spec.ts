import { Ad } from '../src/ads/ad.entity';
import { AdImage } from '../src/ads/ad-image.entity';
import { AdStatus } from '../src/ads/ad-status';
import { Favourite } from '../src/favourites/favourite.entity';
import { FAVOURITES_PER_USER } from '../src/favourites/favourite-limits';
import { FavouritesService } from '../src/favourites/favourites.service';
import { expectDetail, expectFieldError, insertAd } from './catalogue-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller } from './factories';

const DAY = 86_400_000;

/** Favourites: a signed-in user's saved ads (/api/favourites), with the browser's list merged in at sign-in. */
describe('favourites', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t, { fullName: 'Priya Fullname Secret' });
  });
  afterAll(() => t.close());

  const ads = () => t.dataSource.getRepository(Ad);
  const favourites = () => t.dataSource.getRepository(Favourite);
  /** A live ad (ACTIVE, expiring in a week) of the shared seller. */
  async function liveAd(): Promise<Ad> {
    const ad = await insertAd(t, { categoryId: 1, locationId: 1, sellerId: seller.id });
    await ads().update({ id: ad.id }, { expiresAt: new Date(Date.now() + 7 * DAY) });
    return ad;
  }
  const buyer = () => createSeller(t, { fullName: 'Buyer Person' });
  const rowsOf = (userId: number) => favourites().find({ where: { user: { id: userId } }, order: { id: 'ASC' } });
  const put = (token: string, adId: number | string) => t.http.put(`/api/favourites/${adId}`).set(bearer(token));
  const list = async (token: string) => (await t.http.get('/api/favourites').set(bearer(token)).expect(200)).body;
  const ids = async (token: string) => (await t.http.get('/api/favourites/ids').set(bearer(token)).expect(200)).body.adIds as number[];

  it('needs a signed-in user, except to ask which ads are live', async () => {
    const ad = await liveAd();
    for (const req of [
      t.http.get('/api/favourites'),
      t.http.get('/api/favourites/ids'),
      t.http.put(`/api/favourites/${ad.id}`),
      t.http.delete(`/api/favourites/${ad.id}`),
      t.http.post('/api/favourites/merge').send({ adIds: [ad.id] }),
    ]) {
      expectDetail(await req, 401);
    }
    expect(await favourites().countBy({ ad: { id: ad.id } })).toBe(0);
    await t.http.get(`/api/favourites/live?ids=${ad.id}`).expect(200);
  });

  it('saves a live ad once however often it is saved, and lists it newest first with its public card only', async () => {
    const user = await buyer();
    const [first, second] = [await liveAd(), await liveAd()];
    await put(user.token, first.id).expect(204);
    await put(user.token, second.id).expect(204);
    await put(user.token, first.id).expect(204);
    expect((await rowsOf(user.id)).map((row) => row.adId)).toEqual([first.id, second.id]);

    const page = await list(user.token);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((item: { ad: { id: number } }) => item.ad.id)).toEqual([second.id, first.id]);
    expect(page.items[0]).toEqual({
      ad: expect.objectContaining({ id: second.id, title: second.title, slug: expect.any(String), category: expect.objectContaining({ id: 1 }), location: expect.objectContaining({ id: 1 }) }),
      live: true,
      savedAt: expect.any(String),
    });
    const text = JSON.stringify(page);
    for (const secret of ['Priya Fullname Secret', seller.email, '9876543210']) expect(text).not.toContain(secret);
    expect(await ids(user.token)).toEqual([second.id, first.id]);
  });

  it('refuses an ad that is not live with 404, saving nothing', async () => {
    const user = await buyer();
    const [inactive, expired] = [await liveAd(), await liveAd()];
    await ads().update({ id: inactive.id }, { status: AdStatus.Inactive });
    await ads().update({ id: expired.id }, { expiresAt: new Date(Date.now() - 1000) });
    for (const id of [inactive.id, expired.id, 2_000_000_000]) expectDetail(await put(user.token, id), 404);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses ids that are not row ids with 400', async () => {
    const user = await buyer();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1e3']) {
      expectFieldError(await put(user.token, id), 'adId');
      expectFieldError(await t.http.delete(`/api/favourites/${id}`).set(bearer(user.token)), 'adId');
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("removes only the caller's own favourite, and removing twice is no error", async () => {
    const [alice, bob] = [await buyer(), await buyer()];
    const ad = await liveAd();
    await put(alice.token, ad.id).expect(204);
    await put(bob.token, ad.id).expect(204);
    await t.http.delete(`/api/favourites/${ad.id}`).set(bearer(bob.token)).expect(204);
    await t.http.delete(`/api/favourites/${ad.id}`).set(bearer(bob.token)).expect(204);
    expect(await rowsOf(bob.id)).toEqual([]);
    expect((await rowsOf(alice.id)).map((row) => row.adId)).toEqual([ad.id]);
    expect((await list(bob.token)).items).toEqual([]);
    expect(await ids(bob.token)).toEqual([]);
  });

  it('marks favourites whose ad expired or was taken down as ended, and drops those whose ad was deleted', async () => {
    const user = await buyer();
    const [expiring, takenDown, deleted, live] = [await liveAd(), await liveAd(), await liveAd(), await liveAd()];
    for (const ad of [expiring, takenDown, deleted, live]) await put(user.token, ad.id).expect(204);
    for (const ad of [expiring, takenDown, live])
      await t.dataSource.getRepository(AdImage).insert({ ad: { id: ad.id }, url: `/uploads/ads/${ad.id}.webp`, thumbUrl: `/uploads/ads/${ad.id}-thumb.webp` });
    await ads().update({ id: expiring.id }, { expiresAt: new Date(Date.now() - 1000) });
    await t.http.put(`/api/admin/post/deactivate/${takenDown.id}`).set(bearer(t.adminToken)).expect(200);
    await ads().delete({ id: deleted.id });

    const items: { ad: { id: number; title: string; thumbUrl: string | null }; live: boolean }[] = (await list(user.token)).items;
    expect(items.map((item) => [item.ad.id, item.live])).toEqual([
      [live.id, true],
      [takenDown.id, false],
      [expiring.id, false],
    ]);
    expect(items[1].ad.title).toBe(takenDown.title);
    // An ended ad's photo is no longer public, so its card names none.
    expect(items.map((item) => item.ad.thumbUrl)).toEqual([expect.stringMatching(/^\/uploads\/ads\//), null, null]);
    expect(await ids(user.token)).toEqual([live.id, takenDown.id, expiring.id]);
    const answer = await t.http.get(`/api/favourites/live?ids=${[live.id, takenDown.id, expiring.id, deleted.id].join(',')}`).expect(200);
    expect(answer.body).toEqual({ adIds: [live.id] });
  });

  describe('merging the browser list at sign-in', () => {
    it('adds the live ads, newest first, skipping ended, unknown and repeated ids and those already kept', async () => {
      const user = await buyer();
      const [kept, newest, older, ended] = [await liveAd(), await liveAd(), await liveAd(), await liveAd()];
      await ads().update({ id: ended.id }, { status: AdStatus.Inactive });
      await put(user.token, kept.id).expect(204);

      const res = await t.http
        .post('/api/favourites/merge')
        .set(bearer(user.token))
        .send({ adIds: [newest.id, ended.id, kept.id, 2_000_000_000, older.id, newest.id] })
        .expect(200);
      expect(res.body).toEqual({ adIds: [newest.id, older.id, kept.id] });
      expect(await ids(user.token)).toEqual([newest.id, older.id, kept.id]);
      await t.http.post('/api/favourites/merge').set(bearer(user.token)).send({ adIds: [] }).expect(200);
      expect(await rowsOf(user.id)).toHaveLength(3);
    });

    it.each([
      ['no list', {}, 'adIds'],
      ['not a list', { adIds: '1,2' }, 'adIds'],
      ['strings', { adIds: ['1'] }, 'adIds'],
      ['fractions', { adIds: [1.5] }, 'adIds'],
      ['zero', { adIds: [0] }, 'adIds'],
      ['too big', { adIds: [2_147_483_648] }, 'adIds'],
      ['too many', { adIds: Array.from({ length: 201 }, (_, i) => i + 1) }, 'adIds'],
      ['an unknown field', { adIds: [], userId: 1 }, 'userId'],
    ])('refuses %s with 400, adding nothing', async (_, body, field) => {
      const user = await buyer();
      expectFieldError(await t.http.post('/api/favourites/merge').set(bearer(user.token)).send(body), field);
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it('refuses a megabyte body with a 4xx, adding nothing', async () => {
      const user = await buyer();
      const res = await t.http
        .post('/api/favourites/merge')
        .set(bearer(user.token))
        .send({ adIds: Array.from({ length: 150_000 }, (_, i) => i + 1) });
      expect(res.status).toBe(413);
      expectDetail(res, 413);
      expectDetail(await t.http.get(`/api/favourites/live?ids=${'1,'.repeat(500)}1`), 400);
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it('keeps each ad once when merges and saves of the same ads race', async () => {
      const user = await buyer();
      const batch = [await liveAd(), await liveAd(), await liveAd()].map((ad) => ad.id);
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, () => t.http.post('/api/favourites/merge').set(bearer(user.token)).send({ adIds: batch })),
        ...batch.map((id) => put(user.token, id)),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 204, 204, 204]);
      expect((await rowsOf(user.id)).map((row) => row.adId).sort()).toEqual([...batch].sort());
    });
  });

  it(`keeps at most ${FAVOURITES_PER_USER} per account: 409 for one more, and a merge adds none`, async () => {
    const user = await buyer();
    const expiresAt = new Date(Date.now() + 7 * DAY);
    const template = { title: 'A bulk ad for the cap test', description: 'A description that is long enough for an ad on the site.', phone: '9876543210', age: 25, status: AdStatus.Active, expiresAt };
    const inserted = await ads().insert(Array.from({ length: FAVOURITES_PER_USER + 1 }, () => ({ ...template, category: { id: 1 }, location: { id: 1 }, seller: { id: seller.id } })));
    const adIds = inserted.identifiers.map((row) => Number(row.id));
    await favourites().insert(adIds.slice(0, FAVOURITES_PER_USER).map((id) => ({ user: { id: user.id }, ad: { id } })));

    expectDetail(await put(user.token, adIds[FAVOURITES_PER_USER]), 409, /at most 500/);
    await put(user.token, adIds[0]).expect(204); // already kept: no change, no error
    const merged = await t.http
      .post('/api/favourites/merge')
      .set(bearer(user.token))
      .send({ adIds: [adIds[FAVOURITES_PER_USER]] })
      .expect(200);
    expect(merged.body.adIds).toHaveLength(FAVOURITES_PER_USER);
    expect(await favourites().countBy({ user: { id: user.id } })).toBe(FAVOURITES_PER_USER);
    expect((await t.http.get('/api/favourites?page=2&pageSize=100').set(bearer(user.token)).expect(200)).body.items).toHaveLength(100);

    // Two places left, and saves and merges racing for them: each checks the count with the account locked.
    const racer = await buyer();
    await favourites().insert(adIds.slice(0, FAVOURITES_PER_USER - 2).map((id) => ({ user: { id: racer.id }, ad: { id } })));
    const spare = adIds.slice(FAVOURITES_PER_USER - 2);
    const answers = await Promise.all([
      ...spare.map((id) => put(racer.token, id)),
      ...spare.map((id) =>
        t.http
          .post('/api/favourites/merge')
          .set(bearer(racer.token))
          .send({ adIds: [id] }),
      ),
    ]);
    expect(answers.every((res) => [200, 204, 409].includes(res.status))).toBe(true);
    expect(await favourites().countBy({ user: { id: racer.id } })).toBe(FAVOURITES_PER_USER);
  });

  it('pages within bounds', async () => {
    const user = await buyer();
    for (const query of ['page=0', 'page=501', 'pageSize=101', 'page=two']) expectDetail(await t.http.get(`/api/favourites?${query}`).set(bearer(user.token)), 400);
  });

  it('counts how many users keep each ad, for the seller', async () => {
    const [alice, bob] = [await buyer(), await buyer()];
    const [popular, quiet, unloved] = [await liveAd(), await liveAd(), await liveAd()];
    await put(alice.token, popular.id).expect(204);
    await put(bob.token, popular.id).expect(204);
    await put(bob.token, quiet.id).expect(204);
    const myAds = (await t.http.get('/api/seller/post/my-ads?pageSize=100').set(bearer(seller.token)).expect(200)).body.items as { id: number; favourites: number }[];
    const countOf = (id: number) => myAds.find((ad) => ad.id === id)?.favourites;
    expect([countOf(popular.id), countOf(quiet.id), countOf(unloved.id)]).toEqual([2, 1, 0]);
    expect((await t.app.get(FavouritesService).countByAds([])).size).toBe(0);
  });

  it("are in the user's data export, and go with the account", async () => {
    const user = await buyer();
    const ad = await liveAd();
    await put(user.token, ad.id).expect(204);
    const exported = await t.http.get('/api/auth/me/export').set(bearer(user.token)).expect(200);
    expect(exported.body.favourites).toEqual([{ adId: ad.id, savedAt: expect.any(String) }]);

    await t.http.delete('/api/auth/me').set(bearer(user.token)).send({ password: user.password }).expect(200);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await ads().existsBy({ id: ad.id })).toBe(true);
  });
});
