import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, unique } from './factories';
import { expectFieldError } from './catalogue-helpers';
import { Ad } from '../src/ads/ad.entity';
import { AdStatus } from '../src/ads/ad-status';
import { AdImage } from '../src/ads/ad-image.entity';
import { matchesWords } from '../src/common/keywords';
import { SearchSql } from '../src/search/search-sql';

const DAY = 86_400_000;

/** The results page's filters and orders on GET dashboard/search (docs/api.md, "Search"). */
describe('search filters and sort', () => {
  let t: TestApp;
  let sellerId: number;
  let allDaySlotId: number;
  const ids = (body: { items: { id: number }[] }) => body.items.map((a) => a.id);

  async function listing(categoryId: number, locationId: number, input: { age?: number; photos?: boolean; promotedUntil?: Date; slotId?: number } = {}): Promise<number> {
    const ad = await t.dataSource.getRepository(Ad).save(
      t.dataSource.getRepository(Ad).create({
        title: 'A friendly ad for the filter tests',
        description: 'A description long enough for an ad, with nothing special in it.',
        phone: '9123456789',
        age: input.age ?? 30,
        status: AdStatus.Active,
        expiresAt: new Date(Date.now() + 7 * DAY),
        promotedUntil: input.promotedUntil ?? null,
        slot: input.slotId ? { id: input.slotId } : null,
        category: { id: categoryId },
        location: { id: locationId },
        seller: { id: sellerId },
      } as Partial<Ad>),
    );
    if (input.photos) await t.dataSource.getRepository(AdImage).insert({ ad: { id: ad.id }, url: '/uploads/x.webp', thumbUrl: '/uploads/x-thumb.webp', position: 0 });
    return ad.id;
  }

  /** A fresh category and district through the admin API (the catalogue is cached), so each test sees only its own ads. */
  async function place() {
    const tag = unique();
    const category = (await t.http.post('/api/admin/categories/create-category').set(bearer(t.adminToken)).field('title', `Category ${tag}`).expect(201)).body;
    const location = (await t.http.post('/api/admin/locations/create').set(bearer(t.adminToken)).field('state', `State ${tag}`).field('district', `District ${tag}`).expect(201)).body;
    return { categoryId: category.id as number, locationId: location.id as number, query: `category=${category.slug}&location=${location.slug}` };
  }

  const search = (query: string) => t.http.get(`/api/dashboard/search?${query}`);

  beforeAll(async () => {
    t = await createTestApp();
    sellerId = (await createSeller(t)).id;
    const seller = await createSeller(t);
    const slots = await t.http.get('/api/seller/transaction/get-all-time-slots').set(bearer(seller.token)).expect(200);
    allDaySlotId = slots.body.find((s: { startTime: string; endTime: string }) => s.startTime === s.endTime).id;
  });
  afterAll(() => t.close());

  it('keeps only ads in the age range, counting them exactly', async () => {
    const p = await place();
    const young = await listing(p.categoryId, p.locationId, { age: 21 });
    const middle = await listing(p.categoryId, p.locationId, { age: 35 });
    const old = await listing(p.categoryId, p.locationId, { age: 60 });
    const promotedMiddle = await listing(p.categoryId, p.locationId, { age: 40, promotedUntil: new Date(Date.now() + DAY), slotId: allDaySlotId });
    const promotedOld = await listing(p.categoryId, p.locationId, { age: 70, promotedUntil: new Date(Date.now() + DAY), slotId: allDaySlotId });

    const all = (await search(p.query).expect(200)).body;
    expect(ids(all)).toEqual([promotedOld, promotedMiddle, old, middle, young]);

    const ranged = (await search(`${p.query}&minAge=30&maxAge=45`).expect(200)).body;
    expect(ids(ranged)).toEqual([promotedMiddle, middle]);
    expect(ranged).toMatchObject({ total: 2, approximate: false, partial: false });
    expect(ids((await search(`${p.query}&minAge=50`).expect(200)).body)).toEqual([promotedOld, old]);
    expect(ids((await search(`${p.query}&maxAge=21`).expect(200)).body)).toEqual([young]);
    expect(ids((await search(`${p.query}&minAge=35&maxAge=35`).expect(200)).body)).toEqual([middle]);
  });

  it('keeps only ads with photos when asked', async () => {
    const p = await place();
    await listing(p.categoryId, p.locationId);
    const withPhoto = await listing(p.categoryId, p.locationId, { photos: true });
    expect((await search(`${p.query}&withPhotos=true`).expect(200)).body).toMatchObject({ items: [{ id: withPhoto }], total: 1 });
    expect((await search(`${p.query}&withPhotos=false`).expect(200)).body.total).toBe(2);
    expect(ids((await search(`${p.query}&withPhotos=true&minAge=31`).expect(200)).body)).toEqual([]);
  });

  it('sorts newest first with promoted ads in place, or every promoted ad first whatever its slot', async () => {
    const p = await place();
    const soon = new Date(Date.now() + DAY);
    const promotedNoSlot = await listing(p.categoryId, p.locationId, { promotedUntil: soon });
    const plain = await listing(p.categoryId, p.locationId);
    const promotedAllDay = await listing(p.categoryId, p.locationId, { promotedUntil: soon, slotId: allDaySlotId });
    const newest = await listing(p.categoryId, p.locationId);

    // The seed's order: the slot covering now first, then other promoted ads, then the rest newest first.
    expect(ids((await search(p.query).expect(200)).body)).toEqual([promotedAllDay, promotedNoSlot, newest, plain]);
    expect(ids((await search(`${p.query}&sort=default`).expect(200)).body)).toEqual([promotedAllDay, promotedNoSlot, newest, plain]);
    expect(ids((await search(`${p.query}&sort=promoted`).expect(200)).body)).toEqual([promotedAllDay, promotedNoSlot, newest, plain]);
    const byDate = (await search(`${p.query}&sort=newest`).expect(200)).body;
    expect(ids(byDate)).toEqual([newest, promotedAllDay, plain, promotedNoSlot]);
    expect(byDate.total).toBe(4);
    // Paging through the newest-first order sees each ad once.
    const pages = [1, 2].map((page) => search(`${p.query}&sort=newest&pageSize=2&page=${page}`).expect(200));
    expect((await Promise.all(pages)).flatMap((res) => ids(res.body))).toEqual([newest, promotedAllDay, plain, promotedNoSlot]);
  });

  it('sort=promoted ignores the time slot: promoted ads newest first', async () => {
    const p = await place();
    const soon = new Date(Date.now() + DAY);
    const allDay = await listing(p.categoryId, p.locationId, { promotedUntil: soon, slotId: allDaySlotId });
    const noSlot = await listing(p.categoryId, p.locationId, { promotedUntil: soon });
    expect(ids((await search(p.query).expect(200)).body)).toEqual([allDay, noSlot]);
    expect(ids((await search(`${p.query}&sort=promoted`).expect(200)).body)).toEqual([noSlot, allDay]);
  });

  it('combines filters with a keyword', async () => {
    const p = await place();
    await listing(p.categoryId, p.locationId, { age: 25 });
    const repo = t.dataSource.getRepository(Ad);
    const match = await listing(p.categoryId, p.locationId, { age: 45 });
    await repo.update({ id: match }, { title: 'Saxophone evenings by the sea' });
    const other = await listing(p.categoryId, p.locationId, { age: 25 });
    await repo.update({ id: other }, { title: 'Saxophone lessons for beginners' });
    expect(ids((await search(`${p.query}&keyword=saxophone&minAge=40`).expect(200)).body)).toEqual([match]);
  });

  describe('a whole state, and every category (issue 39, item 6)', () => {
    /** Two districts of one new state, and a district of another, through the admin API. */
    async function state() {
      const tag = unique();
      const create = (stateName: string, district: string) => t.http.post('/api/admin/locations/create').set(bearer(t.adminToken)).field('state', stateName).field('district', district).expect(201);
      const first = (await create(`State ${tag}`, `First ${tag}`)).body;
      const second = (await create(`State ${tag}`, `Second ${tag}`)).body;
      const elsewhere = (await create(`Other ${tag}`, `Elsewhere ${tag}`)).body;
      const states = (await t.http.get('/api/dashboard/get-states').expect(200)).body as { state: string; slug: string }[];
      const slug = states.find((s) => s.state === `State ${tag}`)!.slug;
      const category = (await t.http.post('/api/admin/categories/create-category').set(bearer(t.adminToken)).field('title', `Category ${tag}`).expect(201)).body;
      return { slug, categoryId: category.id as number, categorySlug: category.slug as string, ids: [first.id, second.id, elsewhere.id] as number[] };
    }

    it("finds the ads of every district of the state and none of another state's, and sees a new one at once", async () => {
      const s = await state();
      const [first, second, elsewhere] = s.ids;
      const inFirst = await listing(s.categoryId, first);
      const inSecond = await listing(s.categoryId, second, { promotedUntil: new Date(Date.now() + DAY) });
      await listing(s.categoryId, elsewhere);
      const query = `category=${s.categorySlug}&state=${s.slug}`;
      expect((await search(query).expect(200)).body).toMatchObject({ items: [{ id: inSecond }, { id: inFirst }], total: 2 });
      expect(ids((await search(`state=${s.slug}&minAge=18`).expect(200)).body)).toEqual([inSecond, inFirst]);
      // The answer was kept: a new ad in the state drops it.
      const added = await listing(s.categoryId, second);
      expect(ids((await search(query).expect(200)).body)).toEqual([inSecond, added, inFirst]);
    });

    it('searches a keyword across every category when none is given', async () => {
      const a = await place();
      const b = await place();
      const word = `zq${unique().replace(/\W/g, '').toLowerCase()}`;
      const repo = t.dataSource.getRepository(Ad);
      const inA = await listing(a.categoryId, a.locationId);
      await repo.update({ id: inA }, { title: `Lessons ${word} on weekends` });
      const inB = await listing(b.categoryId, b.locationId);
      await repo.update({ id: inB }, { title: `Walks ${word} by the river` });
      expect(ids((await search(`keyword=${word}`).expect(200)).body).sort()).toEqual([inA, inB].sort());
    });

    it('refuses an unknown state (404, as an unknown category or district) and a state with a district (400)', async () => {
      const s = await state();
      const res = await search('state=atlantis').expect(404);
      expect(res.body.detail).toMatch(/atlantis/);
      expect((await search('category=no-such-category&state=' + s.slug).expect(404)).body.detail).toMatch(/no-such-category/);
      expectFieldError(await search(`state=${s.slug}&location=pune`), 'state');
    });
  });

  it.each([
    ['minAge=17', 'minAge'],
    ['minAge=100', 'minAge'],
    ['maxAge=abc', 'maxAge'],
    ['maxAge=30.5', 'maxAge'],
    ['minAge=40&maxAge=30', 'minAge'],
    ['withPhotos=yes', 'withPhotos'],
    ['sort=oldest', 'sort'],
    [`sort=${'x'.repeat(5000)}`, 'sort'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    expectFieldError(await search(query), field);
  });

  it('filters the seed search too', async () => {
    const p = await place();
    await listing(p.categoryId, p.locationId, { age: 20 });
    const older = await listing(p.categoryId, p.locationId, { age: 50 });
    const q = p.query.replace('category=', 'categoryName=').replace('location=', 'locationName=');
    expect(ids((await t.http.post(`/api/dashboard/post-by-location-and-category-name?${q}&minAge=40`).expect(200)).body)).toEqual([older]);
  });

  it("tests a keyword on an ad's text in SQL exactly as matchesWords does (the filter-first plan's row test)", async () => {
    const texts = ['Evening coffee and long walks', 'Decaf-coffee, then walks', 'café au lait', 'шоколад и кофе', 'शाम की चाय और बातें', 'x_coffee', '2coffee', 'coffee2go'];
    const terms = [['coffee'], ['offee'], ['caf'], ['кофе'], ['बात'], ['ाय'], ['coffee', 'walks'], ['coffee2']];
    const sql = t.app.get(SearchSql);
    for (const text of texts) {
      for (const words of terms) {
        const match = sql.rowMatches(words);
        const [row] = await t.dataSource.query(`SELECT CASE WHEN ${match.sql} THEN 1 ELSE 0 END AS m FROM (SELECT ? AS title, '' AS description) ad`, [...match.params, text]);
        expect({ text, words, matches: Number(row.m) === 1 }).toEqual({ text, words, matches: matchesWords(`${text} `, words) });
      }
    }
  });
});
