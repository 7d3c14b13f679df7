import { type EntityManager } from 'typeorm';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer } from './factories';
import { expectDetail } from './catalogue-helpers';
import { Category } from '../src/categories/category.entity';
import { HINDI_CATEGORY_TITLES, HINDI_DISTRICTS, HINDI_STATES } from '../src/database/hindi-names';
import { INDIA_LOCATIONS } from '../src/database/india-locations';
import { DEFAULT_CATEGORIES } from '../src/database/reference-data';
import { Location } from '../src/locations/location.entity';

const ci = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());
const ALL_STATES = INDIA_LOCATIONS.map((s) => s.state).sort(ci);

describe('public catalogue (no token)', () => {
  let t: TestApp;
  const locations = () => t.dataSource.getRepository(Location);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /api/health', () => {
    it('answers ok with the engine', async () => {
      const res = await t.http.get('/api/health').expect(200);
      expect(res.body).toEqual({ status: 'ok', database: { engine: t.engine === 'sqlite' ? 'sqlite' : expect.stringMatching(/^(mysql|mariadb)$/), ok: true } });
    });
  });

  describe('GET /api/dashboard/get-all-categories', () => {
    it('answers every category in creation order, without a token', async () => {
      const res = await t.http.get('/api/dashboard/get-all-categories').expect(200);
      const rows = await t.dataSource.getRepository(Category).find({ order: { id: 'ASC' } });
      expect(res.body).toEqual(rows.map(({ id, title, titleHi, slug, image, metaTitle, metaDescription }) => ({ id, title, titleHi, slug, image, metaTitle, metaDescription })));
      expect(res.body.map((c: Category) => c.slug)).toEqual(['women-seeking-men', 'men-seeking-women', 'men-seeking-men', 'couples', 'transgender', 'spa', 'friendship']);
      // Every seeded category has its Hindi title.
      expect(res.body.map((c: Category) => c.titleHi)).toEqual(DEFAULT_CATEGORIES.map((c) => HINDI_CATEGORY_TITLES[c.title]));
      expect(res.body.find((c: Category) => c.slug === 'friendship').titleHi).toBe('दोस्ती');
    });

    it('ignores a token, even an invalid one', async () => {
      await t.http.get('/api/dashboard/get-all-categories').set(bearer('garbage')).expect(200);
    });
  });

  describe('GET /api/dashboard/get-states', () => {
    it('answers the 36 states and union territories once each, sorted, with a location id of that state', async () => {
      const res = await t.http.get('/api/dashboard/get-states').expect(200);
      expect(res.body).toHaveLength(36);
      expect(res.body.map((s: { state: string }) => s.state)).toEqual(ALL_STATES);
      for (const entry of res.body) expect(Object.keys(entry).sort()).toEqual(['id', 'slug', 'state', 'stateHi']);
      // Each state's results page has its own address, never a district's (Puducherry has a district of that name).
      expect(res.body.find((s: { state: string }) => s.state === 'Maharashtra').slug).toBe('maharashtra');
      expect(res.body.find((s: { state: string }) => s.state === 'Puducherry').slug).toBe('puducherry-state');
      expect(res.body.map((s: { stateHi: string }) => s.stateHi)).toEqual(ALL_STATES.map((state) => HINDI_STATES[state]));
      expect(res.body.find((s: { state: string }) => s.state === 'Maharashtra').stateHi).toBe('महाराष्ट्र');
      const first = await locations().findOneByOrFail({ id: res.body[0].id });
      expect(first.state).toBe(res.body[0].state);
    });
  });

  describe('GET /api/dashboard/get-all-state', () => {
    it('answers every district with its state and SEO fields, sorted', async () => {
      const res = await t.http.get('/api/dashboard/get-all-state').expect(200);
      const expected = INDIA_LOCATIONS.reduce((n, s) => n + s.districts.length, 0);
      expect(expected).toBe(780);
      expect(res.body).toHaveLength(expected);
      expect(res.body).toHaveLength(await locations().count());
      expect(new Set(res.body.map((l: Location) => l.id)).size).toBe(expected);
      expect(new Set(res.body.map((l: Location) => l.slug)).size).toBe(expected);
      const pune = res.body.find((l: Location) => l.slug === 'pune');
      expect(pune).toEqual({
        id: expect.any(Number),
        state: 'Maharashtra',
        district: 'Pune',
        stateHi: 'महाराष्ट्र',
        districtHi: 'पुणे',
        slug: 'pune',
        metaTitle: 'Classified ads in Pune, Maharashtra',
        metaDescription: expect.stringContaining('Pune'),
        canonicalLink: '',
        locationDescription: null,
        h1Tag: 'Classified ads in Pune',
        h2Tag: 'Latest ads in Pune, Maharashtra',
        stateImage: null,
        latitude: 18.571,
        longitude: 74.069,
      });
      expect(res.body.find((l: Location) => l.slug === 'mumbai-city')).toMatchObject({ stateHi: 'महाराष्ट्र', districtHi: 'मुंबई शहर' });
      expect(res.body.find((l: Location) => l.slug === 'north-24-parganas')).toMatchObject({ stateHi: 'पश्चिम बंगाल', districtHi: 'उत्तर 24 परगना' });
      // Every seeded district has its Hindi name, those of the smaller states too (one an admin adds has none until
      // they write it: null, and clients show the English name).
      expect(res.body.find((l: Location) => l.slug === 'annamayya')).toMatchObject({ stateHi: 'आंध्र प्रदेश', districtHi: 'अन्नमय्या' });
      const named = Object.values(HINDI_DISTRICTS).reduce((n, districts) => n + Object.keys(districts).length, 0);
      expect(res.body.filter((l: Location) => l.districtHi).length).toBe(named);
      const sorted = [...res.body].sort((a: Location, b: Location) => ci(a.state, b.state) || ci(a.district, b.district));
      expect(res.body.map((l: Location) => l.id)).toEqual(sorted.map((l: Location) => l.id));
    });
  });

  describe('GET /api/dashboard/state/:state', () => {
    it('answers the districts of a state, sorted by name, the same on both engines', async () => {
      const res = await t.http.get('/api/dashboard/state/Andhra%20Pradesh').expect(200);
      const districts = INDIA_LOCATIONS.find((s) => s.state === 'Andhra Pradesh')!.districts;
      expect(res.body).toHaveLength(districts.length);
      expect(res.body.map((d: { district: string }) => d.district)).toEqual([...districts].sort(ci));
      const names = res.body.map((d: { district: string }) => d.district);
      expect(names.indexOf('Nandyal')).toBeLessThan(names.indexOf('NTR'));
      for (const entry of res.body) expect(Object.keys(entry).sort()).toEqual(['district', 'districtHi', 'id', 'slug']);
      expect(res.body).toContainEqual({ id: expect.any(Number), district: 'Visakhapatnam', districtHi: 'विशाखापत्तनम', slug: 'visakhapatnam' });
      const rows = await locations().findBy({ state: 'Andhra Pradesh' });
      expect(res.body.map((d: { id: number }) => d.id).sort()).toEqual(rows.map((r) => r.id).sort());
    });

    it('gives repeated district names a slug with the state', async () => {
      const res = await t.http.get('/api/dashboard/state/Himachal%20Pradesh').expect(200);
      expect(res.body).toContainEqual({ id: expect.any(Number), district: 'Bilaspur', districtHi: 'बिलासपुर', slug: 'bilaspur-himachal-pradesh' });
      const delhi = await t.http.get('/api/dashboard/state/Delhi').expect(200);
      expect(delhi.body).toContainEqual({ id: expect.any(Number), district: 'New Delhi', districtHi: 'नई दिल्ली', slug: 'new-delhi' });
    });

    it('finds a state whatever the case', async () => {
      const exact = await t.http.get('/api/dashboard/state/Tamil%20Nadu').expect(200);
      const lower = await t.http.get('/api/dashboard/state/tamil%20nadu').expect(200);
      expect(lower.body).toEqual(exact.body);
    });

    it('answers 404 with a detail for an unknown state', async () => {
      expectDetail(await t.http.get('/api/dashboard/state/Atlantis'), 404, /Atlantis/);
      expectDetail(await t.http.get(`/api/dashboard/state/${'x'.repeat(300)}`), 404);
    });

    it('answers 400 with a detail for a badly encoded name', async () => {
      expectDetail(await t.http.get('/api/dashboard/state/%E0%A4'), 400);
    });
  });

  describe('GET /api/dashboard/location-seo/:district', () => {
    it("answers a location's SEO fields by its slug", async () => {
      const res = await t.http.get('/api/dashboard/location-seo/pune').expect(200);
      const pune = await locations().findOneByOrFail({ slug: 'pune' });
      expect(res.body).toEqual({
        id: pune.id,
        state: 'Maharashtra',
        district: 'Pune',
        stateHi: 'महाराष्ट्र',
        districtHi: 'पुणे',
        slug: 'pune',
        metaTitle: pune.metaTitle,
        metaDescription: pune.metaDescription,
        canonicalLink: pune.canonicalLink,
        locationDescription: pune.locationDescription,
        h1Tag: pune.h1Tag,
        h2Tag: pune.h2Tag,
        stateImage: null,
        latitude: pune.latitude,
        longitude: pune.longitude,
      });
    });

    it('accepts the district as written, and the state-suffixed slugs of repeated names', async () => {
      expect((await t.http.get('/api/dashboard/location-seo/New%20Delhi').expect(200)).body.slug).toBe('new-delhi');
      expect((await t.http.get('/api/dashboard/location-seo/PUNE').expect(200)).body.district).toBe('Pune');
      const bilaspur = await t.http.get('/api/dashboard/location-seo/bilaspur-chhattisgarh').expect(200);
      expect(bilaspur.body).toMatchObject({ district: 'Bilaspur', state: 'Chhattisgarh' });
    });

    it('shows what an admin saved for the location', async () => {
      const goa = await locations().findOneByOrFail({ slug: 'north-goa' });
      await t.http.put(`/api/admin/locations/update/${goa.id}`).set(bearer(t.adminToken)).field('metaTitle', 'Ads in North Goa').field('locationDescription', '<p>Beaches</p>').expect(200);
      const res = await t.http.get('/api/dashboard/location-seo/north-goa').expect(200);
      expect(res.body).toMatchObject({ metaTitle: 'Ads in North Goa', locationDescription: '<p>Beaches</p>' });
    });

    it('answers 404 with a detail for an unknown district, and for an ambiguous name without its state', async () => {
      expectDetail(await t.http.get('/api/dashboard/location-seo/atlantis'), 404, /atlantis/);
      expectDetail(await t.http.get('/api/dashboard/location-seo/bilaspur'), 404);
      expectDetail(await t.http.get('/api/dashboard/location-seo/---'), 404);
    });
  });

  describe('kept categories and districts, after a write made around their services', () => {
    // The write goes through TypeORM, not the service: only the cache's CatalogueChanges subscription
    // can drop it, and only after the commit (a read while the transaction is open must not keep the old row).
    const inTransaction = (write: (manager: EntityManager) => Promise<unknown>, read: () => Promise<unknown>) =>
      t.dataSource.transaction(async (manager) => {
        await write(manager);
        await read(); // SQLite's one connection sees the open transaction, MariaDB's other connections do not
      });

    it('shows a category changed in a transaction once it commits, even when read meanwhile', async () => {
      const metaTitleOf = async (id: number) => (await t.http.get('/api/dashboard/get-all-categories').expect(200)).body.find((c: { id: number }) => c.id === id).metaTitle;
      const category = await t.dataSource.getRepository(Category).findOneByOrFail({ slug: 'women-seeking-men' });
      await metaTitleOf(category.id);
      const metaTitle = `Committed ${Date.now()}`;
      await inTransaction(
        (manager) => manager.update(Category, { id: category.id }, { metaTitle }),
        () => metaTitleOf(category.id),
      );
      expect(await metaTitleOf(category.id)).toBe(metaTitle);
    });

    it('shows a district changed in a transaction once it commits, even when read meanwhile', async () => {
      const metaTitleOf = async () => (await t.http.get('/api/dashboard/location-seo/nagpur').expect(200)).body.metaTitle;
      const nagpur = await locations().findOneByOrFail({ slug: 'nagpur' });
      await metaTitleOf();
      const metaTitle = `Committed ${Date.now()}`;
      await inTransaction((manager) => manager.update(Location, { id: nagpur.id }, { metaTitle }), metaTitleOf);
      expect(await metaTitleOf()).toBe(metaTitle);
    });
  });

  describe('unknown routes', () => {
    it('answer 404 with a detail', async () => {
      expectDetail(await t.http.get('/api/dashboard/no-such-thing'), 404);
      expectDetail(await t.http.post('/api/dashboard/get-states'), 404);
    });
  });

  describe('HTTP caching', () => {
    it('lets browsers and CDNs keep catalogue answers for 5 minutes, search for 15 s, with ETags for revalidation', async () => {
      const categories = await t.http.get('/api/dashboard/get-all-categories').expect(200);
      expect(categories.headers['cache-control']).toBe('public, max-age=300');
      await t.http.get('/api/dashboard/get-all-categories').set('If-None-Match', categories.headers.etag).expect(304);
      expect((await t.http.get('/api/dashboard/get-states')).headers['cache-control']).toBe('public, max-age=300');
      expect((await t.http.get('/api/dashboard/search')).headers['cache-control']).toBe('public, max-age=15');
      expect((await t.http.get('/api/auth/me')).headers['cache-control']).toBeUndefined();
    });
  });
});
