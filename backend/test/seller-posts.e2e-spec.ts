import { randomBytes } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { solvedChallenge } from './challenge-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { type AdInput, bearer, createSeller, image, postAd } from './factories';
import { expectDetail, expectFieldError, uploadedFile, uploadExists } from './catalogue-helpers';
import { Ad } from '../src/ads/ad.entity';
import { ORPHAN_GRACE_MS, UploadSweep } from '../src/media/upload-sweep';

const CREATE = '/api/seller/post/create';
const TITLE_120 = 'T'.repeat(120);
const DESCRIPTION_5000 = 'd'.repeat(5000);

/** The seller's ad area: posting with photos, My Ads, editing and deleting (docs/seller-guide.md, "Posting an ad"). */
describe('seller: ads', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  const ads = () => t.dataSource.getRepository(Ad);
  const adFiles = () => {
    const dir = join(t.config.uploadsDir, 'ads');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  /** Runs `attempt` and checks that it left no ad row and no image file behind. */
  const storesNothing = async <T>(attempt: () => Promise<T>): Promise<T> => {
    const [rows, files] = [await ads().count(), adFiles()];
    const result = await attempt();
    expect(await ads().count()).toBe(rows);
    expect(adFiles()).toEqual(files);
    return result;
  };

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t, { fullName: 'Neha Kapoor' });
  });
  afterAll(() => t.close());

  describe('seller routes need a token', () => {
    it.each([
      ['post', CREATE],
      ['get', '/api/seller/post/my-ads'],
      ['put', '/api/seller/post/update/1'],
      ['delete', '/api/seller/post/delete/1'],
      ['get', '/api/seller/transaction/seller-checkout-response/1/1/1'],
      ['get', '/api/seller/transaction/promote-post/1/1/1'],
      ['post', '/api/seller/transaction/promote-post/1/1/1'],
      ['post', '/api/seller/transaction/post-free-ad/1'],
      ['get', '/api/seller/transaction/get-active-qr'],
      ['post', '/api/seller/transaction/add-money'],
      ['get', '/api/seller/transaction/wallet'],
      ['get', '/api/seller/activity'],
    ] as const)('%s %s answers 401 with a detail', async (method, path) => {
      expectDetail(await t.http[method](path), 401);
      expectDetail(await t.http[method](path).set(bearer('not.a.token')), 401);
    });

    it('does not store an ad sent without a token', async () => {
      await storesNothing(async () => {
        const res = await t.http
          .post(CREATE)
          .field('title', 'An ad without an account')
          .attach('images', await image('jpeg'), 'a.jpg');
        expectDetail(res, 401);
      });
    });
  });

  describe('POST seller/post/create', () => {
    /** A create request with valid fields (and `extra` ones) sent as a multipart form, before its photos. */
    const adForm = (extra: Record<string, string> = {}) => {
      let req = t.http.post(CREATE).set(bearer(seller.token));
      const fields = { title: 'A perfectly fine title', description: 'A perfectly fine description of thirty chars or more.', categoryId: 1, locationId: 1, phone: '9876543210', age: 30, ...extra };
      for (const [k, v] of Object.entries(fields)) req = req.field(k, String(v));
      return req;
    };

    it('stores an INACTIVE ad with its photos and answers it as My Ads shows it', async () => {
      const res = await postAd(t.http, seller.token, { title: '  Quiet dinners in Jaipur old city  ', phone: '+91 98765 43210', age: '18', images: 3 });
      expect(res.body).toMatchObject({
        id: expect.any(Number),
        title: 'Quiet dinners in Jaipur old city',
        slug: 'quiet-dinners-in-jaipur-old-city',
        phone: '9876543210',
        age: 18,
        status: 'INACTIVE',
        sellerName: 'Neha Kapoor',
        promoted: false,
        featuredNow: false,
        promotedUntil: null,
        expiresAt: null,
        slot: null,
        expired: false,
        views: 0,
        category: { id: 1 },
        location: { id: 1 },
      });
      expect(res.body.images).toHaveLength(3);
      expect(res.body.thumbUrl).toBe(res.body.images[0].thumbUrl);
      for (const { url, thumbUrl } of res.body.images) {
        expect(uploadExists(t, url)).toBe(true);
        expect(uploadExists(t, thumbUrl)).toBe(true);
      }
      const stored = await ads().findOneByOrFail({ id: res.body.id });
      expect(stored).toMatchObject({ phone: '9876543210', age: 18, status: 'INACTIVE', sellerId: seller.id });
    });

    it.each([
      ['a title of exactly 10 characters', { title: 'Ten chars!' }],
      ['a title of 120 characters', { title: TITLE_120 }],
      ['a description of exactly 30 characters', { description: 'x'.repeat(30) }],
      ['a description of 5000 characters', { description: DESCRIPTION_5000 }],
      ['age 18', { age: 18 }],
      ['age 99', { age: 99 }],
      ['a phone with +91 and spaces', { phone: '+91 98765 43210' }],
      ['a phone with a leading 0', { phone: '09876543210' }],
      ['a phone starting with 6', { phone: '6000000000' }],
      ['eight photos', { images: 8 }],
    ] as [string, AdInput][])('accepts %s', async (_, input) => {
      const res = await postAd(t.http, seller.token, input);
      expect(res.body.status).toBe('INACTIVE');
      if (input.phone) expect(res.body.phone).toMatch(/^[6-9]\d{9}$/);
    });

    it.each([
      ['a title of 9 characters', { title: 'Nine char' }, 'title', /at least 10/],
      ['a title of 10 spaces around 5 letters', { title: '     short     ' }, 'title', /at least 10/],
      ['a title of 121 characters', { title: 'T'.repeat(121) }, 'title', /at most 120/],
      ['a description of 29 characters', { description: 'x'.repeat(29) }, 'description', /at least 30/],
      ['a description of 5001 characters', { description: 'd'.repeat(5001) }, 'description', /at most 5000/],
      ['a 5-digit phone', { phone: '12345' }, 'phone', /Indian mobile/],
      ['a phone starting with 5', { phone: '5876543210' }, 'phone', /Indian mobile/],
      ['an 11-digit phone', { phone: '98765432101' }, 'phone', /Indian mobile/],
      ['a phone with letters', { phone: '98765abcde' }, 'phone', /Indian mobile/],
      ['a foreign number', { phone: '+44 7911 123456' }, 'phone', /Indian mobile/],
      ['age 17', { age: 17 }, 'age', /at least 18/],
      ['age 100', { age: 100 }, 'age', /at most 99/],
      ['age 0', { age: 0 }, 'age', /at least 18/],
      ['a non-numeric age', { age: 'twenty' }, 'age', /whole number/],
      ['a fractional age', { age: '25.5' }, 'age', /whole number/],
      ['a negative age', { age: '-20' }, 'age', /whole number|at least 18/],
      ['a non-numeric categoryId', { categoryId: 'spa' }, 'categoryId', /integer/],
      ['an unknown categoryId', { categoryId: 987654 }, 'categoryId', /987654/],
      ['an unknown locationId', { locationId: 987654 }, 'locationId', /987654/],
      ['a huge locationId', { locationId: '99999999999999' }, 'locationId', /locationId/],
      ['no photo', { images: 0 }, 'images', /at least one photo/],
    ] as [string, AdInput, string, RegExp][])('refuses %s with 400 naming the field, storing nothing', async (_, input, field, pattern) => {
      const res = await storesNothing(() => postAd(t.http, seller.token, input, 400));
      expectFieldError(res, field);
      expect(res.body.detail).toMatch(pattern);
    });

    it('refuses missing fields with 400 naming each', async () => {
      const res = await storesNothing(() =>
        t.http
          .post(CREATE)
          .set(bearer(seller.token))
          .field('title', 'Only a title for this ad')
          .then((r) => r),
      );
      expectDetail(res, 400);
      expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['description', 'categoryId', 'locationId', 'phone', 'age']));
    });

    it('refuses an unknown field with 400 naming it', async () => {
      const res = await storesNothing(async () => {
        return adForm({ status: 'ACTIVE' }).attach('images', await image('jpeg'), 'a.jpg');
      });
      expectFieldError(res, 'status');
    });

    it('refuses nine photos with 400', async () => {
      const res = await storesNothing(() => postAd(t.http, seller.token, { images: 9 }, 400));
      expectDetail(res, 400);
    });

    it('refuses a text file named .jpg with 400, keeping none of the other photos', async () => {
      const res = await storesNothing(async () => {
        return adForm()
          .attach('images', await image('jpeg', 80), 'good-1.jpg')
          .attach('images', await image('png', 90), 'good-2.png')
          .attach('images', Buffer.from('this is a text file, not a photo\n'), { filename: 'photo.jpg', contentType: 'image/jpeg' });
      });
      expectFieldError(res, 'images');
      expect(res.body.detail).toMatch(/JPEG, PNG or WebP/);
    });

    it('refuses a photo over 5 MB with 413, storing nothing', async () => {
      const res = await storesNothing(async () => {
        return adForm().attach('images', Buffer.concat([await image('jpeg'), randomBytes(5 * 1024 * 1024 + 10)]), 'huge.jpg');
      });
      expectDetail(res, 413);
    });

    it('refuses photos under another field name with 400', async () => {
      const res = await storesNothing(async () => {
        return adForm().attach('photo', await image('jpeg'), 'a.jpg');
      });
      expectDetail(res, 400);
    });

    it('answers 400, not 500, to a JSON body', async () => {
      const res = await storesNothing(() =>
        t.http
          .post(CREATE)
          .set(bearer(seller.token))
          .send({ title: 'A perfectly fine title', description: 'A perfectly fine description of thirty chars or more.', categoryId: 1, locationId: 1, phone: '9876543210', age: 30 })
          .then((r) => r),
      );
      expectDetail(res, 400);
    });
  });

  describe('GET seller/post/my-ads', () => {
    it("pages the caller's ads, newest first, with the total", async () => {
      const owner = await createSeller(t);
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) ids.push((await postAd(t.http, owner.token, { title: `My ad number ${i} in the list` })).body.id);
      await postAd(t.http, seller.token, { title: "Someone else's ad in the list" });

      const first = await t.http.get('/api/seller/post/my-ads?page=1&pageSize=2').set(bearer(owner.token)).expect(200);
      expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(first.body.items.map((a: { id: number }) => a.id)).toEqual([ids[2], ids[1]]);
      expect(first.body.items[0]).toMatchObject({ status: 'INACTIVE', phone: '9876543210', expired: false, views: 0 });
      const second = await t.http.get('/api/seller/post/my-ads?page=2&pageSize=2').set(bearer(owner.token)).expect(200);
      expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.body.items.map((a: { id: number }) => a.id)).toEqual([ids[0]]);
      const beyond = await t.http.get('/api/seller/post/my-ads?page=3&pageSize=2').set(bearer(owner.token)).expect(200);
      expect(beyond.body).toMatchObject({ items: [], total: 3 });
      const defaults = await t.http.get('/api/seller/post/my-ads').set(bearer(owner.token)).expect(200);
      expect(defaults.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    });

    it('says an ad is expired once its expiry has passed', async () => {
      const owner = await createSeller(t);
      const ad = await postAd(t.http, owner.token);
      await ads().update({ id: ad.body.id }, { status: 'ACTIVE' as Ad['status'], expiresAt: new Date(Date.now() - 60_000) });
      const res = await t.http.get('/api/seller/post/my-ads').set(bearer(owner.token)).expect(200);
      expect(res.body.items[0]).toMatchObject({ id: ad.body.id, status: 'ACTIVE', expired: true });
    });

    it.each(['page=0', 'page=abc', 'pageSize=0', 'pageSize=101', 'page=1.5', 'sort=id'])('answers 400 to %s', async (query) => {
      expectDetail(await t.http.get(`/api/seller/post/my-ads?${query}`).set(bearer(seller.token)), 400);
    });
  });

  describe('PUT seller/post/update/:id', () => {
    it('changes only the fields sent', async () => {
      const ad = (await postAd(t.http, seller.token, { title: 'The original title of my ad', age: 30, images: 2 })).body;
      const res = await t.http.put(`/api/seller/post/update/${ad.id}`).set(bearer(seller.token)).field('phone', '+91 70000 12345').field('age', '31').expect(200);
      expect(res.body).toMatchObject({ id: ad.id, title: 'The original title of my ad', description: ad.description, phone: '7000012345', age: 31, status: 'INACTIVE' });
      expect(res.body.images).toEqual(ad.images);
      const stored = await ads().findOneByOrFail({ id: ad.id });
      expect(stored).toMatchObject({ title: 'The original title of my ad', phone: '7000012345', age: 31 });
    });

    it('changes the category and the district', async () => {
      const ad = (await postAd(t.http, seller.token)).body;
      const res = await t.http.put(`/api/seller/post/update/${ad.id}`).set(bearer(seller.token)).field('categoryId', '2').field('locationId', '3').expect(200);
      expect(res.body).toMatchObject({ category: { id: 2 }, location: { id: 3 } });
    });

    it('replaces the photos when photos are sent, deleting the old files', async () => {
      const ad = (await postAd(t.http, seller.token, { images: 2 })).body;
      const old = ad.images.flatMap((i: { url: string; thumbUrl: string }) => [i.url, i.thumbUrl]);
      const res = await t.http
        .put(`/api/seller/post/update/${ad.id}`)
        .set(bearer(seller.token))
        .attach('images', await image('png', 40), 'new.png')
        .expect(200);
      expect(res.body.images).toHaveLength(1);
      expect(res.body.images[0].url).not.toBe(ad.images[0].url);
      expect(uploadExists(t, res.body.images[0].url)).toBe(true);
      expect(res.body.thumbUrl).toBe(res.body.images[0].thumbUrl);
      for (const url of old) expect(uploadExists(t, url)).toBe(false);
      expect(res.body.title).toBe(ad.title);
    });

    it.each([
      ['a short title', { title: 'Too short' }, 'title'],
      ['a short description', { description: 'Not long enough.' }, 'description'],
      ['a bad phone', { phone: '12345' }, 'phone'],
      ['age 17', { age: '17' }, 'age'],
      ['age 100', { age: '100' }, 'age'],
      ['an unknown category', { categoryId: '987654' }, 'categoryId'],
      ['an unknown location', { locationId: '987654' }, 'locationId'],
      ['an unknown field', { status: 'ACTIVE' }, 'status'],
      ['a sellerId', { sellerId: '1' }, 'sellerId'],
    ])('refuses %s with 400 naming the field, changing nothing', async (_, fields, field) => {
      const ad = (await postAd(t.http, seller.token)).body;
      const before = await ads().findOneByOrFail({ id: ad.id });
      let req = t.http.put(`/api/seller/post/update/${ad.id}`).set(bearer(seller.token));
      for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
      expectFieldError(await req, field);
      expect(await ads().findOneByOrFail({ id: ad.id })).toEqual(before);
    });

    it('refuses a text file as a photo with 400 and keeps the old photos', async () => {
      const ad = (await postAd(t.http, seller.token)).body;
      const files = adFiles();
      const res = await t.http
        .put(`/api/seller/post/update/${ad.id}`)
        .set(bearer(seller.token))
        .field('title', 'A new title that should not be saved')
        .attach('images', Buffer.from('plain text'), 'photo.jpg');
      expectFieldError(res, 'images');
      expect(adFiles()).toEqual(files);
      const mine = await t.http.get('/api/seller/post/my-ads?pageSize=100').set(bearer(seller.token)).expect(200);
      const same = mine.body.items.find((a: { id: number }) => a.id === ad.id);
      expect(same).toMatchObject({ title: ad.title, images: ad.images });
    });

    it('refuses nine photos with 400 and a photo over 5 MB with 413', async () => {
      const ad = (await postAd(t.http, seller.token)).body;
      let nine = t.http.put(`/api/seller/post/update/${ad.id}`).set(bearer(seller.token));
      for (let i = 0; i < 9; i++) nine = nine.attach('images', await image('jpeg', 20 + i), `p${i}.jpg`);
      expectDetail(await nine, 400);
      const big = Buffer.concat([await image('jpeg'), randomBytes(5 * 1024 * 1024 + 10)]);
      expectDetail(await t.http.put(`/api/seller/post/update/${ad.id}`).set(bearer(seller.token)).attach('images', big, 'big.jpg'), 413);
      expect(uploadExists(t, ad.images[0].url)).toBe(true);
    });

    it('keyword search follows an edit and a deletion', async () => {
      const ad = (await postAd(t.http, seller.token, { title: 'Sitar lessons by the lake', description: 'Learn the sitar with patience and chai, any level is welcome.' })).body;
      await t.http.put(`/api/admin/post/activate/${ad.id}`).set(bearer(t.adminToken)).expect(200);
      const search = async (keyword: string) =>
        (await t.http.get('/api/dashboard/search').query({ category: ad.category.slug, location: ad.location.slug, keyword }).expect(200)).body.items.map((a: { id: number }) => a.id);
      expect(await search('sitar')).toEqual([ad.id]);
      await t.http
        .put(`/api/seller/post/update/${ad.id}`)
        .set(bearer(seller.token))
        .field('title', 'Tabla lessons by the river')
        .field('description', 'Learn the tabla with patience and chai, any level is welcome.')
        .expect(200);
      expect(await search('tabla')).toEqual([ad.id]);
      expect(await search('sitar')).toEqual([]);
      await t.http.delete(`/api/seller/post/delete/${ad.id}`).set(bearer(seller.token)).expect(204);
      expect(await search('tabla')).toEqual([]);
    });

    it('answers 404 for a missing ad and 400 for a malformed id', async () => {
      expectDetail(await t.http.put('/api/seller/post/update/987654').set(bearer(seller.token)).field('age', '30'), 404, /987654/);
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) expectFieldError(await t.http.put(`/api/seller/post/update/${id}`).set(bearer(seller.token)).field('age', '30'), 'id');
    });
  });

  describe('DELETE seller/post/delete/:id', () => {
    it('removes the ad and its photo files', async () => {
      const ad = (await postAd(t.http, seller.token, { images: 2 })).body;
      const urls = ad.images.flatMap((i: { url: string; thumbUrl: string }) => [i.url, i.thumbUrl]);
      for (const url of urls) expect(uploadExists(t, url)).toBe(true);
      await t.http.delete(`/api/seller/post/delete/${ad.id}`).set(bearer(seller.token)).expect(204);
      expect(await ads().existsBy({ id: ad.id })).toBe(false);
      for (const url of urls) expect(uploadExists(t, url)).toBe(false);
      await t.http.get(ad.images[0].url).expect(404);
    });

    it('removes an ad that has been reported and activated', async () => {
      const ad = (await postAd(t.http, seller.token)).body;
      await t.http.put(`/api/admin/post/activate/${ad.id}`).set(bearer(t.adminToken)).expect(200);
      await t.http
        .post(`/api/dashboard/report-post/${ad.id}`)
        .set(await solvedChallenge(t))
        .send({ reason: 'SPAM' })
        .expect(201);
      await t.http.delete(`/api/seller/post/delete/${ad.id}`).set(bearer(seller.token)).expect(204);
      expect(await ads().existsBy({ id: ad.id })).toBe(false);
    });

    it('answers 404 for a missing ad and 400 for a malformed id', async () => {
      expectDetail(await t.http.delete('/api/seller/post/delete/987654').set(bearer(seller.token)), 404);
      expectFieldError(await t.http.delete('/api/seller/post/delete/abc').set(bearer(seller.token)), 'id');
    });
  });

  // Multer's own "Too many files" named no field, unlike every other validation error.
  describe('too many photos name the field', () => {
    const NAMED = { detail: 'images: at most 8 photos', errors: { images: 'at most 8 photos' } };

    it('a new ad with nine photos: images: at most 8 photos, storing nothing', async () => {
      const res = await storesNothing(() => postAd(t.http, seller.token, { images: 9 }, 400));
      expect(res.body).toEqual(NAMED);
    });

    it('an edit with nine photos: the same answer, and the ad keeps its photos', async () => {
      const ad = (await postAd(t.http, seller.token, { images: 2 })).body;
      let req = t.http.put(`/api/seller/post/update/${ad.id}`).set(bearer(seller.token));
      for (let i = 0; i < 9; i++) req = req.attach('images', await image('jpeg', 64 + i), `photo-${i}.jpg`);
      const res = await req;
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: NAMED });
      expect((await t.http.get(`/api/seller/post/my-ad/${ad.id}`).set(bearer(seller.token)).expect(200)).body.images).toEqual(ad.images);
    });
  });

  describe('photos no row uses (a kill between storing the photos and the ad)', () => {
    it('are deleted once older than the grace period; used pictures (an ad, a category, a district) and fresh ones stay', async () => {
      const posted = (await postAd(t.http, seller.token, { images: 1 })).body;
      const admin = bearer(t.adminToken);
      const category = (
        await t.http
          .post('/api/admin/categories/create-category')
          .set(admin)
          .field('title', `Swept ${randomUUID()}`)
          .field('titleHi', 'श्रेणी')
          .attach('image', await image(), 'c.png')
          .expect(201)
      ).body;
      const location = (
        await t.http
          .post('/api/admin/locations/create')
          .set(admin)
          .field('state', `Sweepstate ${randomUUID().slice(0, 8)}`)
          .field('district', 'Sweeppur')
          .attach('stateImage', await image(), 's.png')
          .expect(201)
      ).body;
      const orphan = (folder: string) => {
        const name = randomUUID();
        for (const file of [`${name}.webp`, `${name}-thumb.webp`]) writeFileSync(join(t.config.uploadsDir, folder, file), 'left behind');
        return `/uploads/${folder}/${name}.webp`;
      };
      const [oldAdOrphan, oldCategoryOrphan, freshOrphan] = [orphan('ads'), orphan('categories'), orphan('ads')];
      const thumb = (url: string) => url.replace(/\.webp$/, '-thumb.webp');
      const aged = (Date.now() - ORPHAN_GRACE_MS - 60_000) / 1000;
      for (const url of [
        posted.images[0].url,
        posted.images[0].thumbUrl,
        category.image,
        thumb(category.image),
        location.stateImage,
        oldAdOrphan,
        thumb(oldAdOrphan),
        oldCategoryOrphan,
        thumb(oldCategoryOrphan),
      ]) {
        utimesSync(uploadedFile(t, url), aged, aged);
      }

      expect(await t.app.get(UploadSweep).runOnce()).toBeGreaterThanOrEqual(2);
      for (const url of [oldAdOrphan, oldCategoryOrphan]) expect([uploadExists(t, url), uploadExists(t, thumb(url))]).toEqual([false, false]);
      for (const url of [posted.images[0].url, posted.images[0].thumbUrl, category.image, thumb(category.image), location.stateImage, freshOrphan, thumb(freshOrphan)]) {
        expect(uploadExists(t, url)).toBe(true);
      }
      await t.http.get(`/api/seller/post/my-ad/${posted.id}`).set(bearer(seller.token)).expect(200);
    });
  });
});
