import { createTestApp, type TestApp } from './create-test-app';
import { bearer, image, unique } from './factories';
import { describeAdminOnly, expectDetail, expectFieldError, insertAd, insertCategory, insertLocation, uploadExists } from './catalogue-helpers';
import { Category } from '../src/categories/category.entity';
import { PopularLocation } from '../src/popular-locations/popular-location.entity';

const BASE = '/api/admin/categories';
const DEFAULT_TITLES = ['Women Seeking Men', 'Men Seeking Women', 'Men Seeking Men', 'Couples', 'Transgender', 'Spa', 'Friendship'];

describe('admin categories', () => {
  let t: TestApp;
  const admin = () => bearer(t.adminToken);
  const repo = () => t.dataSource.getRepository(Category);
  const fields = (row: Category) => ({ id: row.id, title: row.title, titleHi: row.titleHi, slug: row.slug, image: row.image, metaTitle: row.metaTitle, metaDescription: row.metaDescription });

  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  describeAdminOnly(
    () => t,
    [
      ['get', `${BASE}/get-all-categories`],
      ['get', `${BASE}/get-category/1`],
      ['post', `${BASE}/create-category`],
      ['put', `${BASE}/update-category/1`],
      ['delete', `${BASE}/delete-category/1`],
    ],
  );

  describe('GET get-all-categories', () => {
    it('answers every category in creation order, with the reference data first', async () => {
      const res = await t.http.get(`${BASE}/get-all-categories`).set(admin()).expect(200);
      const rows = await repo().find({ order: { id: 'ASC' } });
      expect(res.body).toEqual(rows.map(fields));
      expect(res.body.slice(0, 7).map((c: Category) => c.title)).toEqual(DEFAULT_TITLES);
      expect(res.body[0]).toEqual({
        id: expect.any(Number),
        title: 'Women Seeking Men',
        titleHi: 'पुरुषों की तलाश में महिलाएं',
        slug: 'women-seeking-men',
        image: null,
        metaTitle: expect.any(String),
        metaDescription: expect.any(String),
      });
    });
  });

  describe('GET get-category/:id', () => {
    it('answers one category', async () => {
      const spa = await repo().findOneByOrFail({ slug: 'spa' });
      const res = await t.http.get(`${BASE}/get-category/${spa.id}`).set(admin()).expect(200);
      expect(res.body).toEqual(fields(spa));
    });

    it('answers 404 for a missing id and 400 for a bad one', async () => {
      expectDetail(await t.http.get(`${BASE}/get-category/987654`).set(admin()), 404, /987654/);
      for (const id of ['abc', '0', '-2', '2.5', '99999999999']) expectFieldError(await t.http.get(`${BASE}/get-category/${id}`).set(admin()), 'id');
    });
  });

  describe('POST create-category', () => {
    it('creates a category with an image; the slug comes from the title', async () => {
      const title = `Spa and Massage ${unique()}`;
      const res = await t.http
        .post(`${BASE}/create-category`)
        .set(admin())
        .field('title', ` ${title} `)
        .field('titleHi', ' स्पा और मसाज ')
        .field('metaTitle', 'Spa and massage in India')
        .field('metaDescription', 'Spa centres by city')
        .attach('image', await image('png', 48), 'spa.png')
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        title,
        titleHi: 'स्पा और मसाज',
        slug: title.toLowerCase().replace(/ /g, '-'),
        image: expect.stringMatching(/^\/uploads\/categories\/[0-9a-f-]{36}\.webp$/),
        metaTitle: 'Spa and massage in India',
        metaDescription: 'Spa centres by city',
      });
      expect(fields(await repo().findOneByOrFail({ id: res.body.id }))).toEqual(res.body);
      expect(uploadExists(t, res.body.image)).toBe(true);
      const served = await t.http.get(res.body.image).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const list = await t.http.get(`${BASE}/get-all-categories`).set(admin()).expect(200);
      expect(list.body.at(-1)).toEqual(res.body);
    });

    it('creates a category from the title alone', async () => {
      const title = `Just A Title ${unique()}`;
      const res = await t.http.post(`${BASE}/create-category`).set(admin()).field('title', title).expect(201);
      expect(res.body).toMatchObject({ title, titleHi: null, image: null, metaTitle: '', metaDescription: '' });
      expect(await repo().existsBy({ id: res.body.id })).toBe(true);
    });

    it('accepts a JSON body too', async () => {
      const title = `Json Category ${unique()}`;
      const res = await t.http.post(`${BASE}/create-category`).set(admin()).send({ title, metaTitle: 'm' }).expect(201);
      expect(res.body).toMatchObject({ title, metaTitle: 'm' });
    });

    it('cuts the slug of a title whose letters unfold (60 × "㎉" is 240 letters) to fit', async () => {
      const res = await t.http
        .post(`${BASE}/create-category`)
        .set(admin())
        .send({ title: '㎉'.repeat(60) })
        .expect(201);
      expect(res.body.slug).toMatch(/^(kcal){20}$/);
      // Search still finds it by its title as written.
      await t.http
        .get('/api/dashboard/search')
        .query({ category: '㎉'.repeat(60) })
        .expect(200);
    });

    it.each([
      ['the same title', 'Spa'],
      ['the title in another case', 'SPA'],
      ['a title with the same slug', 'Women-Seeking Men'],
      ['the same title with spaces around it', '  Couples  '],
    ])('answers 409 for %s, and stores nothing', async (_, title) => {
      const before = await repo().count();
      const res = await t.http.post(`${BASE}/create-category`).set(admin()).field('title', title);
      expectDetail(res, 409, /already exists/);
      expect(res.body.errors).toHaveProperty('title');
      expect(await repo().count()).toBe(before);
    });

    it('refuses a title whose slug is the pages of every category (/all), and stores nothing', async () => {
      const before = await repo().count();
      const res = await t.http.post(`${BASE}/create-category`).set(admin()).field('title', ' ALL ');
      expectDetail(res, 409, /names the pages of every category/);
      expect(res.body.errors).toEqual({ title: 'is reserved' });
      expect(await repo().count()).toBe(before);
    });

    it('lets exactly one of several simultaneous creates with the same title through', async () => {
      const title = `Race ${unique()}`;
      const results = await Promise.all(Array.from({ length: 5 }, () => t.http.post(`${BASE}/create-category`).set(admin()).field('title', title)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const r of results.filter((r) => r.status === 409)) expectDetail(r, 409);
      expect(await repo().countBy({ title })).toBe(1);
    });

    it('does not keep the image of a refused duplicate', async () => {
      const { readdirSync, existsSync } = await import('node:fs');
      const dir = `${t.config.uploadsDir}/categories`;
      const before = existsSync(dir) ? readdirSync(dir).length : 0;
      expectDetail(
        await t.http
          .post(`${BASE}/create-category`)
          .set(admin())
          .field('title', 'Spa')
          .attach('image', await image(), 'a.png'),
        409,
      );
      expect(existsSync(dir) ? readdirSync(dir).length : 0).toBe(before);
    });

    it.each([
      ['title is missing', { metaTitle: 'x' }, 'title'],
      ['title is blank', { title: '    ' }, 'title'],
      ['title is one letter', { title: 'X' }, 'title'],
      ['title has no letters or digits', { title: '!!!' }, 'title'],
      ['title is too long', { title: 'x'.repeat(61) }, 'title'],
      ['metaDescription is too long', { title: 'Long meta', metaDescription: 'x'.repeat(501) }, 'metaDescription'],
      ['an unknown field is sent', { title: 'Unknown field', slug: 'my-slug' }, 'slug'],
    ])('answers 400 naming the field when %s (multipart)', async (_, form, field) => {
      let req = t.http.post(`${BASE}/create-category`).set(admin());
      for (const [name, value] of Object.entries(form)) req = req.field(name, value);
      expectFieldError(await req, field);
    });

    it.each([
      ['title is a number', { title: 12345 }, 'title'],
      ['metaTitle is a boolean', { title: 'Boolean meta', metaTitle: true }, 'metaTitle'],
      ['title is a list', { title: ['a', 'b'] }, 'title'],
    ])('answers 400 naming the field when %s (JSON)', async (_, body, field) => {
      expectFieldError(await t.http.post(`${BASE}/create-category`).set(admin()).send(body), field);
    });

    it('answers 400 for an image that is not one, or sent under another name, and stores nothing', async () => {
      const before = await repo().count();
      const notImage = await t.http
        .post(`${BASE}/create-category`)
        .set(admin())
        .field('title', `Bad image ${unique()}`)
        .attach('image', Buffer.from('%PDF-1.4 not an image'), { filename: 'a.png', contentType: 'image/png' });
      expectFieldError(notImage, 'image');
      const twoImages = await t.http
        .post(`${BASE}/create-category`)
        .set(admin())
        .field('title', `Two images ${unique()}`)
        .attach('image', await image(), 'a.png')
        .attach('image', await image(), 'b.png');
      expectDetail(twoImages, 400);
      const otherName = await t.http
        .post(`${BASE}/create-category`)
        .set(admin())
        .field('title', `Other ${unique()}`)
        .attach('picture', await image(), 'a.png');
      expectDetail(otherName, 400);
      expect(await repo().count()).toBe(before);
    });
  });

  describe('PUT update-category/:id', () => {
    let category: Category;
    beforeEach(async () => {
      category = await insertCategory(t);
    });

    it('updates the fields sent and derives a new slug from a new title', async () => {
      const title = `Renamed Category ${unique()}`;
      const res = await t.http.put(`${BASE}/update-category/${category.id}`).set(admin()).field('title', title).field('metaTitle', 'New meta').expect(200);
      expect(res.body).toEqual({ ...fields(category), title, slug: title.toLowerCase().replace(/ /g, '-'), metaTitle: 'New meta' });
      expect(fields(await repo().findOneByOrFail({ id: category.id }))).toEqual(res.body);
    });

    it('sets, keeps and clears the Hindi title, which is at most 60 characters', async () => {
      const set = await t.http.put(`${BASE}/update-category/${category.id}`).set(admin()).field('titleHi', 'दोस्ती और बातचीत').expect(200);
      expect(set.body).toEqual({ ...fields(category), titleHi: 'दोस्ती और बातचीत' });
      const kept = await t.http.put(`${BASE}/update-category/${category.id}`).set(admin()).field('metaTitle', 'm').expect(200);
      expect(kept.body.titleHi).toBe('दोस्ती और बातचीत');
      expectFieldError(await t.http.put(`${BASE}/update-category/${category.id}`).set(admin()).field('titleHi', 'क'.repeat(61)), 'titleHi');
      expectFieldError(await t.http.put(`${BASE}/update-category/${category.id}`).set(admin()).send({ titleHi: 7 }), 'titleHi');
      const cleared = await t.http.put(`${BASE}/update-category/${category.id}`).set(admin()).field('titleHi', '  ').expect(200);
      expect(cleared.body.titleHi).toBeNull();
      expect((await repo().findOneByOrFail({ id: category.id })).titleHi).toBeNull();
      // A public list shows the change (the catalogue cache is dropped on the write).
      await t.http.put(`${BASE}/update-category/${category.id}`).set(admin()).send({ titleHi: 'नई श्रेणी' }).expect(200);
      const listed = await t.http.get('/api/dashboard/get-all-categories').expect(200);
      expect(listed.body.find((c: Category) => c.id === category.id).titleHi).toBe('नई श्रेणी');
    });

    it('keeps the slug when the title stays the same, and accepts a change of case only', async () => {
      const same = await t.http.put(`${BASE}/update-category/${category.id}`).set(admin()).field('title', category.title).field('metaDescription', 'd').expect(200);
      expect(same.body).toMatchObject({ slug: category.slug, metaDescription: 'd' });
      const upper = await t.http.put(`${BASE}/update-category/${category.id}`).set(admin()).field('title', category.title.toUpperCase()).expect(200);
      expect(upper.body).toMatchObject({ title: category.title.toUpperCase(), slug: category.slug });
    });

    it('accepts an update with nothing to change', async () => {
      const res = await t.http.put(`${BASE}/update-category/${category.id}`).set(admin()).field('metaTitle', category.metaTitle).expect(200);
      expect(res.body).toEqual(fields(category));
      const empty = await t.http.put(`${BASE}/update-category/${category.id}`).set(admin()).send({}).expect(200);
      expect(empty.body).toEqual(fields(category));
    });

    it('replaces the image and deletes the old file', async () => {
      const first = await t.http
        .put(`${BASE}/update-category/${category.id}`)
        .set(admin())
        .attach('image', await image('jpeg'), 'a.jpg')
        .expect(200);
      const second = await t.http
        .put(`${BASE}/update-category/${category.id}`)
        .set(admin())
        .attach('image', await image('png'), 'b.png')
        .expect(200);
      expect(second.body.image).toMatch(/^\/uploads\/categories\/.+\.webp$/);
      expect(second.body.image).not.toBe(first.body.image);
      expect(uploadExists(t, first.body.image)).toBe(false);
      expect(uploadExists(t, second.body.image)).toBe(true);
      expect((await repo().findOneByOrFail({ id: category.id })).image).toBe(second.body.image);
    });

    it("answers 409 for another category's title, and changes nothing", async () => {
      const res = await t.http.put(`${BASE}/update-category/${category.id}`).set(admin()).field('title', 'couples').field('metaTitle', 'not saved');
      expectDetail(res, 409, /already exists/);
      expect(fields(await repo().findOneByOrFail({ id: category.id }))).toEqual(fields(category));
    });

    it('answers 404 for a missing id and 400 for a non-numeric one', async () => {
      expectDetail(await t.http.put(`${BASE}/update-category/987654`).set(admin()).field('title', 'Missing one'), 404);
      expectFieldError(await t.http.put(`${BASE}/update-category/abc`).set(admin()).field('title', 'Bad id'), 'id');
    });

    it.each([
      [{ title: 'x' }, 'title'],
      [{ title: '***' }, 'title'],
      [{ slug: 'custom' }, 'slug'],
      [{ image: 'https://evil.example/x.png' }, 'image'],
    ])('answers 400 for the form %j', async (form, field) => {
      let req = t.http.put(`${BASE}/update-category/${category.id}`).set(admin());
      for (const [name, value] of Object.entries(form)) req = req.field(name, value);
      expectFieldError(await req, field);
      expect(fields(await repo().findOneByOrFail({ id: category.id }))).toEqual(fields(category));
    });

    it('answers 400 for a wrong type', async () => {
      expectFieldError(await t.http.put(`${BASE}/update-category/${category.id}`).set(admin()).send({ title: 5 }), 'title');
    });
  });

  describe('DELETE delete-category/:id', () => {
    it('deletes a category with its image and its popular cities', async () => {
      const created = await t.http
        .post(`${BASE}/create-category`)
        .set(admin())
        .field('title', `Doomed ${unique()}`)
        .attach('image', await image(), 'a.png')
        .expect(201);
      const location = await insertLocation(t);
      await t.http.post('/api/admin/popular-locations/add').set(admin()).send({ locationId: location.id, categoryId: created.body.id }).expect(201);
      const res = await t.http.delete(`${BASE}/delete-category/${created.body.id}`).set(admin()).expect(204);
      expect(res.text).toBe('');
      expect(await repo().existsBy({ id: created.body.id })).toBe(false);
      expect(uploadExists(t, created.body.image)).toBe(false);
      expect(await t.dataSource.getRepository(PopularLocation).countBy({ category: { id: created.body.id } })).toBe(0);
      expectDetail(await t.http.delete(`${BASE}/delete-category/${created.body.id}`).set(admin()), 404);
    });

    it('answers 409 while an ad uses the category, and keeps it', async () => {
      const category = await insertCategory(t);
      const location = await insertLocation(t);
      await insertAd(t, { categoryId: category.id, locationId: location.id });
      expectDetail(await t.http.delete(`${BASE}/delete-category/${category.id}`).set(admin()), 409, /ads/);
      expect(await repo().existsBy({ id: category.id })).toBe(true);
    });

    it('answers 404 for a missing id and 400 for a non-numeric one', async () => {
      expectDetail(await t.http.delete(`${BASE}/delete-category/987654`).set(admin()), 404);
      expectFieldError(await t.http.delete(`${BASE}/delete-category/abc`).set(admin()), 'id');
    });
  });
});
