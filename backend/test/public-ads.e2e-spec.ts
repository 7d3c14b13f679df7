import { jest } from '@jest/globals';
import { solvedChallenge } from './challenge-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, postAd, unique } from './factories';
import { expectDetail, expectFieldError, unsigned } from './catalogue-helpers';
import { indiaTimeOfDay } from '../src/common/india-time';
import { Ad } from '../src/ads/ad.entity';
import { AdViews } from '../src/ads/ad-views';
import { APP_CONFIG } from '../src/config/app-config';
import { TransactionRunner } from '../src/database/transaction-runner';
import { AdStatus } from '../src/ads/ad-status';
import { Report } from '../src/ads/report.entity';
import { ReadQueries } from '../src/database/read-queries';
import { ROW_BUDGET } from '../src/search/search-limits';
import { SearchService } from '../src/search/search.service';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PHONE = '9123456789';

interface Listing {
  title?: string;
  description?: string;
  categoryId: number;
  locationId: number;
  status?: AdStatus;
  expiresAt?: Date | null;
  promotedUntil?: Date | null;
  slotId?: number | null;
  createdAt?: Date;
  listedAt?: Date;
}

/** The public side of ads: the ad page, search and reporting (docs/api.md, "Shapes the front ends use" and "Search"). */
describe('public ads (no token)', () => {
  let t: TestApp;
  let sellerId: number;
  let allDaySlotId: number;
  const ads = () => t.dataSource.getRepository(Ad);
  const ids = (body: { items: { id: number }[] }) => body.items.map((a) => a.id);

  /** An ad straight in the database: ACTIVE for a week unless told otherwise, no photos. */
  async function listing(input: Listing): Promise<Ad> {
    const { categoryId, locationId, slotId, ...rest } = input;
    return ads().save(
      ads().create({
        title: 'A friendly ad for the search tests',
        description: 'A description long enough for an ad, with nothing special in it.',
        phone: PHONE,
        age: 30,
        status: AdStatus.Active,
        expiresAt: new Date(Date.now() + 7 * DAY),
        ...rest,
        category: { id: categoryId },
        location: { id: locationId },
        seller: { id: sellerId },
        slot: slotId ? { id: slotId } : null,
      } as Partial<Ad>),
    );
  }

  /** A category made through the admin API (the catalogue is cached: rows written behind its back are not seen). */
  async function newCategory(): Promise<{ id: number; title: string; slug: string }> {
    return (await t.http.post('/api/admin/categories/create-category').set(bearer(t.adminToken)).field('title', `Category ${unique()}`).expect(201)).body;
  }

  async function newLocation(): Promise<{ id: number; state: string; district: string; slug: string }> {
    const tag = unique();
    return (await t.http.post('/api/admin/locations/create').set(bearer(t.adminToken)).field('state', `State ${tag}`).field('district', `District ${tag}`).expect(201)).body;
  }

  /** A fresh category and district, so each test sees only its own ads. */
  async function place() {
    const [category, location] = await Promise.all([newCategory(), newLocation()]);
    return { category, location, categoryId: category.id, locationId: location.id, query: `category=${category.slug}&location=${location.slug}` };
  }

  beforeAll(async () => {
    t = await createTestApp();
    sellerId = (await createSeller(t, { fullName: 'Kavya Iyer' })).id;
    const seller = await createSeller(t);
    const slots = await t.http.get('/api/seller/transaction/get-all-time-slots').set(bearer(seller.token)).expect(200);
    allDaySlotId = slots.body.find((s: { startTime: string; endTime: string }) => s.startTime === s.endTime).id;
  });
  afterAll(() => t.close());

  describe('GET dashboard/get-post/:id', () => {
    it("answers an active ad with its photos, the seller's display name and dates, without the phone", async () => {
      const seller = await createSeller(t, { fullName: 'Meera Nair' });
      const posted = (await postAd(t.http, seller.token, { title: 'Sunday brunch company in Kochi', images: 2 })).body;
      await t.http.put(`/api/admin/post/activate/${posted.id}`).set(bearer(t.adminToken)).expect(200);
      const res = await t.http.get(`/api/dashboard/get-post/${posted.id}`).expect(200);
      expect(res.body).toMatchObject({
        id: posted.id,
        title: 'Sunday brunch company in Kochi',
        slug: 'sunday-brunch-company-in-kochi',
        description: posted.description,
        sellerName: expect.stringMatching(/^Meera\d{4}$/),
        age: 25,
        images: posted.images.map((image: { url: string; thumbUrl: string }) => ({ url: unsigned(image.url), thumbUrl: unsigned(image.thumbUrl) })),
        thumbUrl: unsigned(posted.images[0].thumbUrl),
        category: { id: posted.category.id, title: expect.any(String), slug: expect.any(String) },
        location: { id: posted.location.id, state: expect.any(String), district: expect.any(String), slug: expect.any(String) },
        promoted: false,
        featuredNow: false,
        views: 1,
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      });
      expect(res.body).not.toHaveProperty('status');
      expect(res.body).not.toHaveProperty('sellerEmail');
      expect(res.body).not.toHaveProperty('phone');
    });

    it('reads the ad as a prepared statement on MariaDB: the server executes it rather than parsing its text again', async () => {
      if (t.engine !== 'mariadb') return;
      const seller = await createSeller(t);
      const posted = (await postAd(t.http, seller.token, { title: 'Evening walks along the Marine Drive' })).body;
      await t.http.put(`/api/admin/post/activate/${posted.id}`).set(bearer(t.adminToken)).expect(200);
      // A server-wide counter: other tests running at the same time can only add to it.
      const executed = async () => Number((await t.dataSource.query("SHOW GLOBAL STATUS LIKE 'Com_stmt_execute'"))[0].Value);
      const before = await executed();
      for (let i = 0; i < 5; i++) expect((await t.http.get(`/api/dashboard/get-post/${posted.id}`).expect(200)).body.title).toBe('Evening walks along the Marine Drive');
      expect((await executed()) - before).toBeGreaterThanOrEqual(5);
    });

    it('counts a reader once a day however often they reload, on every instance: a visitor by address and browser, a signed-in user by account', async () => {
      const seller = await createSeller(t);
      const posted = (await postAd(t.http, seller.token, { title: 'Quiet reading afternoons in Jaipur' })).body;
      await t.http.put(`/api/admin/post/activate/${posted.id}`).set(bearer(t.adminToken)).expect(200);
      const views = t.app.get(AdViews);
      const read = (userAgent: string, token?: string) => {
        const request = t.http.get(`/api/dashboard/get-post/${posted.id}`).set('User-Agent', userAgent);
        return (token ? request.set(bearer(token)) : request).expect(200);
      };
      const stored = async () => (await ads().findOneByOrFail({ id: posted.id })).views;

      await read('Browser A');
      await read('Browser A');
      await views.flush();
      await read('Browser A');
      await read('Browser A', 'not.a.valid-token');
      await views.flush();
      expect(await stored()).toBe(1);

      await read('Browser B');
      const reader = await createSeller(t);
      await read('Browser A', reader.token);
      await read('Browser C', reader.token);
      // Another instance over the same database, the same readers: its flush finds them counted.
      const other = new AdViews(t.dataSource, t.app.get(TransactionRunner), t.app.get(APP_CONFIG));
      other.count(posted.id, { ip: '::ffff:127.0.0.1', userAgent: 'Browser B' });
      other.count(posted.id, { authorization: `Bearer ${reader.token}` });
      await Promise.all([views.flush(), other.flush()]);
      await other.onModuleDestroy();
      expect(await stored()).toBe(3);
    });

    it('answers 404 with a detail for an inactive ad, without counting a view', async () => {
      const { categoryId, locationId } = await place();
      const ad = await listing({ categoryId, locationId, status: AdStatus.Inactive });
      expectDetail(await t.http.get(`/api/dashboard/get-post/${ad.id}`), 404);
      expect((await ads().findOneByOrFail({ id: ad.id })).views).toBe(0);
    });

    it('answers 404 for an ACTIVE ad without an expiry date', async () => {
      const { categoryId, locationId } = await place();
      const ad = await listing({ categoryId, locationId, expiresAt: null });
      expectDetail(await t.http.get(`/api/dashboard/get-post/${ad.id}`), 404);
    });

    it('answers 404 once an admin deactivates the ad', async () => {
      const { categoryId, locationId } = await place();
      const ad = await listing({ categoryId, locationId });
      await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200);
      await t.http.put(`/api/admin/post/deactivate/${ad.id}`).set(bearer(t.adminToken)).expect(200);
      expectDetail(await t.http.get(`/api/dashboard/get-post/${ad.id}`), 404);
    });

    it('answers 404 once the ad has expired', async () => {
      const { categoryId, locationId } = await place();
      const ad = await listing({ categoryId, locationId });
      await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200);
      await t.dataSource.getRepository(Ad).update({ id: ad.id }, { expiresAt: new Date(Date.now() - 60_000) });
      expectDetail(await t.http.get(`/api/dashboard/get-post/${ad.id}`), 404);
    });

    it('answers 404 for a missing ad and 400 for a malformed id', async () => {
      expectDetail(await t.http.get('/api/dashboard/get-post/987654'), 404);
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) expectFieldError(await t.http.get(`/api/dashboard/get-post/${id}`), 'id');
    });
  });

  describe('GET dashboard/search', () => {
    it('says a page or page size that is not a whole number is not one (the type is checked before the range)', async () => {
      expectFieldError(await t.http.get('/api/dashboard/search?page=two'), 'page');
      expect((await t.http.get('/api/dashboard/search?page=two')).body.detail).toMatch(/^page must be an integer/);
      expect((await t.http.get('/api/dashboard/search?pageSize=abc')).body.detail).toMatch(/^pageSize must be an integer/);
      expect((await t.http.get('/api/dashboard/search?page=501')).body.detail).toMatch(/^page must not be greater than 500/);
    });

    it('finds active, unexpired ads by category and district, newest first, without phone numbers', async () => {
      const { categoryId, locationId, query, category, location } = await place();
      const older = await listing({ categoryId, locationId, createdAt: new Date(Date.now() - 2 * HOUR) });
      const newer = await listing({ categoryId, locationId, createdAt: new Date(Date.now() - HOUR) });
      await listing({ categoryId, locationId, status: AdStatus.Inactive });
      await listing({ categoryId, locationId, expiresAt: new Date(Date.now() - 1000) });
      await listing({ categoryId, locationId, expiresAt: null });

      const res = await t.http.get(`/api/dashboard/search?${query}`).expect(200);
      expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(ids(res.body)).toEqual([newer.id, older.id]);
      expect(res.body.items[0]).toEqual({
        id: newer.id,
        title: newer.title,
        slug: 'a-friendly-ad-for-the-search-tests',
        thumbUrl: null,
        category: { id: category.id, title: category.title, titleHi: null, slug: category.slug },
        location: { id: location.id, state: location.state, stateHi: null, district: location.district, districtHi: null, slug: location.slug },
        age: 30,
        createdAt: expect.any(String),
        listedAt: expect.any(String),
        promoted: false,
        featuredNow: false,
        phoneVerifiedAt: null,
        photosVerifiedAt: null,
        details: [],
      });
      expect(JSON.stringify(res.body)).not.toContain(PHONE);
      expect(JSON.stringify(res.body)).not.toContain('"phone"');
    });

    it('finds by category alone, across districts', async () => {
      const { categoryId, category } = await place();
      const [a, b] = await Promise.all([newLocation(), newLocation()]);
      const inA = await listing({ categoryId, locationId: a.id, createdAt: new Date(Date.now() - HOUR) });
      const inB = await listing({ categoryId, locationId: b.id });
      const res = await t.http.get(`/api/dashboard/search?category=${category.slug}`).expect(200);
      expect(ids(res.body)).toEqual([inB.id, inA.id]);
      expect(res.body.total).toBe(2);
    });

    it('finds by district alone, across categories', async () => {
      const { locationId, location } = await place();
      const [x, y] = await Promise.all([newCategory(), newCategory()]);
      const inX = await listing({ categoryId: x.id, locationId, createdAt: new Date(Date.now() - HOUR) });
      const inY = await listing({ categoryId: y.id, locationId });
      const res = await t.http.get(`/api/dashboard/search?location=${location.slug}`).expect(200);
      expect(ids(res.body)).toEqual([inY.id, inX.id]);
      expect(res.body.total).toBe(2);
    });

    it('accepts the category and district as written (case and spaces) as well as slugs', async () => {
      const { categoryId, locationId, category, location } = await place();
      const ad = await listing({ categoryId, locationId });
      const res = await t.http.get('/api/dashboard/search').query({ category: category.title.toUpperCase(), location: location.district.toUpperCase() }).expect(200);
      expect(ids(res.body)).toEqual([ad.id]);
    });

    describe('keyword', () => {
      let where: Awaited<ReturnType<typeof place>>;
      let coffee: Ad;
      let dinner: Ad;
      let hindi: Ad;
      let yoga: Ad;
      beforeAll(async () => {
        where = await place();
        const { categoryId, locationId } = where;
        coffee = await listing({
          categoryId,
          locationId,
          title: 'Evening coffee and long walks',
          description: 'Quiet walks in Pune city centre, then coffee and books.',
          createdAt: new Date(Date.now() - 3 * HOUR),
        });
        dinner = await listing({
          categoryId,
          locationId,
          title: 'Dinner dates and theatre nights',
          description: 'Fine dining, concerts and the theatre around the city.',
          createdAt: new Date(Date.now() - 2 * HOUR),
        });
        hindi = await listing({ categoryId, locationId, title: 'शाम की चाय और बातें', description: 'Chai, conversation and Bollywood songs in the evening.', createdAt: new Date(Date.now() - HOUR) });
        yoga = await listing({
          categoryId,
          locationId,
          title: 'Yoga mornings near MG Road',
          description: 'Sunrise yoga, then breakfast. Beginners welcome, mats provided.',
          createdAt: new Date(Date.now() - HOUR / 2),
        });
      });
      const search = (keyword: string) => t.http.get(`/api/dashboard/search?${where.query}`).query({ keyword });

      it.each([
        ['a word of the title', 'coffee', () => [coffee]],
        ['a word of the description only', 'concerts', () => [dinner]],
        ['a prefix', 'thea', () => [dinner]],
        ['upper case', 'COFFEE', () => [coffee]],
        ['mixed case prefix', 'DiNn', () => [dinner]],
        ['two words, both required', 'coffee walks', () => [coffee]],
        ['a word each ad has', 'city', () => [dinner, coffee]],
        ['words with common little words between them', 'coffee in the city', () => [coffee]],
        ['a Hindi word', 'चाय', () => [hindi]],
        ['a Hindi prefix', 'बात', () => [hindi]],
        ['a two-letter word with a longer one', 'mg road', () => [yoga]],
        ['words around punctuation', 'coffee, walks!', () => [coffee]],
        ['nothing for the inside of a word', 'offee', () => []],
        ['nothing for the inside of a Hindi word', 'ाय', () => []],
      ] as [string, string, () => Ad[]][])('matches %s (%s)', async (_, keyword, expected) => {
        const res = await search(keyword).expect(200);
        expect(ids(res.body)).toEqual(expected().map((a) => a.id));
        expect(res.body.total).toBe(expected().length);
      });

      describe('a keyword in few ads (keyword-first): its ads read once for the promoted tier, the pages and the total', () => {
        const word = 'zephyrine';
        let where: Awaited<ReturnType<typeof place>>;
        let promoted: Ad;
        let regular: Ad[];
        beforeAll(async () => {
          where = await place();
          const { categoryId, locationId } = where;
          // The promoted ad is the oldest; four others (`regular`, newest first); one ad of the filter without the word.
          promoted = await listing({ categoryId, locationId, title: `A ${word} evening, promoted`, promotedUntil: new Date(Date.now() + DAY), listedAt: new Date(Date.now() - 5 * HOUR) });
          regular = [];
          for (let i = 4; i >= 1; i--) regular.unshift(await listing({ categoryId, locationId, title: `A ${word} evening, number ${i}`, listedAt: new Date(Date.now() - i * HOUR) }));
          await listing({ categoryId, locationId, title: 'An evening without the word' });
        });
        const ask = async (params: string) => (await t.http.get(`/api/dashboard/search?${where.query}&keyword=${word}&${params}`).expect(200)).body;
        const newestFirst = () => regular.map((a) => a.id);
        const wordReads = (statements: string[]) => statements.filter((sql) => sql.includes('ads_fts MATCH') || sql.includes('MATCH(ad.title'));

        it('answers the promoted ad first, then the others newest first, with an exact total, from one read of the word', async () => {
          const reads = jest.spyOn(t.app.get(ReadQueries), 'query');
          try {
            const first = await ask('pageSize=3');
            expect(ids(first)).toEqual([promoted.id, ...newestFirst().slice(0, 2)]);
            expect(first).toMatchObject({ total: 5, approximate: false, partial: false });
            expect(first.items[0].promoted).toBe(true);
            const second = await ask('pageSize=3&page=2');
            expect(ids(second)).toEqual(newestFirst().slice(2));
            expect(second.total).toBe(5);
            expect(wordReads(reads.mock.calls.map(([sql]) => sql))).toHaveLength(1);
          } finally {
            reads.mockRestore();
          }
          // sort=newest: no promoted tier, the promoted ad in its place by listing time (the oldest).
          expect(ids(await ask('sort=newest'))).toEqual([...newestFirst(), promoted.id]);
        });

        it('reads the rest by its offset when the word is in more ads than are read at once', async () => {
          const search = t.app.get(SearchService);
          const defaultMaxMatches = search.maxMatches;
          search.maxMatches = 2;
          try {
            const all = await ask('pageSize=20&minAge=18');
            expect(ids(all)).toEqual([promoted.id, ...newestFirst()]);
            expect(all).toMatchObject({ total: 5, approximate: false });
            expect(ids(await ask('pageSize=2&page=1&minAge=18'))).toEqual([promoted.id, newestFirst()[0]]);
            expect(ids(await ask('pageSize=2&page=2&minAge=18'))).toEqual(newestFirst().slice(1, 3));
            expect(ids(await ask('pageSize=2&page=3&minAge=18'))).toEqual(newestFirst().slice(3));
          } finally {
            search.maxMatches = defaultMaxMatches;
          }
        });

        it("finds an ad as soon as its seller's edit gives it the word, though the word's ads were kept", async () => {
          expect((await ask('maxAge=60')).total).toBe(5);
          const seller = await createSeller(t);
          const other = (await postAd(t.http, seller.token, { title: 'An evening walk by the lake', categoryId: where.categoryId, locationId: where.locationId })).body;
          await t.http.put(`/api/admin/post/activate/${other.id}`).set(bearer(t.adminToken)).expect(200);
          expect((await ask('maxAge=60')).total).toBe(5);
          await t.http.put(`/api/seller/post/update/${other.id}`).set(bearer(seller.token)).field('title', `A ${word} walk by the lake`).expect(200);
          const after = await ask('maxAge=60');
          expect(ids(after)).toEqual([promoted.id, other.id, ...newestFirst()]);
          expect(after.total).toBe(6);
        });
      });

      describe('expensive keywords (docs/performance.md)', () => {
        it('drops one-letter words and stopwords, which are in nearly every ad', async () => {
          const res = await search('a e i o s t r coffee').expect(200);
          expect(ids(res.body)).toEqual([coffee.id]);
          expect(res.body).toMatchObject({ total: 1, approximate: false, partial: false });
        });

        it('answers a keyword of stopwords only as the search without it', async () => {
          const res = await search('www und the of').expect(200);
          expect(ids(res.body)).toEqual([yoga, hindi, dinner, coffee].map((a) => a.id));
          expect(res.body).toMatchObject({ total: 4, partial: false });
        });

        it('searches at most five words: a sixth is ignored', async () => {
          expect(ids((await search('coffee walks quiet pune city zzyzxqwv').expect(200)).body)).toEqual([coffee.id]);
        });

        it("reads no row budget's floor for a word tested row by row in a filter smaller than the budget", async () => {
          const { categoryId, locationId, query } = await place();
          const lantern = await listing({ categoryId, locationId, title: 'Lantern walk by the 7b gate' });
          await listing({ categoryId, locationId, title: 'Lantern walk by the river' });
          const reads = jest.spyOn(t.app.get(ReadQueries), 'query');
          try {
            // A two-letter word is tested on each row of the filter, newest first (filter-first).
            const res = await t.http.get(`/api/dashboard/search?${query}&keyword=7b`).expect(200);
            expect(ids(res.body)).toEqual([lantern.id]);
            expect(res.body.total).toBe(1);
            const statements = reads.mock.calls.map(([sql]) => sql);
            expect(statements.filter((sql) => sql.includes(`OFFSET ${ROW_BUDGET}`))).toEqual([]);
            // The filter's ACTIVE ads were counted once, from its index: that count tells the budget is not reached.
            expect(statements.filter((sql) => /^SELECT COUNT\(\*\) AS n FROM ads ad \S+ (BY|INDEX)/.test(sql) && !sql.includes('expiresAt'))).toHaveLength(1);
          } finally {
            reads.mockRestore();
          }
        });

        it("tests a word tested row by row only on the filter's newest 500 promoted ads, and says the answer is partial", async () => {
          const { categoryId, locationId, query } = await place();
          // 501 promoted ads, the oldest first; the oldest and every tenth of the others have the word "7b".
          const rows = Array.from({ length: 501 }, (_, i) => ({
            title: i % 10 === 0 ? `Lantern walk number 7b, ${i}` : `Lantern walk number ${i}`,
            description: 'A description long enough for an ad, with nothing special in it.',
            phone: PHONE,
            age: 30,
            status: AdStatus.Active,
            expiresAt: new Date(Date.now() + 7 * DAY),
            promotedUntil: new Date(Date.now() + DAY),
            listedAt: new Date(Date.now() - (501 - i) * 60_000),
            category: { id: categoryId },
            location: { id: locationId },
            seller: { id: sellerId },
          }));
          for (let i = 0; i < rows.length; i += 100) await ads().insert(rows.slice(i, i + 100) as Partial<Ad>[]);
          const titled = async (page: number) => (await t.http.get(`/api/dashboard/search?${query}&keyword=7b&pageSize=50&page=${page}`).expect(200)).body;
          const first = await titled(1);
          // A two-letter word is never looked up in the full-text index: it is tested on each row (filter-first).
          expect(first.items.map((ad: { title: string }) => ad.title)).toEqual(Array.from({ length: 50 }, (_, i) => `Lantern walk number 7b, ${500 - i * 10}`));
          expect(first).toMatchObject({ total: 50, approximate: true, partial: true });
          expect((await titled(2)).items).toEqual([]); // the oldest, "7b, 0", is beyond the newest 500
        });

        it('finds a promoted ad by its edited words at once, though its text was kept for the words tested before', async () => {
          const { categoryId, locationId, query } = await place();
          const seller = await createSeller(t);
          const ad = (await postAd(t.http, seller.token, { title: 'Lantern walk 7c by the river', categoryId, locationId })).body;
          await t.http.put(`/api/admin/post/activate/${ad.id}`).set(bearer(t.adminToken)).expect(200);
          await t.dataSource.transaction((manager) => manager.update(Ad, { id: ad.id }, { promotedUntil: new Date(Date.now() + DAY) }));
          // Two-letter words are tested on each promoted ad's text (filter-first).
          const found = async (word: string) => ids((await t.http.get(`/api/dashboard/search?${query}&keyword=${word}`).expect(200)).body);
          expect(await found('7c')).toEqual([ad.id]);
          expect(await found('9e')).toEqual([]);
          await t.http.put(`/api/seller/post/update/${ad.id}`).set(bearer(seller.token)).field('title', 'Lantern walk 9e by the river').expect(200);
          expect(await found('9e')).toEqual([ad.id]);
          expect(await found('7c')).toEqual([]);
        });

        it('finds the ads of a keyword of short words only, and says its total is only what it found', async () => {
          const res = await search('mg').expect(200);
          expect(ids(res.body)).toEqual([yoga.id]);
          expect(res.body).toMatchObject({ total: 1, approximate: true, partial: true });
        });
      });

      it('requires every word: two words from different ads find nothing', async () => {
        const res = await search('coffee dinner').expect(200);
        expect(res.body).toMatchObject({ items: [], total: 0 });
      });

      it('answers an empty page for a keyword nobody used', async () => {
        const res = await search('zzyzxqwv').expect(200);
        expect(res.body).toMatchObject({ items: [], total: 0, page: 1, pageSize: 20 });
      });

      it.each([
        '"',
        '""',
        '*',
        'coffee*',
        '"coffee',
        'OR',
        'coffee OR dinner',
        'NOT coffee',
        'coffee -walks',
        '+coffee',
        'NEAR(coffee dinner)',
        'title:coffee',
        "'; DROP TABLE ads; --",
        '%',
        '_',
        '\\',
        '(',
        ')',
        '@',
        '<>',
        '~coffee',
        'coffee"walks',
        '^',
        '   ',
        'the',
        'a an of',
        'ा',
      ])('treats %j as plain text: 200, never an error', async (keyword) => {
        const res = await search(keyword);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ items: expect.any(Array), total: expect.any(Number) });
      });

      it('still has its ads after the injection attempts', async () => {
        await search("'; DROP TABLE ads; --").expect(200);
        expect((await search('coffee').expect(200)).body.total).toBe(1);
        expect(await ads().count()).toBeGreaterThan(0);
      });

      it('refuses a keyword over 100 characters with 400', async () => {
        expectFieldError(await search('k'.repeat(101)), 'keyword');
      });
    });

    describe('paging', () => {
      let where: Awaited<ReturnType<typeof place>>;
      let newestFirst: number[];
      beforeAll(async () => {
        where = await place();
        const made: Ad[] = [];
        for (let i = 5; i >= 1; i--) made.push(await listing({ categoryId: where.categoryId, locationId: where.locationId, createdAt: new Date(Date.now() - i * HOUR) }));
        newestFirst = made.map((a) => a.id).reverse();
      });

      it('answers pages of pageSize with the total', async () => {
        const pages = [];
        for (const page of [1, 2, 3]) pages.push((await t.http.get(`/api/dashboard/search?${where.query}&page=${page}&pageSize=2`).expect(200)).body);
        expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
        expect(pages.map((p) => [p.page, p.pageSize, p.total])).toEqual([
          [1, 2, 5],
          [2, 2, 5],
          [3, 2, 5],
        ]);
        expect(pages.flatMap((p) => ids(p))).toEqual(newestFirst);
      });

      it('answers an empty page beyond the end', async () => {
        const res = await t.http.get(`/api/dashboard/search?${where.query}&page=4&pageSize=2`).expect(200);
        expect(res.body).toMatchObject({ items: [], total: 5, page: 4, pageSize: 2 });
      });

      it('allows up to 100 per page', async () => {
        const res = await t.http.get(`/api/dashboard/search?${where.query}&pageSize=100`).expect(200);
        expect(res.body).toMatchObject({ total: 5, pageSize: 100 });
        expect(res.body.items).toHaveLength(5);
      });

      it.each(['pageSize=101', 'pageSize=0', 'pageSize=-1', 'pageSize=abc', 'page=0', 'page=501', 'page=1.5', 'page=abc'])('answers 400 naming the field to %s', async (param) => {
        expectFieldError(await t.http.get(`/api/dashboard/search?${where.query}&${param}`), param.split('=')[0]);
      });

      it('answers 400 to an unknown query parameter', async () => {
        expectDetail(await t.http.get(`/api/dashboard/search?${where.query}&sort=price`), 400);
      });
    });

    it('answers 404 with a detail for an unknown category or district slug', async () => {
      const { category, location } = await place();
      expectDetail(await t.http.get(`/api/dashboard/search?category=no-such-category&location=${location.slug}`), 404, /no-such-category/);
      expectDetail(await t.http.get(`/api/dashboard/search?category=${category.slug}&location=atlantis`), 404, /atlantis/);
      expectDetail(await t.http.get('/api/dashboard/search?category=no-such-category'), 404);
      expectDetail(await t.http.get('/api/dashboard/search?location=atlantis'), 404);
    });

    it('puts promoted ads whose slot covers the current India time first, then other promoted ads, then the rest, newest first in each', async () => {
      const { categoryId, locationId, query } = await place();
      // A slot six to seven hours from now, India time: it cannot cover the time of this test.
      const [hh, mm] = indiaTimeOfDay().split(':').map(Number);
      const at = (hours: number) => `${String((hh + hours) % 24).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
      const later = await t.http
        .post('/api/admin/time-slots')
        .set(bearer(t.adminToken))
        .send({ label: 'Not now', startTime: at(6), endTime: at(7) })
        .expect(201);

      const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
      const soon = new Date(Date.now() + 3 * DAY);
      const featuredOld = await listing({ categoryId, locationId, promotedUntil: soon, slotId: allDaySlotId, createdAt: ago(10) });
      const featuredNew = await listing({ categoryId, locationId, promotedUntil: soon, slotId: allDaySlotId, createdAt: ago(9) });
      const otherSlot = await listing({ categoryId, locationId, promotedUntil: soon, slotId: later.body.id, createdAt: ago(8) });
      const noSlot = await listing({ categoryId, locationId, promotedUntil: soon, slotId: null, createdAt: ago(7) });
      const lapsed = await listing({ categoryId, locationId, promotedUntil: ago(1), slotId: allDaySlotId, createdAt: ago(6) });
      const plainOld = await listing({ categoryId, locationId, createdAt: ago(5) });
      const plainNew = await listing({ categoryId, locationId, createdAt: ago(1) });

      const res = await t.http.get(`/api/dashboard/search?${query}`).expect(200);
      expect(ids(res.body)).toEqual([featuredNew.id, featuredOld.id, noSlot.id, otherSlot.id, plainNew.id, plainOld.id, lapsed.id]);
      const flags = Object.fromEntries(res.body.items.map((a: { id: number; promoted: boolean; featuredNow: boolean }) => [a.id, [a.promoted, a.featuredNow]]));
      expect(flags[featuredNew.id]).toEqual([true, true]);
      expect(flags[otherSlot.id]).toEqual([true, false]);
      expect(flags[noSlot.id]).toEqual([true, false]);
      expect(flags[lapsed.id]).toEqual([false, false]);
      expect(flags[plainNew.id]).toEqual([false, false]);

      // The order holds across pages.
      const page2 = await t.http.get(`/api/dashboard/search?${query}&page=2&pageSize=3`).expect(200);
      expect(ids(page2.body)).toEqual([otherSlot.id, plainNew.id, plainOld.id]);
      expect(JSON.stringify(res.body)).not.toContain(PHONE);
    });

    it("the seed's POST post-by-location-and-category-name needs both names", async () => {
      expectFieldError(await t.http.post('/api/dashboard/post-by-location-and-category-name?locationName=Pune'), 'categoryName');
      expectFieldError(await t.http.post('/api/dashboard/post-by-location-and-category-name?categoryName=Spa'), 'locationName');
      expectDetail(await t.http.post('/api/dashboard/post-by-location-and-category-name?categoryName=Nothing&locationName=Pune'), 404);
    });
  });

  describe('totals of big filters', () => {
    it('estimates the total of more than 1,000 ads from a sample, says so, and keeps the estimate through writes', async () => {
      const { categoryId, locationId, query } = await place();
      // 2,000 ACTIVE ads: every fourth one expired, so 1,500 are shown.
      const bulkAd = (title: string, expiresAt: Date) => ({
        title,
        description: 'A description long enough for an ad, with nothing special in it.',
        phone: PHONE,
        age: 30,
        status: AdStatus.Active,
        expiresAt,
        category: { id: categoryId },
        location: { id: locationId },
        seller: { id: sellerId },
      });
      const insert = async (rows: Partial<Ad>[]) => {
        for (let i = 0; i < rows.length; i += 500) await ads().insert(rows.slice(i, i + 500));
      };
      await insert(Array.from({ length: 2000 }, (_, i) => bulkAd(`Bulk ad number ${i} for the totals`, new Date(Date.now() + (i % 4 === 0 ? -DAY : 7 * DAY))) as Partial<Ad>));

      const body = (await t.http.get(`/api/dashboard/search?${query}`).expect(200)).body;
      expect(body.approximate).toBe(true);
      expect(body.total).toBeGreaterThan(1500 * 0.85);
      expect(body.total).toBeLessThan(1500 * 1.15);
      expect(body.items).toHaveLength(20);

      const small = await place();
      await listing({ categoryId: small.categoryId, locationId: small.locationId });
      expect((await t.http.get(`/api/dashboard/search?${small.query}`).expect(200)).body).toMatchObject({ total: 1, approximate: false });

      // Writes do not recount a big filter (its estimate is kept a minute), but its pages and small filters' totals follow them.
      await insert(Array.from({ length: 500 }, (_, i) => bulkAd(`Later bulk ad ${i}`, new Date(Date.now() + 7 * DAY)) as Partial<Ad>));
      const after = (await t.http.get(`/api/dashboard/search?${query}`).expect(200)).body;
      expect(after).toMatchObject({ total: body.total, approximate: true });
      expect(after.items[0].title).toMatch(/^Later bulk ad /);
      await listing({ categoryId: small.categoryId, locationId: small.locationId });
      expect((await t.http.get(`/api/dashboard/search?${small.query}`).expect(200)).body).toMatchObject({ total: 2, approximate: false });
    });
  });

  describe('search answers reused for a few seconds', () => {
    const search = async (query: string) => (await t.http.get(`/api/dashboard/search?${query}`).expect(200)).body;

    it('answers the same question again from memory: a row changed behind the app is not seen yet', async () => {
      const { categoryId, locationId, query } = await place();
      const ad = await listing({ categoryId, locationId, title: 'Evening walks by the lake' });
      expect((await search(query)).items.map((a: { title: string }) => a.title)).toEqual(['Evening walks by the lake']);
      await t.dataSource.query('UPDATE ads SET title = ? WHERE id = ?', ['Changed with raw SQL', ad.id]);
      expect((await search(query)).items.map((a: { title: string }) => a.title)).toEqual(['Evening walks by the lake']);
    });

    it("shows an admin's deactivation, a seller's edit and a promotion at once", async () => {
      const { categoryId, locationId, query } = await place();
      const seller = await createSeller(t);
      const first = (await postAd(t.http, seller.token, { title: 'Chai and long conversations', categoryId, locationId })).body;
      const second = (await postAd(t.http, seller.token, { title: 'Weekend trips to the hills', categoryId, locationId })).body;
      for (const ad of [first, second]) await t.http.put(`/api/admin/post/activate/${ad.id}`).set(bearer(t.adminToken)).expect(200);
      expect(ids(await search(query))).toEqual([second.id, first.id]);

      await t.http.put(`/api/seller/post/update/${first.id}`).set(bearer(seller.token)).field('title', 'Chai, books and long conversations').expect(200);
      expect((await search(query)).items.find((a: { id: number }) => a.id === first.id).title).toBe('Chai, books and long conversations');

      await t.dataSource.transaction((manager) => manager.update(Ad, { id: first.id }, { promotedUntil: new Date(Date.now() + DAY) }));
      expect(ids(await search(query))).toEqual([first.id, second.id]);

      await t.http.put(`/api/admin/post/deactivate/${second.id}`).set(bearer(t.adminToken)).expect(200);
      expect(ids(await search(query))).toEqual([first.id]);
    });

    it('moves an ad whose promotion just ended from the promoted ads to the rest, once', async () => {
      const { categoryId, locationId, query } = await place();
      const older = await listing({ categoryId, locationId, title: 'Older and never promoted' });
      const ending = await listing({ categoryId, locationId, title: 'Promoted for a moment', promotedUntil: new Date(Date.now() + 1500) });
      const newer = await listing({ categoryId, locationId, title: 'Newest, never promoted' });
      expect(ids(await search(query))).toEqual([ending.id, newer.id, older.id]);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      // Another page size is another answer, while the filter's promoted ads are still kept.
      const after = await search(`${query}&pageSize=10`);
      expect(ids(after)).toEqual([newer.id, ending.id, older.id]);
      expect(after.items.find((a: { id: number }) => a.id === ending.id).promoted).toBe(false);
    });

    it("shows a category's new name on the cards at once", async () => {
      const { categoryId, locationId, location } = await place();
      await listing({ categoryId, locationId });
      const byLocation = `location=${location.slug}`;
      await search(byLocation);
      const title = `Renamed ${unique()}`;
      await t.http.put(`/api/admin/categories/update-category/${categoryId}`).set(bearer(t.adminToken)).field('title', title).expect(200);
      expect((await search(byLocation)).items[0].category.title).toBe(title);
    });

    it('counts an ad that went live after the same search was asked, in the total as in the items', async () => {
      const { categoryId, locationId, query } = await place();
      const seller = await createSeller(t);
      for (const q of [query, `${query}&keyword=lake`]) expect(await search(q)).toMatchObject({ items: [], total: 0 });
      for (const title of ['Evening walks by the lake', 'Morning runs around the lake']) {
        const ad = (await postAd(t.http, seller.token, { title, categoryId, locationId })).body;
        await t.http.put(`/api/admin/post/activate/${ad.id}`).set(bearer(t.adminToken)).expect(200);
      }
      for (const q of [query, `${query}&keyword=lake`, `${query}&pageSize=1`]) expect(await search(q)).toMatchObject({ total: 2, approximate: false });
    });

    it('never counts fewer ads than a page shows, for a word in more ads elsewhere than in this district', async () => {
      const word = `shikara${unique()}`;
      const elsewhere = await place();
      for (let i = 0; i < 5; i++) await listing({ categoryId: elsewhere.categoryId, locationId: elsewhere.locationId, title: `Boat ride ${word} ${i}` });
      const { categoryId, locationId, query } = await place();
      for (const title of [`Sunset ${word}`, `Morning ${word} on the lake`]) await listing({ categoryId, locationId, title });
      // Walking this district for the word (it is in more ads than the district holds), its share of all ads estimated 0.
      expect(await search(`${query}&keyword=${word}`)).toMatchObject({ total: 2, approximate: false });
      const firstOfTwo = await search(`${query}&keyword=${word}&pageSize=1`);
      expect(firstOfTwo.items).toHaveLength(1);
      expect(firstOfTwo.total).toBeGreaterThanOrEqual(1);
    });

    it("applies an admin's change to a time slot at once: the ads promoted in it are featured now", async () => {
      const { categoryId, locationId, query } = await place();
      const [hh, mm] = indiaTimeOfDay().split(':').map(Number);
      const at = (hours: number) => `${String((hh + hours) % 24).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
      const slot = (
        await t.http
          .post('/api/admin/time-slots')
          .set(bearer(t.adminToken))
          .send({ label: `Later ${unique()}`, startTime: at(6), endTime: at(7) })
          .expect(201)
      ).body;
      await listing({ categoryId, locationId, promotedUntil: new Date(Date.now() + DAY), slotId: slot.id });
      expect((await search(query)).items[0]).toMatchObject({ promoted: true, featuredNow: false });
      await t.http.put(`/api/admin/time-slots/${slot.id}`).set(bearer(t.adminToken)).send({ label: slot.label, startTime: '00:00', endTime: '00:00' }).expect(200);
      expect((await search(query)).items[0]).toMatchObject({ promoted: true, featuredNow: true });
    });

    describe('sent again from KeptAnswers, before routing', () => {
      // Headers of one answer that may differ between two sendings of it.
      const PER_REQUEST = new Set(['x-request-id', 'date', 'connection', 'keep-alive']);
      const headersOf = (response: { headers: Record<string, unknown> }) => Object.fromEntries(Object.entries(response.headers).filter(([name]) => !PER_REQUEST.has(name)));

      it('with the same body and headers as the first answer (security, CORS, caching, ETag)', async () => {
        const { categoryId, locationId, query } = await place();
        await listing({ categoryId, locationId });
        const first = await t.http.get(`/api/dashboard/search?${query}`).expect(200);
        const again = await t.http.get(`/api/dashboard/search?${query}`).expect(200);
        expect(again.text).toBe(first.text);
        expect(headersOf(again)).toEqual(headersOf(first));
        expect(again.headers).toMatchObject({
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'public, max-age=15',
          'x-content-type-options': 'nosniff',
          vary: 'Accept-Encoding',
        });
        expect(again.headers['content-security-policy']).toContain("default-src 'self'");
        expect(again.headers.etag).toMatch(/^W\/"/);
        expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      });

      it('compressed as the client asks (gzip, br), answers 304 to its ETag and no body to HEAD', async () => {
        const { categoryId, locationId, query } = await place();
        for (let i = 0; i < 6; i++) await listing({ categoryId, locationId, title: `Long walks and good company, number ${i + 1}` });
        const url = `/api/dashboard/search?${query}`;
        // The first answer (compression middleware) and a kept one pick the same encoding for a browser.
        const first = await t.http.get(url).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
        const kept = await t.http.get(url).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
        expect([first.headers['content-encoding'], kept.headers['content-encoding']]).toEqual(['br', 'br']);
        const plain = await t.http.get(url).set('Accept-Encoding', 'identity').expect(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
        for (const encoding of ['gzip', 'br']) {
          const compressed = await t.http.get(url).set('Accept-Encoding', encoding).expect(200);
          expect(compressed.headers['content-encoding']).toBe(encoding);
          expect(compressed.body).toEqual(plain.body); // supertest decodes it
        }
        const notModified = await t.http.get(url).set('If-None-Match', plain.headers.etag).expect(304);
        expect(notModified.text).toBe('');
        const head = await t.http.head(url).expect(200);
        expect(head.headers['content-length']).toBe(plain.headers['content-length']);
        expect(head.text).toBeUndefined();
      });

      it('keeps only answers that were checked and found: a 400 or 404 is answered by the route each time', async () => {
        const { query } = await place();
        await t.http.get(`/api/dashboard/search?${query}&page=0`).expect(400);
        await t.http.get(`/api/dashboard/search?${query}&page=0`).expect(400);
        const missing = `category=no-such-category-${unique()}`;
        await t.http.get(`/api/dashboard/search?${missing}`).expect(404);
        await t.http.get(`/api/dashboard/search?${missing}`).expect(404);
      });

      it('counts a kept answer in the metrics under its route', async () => {
        const { query } = await place();
        const served = async () => {
          const text = (await t.http.get('/api/metrics').set(bearer(t.adminToken)).expect(200)).text;
          const line = text.split('\n').find((l) => l.startsWith('http_requests_total{') && l.includes('route="/api/dashboard/search"') && l.includes('status="200"'));
          return Number(line?.split(' ').pop() ?? 0);
        };
        const before = await served();
        for (let i = 0; i < 3; i++) await t.http.get(`/api/dashboard/search?${query}`).expect(200);
        expect((await served()) - before).toBe(3);
      });
    });

    it('keeps nothing from a transaction that was rolled back', async () => {
      const { categoryId, locationId, query } = await place();
      const ad = await listing({ categoryId, locationId, title: 'Quiet dinners in town' });
      await expect(
        t.dataSource.transaction(async (manager) => {
          await manager.update(Ad, { id: ad.id }, { title: 'Never committed' });
          await search(query); // may see the open transaction's row (SQLite has one connection)
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect((await search(query)).items[0].title).toBe('Quiet dinners in town');
    });
  });

  describe('POST dashboard/report-post/:id', () => {
    it('records a report of an active ad with 201', async () => {
      const { categoryId, locationId } = await place();
      const ad = await listing({ categoryId, locationId });
      const res = await t.http
        .post(`/api/dashboard/report-post/${ad.id}`)
        .set(await solvedChallenge(t))
        .send({ reason: 'FRAUD', details: '  Asked for money in advance.  ' })
        .expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), message: expect.any(String) });
      const stored = await t.dataSource.getRepository(Report).findOneOrFail({ where: { id: res.body.id }, relations: { ad: true } });
      expect(stored).toMatchObject({ reason: 'FRAUD', details: 'Asked for money in advance.', status: 'OPEN', ad: { id: ad.id } });
      await t.http
        .post(`/api/dashboard/report-post/${ad.id}`)
        .set(await solvedChallenge(t))
        .send({ reason: 'SPAM' })
        .expect(201);
    });

    it.each([
      ['an unknown reason', { reason: 'BORING' }, 'reason'],
      ['no reason', { details: 'Something is off' }, 'reason'],
      ['a lower-case reason', { reason: 'spam' }, 'reason'],
      ['details over 1000 characters', { reason: 'OTHER', details: 'x'.repeat(1001) }, 'details'],
      ['details of the wrong type', { reason: 'OTHER', details: 42 }, 'details'],
      ['an unknown field', { reason: 'OTHER', adId: 1 }, 'adId'],
    ])('refuses %s with 400 naming the field, storing nothing', async (_, body, field) => {
      const { categoryId, locationId } = await place();
      const ad = await listing({ categoryId, locationId });
      const before = await t.dataSource.getRepository(Report).count();
      expectFieldError(
        await t.http
          .post(`/api/dashboard/report-post/${ad.id}`)
          .set(await solvedChallenge(t))
          .send(body),
        field,
      );
      expect(await t.dataSource.getRepository(Report).count()).toBe(before);
    });

    it('answers 404 for an inactive, expired or missing ad and 400 for a malformed id', async () => {
      const { categoryId, locationId } = await place();
      const inactive = await listing({ categoryId, locationId, status: AdStatus.Inactive });
      const expired = await listing({ categoryId, locationId, expiresAt: new Date(Date.now() - 1000) });
      expectDetail(
        await t.http
          .post(`/api/dashboard/report-post/${inactive.id}`)
          .set(await solvedChallenge(t))
          .send({ reason: 'SPAM' }),
        404,
      );
      expectDetail(
        await t.http
          .post(`/api/dashboard/report-post/${expired.id}`)
          .set(await solvedChallenge(t))
          .send({ reason: 'SPAM' }),
        404,
      );
      expectDetail(
        await t.http
          .post('/api/dashboard/report-post/987654')
          .set(await solvedChallenge(t))
          .send({ reason: 'SPAM' }),
        404,
      );
      expectFieldError(
        await t.http
          .post('/api/dashboard/report-post/abc')
          .set(await solvedChallenge(t))
          .send({ reason: 'SPAM' }),
        'id',
      );
    });

    it('answers 400 to a malformed JSON body', async () => {
      const { categoryId, locationId } = await place();
      const ad = await listing({ categoryId, locationId });
      expectDetail(await t.http.post(`/api/dashboard/report-post/${ad.id}`).set('Content-Type', 'application/json').send('{"reason": '), 400);
    });
  });
});
