import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, postAd, unique } from './factories';
import { expectDetail, insertCategory } from './catalogue-helpers';
import { Ad } from '../src/ads/ad.entity';
import { AdDetail } from '../src/ads/ad-detail.entity';
import type { Category } from '../src/categories/category.entity';
import { AlertMatcher } from '../src/saved-searches/alert-matcher';

type Seller = Awaited<ReturnType<typeof createSeller>>;

/** Details per category (issue 44): fields the admins define, ads that give them, searches that filter by them. */
describe('details per category', () => {
  let t: TestApp;
  let category: Category;
  let seller: Seller;
  const fields: Record<string, { id: number }> = {};

  const admin = () => bearer(t.adminToken);
  const defineField = (body: Record<string, unknown>, status = 201) =>
    t.http
      .post('/api/admin/ra/category-fields')
      .set(admin())
      .send({ categoryId: category.id, ...body })
      .expect(status);
  const search = (query: Record<string, string>, status = 200) =>
    t.http
      .get('/api/dashboard/search')
      .query({ category: category.slug, pageSize: '50', ...query })
      .expect(status);
  const titles = async (details: string) => ((await search({ details })).body.items as { title: string }[]).map((item) => item.title).sort();

  /** Posts an ad with these details and makes it live as an admin would. */
  async function liveAd(title: string, details: Record<string, unknown>): Promise<number> {
    const { body } = await postAd(t.http, seller.token, { title, categoryId: category.id, details });
    await t.http.put(`/api/admin/post/activate/${body.id}`).set(admin()).expect(200);
    return body.id as number;
  }

  beforeAll(async () => {
    t = await createTestApp();
    category = await insertCategory(t);
    seller = await createSeller(t);
  });
  afterAll(() => t?.close());

  describe('the fields admins define', () => {
    it('adds a rate, a choice, a yes/no and a number to a category, in order', async () => {
      fields.rate = (await defineField({ key: 'rate', kind: 'RATE', label: 'Rate', labelHi: 'दर', unit: 'HOUR', min: 500, max: 50000, required: true, onCard: true, position: 1 })).body;
      fields.languages = (
        await defineField({
          key: 'languages',
          kind: 'CHOICE',
          label: 'Languages spoken',
          labelHi: 'भाषाएँ',
          multiple: true,
          position: 2,
          options: [
            { key: 'hindi', label: 'Hindi', labelHi: 'हिन्दी' },
            { key: 'english', label: 'English', labelHi: 'अंग्रेज़ी' },
            { key: 'marathi', label: 'Marathi', labelHi: 'मराठी' },
          ],
        })
      ).body;
      fields.incall = (await defineField({ key: 'incall', kind: 'YES_NO', label: 'Incall', position: 3 })).body;
      fields.height = (await defineField({ key: 'height', kind: 'NUMBER', label: 'Height (cm)', min: 140, max: 210, position: 4 })).body;

      const list = await t.http
        .get('/api/admin/ra/category-fields')
        .query({ filter: JSON.stringify({ categoryId: category.id }), sort: JSON.stringify(['position', 'ASC']) })
        .set(admin())
        .expect(200);
      expect(list.headers['content-range']).toMatch(/\/4$/);
      expect(list.body.map((f: { key: string }) => f.key)).toEqual(['rate', 'languages', 'incall', 'height']);
      const shown = await t.http.get(`/api/dashboard/categories/${category.id}/fields`).expect(200);
      expect(shown.body[0]).toEqual({
        id: fields.rate.id,
        categoryId: category.id,
        key: 'rate',
        kind: 'RATE',
        label: 'Rate',
        labelHi: 'दर',
        unit: 'HOUR',
        options: [],
        multiple: false,
        min: 500,
        max: 50000,
        required: true,
        onCard: true,
        position: 1,
      });
      expect(shown.body[1].options[0]).toEqual({ key: 'hindi', label: 'Hindi', labelHi: 'हिन्दी' });
      expect((await t.http.get(`/api/dashboard/categories/${category.id + 1000}/fields`).expect(200)).body).toEqual([]);
    });

    it('refuses settings that do not fit the kind, naming the setting, and stores nothing', async () => {
      const before = (await t.http.get(`/api/dashboard/categories/${category.id}/fields`)).body.length;
      expect((await defineField({ key: 'price', kind: 'RATE', label: 'Price' }, 400)).body.errors).toHaveProperty('unit');
      expect((await defineField({ key: 'services', kind: 'CHOICE', label: 'Services' }, 400)).body.errors).toHaveProperty('options');
      expect((await defineField({ key: 'outcall', kind: 'YES_NO', label: 'Outcall', unit: 'DAY' }, 400)).body.errors).toHaveProperty('unit');
      expect((await defineField({ key: 'weight', kind: 'NUMBER', label: 'Weight', min: 90, max: 40 }, 400)).body.errors).toHaveProperty('min');
      expect(
        (
          await defineField(
            {
              key: 'two',
              kind: 'CHOICE',
              label: 'Two',
              options: [
                { key: 'a', label: 'A' },
                { key: 'a', label: 'A again' },
              ],
            },
            400,
          )
        ).body.errors,
      ).toHaveProperty('options');
      expect((await defineField({ key: 'Rate Per Hour', kind: 'NUMBER', label: 'x' }, 400)).body.errors).toHaveProperty('key');
      expect((await defineField({ key: 'x'.repeat(1000), kind: 'NUMBER', label: 'x' }, 400)).body.errors).toHaveProperty('key');
      expect((await defineField({ key: 'big', kind: 'NUMBER', label: 'x'.repeat(1_000_000) }, 413)).body).toHaveProperty('detail');
      expect((await defineField({ key: 'colour', kind: 'COLOUR', label: 'Colour' }, 400)).body.errors).toHaveProperty('kind');
      expectDetail(await defineField({ key: 'rate', kind: 'NUMBER', label: 'Again' }, 409), 409, /already has a detail with the key "rate"/);
      expect((await t.http.post('/api/admin/ra/category-fields').set(admin()).send({ categoryId: 999_999, key: 'k', kind: 'YES_NO', label: 'K' }).expect(400)).body.errors).toHaveProperty(
        'categoryId',
      );
      expect((await t.http.get(`/api/dashboard/categories/${category.id}/fields`)).body).toHaveLength(before);
    });

    it('lets only admins define them', async () => {
      await t.http.post('/api/admin/ra/category-fields').send({ categoryId: category.id, key: 'k', kind: 'YES_NO', label: 'K' }).expect(401);
      await t.http.post('/api/admin/ra/category-fields').set(bearer(seller.token)).send({ categoryId: category.id, key: 'k', kind: 'YES_NO', label: 'K' }).expect(403);
      await t.http.put(`/api/admin/ra/category-fields/${fields.rate.id}`).set(bearer(seller.token)).send({ label: 'Mine' }).expect(403);
    });
  });

  describe('posting with details', () => {
    it('refuses a missing required detail, an unknown one and values the field does not take, naming the detail, storing nothing', async () => {
      const ads = () => t.dataSource.getRepository(Ad).countBy({ category: { id: category.id } });
      const before = await ads();
      const refused = async (details: Record<string, unknown>, field: string, pattern: RegExp) => {
        const res = await postAd(t.http, seller.token, { categoryId: category.id, details }, 400);
        expect(res.body.errors).toHaveProperty([`details.${field}`]);
        expect(res.body.detail).toMatch(pattern);
      };
      await refused({ languages: ['hindi'] }, 'rate', /Rate is required/);
      await refused({ rate: 2000, colour: 'red' }, 'colour', /no such detail/);
      await refused({ rate: 100 }, 'rate', /Rate must be a whole number of rupees from 500 to 50000/);
      await refused({ rate: 1500.5 }, 'rate', /whole number/);
      await refused({ rate: 2000, languages: ['hindi', 'tamil'] }, 'languages', /must be one of: hindi, english, marathi/);
      await refused({ rate: 2000, incall: 'maybe' }, 'incall', /true or false/);
      await refused({ rate: 2000, height: 300 }, 'height', /from 140 to 210/);
      // Shapes no field takes are refused by the DTO.
      for (const details of ['not json', '[1,2]', JSON.stringify({ rate: { $gt: 0 } }), JSON.stringify({ ['x'.repeat(100)]: 1 })]) {
        const res = await t.http
          .post('/api/seller/post/create')
          .set(bearer(seller.token))
          .field({
            title: 'Friendly company for evenings in Pune',
            description: 'Cheerful, discreet and well travelled, message me to arrange.',
            categoryId: category.id,
            locationId: 1,
            phone: '9876543210',
            age: 25,
            details,
          })
          .expect(400);
        expect(res.body.detail).toMatch(/details must be an object/);
      }
      expect(await ads()).toBe(before);
    });

    it('stores them and shows them in the fields order with their labels: all on the ad page, those marked on the card', async () => {
      const id = await liveAd(`Hindi and English evenings e2e ${unique()}`, { rate: 2000, languages: ['english', 'hindi'], incall: true, height: 165 });
      const page = (await t.http.get(`/api/dashboard/get-post/${id}`).expect(200)).body;
      expect(page.details).toEqual([
        { key: 'rate', kind: 'RATE', label: 'Rate', labelHi: 'दर', unit: 'HOUR', number: 2000 },
        {
          key: 'languages',
          kind: 'CHOICE',
          label: 'Languages spoken',
          labelHi: 'भाषाएँ',
          unit: null,
          options: [
            { key: 'hindi', label: 'Hindi', labelHi: 'हिन्दी' },
            { key: 'english', label: 'English', labelHi: 'अंग्रेज़ी' },
          ],
        },
        { key: 'incall', kind: 'YES_NO', label: 'Incall', labelHi: null, unit: null, yes: true },
        { key: 'height', kind: 'NUMBER', label: 'Height (cm)', labelHi: null, unit: null, number: 165 },
      ]);
      const card = (await search({})).body.items.find((item: { id: number }) => item.id === id);
      expect(card.details).toEqual([{ key: 'rate', kind: 'RATE', label: 'Rate', labelHi: 'दर', unit: 'HOUR', number: 2000 }]);
      const mine = (await t.http.get(`/api/seller/post/my-ad/${id}`).set(bearer(seller.token)).expect(200)).body;
      expect(mine.details.map((d: { key: string }) => d.key)).toEqual(['rate', 'languages', 'incall', 'height']);
    });
  });

  describe('searching by details', () => {
    beforeAll(async () => {
      await liveAd(`Cheap Marathi company e2e ${unique()}`, { rate: 800, languages: ['marathi'], incall: false });
      await liveAd(`Expensive English company e2e ${unique()}`, { rate: 9000, languages: ['english'], incall: true, height: 180 });
    });

    it('filters by a rate range, options (any of them), yes/no and a number, together', async () => {
      expect(await titles('rate:..1000')).toEqual([expect.stringMatching(/^Cheap Marathi/)]);
      expect(await titles('rate:1000..')).toEqual([expect.stringMatching(/^Expensive/), expect.stringMatching(/^Hindi and English/)]);
      expect(await titles('rate:2000')).toEqual([expect.stringMatching(/^Hindi and English/)]);
      expect(await titles('languages:marathi,hindi')).toEqual([expect.stringMatching(/^Cheap Marathi/), expect.stringMatching(/^Hindi and English/)]);
      expect(await titles('incall:yes')).toHaveLength(2);
      expect(await titles('incall:no')).toEqual([expect.stringMatching(/^Cheap Marathi/)]);
      expect(await titles('height:170..')).toEqual([expect.stringMatching(/^Expensive/)]);
      expect(await titles('rate:1000..;languages:english;height:..170')).toEqual([expect.stringMatching(/^Hindi and English/)]);
      const { body } = await search({ details: 'rate:..1000' });
      expect(body.total).toBe(1);
    });

    it('refuses what it cannot filter by, naming the detail', async () => {
      expectDetail(await search({ details: 'colour:red' }, 400), 400, /no detail "colour"/);
      expectDetail(await search({ details: 'rate:cheap' }, 400), 400, /rate takes whole numbers/);
      expectDetail(await search({ details: 'rate:900..100' }, 400), 400, /rate takes whole numbers/);
      expectDetail(await search({ details: 'languages:tamil' }, 400), 400, /languages takes options among hindi, english, marathi/);
      expectDetail(await search({ details: 'incall:maybe' }, 400), 400, /incall takes yes or no/);
      expectDetail(await t.http.get('/api/dashboard/search').query({ details: 'rate:..1000' }).expect(400), 400, /needs a category/);
      await search({ details: 'x'.repeat(1001) }, 400);
    });

    it('keeps them in a saved search, in words, and matches its alerts by them', async () => {
      const saved = await t.http
        .post('/api/saved-searches')
        .set(bearer(seller.token))
        .send({ category: category.slug, details: 'languages:hindi,marathi;rate:..1500', frequency: 'daily' })
        .expect(201);
      expect(saved.body).toMatchObject({ details: 'rate:..1500;languages:hindi,marathi' });
      expect(saved.body.summary).toContain('Rate up to ₹1,500 · Languages spoken: Hindi, Marathi');
      expect(decodeURIComponent(saved.body.path)).toContain('details=rate:..1500;languages:hindi,marathi');
      await t.http.post('/api/saved-searches').set(bearer(seller.token)).send({ category: category.slug, details: 'languages:tamil', frequency: 'daily' }).expect(400);

      const other = await createSeller(t);
      const ad = async (details: Record<string, unknown>) => {
        const { body } = await postAd(t.http, other.token, { title: `Alert candidate e2e ${unique()}`, categoryId: category.id, details });
        await t.http.put(`/api/admin/post/activate/${body.id}`).set(admin()).expect(200);
        return (await t.app.get(AlertMatcher).matching(t.dataSource.manager, body.id)).searches.map((s) => s.id);
      };
      expect(await ad({ rate: 1200, languages: ['marathi'] })).toContain(saved.body.id);
      expect(await ad({ rate: 1200, languages: ['english'] })).not.toContain(saved.body.id);
      expect(await ad({ rate: 3000, languages: ['hindi'] })).not.toContain(saved.body.id);
    });
  });

  describe('changing the fields never breaks stored ads', () => {
    let id: number;

    beforeAll(async () => {
      id = await liveAd(`Changing fields e2e ${unique()}`, { rate: 1000, languages: ['marathi', 'hindi'], incall: true });
    });

    it('applies a field made required to edited ads, not to those left alone', async () => {
      await t.http.put(`/api/admin/ra/category-fields/${fields.height.id}`).set(admin()).send({ required: true }).expect(200);
      await t.http.get(`/api/dashboard/get-post/${id}`).expect(200);
      const edit = (body: Record<string, string>, status: number) => t.http.put(`/api/seller/post/update/${id}`).set(bearer(seller.token)).field(body).expect(status);
      const refused = await edit({ title: `Changing fields, edited e2e ${unique()}` }, 400);
      expect(refused.body.errors).toHaveProperty(['details.height']);
      await edit({ details: JSON.stringify({ rate: 1000, languages: ['marathi', 'hindi'], incall: true, height: 150 }) }, 200);
      expect(await titles('height:150')).toEqual([expect.stringMatching(/^Changing fields/)]);
      await t.http.put(`/api/admin/ra/category-fields/${fields.height.id}`).set(admin()).send({ required: false }).expect(200);
    });

    it('hides an option taken out and a removed field, keeping the stored values', async () => {
      await t.http
        .put(`/api/admin/ra/category-fields/${fields.languages.id}`)
        .set(admin())
        .send({
          options: [
            { key: 'hindi', label: 'Hindi', labelHi: 'हिन्दी' },
            { key: 'english', label: 'English' },
          ],
        })
        .expect(200);
      const removed = await t.http.delete(`/api/admin/ra/category-fields/${fields.incall.id}`).set(admin()).expect(200);
      expect(removed.body).toEqual({ id: fields.incall.id });

      const page = (await t.http.get(`/api/dashboard/get-post/${id}`).expect(200)).body;
      expect(page.details.map((d: { key: string }) => d.key)).toEqual(['rate', 'languages', 'height']);
      expect(page.details[1].options).toEqual([{ key: 'hindi', label: 'Hindi', labelHi: 'हिन्दी' }]);
      const stored = await t.dataSource.getRepository(Ad).findOneByOrFail({ id });
      expect(stored.details).toMatchObject({ [fields.incall.id]: true, [fields.languages.id]: ['hindi', 'marathi'] });
      expect(await t.dataSource.getRepository(AdDetail).countBy({ adId: id, fieldId: fields.incall.id })).toBe(1);

      expect((await t.http.get(`/api/dashboard/categories/${category.id}/fields`)).body.map((f: { key: string }) => f.key)).toEqual(['rate', 'languages', 'height']);
      const listed = await t.http.get(`/api/admin/ra/category-fields/${fields.incall.id}`).set(admin()).expect(200);
      expect(listed.body.removed).toBe(true);
      await search({ details: 'incall:yes' }, 400);
      // Its key stays taken: a new field cannot take over the stored values under another meaning.
      await defineField({ key: 'incall', kind: 'NUMBER', label: 'Incall again' }, 409);
      // An edit keeps the removed field's value.
      await t.http
        .put(`/api/seller/post/update/${id}`)
        .set(bearer(seller.token))
        .field({ details: JSON.stringify({ rate: 1100, height: 150 }) })
        .expect(200);
      expect((await t.dataSource.getRepository(Ad).findOneByOrFail({ id })).details).toEqual({ [fields.rate.id]: 1100, [fields.incall.id]: true, [fields.height.id]: 150 });
    });
  });
});
