import { createTestApp, type TestApp } from './create-test-app';
import { bearer, image, unique } from './factories';
import { describeAdminOnly, expectDetail, expectFieldError, insertAd, insertCategory, insertLocation, uploadExists } from './catalogue-helpers';
import { Location } from '../src/locations/location.entity';
import { PopularLocation } from '../src/popular-locations/popular-location.entity';

const BASE = '/api/admin/locations';
const byStateDistrict = (a: { state: string; district: string }, b: { state: string; district: string }) =>
  a.state.toLowerCase().localeCompare(b.state.toLowerCase()) || a.district.toLowerCase().localeCompare(b.district.toLowerCase());

describe('admin locations', () => {
  let t: TestApp;
  const admin = () => bearer(t.adminToken);
  const repo = () => t.dataSource.getRepository(Location);

  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  describeAdminOnly(
    () => t,
    [
      ['get', `${BASE}/get-all-state`],
      ['get', `${BASE}/get-location/1`],
      ['post', `${BASE}/create`],
      ['put', `${BASE}/update/1`],
      ['delete', `${BASE}/delete/1`],
    ],
  );

  describe('GET get-all-state', () => {
    it('answers the first page of all districts by default, sorted by state then district', async () => {
      const res = await t.http.get(`${BASE}/get-all-state`).set(admin()).expect(200);
      const total = await repo().count();
      expect(total).toBeGreaterThanOrEqual(780);
      expect(res.body).toEqual({ items: expect.any(Array), total, page: 1, pageSize: 20 });
      expect(res.body.items).toHaveLength(20);
      expect(res.body.items[0]).toEqual({
        id: expect.any(Number),
        state: 'Andaman and Nicobar Islands',
        district: 'Nicobar',
        stateHi: 'अंडमान और निकोबार द्वीपसमूह',
        districtHi: 'निकोबार',
        slug: 'nicobar',
        metaTitle: expect.any(String),
        metaDescription: expect.any(String),
        canonicalLink: '',
        locationDescription: null,
        h1Tag: expect.any(String),
        h2Tag: expect.any(String),
        stateImage: null,
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      });
      expect([...res.body.items].sort(byStateDistrict)).toEqual(res.body.items);
    });

    it('pages through the list without overlaps', async () => {
      const first = await t.http.get(`${BASE}/get-all-state?page=1&pageSize=7`).set(admin()).expect(200);
      const second = await t.http.get(`${BASE}/get-all-state`).query({ page: 2, pageSize: 7 }).set(admin()).expect(200);
      expect(second.body).toMatchObject({ page: 2, pageSize: 7, total: first.body.total });
      expect(second.body.items).toHaveLength(7);
      const ids = [...first.body.items, ...second.body.items].map((l: Location) => l.id);
      expect(new Set(ids).size).toBe(14);
      const both = await t.http.get(`${BASE}/get-all-state?page=1&pageSize=14`).set(admin()).expect(200);
      expect(both.body.items.map((l: Location) => l.id)).toEqual(ids);
    });

    it('orders districts case-insensitively, the same on both engines (Nandyal before NTR)', async () => {
      const all: Location[] = [];
      for (let page = 1; ; page++) {
        const res = await t.http.get(`${BASE}/get-all-state`).query({ page, pageSize: 100 }).set(admin()).expect(200);
        all.push(...res.body.items);
        if (res.body.items.length < 100) break;
      }
      expect(all).toHaveLength(await repo().count());
      expect([...all].sort(byStateDistrict).map((l) => l.id)).toEqual(all.map((l) => l.id));
      const andhra = all.filter((l) => l.state === 'Andhra Pradesh').map((l) => l.district);
      expect(andhra.indexOf('Nandyal')).toBeLessThan(andhra.indexOf('NTR'));
    });

    it('answers an empty page past the end', async () => {
      const res = await t.http.get(`${BASE}/get-all-state?page=500&pageSize=100`).set(admin()).expect(200);
      expect(res.body).toMatchObject({ items: [], page: 500, pageSize: 100 });
      expect(res.body.total).toBeGreaterThan(0);
    });

    it.each([
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=-3', 'pageSize'],
      ['sort=state', 'sort'],
      ['page=1&page=2', 'page'],
    ])('answers 400 naming the parameter for %s', async (query, field) => {
      expectFieldError(await t.http.get(`${BASE}/get-all-state?${query}`).set(admin()), field);
    });
  });

  describe('GET get-location/:id', () => {
    it('answers one location', async () => {
      const pune = await repo().findOneByOrFail({ state: 'Maharashtra', district: 'Pune' });
      const res = await t.http.get(`${BASE}/get-location/${pune.id}`).set(admin()).expect(200);
      expect(res.body).toMatchObject({ id: pune.id, state: 'Maharashtra', district: 'Pune', slug: 'pune', metaTitle: pune.metaTitle, stateImage: null });
    });

    it('answers 404 for a missing id', async () => {
      expectDetail(await t.http.get(`${BASE}/get-location/987654`).set(admin()), 404, /987654/);
    });

    it.each(['abc', '0', '-1', '1.5', '1e3', '0x10', ' 7', '99999999999'])('answers 400 for the id %s', async (id) => {
      expectFieldError(await t.http.get(`${BASE}/get-location/${id}`).set(admin()), 'id');
    });
  });

  describe('POST create', () => {
    it('creates a location from a multipart form, without an image', async () => {
      const state = `Teststate ${unique()}`;
      const res = await t.http
        .post(`${BASE}/create`)
        .set(admin())
        .field('state', `  ${state} `)
        .field('district', 'Newtown')
        .field('metaTitle', 'Ads in Newtown')
        .field('metaDescription', 'All the ads of Newtown')
        .field('canonicalLink', 'https://bazaar.example/escorts/newtown')
        .field('locationDescription', '<p>Hello <b>Newtown</b><script>alert(1)</script><a href="https://x.example" onclick="evil()">x</a></p>')
        .field('h1Tag', 'Newtown ads')
        .field('h2Tag', 'Latest in Newtown')
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        state,
        district: 'Newtown',
        stateHi: null,
        districtHi: null,
        slug: 'newtown',
        metaTitle: 'Ads in Newtown',
        metaDescription: 'All the ads of Newtown',
        canonicalLink: 'https://bazaar.example/escorts/newtown',
        locationDescription: expect.any(String),
        h1Tag: 'Newtown ads',
        h2Tag: 'Latest in Newtown',
        stateImage: null,
        latitude: null,
        longitude: null,
      });
      expect(res.body.locationDescription).toContain('<b>Newtown</b>');
      expect(res.body.locationDescription).toContain('href="https://x.example"');
      expect(res.body.locationDescription).not.toMatch(/script|onclick/);
      const stored = await repo().findOneByOrFail({ id: res.body.id });
      expect(stored).toMatchObject({ state, district: 'Newtown', slug: 'newtown', canonicalLink: 'https://bazaar.example/escorts/newtown', stateImage: null });
      expect(stored.locationDescription).toBe(res.body.locationDescription);
    });

    it('creates a location with only state and district; the SEO fields default to empty', async () => {
      const state = `Teststate ${unique()}`;
      const res = await t.http.post(`${BASE}/create`).set(admin()).field('state', state).field('district', `Plain ${unique()}`).expect(201);
      expect(res.body).toMatchObject({ state, metaTitle: '', metaDescription: '', canonicalLink: '', h1Tag: '', h2Tag: '', locationDescription: null });
      expect(await repo().existsBy({ id: res.body.id })).toBe(true);
    });

    it('accepts a JSON body too', async () => {
      const state = `Teststate ${unique()}`;
      const res = await t.http.post(`${BASE}/create`).set(admin()).send({ state, district: 'Jsonpur', canonicalLink: '' }).expect(201);
      expect(res.body).toMatchObject({ state, district: 'Jsonpur', canonicalLink: '' });
    });

    it('stores a state image, re-encoded to WebP', async () => {
      const res = await t.http
        .post(`${BASE}/create`)
        .set(admin())
        .field('state', `Teststate ${unique()}`)
        .field('district', 'Imagepur')
        .attach('stateImage', await image('jpeg', 64), 'state.jpg')
        .expect(201);
      expect(res.body.stateImage).toMatch(/^\/uploads\/locations\/[0-9a-f-]{36}\.webp$/);
      expect(uploadExists(t, res.body.stateImage)).toBe(true);
      expect((await repo().findOneByOrFail({ id: res.body.id })).stateImage).toBe(res.body.stateImage);
      const served = await t.http.get(res.body.stateImage).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
    });

    it('gives a district whose name exists in another state a slug with the state', async () => {
      const state = `Otherstate ${unique()}`;
      const res = await t.http.post(`${BASE}/create`).set(admin()).field('state', state).field('district', 'Pune').expect(201);
      expect(res.body.slug).toBe(`pune-${state.toLowerCase().replace(/ /g, '-')}`);
      expect((await repo().findOneByOrFail({ slug: 'pune' })).state).toBe('Maharashtra');
    });

    it('files a district under the existing spelling of its state', async () => {
      const district = `Casepur ${unique()}`;
      const res = await t.http.post(`${BASE}/create`).set(admin()).field('state', 'MAHARASHTRA').field('district', district).expect(201);
      expect(res.body.state).toBe('Maharashtra');
      expect((await repo().findOneByOrFail({ id: res.body.id })).state).toBe('Maharashtra');
      const states = await t.http.get('/api/dashboard/get-states').expect(200);
      expect(states.body.filter((s: { state: string }) => s.state.toLowerCase() === 'maharashtra')).toHaveLength(1);
    });

    it('keeps long names within the slug column, and numbers further repeats', async () => {
      const district = `Long ${'d'.repeat(95)}`;
      const made = [];
      for (const state of [`${'S'.repeat(99)}A`, `${'S'.repeat(99)}B`, `${'S'.repeat(99)}C`]) {
        made.push((await t.http.post(`${BASE}/create`).set(admin()).field('state', state).field('district', district).expect(201)).body.slug);
      }
      expect(new Set(made).size).toBe(3);
      expect(made[2]).toBe(`${made[1]}-2`);
      for (const slug of made) expect(slug.length).toBeLessThanOrEqual(160);
    });

    it('answers 409 for an existing state and district, whatever the case or spaces, and stores nothing', async () => {
      const before = await repo().count();
      for (const [state, district] of [
        ['Maharashtra', 'Pune'],
        ['maharashtra', 'PUNE'],
        [' Maharashtra ', ' Pune '],
      ]) {
        const res = await t.http.post(`${BASE}/create`).set(admin()).field('state', state).field('district', district);
        expectDetail(res, 409, /already exists/);
      }
      expect(await repo().count()).toBe(before);
    });

    it.each([
      ['state is missing', { district: 'Lonely' }, 'state'],
      ['district is missing', { state: 'Somestate' }, 'district'],
      ['state is blank', { state: '   ', district: 'Blank' }, 'state'],
      ['district is one letter', { state: 'Somestate', district: 'X' }, 'district'],
      ['district has no letters or digits', { state: 'Somestate', district: '!!!' }, 'district'],
      ['metaTitle is too long', { state: 'Somestate', district: 'Longtitle', metaTitle: 'x'.repeat(201) }, 'metaTitle'],
      ['canonicalLink is not a URL', { state: 'Somestate', district: 'Badlink', canonicalLink: 'not a url' }, 'canonicalLink'],
      ['canonicalLink is a javascript: URL', { state: 'Somestate', district: 'Jslink', canonicalLink: 'javascript:alert(1)' }, 'canonicalLink'],
      ['canonicalLink is an ftp URL', { state: 'Somestate', district: 'Ftplink', canonicalLink: 'ftp://bazaar.example/x' }, 'canonicalLink'],
      ['an unknown field is sent', { state: 'Somestate', district: 'Extra', slug: 'hacked' }, 'slug'],
      ['an unknown field is sent (id)', { state: 'Somestate', district: 'Extra', id: '5' }, 'id'],
    ])('answers 400 naming the field when %s (multipart)', async (_, fields, field) => {
      let req = t.http.post(`${BASE}/create`).set(admin());
      for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
      expectFieldError(await req, field);
    });

    it.each([
      ['state is a number', { state: 42, district: 'Numberpur' }, 'state'],
      ['district is an object', { state: 'Somestate', district: { a: 1 } }, 'district'],
      ['metaTitle is a list', { state: 'Somestate', district: 'Listpur', metaTitle: ['a', 'b'] }, 'metaTitle'],
      ['locationDescription is a number', { state: 'Somestate', district: 'Descpur', locationDescription: 5 }, 'locationDescription'],
    ])('answers 400 naming the field when %s (JSON)', async (_, body, field) => {
      expectFieldError(await t.http.post(`${BASE}/create`).set(admin()).send(body), field);
    });

    it('answers 400 when a field is sent twice in the form', async () => {
      const res = await t.http.post(`${BASE}/create`).set(admin()).field('state', 'Somestate').field('district', 'One').field('district', 'Two');
      expectFieldError(res, 'district');
    });

    it('answers 400 for a file under another name, and for a non-image state image, storing nothing', async () => {
      const before = await repo().count();
      const wrongName = await t.http
        .post(`${BASE}/create`)
        .set(admin())
        .field('state', 'Somestate')
        .field('district', 'Wrongfile')
        .attach('image', await image(), 'a.png');
      expectDetail(wrongName, 400);
      const notImage = await t.http
        .post(`${BASE}/create`)
        .set(admin())
        .field('state', 'Somestate')
        .field('district', 'Textfile')
        .attach('stateImage', Buffer.from('just some text, not a picture'), { filename: 'a.jpg', contentType: 'image/jpeg' });
      expectFieldError(notImage, 'stateImage');
      expect(await repo().count()).toBe(before);
    });
  });

  describe('PUT update/:id', () => {
    let location: Location;
    beforeEach(async () => {
      location = await insertLocation(t);
    });

    it('updates the SEO fields and ignores state and district', async () => {
      const res = await t.http
        .put(`${BASE}/update/${location.id}`)
        .set(admin())
        .field('state', 'Hacked State')
        .field('district', 'Hacked District')
        .field('metaTitle', 'New title')
        .field('metaDescription', 'New description')
        .field('canonicalLink', 'http://localhost:3000/x/y')
        .field('locationDescription', '<p onclick="x()">Text <b>bold</b></p><script>bad()</script>')
        .field('h1Tag', 'H1')
        .field('h2Tag', 'H2')
        .expect(200);
      expect(res.body).toEqual({
        ...location,
        metaTitle: 'New title',
        metaDescription: 'New description',
        canonicalLink: 'http://localhost:3000/x/y',
        locationDescription: '<p>Text <b>bold</b></p>',
        h1Tag: 'H1',
        h2Tag: 'H2',
      });
      const stored = await repo().findOneByOrFail({ id: location.id });
      expect(stored).toEqual(res.body);
      expect(stored.state).toBe(location.state);
      expect(stored.district).toBe(location.district);
    });

    it("sets the district's Hindi name, and the state's for every district of the state", async () => {
      const sibling = await insertLocation(t, location.state);
      const res = await t.http.put(`${BASE}/update/${location.id}`).set(admin()).field('districtHi', ' नया जिला ').field('stateHi', 'नया राज्य').expect(200);
      expect(res.body).toEqual({ ...location, districtHi: 'नया जिला', stateHi: 'नया राज्य' });
      expect(await repo().findOneByOrFail({ id: sibling.id })).toEqual({ ...sibling, stateHi: 'नया राज्य' });
      // A district added to the state later gets its Hindi name.
      const added = await t.http
        .post(`${BASE}/create`)
        .set(admin())
        .send({ state: location.state.toUpperCase(), district: `Later ${unique()}`, stateHi: 'अनदेखा' })
        .expect(201);
      expect(added.body).toMatchObject({ state: location.state, stateHi: 'नया राज्य', districtHi: null });
      const states = await t.http.get('/api/dashboard/get-states').expect(200);
      expect(states.body).toContainEqual({ id: expect.any(Number), state: location.state, stateHi: 'नया राज्य', slug: expect.any(String) });

      expectFieldError(await t.http.put(`${BASE}/update/${location.id}`).set(admin()).field('districtHi', 'क'.repeat(101)), 'districtHi');
      expectFieldError(
        await t.http
          .put(`${BASE}/update/${location.id}`)
          .set(admin())
          .send({ stateHi: ['x'] }),
        'stateHi',
      );
      const cleared = await t.http.put(`${BASE}/update/${location.id}`).set(admin()).field('districtHi', '').expect(200);
      expect(cleared.body).toMatchObject({ districtHi: null, stateHi: 'नया राज्य' });
    });

    it('changes only the fields sent, and clears the canonical link with an empty value', async () => {
      await repo().update({ id: location.id }, { metaTitle: 'Keep me', canonicalLink: 'https://a.example/' });
      const res = await t.http.put(`${BASE}/update/${location.id}`).set(admin()).field('h1Tag', 'Only this').field('canonicalLink', '').expect(200);
      expect(res.body).toMatchObject({ metaTitle: 'Keep me', h1Tag: 'Only this', canonicalLink: '' });
    });

    it('accepts an update with nothing to change', async () => {
      const res = await t.http.put(`${BASE}/update/${location.id}`).set(admin()).field('state', 'Ignored').expect(200);
      expect(res.body).toEqual({ ...location });
      await t.http.put(`${BASE}/update/${location.id}`).set(admin()).send({}).expect(200);
    });

    it('replaces the state image and removes the old file', async () => {
      const first = await t.http
        .put(`${BASE}/update/${location.id}`)
        .set(admin())
        .attach('stateImage', await image('png'), 'a.png')
        .expect(200);
      expect(uploadExists(t, first.body.stateImage)).toBe(true);
      const second = await t.http
        .put(`${BASE}/update/${location.id}`)
        .set(admin())
        .attach('stateImage', await image('webp'), 'b.webp')
        .expect(200);
      expect(second.body.stateImage).not.toBe(first.body.stateImage);
      expect(uploadExists(t, second.body.stateImage)).toBe(true);
      expect(uploadExists(t, first.body.stateImage)).toBe(false);
      expect((await repo().findOneByOrFail({ id: location.id })).stateImage).toBe(second.body.stateImage);
    });

    it('keeps the old image and fields when the new image is refused', async () => {
      const res = await t.http
        .put(`${BASE}/update/${location.id}`)
        .set(admin())
        .field('metaTitle', 'Should not be saved')
        .attach('stateImage', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png');
      expectFieldError(res, 'stateImage');
      expect(await repo().findOneByOrFail({ id: location.id })).toEqual(location);
    });

    it('answers 404 for a missing id', async () => {
      expectDetail(await t.http.put(`${BASE}/update/987654`).set(admin()).field('metaTitle', 'x'), 404);
    });

    it.each([
      ['canonicalLink', 'www.example.com/ no', 'canonicalLink'],
      ['canonicalLink', 'mailto:a@b.c', 'canonicalLink'],
      ['h1Tag', 'x'.repeat(201), 'h1Tag'],
      ['slug', 'new-slug', 'slug'],
      ['stateImageUrl', '/uploads/x.webp', 'stateImageUrl'],
    ])('answers 400 for %s=%s', async (name, value, field) => {
      expectFieldError(await t.http.put(`${BASE}/update/${location.id}`).set(admin()).field(name, value), field);
      expect(await repo().findOneByOrFail({ id: location.id })).toEqual(location);
    });

    it('answers 400 for a wrong type (JSON) and a non-numeric id', async () => {
      expectFieldError(await t.http.put(`${BASE}/update/${location.id}`).set(admin()).send({ metaTitle: 12 }), 'metaTitle');
      expectFieldError(await t.http.put(`${BASE}/update/abc`).set(admin()).field('metaTitle', 'x'), 'id');
    });
  });

  describe('DELETE delete/:id', () => {
    it('deletes a location with its image, and the popular cities that point to it', async () => {
      const created = await t.http
        .post(`${BASE}/create`)
        .set(admin())
        .field('state', `Teststate ${unique()}`)
        .field('district', 'Goner')
        .attach('stateImage', await image(), 'a.png')
        .expect(201);
      const category = await insertCategory(t);
      await t.http.post('/api/admin/popular-locations/add').set(admin()).send({ locationId: created.body.id, categoryId: category.id }).expect(201);
      const res = await t.http.delete(`${BASE}/delete/${created.body.id}`).set(admin()).expect(204);
      expect(res.text).toBe('');
      expect(await repo().existsBy({ id: created.body.id })).toBe(false);
      expect(uploadExists(t, created.body.stateImage)).toBe(false);
      expect(await t.dataSource.getRepository(PopularLocation).countBy({ location: { id: created.body.id } })).toBe(0);
      expectDetail(await t.http.delete(`${BASE}/delete/${created.body.id}`).set(admin()), 404);
    });

    it('answers 409 while an ad is listed in the location, and keeps it', async () => {
      const location = await insertLocation(t);
      const category = await insertCategory(t);
      await insertAd(t, { categoryId: category.id, locationId: location.id });
      expectDetail(await t.http.delete(`${BASE}/delete/${location.id}`).set(admin()), 409);
      expect(await repo().existsBy({ id: location.id })).toBe(true);
    });

    it('answers 404 for a missing id and 400 for a non-numeric one', async () => {
      expectDetail(await t.http.delete(`${BASE}/delete/987654`).set(admin()), 404);
      expectFieldError(await t.http.delete(`${BASE}/delete/abc`).set(admin()), 'id');
    });
  });
});
