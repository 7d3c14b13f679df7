import { createTestApp, type TestApp } from './create-test-app';
import { unique } from './factories';
import { insertCategory, insertLocation } from './catalogue-helpers';
import { Ad } from '../src/ads/ad.entity';
import { AdStatus } from '../src/ads/ad-status';
import type { Category } from '../src/categories/category.entity';
import { Location } from '../src/locations/location.entity';
import { Role } from '../src/common/auth/role';
import { User } from '../src/users/user.entity';

const DAY = 24 * 3600_000;

/** "Locate me" and search around a district (issue 44, decision 0043): distances between district centroids only. */
describe('near me', () => {
  let t: TestApp;
  let category: Category;
  let sellerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    category = await insertCategory(t);
    const users = t.dataSource.getRepository(User);
    ({ id: sellerId } = await users.save(users.create({ email: `near-${unique()}@example.com`, fullName: 'Private Full Name', passwordHash: 'x', role: Role.User, emailVerified: true })));
  });
  afterAll(() => t?.close());

  const district = (slug: string) => t.dataSource.getRepository(Location).findOneByOrFail({ slug });

  async function ad(where: Location, title: string): Promise<Ad> {
    const ads = t.dataSource.getRepository(Ad);
    return ads.save(
      ads.create({
        title,
        description: `An ad placed to test the search around a district, ${unique()}.`,
        phone: '9123456789',
        age: 30,
        status: AdStatus.Active,
        expiresAt: new Date(Date.now() + 7 * DAY),
        category: { id: category.id },
        location: { id: where.id },
        seller: { id: sellerId },
      } as Partial<Ad>),
    );
  }

  describe('GET /api/locations/nearest', () => {
    const nearest = async (lat: number | string, lng: number | string) => (await t.http.get('/api/locations/nearest').query({ lat, lng }).expect(200)).body;

    it('finds the district of a few known cities from a rounded position', async () => {
      expect(['mumbai-city', 'mumbai-suburban']).toContain((await nearest(19.1, 72.9)).slug);
      expect(await nearest(26.85, 80.95)).toMatchObject({ slug: 'lucknow', district: 'Lucknow', state: 'Uttar Pradesh', districtHi: expect.any(String) });
      expect(await nearest(12.95, 77.6)).toMatchObject({ slug: 'bengaluru-urban', district: 'Bengaluru Urban', state: 'Karnataka' });
      expect((await nearest(22.55, 88.35)).slug).toBe('kolkata');
    });

    it('answers only the district: no distance, no position echoed', async () => {
      const body = await nearest(26.8467, 80.9462);
      expect(Object.keys(body).sort()).toEqual(['district', 'districtHi', 'id', 'slug', 'state', 'stateHi']);
    });

    it('refuses out-of-range and non-numeric values with 400 and a detail', async () => {
      for (const [lat, lng] of [
        [91, 80],
        [-91, 80],
        [26, 181],
        ['abc', 80],
        [26, ''],
      ]) {
        const res = await t.http.get('/api/locations/nearest').query({ lat, lng }).expect(400);
        expect(res.body.detail).toEqual(expect.any(String));
      }
      const missing = await t.http.get('/api/locations/nearest').expect(400);
      expect(missing.body.errors).toHaveProperty('lat');
    });

    it('says 404 far from India', async () => {
      const res = await t.http.get('/api/locations/nearest').query({ lat: 48.85, lng: 2.35 }).expect(404);
      expect(res.body.detail).toMatch(/No district within 300 km/);
    });

    it('skips a district without coordinates (one an admin added)', async () => {
      const added = await insertLocation(t);
      expect(added.latitude ?? null).toBeNull();
      expect((await nearest(26.85, 80.95)).slug).toBe('lucknow');
    });
  });

  describe("an admin's coordinates", () => {
    const admin = () => ({ Authorization: `Bearer ${t.adminToken}` });

    it('make a district added in the console findable, are checked, and can be cleared', async () => {
      const added = await insertLocation(t);
      const res = await t.http.put(`/api/admin/ra/locations/${added.id}`).set(admin()).field('latitude', '8').field('longitude', '70').expect(200);
      expect(res.body).toMatchObject({ latitude: 8, longitude: 70 });
      expect((await t.http.get('/api/locations/nearest').query({ lat: 8.05, lng: 70 }).expect(200)).body.slug).toBe(added.slug);
      for (const [field, value] of [
        ['latitude', 'north'],
        ['latitude', '40'],
        ['longitude', '-70'],
      ]) {
        const refused = await t.http.put(`/api/admin/ra/locations/${added.id}`).set(admin()).field(field, value).expect(400);
        expect(refused.body.errors).toHaveProperty(field);
      }
      await t.http.put(`/api/admin/ra/locations/${added.id}`).set(admin()).field('latitude', '').field('longitude', '').expect(200);
      expect(await t.dataSource.getRepository(Location).findOneByOrFail({ id: added.id })).toMatchObject({ latitude: null, longitude: null });
      await t.http.get('/api/locations/nearest').query({ lat: 8.05, lng: 70 }).expect(404);
    });
  });

  describe('GET /api/dashboard/search?near=', () => {
    let lucknow: Location;
    let unnao: Location;
    let kanpur: Location;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      [lucknow, unnao, kanpur] = [await district('lucknow'), await district('unnao'), await district('kanpur-nagar')];
      ids.here = (await ad(lucknow, 'Near me test ad in Lucknow')).id;
      ids.neighbour = (await ad(unnao, 'Near me test ad in Unnao')).id;
      ids.far = (await ad(kanpur, 'Near me test ad in Kanpur')).id;
    });

    const search = async (query: Record<string, string | number>) =>
      (
        await t.http
          .get('/api/dashboard/search')
          .query({ category: category.slug, ...query })
          .expect(200)
      ).body;

    it('widens to the districts within the radius and says how far each card is, rounded to 5 km', async () => {
      const body = await search({ near: 'lucknow', withinKm: 50 });
      const byId = new Map(body.items.map((item: { id: number; distanceKm: number }) => [item.id, item.distanceKm]));
      expect(byId.get(ids.here)).toBe(0);
      expect(byId.get(ids.neighbour)).toBe(45);
      expect(byId.has(ids.far)).toBe(false);
      for (const item of body.items) expect(item.distanceKm % 5).toBe(0);
      expect(body.total).toBe(2);
    });

    it('takes the district by id, defaults to 50 km, and reaches farther with a larger radius', async () => {
      expect((await search({ near: String(lucknow.id) })).total).toBe(2);
      const wide = await search({ near: 'lucknow', withinKm: 100 });
      expect(wide.items.find((item: { id: number }) => item.id === ids.far)?.distanceKm).toBe(85);
    });

    it('leaves distanceKm out of searches without near', async () => {
      const body = await search({ location: 'unnao' });
      expect(body.items.map((item: { id: number }) => item.id)).toEqual([ids.neighbour]);
      expect(body.items[0]).not.toHaveProperty('distanceKm');
    });

    it('refuses near with location or state, an unknown district, a district without coordinates and a bad radius', async () => {
      const bad = async (query: Record<string, string | number>, status = 400) => (await t.http.get('/api/dashboard/search').query(query).expect(status)).body;
      expect((await bad({ near: 'lucknow', location: 'unnao' })).errors).toHaveProperty('near');
      expect((await bad({ near: 'lucknow', state: 'uttar-pradesh' })).errors).toHaveProperty('near');
      expect((await bad({ near: 'no-such-district' }, 404)).detail).toMatch(/Unknown district/);
      const added = await insertLocation(t);
      expect((await bad({ near: added.slug })).detail).toMatch(/no coordinates/);
      expect((await bad({ near: 'lucknow', withinKm: 1000 })).errors).toHaveProperty('withinKm');
      expect((await bad({ near: 'lucknow', withinKm: 'far' })).errors).toHaveProperty('withinKm');
    });
  });
});
