import { createTestApp, type TestApp } from './create-test-app';
import { bearer } from './factories';
import { describeAdminOnly, expectDetail, expectFieldError, insertCategory, insertLocation } from './catalogue-helpers';
import { Category } from '../src/categories/category.entity';
import { SeoDescription } from '../src/seo/seo-description.entity';
import { Location } from '../src/locations/location.entity';
import { PopularLocation } from '../src/popular-locations/popular-location.entity';

const SEO = '/api/admin/dashboard';
const POPULAR = '/api/admin/popular-locations';

describe('SEO description and popular cities', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(t.adminToken);
  });
  afterAll(() => t.close());

  describe('SEO description', () => {
    const repo = () => t.dataSource.getRepository(SeoDescription);
    const valid = { headingH1: 'Classified ads across India', headingH2: 'Post your ad today', description: '<p>Find <b>people</b> near you.</p>' };
    const addOne = async (body = valid) => (await t.http.post(`${SEO}/add`).set(admin).send(body).expect(201)).body;

    beforeEach(async () => {
      await repo().clear();
    });

    describeAdminOnly(
      () => t,
      [
        ['get', `${SEO}/get-first`],
        ['post', `${SEO}/add`],
        ['put', `${SEO}/update/1`],
        ['delete', `${SEO}/delete/1`],
      ],
    );

    it('answers 404 on the admin and the public side while there is none', async () => {
      expectDetail(await t.http.get(`${SEO}/get-first`).set(admin), 404);
      expectDetail(await t.http.get('/api/dashboard/get-description'), 404);
    });

    it('adds the description, stores it, and serves it publicly without a token', async () => {
      const res = await t.http
        .post(`${SEO}/add`)
        .set(admin)
        .send({ ...valid, headingH1: '  Spaced  ' })
        .expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), headingH1: 'Spaced', headingH2: valid.headingH2, description: valid.description });
      const rows = await repo().find();
      expect(rows).toEqual([{ ...res.body }]);
      expect((await t.http.get(`${SEO}/get-first`).set(admin).expect(200)).body).toEqual(res.body);
      expect((await t.http.get('/api/dashboard/get-description').expect(200)).body).toEqual(res.body);
    });

    it('sanitises the HTML: scripts and event handlers go, bold and links stay', async () => {
      const description =
        '<p onclick="steal()">Hello <b>bold</b> <a href="https://bazaar.example/x" onmouseover="x()">link</a></p>' +
        '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">js</a><iframe src="https://evil.example"></iframe>';
      const res = await addOne({ ...valid, description });
      const stored = (await repo().findOneByOrFail({ id: res.id })).description;
      expect(stored).toBe(res.description);
      expect(stored).toContain('<b>bold</b>');
      expect(stored).toMatch(/<a href="https:\/\/bazaar\.example\/x"[^>]*>link<\/a>/);
      expect(stored).toContain('<p>Hello');
      expect(stored).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|<img|<iframe|alert/i);
    });

    it('answers 409 to a second add and keeps one row', async () => {
      await addOne();
      expectDetail(await t.http.post(`${SEO}/add`).set(admin).send(valid), 409);
      expect(await repo().count()).toBe(1);
    });

    it('lets exactly one of several simultaneous adds through', async () => {
      const results = await Promise.all(Array.from({ length: 5 }, () => t.http.post(`${SEO}/add`).set(admin).send(valid)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const r of results.filter((r) => r.status === 409)) expectDetail(r, 409);
      expect(await repo().count()).toBe(1);
    });

    it('updates the description by id, sanitising again, and ignores an id in the body', async () => {
      const { id } = await addOne();
      const res = await t.http
        .put(`${SEO}/update/${id}`)
        .set(admin)
        .send({ id: id + 100, headingH1: 'New H1', headingH2: 'New H2', description: '<i>new</i><script>x()</script>' })
        .expect(200);
      expect(res.body).toEqual({ id, headingH1: 'New H1', headingH2: 'New H2', description: '<i>new</i>' });
      expect(await repo().find()).toEqual([res.body]);
      expect((await t.http.get('/api/dashboard/get-description').expect(200)).body).toEqual(res.body);
    });

    it('deletes the description', async () => {
      const { id } = await addOne();
      await t.http.delete(`${SEO}/delete/${id}`).set(admin).expect(204);
      expect(await repo().count()).toBe(0);
      expectDetail(await t.http.delete(`${SEO}/delete/${id}`).set(admin), 404);
      await addOne();
    });

    it('answers 404 to update or delete a missing id, 400 to a non-numeric one', async () => {
      expectDetail(await t.http.put(`${SEO}/update/987654`).set(admin).send(valid), 404);
      expectDetail(await t.http.delete(`${SEO}/delete/987654`).set(admin), 404);
      expectFieldError(await t.http.put(`${SEO}/update/abc`).set(admin).send(valid), 'id');
      expectFieldError(await t.http.delete(`${SEO}/delete/abc`).set(admin), 'id');
    });

    it.each([
      ['headingH1 is missing', { headingH2: 'x', description: 'y' }, 'headingH1'],
      ['headingH2 is blank', { ...valid, headingH2: '   ' }, 'headingH2'],
      ['description is missing', { headingH1: 'x', headingH2: 'y' }, 'description'],
      ['description is only a script', { ...valid, description: '<script>alert(1)</script>' }, 'description'],
      ['headingH1 is a number', { ...valid, headingH1: 42 }, 'headingH1'],
      ['description is an object', { ...valid, description: { html: 'x' } }, 'description'],
      ['headingH1 is too long', { ...valid, headingH1: 'h'.repeat(201) }, 'headingH1'],
      ['description is too long', { ...valid, description: 'd'.repeat(50_001) }, 'description'],
      ['description is over 64 KB in UTF-8', { ...valid, description: 'अ'.repeat(30_000) }, 'description'],
      ['an unknown field is sent', { ...valid, footer: 'x' }, 'footer'],
      ['the id is not a number', { ...valid, id: 'abc' }, 'id'],
    ])('answers 400 naming the field when %s (add and update)', async (_, body, field) => {
      expectFieldError(await t.http.post(`${SEO}/add`).set(admin).send(body), field);
      expect(await repo().count()).toBe(0);
      const { id } = await addOne();
      expectFieldError(await t.http.put(`${SEO}/update/${id}`).set(admin).send(body), field);
      expect((await repo().findOneByOrFail({ id })).headingH1).toBe(valid.headingH1);
    });

    it('stores a long Hindi description that fits the column', async () => {
      const description = 'अ'.repeat(21_000);
      const res = await addOne({ ...valid, description });
      expect((await repo().findOneByOrFail({ id: res.id })).description).toBe(description);
    });

    it('answers 400 to a malformed JSON body', async () => {
      const res = await t.http.post(`${SEO}/add`).set(admin).set('Content-Type', 'application/json').send('{"headingH1": ');
      expectDetail(res, 400);
    });
  });

  describe('popular cities', () => {
    const repo = () => t.dataSource.getRepository(PopularLocation);
    let location: Location;
    let other: Location;
    let category: Category;

    beforeEach(async () => {
      location = await insertLocation(t, 'Zedstate', `Bravo ${Date.now()}${Math.random()}`);
      other = await insertLocation(t, 'Zedstate', `Alpha ${Date.now()}${Math.random()}`);
      category = await insertCategory(t);
    });

    describeAdminOnly(
      () => t,
      [
        ['post', `${POPULAR}/add`],
        ['get', `${POPULAR}/get-popular-location`],
        ['delete', `${POPULAR}/delete/1`],
      ],
    );

    it('adds a popular city and stores the pair', async () => {
      const res = await t.http.post(`${POPULAR}/add`).set(admin).send({ locationId: location.id, categoryId: category.id }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        categoryId: category.id,
        categoryName: category.title,
        categoryNameHi: category.titleHi,
        categorySlug: category.slug,
        locationId: location.id,
        locationName: location.district,
        locationNameHi: location.districtHi,
        locationSlug: location.slug,
      });
      const row = await repo().findOneOrFail({ where: { id: res.body.id }, relations: { location: true, category: true } });
      expect([row.location.id, row.category.id]).toEqual([location.id, category.id]);
    });

    it('accepts ids sent as digit strings (from a form select)', async () => {
      const res = await t.http
        .post(`${POPULAR}/add`)
        .set(admin)
        .send({ locationId: String(location.id), categoryId: ` ${category.id}` })
        .expect(201);
      expect(res.body).toMatchObject({ locationId: location.id, categoryId: category.id });
    });

    it('groups popular cities by category title, cities sorted, on the admin and the public side', async () => {
      const second = await insertCategory(t);
      const a = (await t.http.post(`${POPULAR}/add`).set(admin).send({ locationId: location.id, categoryId: category.id }).expect(201)).body;
      const b = (await t.http.post(`${POPULAR}/add`).set(admin).send({ locationId: other.id, categoryId: category.id }).expect(201)).body;
      const c = (await t.http.post(`${POPULAR}/add`).set(admin).send({ locationId: location.id, categoryId: second.id }).expect(201)).body;
      const res = await t.http.get(`${POPULAR}/get-popular-location`).set(admin).expect(200);
      expect(res.body[category.title]).toEqual([b, a]);
      expect(res.body[second.title]).toEqual([c]);
      const total = Object.values(res.body as Record<string, unknown[]>).reduce((n, list) => n + list.length, 0);
      expect(total).toBe(await repo().count());
      const titles = Object.keys(res.body);
      expect(titles.indexOf(category.title)).toBeLessThan(titles.indexOf(second.title));
      const pub = await t.http.get('/api/dashboard/get-popular-locations').expect(200);
      expect(pub.body).toEqual(res.body);
    });

    it('answers 409 for a pair that exists, and keeps one row', async () => {
      await t.http.post(`${POPULAR}/add`).set(admin).send({ locationId: location.id, categoryId: category.id }).expect(201);
      const res = await t.http.post(`${POPULAR}/add`).set(admin).send({ locationId: location.id, categoryId: category.id });
      expectDetail(res, 409, /already/);
      expect(await repo().countBy({ location: { id: location.id }, category: { id: category.id } })).toBe(1);
    });

    it('lets exactly one of several simultaneous adds of the same pair through', async () => {
      const results = await Promise.all(Array.from({ length: 5 }, () => t.http.post(`${POPULAR}/add`).set(admin).send({ locationId: location.id, categoryId: category.id })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const r of results.filter((r) => r.status === 409)) expectDetail(r, 409);
      expect(await repo().countBy({ location: { id: location.id }, category: { id: category.id } })).toBe(1);
    });

    it('answers 404 naming the field for an unknown location or category', async () => {
      const noLocation = await t.http.post(`${POPULAR}/add`).set(admin).send({ locationId: 987654, categoryId: category.id });
      expectDetail(noLocation, 404, /Location 987654/);
      expect(noLocation.body.errors).toHaveProperty('locationId');
      const noCategory = await t.http.post(`${POPULAR}/add`).set(admin).send({ locationId: location.id, categoryId: 987654 });
      expectDetail(noCategory, 404, /Category 987654/);
      expect(noCategory.body.errors).toHaveProperty('categoryId');
    });

    it.each([
      ['locationId is missing', { categoryId: 1 }, 'locationId'],
      ['categoryId is missing', { locationId: 1 }, 'categoryId'],
      ['locationId is not a number', { locationId: 'abc', categoryId: 1 }, 'locationId'],
      ['locationId is a boolean', { locationId: true, categoryId: 1 }, 'locationId'],
      ['categoryId is a list', { locationId: 1, categoryId: [1] }, 'categoryId'],
      ['categoryId is a fraction', { locationId: 1, categoryId: 1.5 }, 'categoryId'],
      ['locationId is zero', { locationId: 0, categoryId: 1 }, 'locationId'],
      ['categoryId is too big', { locationId: 1, categoryId: 2 ** 31 }, 'categoryId'],
      ['an unknown field is sent', { locationId: 1, categoryId: 1, position: 3 }, 'position'],
    ])('answers 400 naming the field when %s', async (_, body, field) => {
      const before = await repo().count();
      expectFieldError(await t.http.post(`${POPULAR}/add`).set(admin).send(body), field);
      expect(await repo().count()).toBe(before);
    });

    it('deletes a popular city', async () => {
      const { id } = (await t.http.post(`${POPULAR}/add`).set(admin).send({ locationId: location.id, categoryId: category.id }).expect(201)).body;
      await t.http.delete(`${POPULAR}/delete/${id}`).set(admin).expect(204);
      expect(await repo().existsBy({ id })).toBe(false);
      expectDetail(await t.http.delete(`${POPULAR}/delete/${id}`).set(admin), 404);
      const res = await t.http.get('/api/dashboard/get-popular-locations').expect(200);
      expect(res.body[category.title]).toBeUndefined();
    });

    it('answers 400 for a non-numeric id on delete', async () => {
      expectFieldError(await t.http.delete(`${POPULAR}/delete/abc`).set(admin), 'id');
    });
  });
});
