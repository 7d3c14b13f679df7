import { readdirSync, existsSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, image, postAd, unique } from './factories';
import { expectDetail, expectFieldError, uploadExists } from './catalogue-helpers';
import { Category } from '../src/categories/category.entity';
import { AdImage } from '../src/ads/ad-image.entity';
import { Ad } from '../src/ads/ad.entity';
import { SELLER_STORAGE_QUOTA_BYTES } from '../src/ads/seller-storage';

const CREATE = '/api/admin/categories/create-category';

/** A picture of random pixels (does not compress), of about width × height × 3 bytes as PNG. */
const noise = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .toFormat(format, format === 'png' ? { compressionLevel: 0 } : { quality: 90 })
    .toBuffer();

describe('image uploads', () => {
  let t: TestApp;
  /** A stored file as the server sends it, body as a Buffer. */
  const download = (url: string) =>
    t.http
      .get(url)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
  let admin: { Authorization: string };
  const categories = () => t.dataSource.getRepository(Category);
  const storedFiles = () => {
    const dir = `${t.config.uploadsDir}/categories`;
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };
  const upload = (file: Buffer, filename: string, contentType?: string) =>
    t.http
      .post(CREATE)
      .set(admin)
      .field('title', `Upload ${unique()}`)
      .attach('image', file, contentType ? { filename, contentType } : filename);

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(t.adminToken);
  });
  afterAll(() => t.close());

  describe('accepted', () => {
    it.each(['png', 'jpeg', 'webp'] as const)('a real %s is re-encoded to WebP with a thumbnail, and served as image/webp', async (format) => {
      const res = await upload(await image(format, 300), `photo.${format}`).expect(201);
      const url: string = res.body.image;
      expect(url).toMatch(/^\/uploads\/categories\/[0-9a-f-]{36}\.webp$/);
      expect((await categories().findOneByOrFail({ id: res.body.id })).image).toBe(url);
      expect(uploadExists(t, url)).toBe(true);
      expect(uploadExists(t, url.replace('.webp', '-thumb.webp'))).toBe(true);

      const served = await download(url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const body = served.body as Buffer;
      expect(body.toString('latin1', 0, 4)).toBe('RIFF');
      expect(body.toString('latin1', 8, 12)).toBe('WEBP');
      expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
      const thumb = await t.http.get(url.replace('.webp', '-thumb.webp')).expect(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
    });

    it('is checked by content, not by name or declared type', async () => {
      const res = await upload(await image('png'), 'picture.gif', 'application/octet-stream').expect(201);
      expect(res.body.image).toMatch(/\.webp$/);
    });

    it('drops EXIF metadata such as GPS, and anything appended after the image data', async () => {
      const withExif = await sharp(await image('jpeg', 64))
        .withExif({ IFD0: { Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
        .jpeg()
        .toBuffer();
      expect((await sharp(withExif).metadata()).exif).toBeDefined();
      const polyglot = Buffer.concat([withExif, Buffer.from('<script>alert(1)</script>')]);
      const res = await upload(polyglot, 'gps.jpg').expect(201);
      const stored = await download(res.body.image);
      const meta = await sharp(stored.body as Buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect((stored.body as Buffer).includes('secret-owner')).toBe(false);
      expect((stored.body as Buffer).includes('<script>')).toBe(false);
    });

    it('shrinks a large picture to at most 1600 pixels', async () => {
      const res = await upload(await image('png', 2000), 'big.png').expect(201);
      const stored = await download(res.body.image);
      expect(await sharp(stored.body as Buffer).metadata()).toMatchObject({ width: 1600, height: 1600 });
    });

    it('accepts a file just under 5 MB', async () => {
      const file = await noise(1280, 1280);
      expect(file.length).toBeGreaterThan(4.5 * 1024 * 1024);
      expect(file.length).toBeLessThanOrEqual(5 * 1024 * 1024);
      await upload(file, 'large.png').expect(201);
    });

    it('a missing stored file is a 404, not the storefront page', async () => {
      const res = await t.http.get('/uploads/categories/00000000-0000-0000-0000-000000000000.webp');
      expect(res.status).toBe(404);
    });
  });

  describe('refused', () => {
    const truncatedJpeg = async () => {
      const jpeg = await noise(200, 200, 'jpeg');
      return jpeg.subarray(0, Math.floor(jpeg.length / 2));
    };
    const corruptJpeg = async () => {
      const jpeg = Buffer.from(await noise(200, 200, 'jpeg'));
      // Keep the start-of-image and JFIF header, scramble the tables and everything after.
      let seed = 12345;
      for (let i = 20; i < jpeg.length; i++) jpeg[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
      return jpeg;
    };
    const cases: [string, () => Promise<Buffer>, string, RegExp][] = [
      ['a text file renamed .jpg', async () => Buffer.from('hello, this is plain text and not a picture\n'), 'notes.jpg', /JPEG, PNG or WebP/],
      ['an SVG with a script', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'), 'logo.png', /JPEG, PNG or WebP/],
      ['an HTML page', async () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'page.webp', /JPEG, PNG or WebP/],
      ['a GIF', async () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'anim.gif', /JPEG, PNG or WebP/],
      ['an empty file', async () => Buffer.alloc(0), 'empty.jpg', /empty/],
      ['a truncated JPEG', truncatedJpeg, 'cut.jpg', /could not be read/],
      ['a JPEG with scrambled data', corruptJpeg, 'broken.jpg', /could not be read/],
      ['just a JPEG header', async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), 'head.jpg', /could not be read/],
      ['a PNG signature followed by junk', async () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(500)]), 'junk.png', /could not be read/],
      [
        'a decompression bomb (too many pixels)',
        () =>
          sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
            .png({ compressionLevel: 9 })
            .toBuffer(),
        'bomb.png',
        /could not be read|too many pixels/,
      ],
    ];

    it.each(cases)('%s, with 400 and a detail naming the field, storing nothing', async (_, make, filename, pattern) => {
      const beforeRows = await categories().count();
      const beforeFiles = storedFiles();
      const res = await upload(await make(), filename, 'image/jpeg');
      expectFieldError(res, 'image');
      expect(res.body.detail).toMatch(pattern);
      expect(await categories().count()).toBe(beforeRows);
      expect(storedFiles()).toBe(beforeFiles);
    });

    it('a file over 5 MB, with 413 and a detail, storing nothing', async () => {
      const beforeRows = await categories().count();
      const big = Buffer.concat([await image('jpeg'), randomBytes(5 * 1024 * 1024)]);
      const res = await upload(big, 'huge.jpg');
      expectDetail(res, 413);
      expect(await categories().count()).toBe(beforeRows);
    });

    it.each([
      ['no boundary', 'multipart/form-data', 'title=x'],
      ['a cut-off body', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut'],
      ['a part without a name', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--XyZ--\r\n'],
    ])('a malformed multipart body (%s), with 400 and a detail', async (_, contentType, body) => {
      const beforeRows = await categories().count();
      expectDetail(await t.http.post(CREATE).set(admin).set('Content-Type', contentType).send(body), 400);
      expect(await categories().count()).toBe(beforeRows);
    });

    it('too many files, with 400 and a detail', async () => {
      const res = await t.http
        .post(CREATE)
        .set(admin)
        .field('title', `Two ${unique()}`)
        .attach('image', await image(), 'a.png')
        .attach('image', await image(), 'b.png');
      expectDetail(res, 400);
    });

    it('the same checks apply to a location state image', async () => {
      const res = await t.http
        .post('/api/admin/locations/create')
        .set(admin)
        .field('state', `Uploadstate ${unique()}`)
        .field('district', 'Svgpur')
        .attach('stateImage', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg');
      expectFieldError(res, 'stateImage');
    });
  });

  describe('ad photos', () => {
    let seller: Awaited<ReturnType<typeof createSeller>>;
    const adPhotoFiles = () => {
      const dir = `${t.config.uploadsDir}/ads`;
      return existsSync(dir) ? readdirSync(dir).length : 0;
    };
    const updatePhotos = (adId: number, ...files: Buffer[]) => {
      let req = t.http.put(`/api/seller/post/update/${adId}`).set(bearer(seller.token));
      files.forEach((file, i) => (req = req.attach('images', file, `photo-${i}.png`)));
      return req;
    };
    /** Pretends the seller already stores `bytes` of photos, on an ad of their own. */
    const alreadyStored = async (bytes: number) => {
      const ad = await postAd(t.http, seller.token);
      await t.dataSource.getRepository(AdImage).update({ ad: { id: ad.body.id } }, { bytes });
      return ad.body.id as number;
    };

    beforeEach(async () => {
      seller = await createSeller(t);
    });

    it('records the bytes stored for each photo and its thumbnail', async () => {
      const ad = await postAd(t.http, seller.token, { images: 2 });
      const rows = await t.dataSource.getRepository(AdImage).find({ where: { ad: { id: ad.body.id } } });
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        const onDisk = [row.url, row.thumbUrl].reduce((sum, url) => sum + statSync(`${t.config.uploadsDir}${url.replace('/uploads', '')}`).size, 0);
        expect(row.bytes).toBe(onDisk);
      }
    });

    it('refuses a picture over 25 megapixels with 400 naming the field, storing nothing', async () => {
      const ad = await postAd(t.http, seller.token);
      const files = adPhotoFiles();
      const huge = await sharp({ create: { width: 6000, height: 4500, channels: 3, background: '#abc' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const res = await updatePhotos(ad.body.id, huge);
      expectFieldError(res, 'images');
      expect(res.body.detail).toMatch(/^images: .*too many pixels \(6000 × 4500\).*25 megapixels/);
      expect(adPhotoFiles()).toBe(files);
    });

    it("refuses new photos once the seller's storage quota is full, with 413 and a detail, storing nothing", async () => {
      await alreadyStored(SELLER_STORAGE_QUOTA_BYTES);
      const ads = await t.dataSource.getRepository(Ad).countBy({ seller: { id: seller.id } });
      const files = adPhotoFiles();
      const res = await postAd(t.http, seller.token, {}, 413);
      expectDetail(res, 413, /^Storage quota reached: your photos use 200 MB of 200 MB/);
      expect(await t.dataSource.getRepository(Ad).countBy({ seller: { id: seller.id } })).toBe(ads);
      expect(adPhotoFiles()).toBe(files);
    });

    it("refuses photos that would pass the quota once encoded, deleting what was written, but lets an ad's photos be replaced", async () => {
      const nearlyFull = await alreadyStored(SELLER_STORAGE_QUOTA_BYTES - 100);
      const files = adPhotoFiles();
      const refused = await postAd(t.http, seller.token, {}, 413);
      expect(refused.body.detail).toMatch(/^Storage quota reached: .* and these need/);
      expect(adPhotoFiles()).toBe(files);
      // The photos an update replaces no longer count: this fits.
      const res = await updatePhotos(nearlyFull, await image('png', 300), await image('png', 301));
      expect(res.status).toBe(200);
      expect(res.body.images).toHaveLength(2);
    });

    it('serves a photo to anyone only while its ad is live; its seller and the admins still load it through the links their answers give', async () => {
      const { id } = (await postAd(t.http, seller.token)).body as { id: number };
      const [photo] = await t.dataSource.getRepository(AdImage).find({ where: { ad: { id } } });
      const status = async (url: string) => (await t.http.get(url)).status;
      const seen = async () => [await status(photo.url), await status(photo.thumbUrl)];
      const ownerLinks = async () => (await t.http.get(`/api/seller/post/my-ad/${id}`).set(bearer(seller.token)).expect(200)).body.images[0] as { url: string; thumbUrl: string };
      const adminLinks = async () => (await t.http.get(`/api/admin/ra/ads/${id}`).set(admin).expect(200)).body as { images: string[]; thumbUrls: string[] };
      const ads = t.dataSource.getRepository(Ad);
      expect(await seen()).toEqual([404, 404]); // posted, not yet on the site

      await t.http.put(`/api/admin/post/activate/${id}`).set(admin).expect(200);
      const live = await t.http.get(photo.url).expect(200);
      expect(live.headers['cache-control']).toBe('public, max-age=600');
      expect(await seen()).toEqual([200, 200]);

      const { expiresAt } = await ads.findOneByOrFail({ id });
      await ads.update({ id }, { expiresAt: new Date(Date.now() - 1000) });
      expect(await seen()).toEqual([404, 404]);
      await ads.update({ id }, { expiresAt, status: 'PENDING_REVIEW' as never });
      expect(await seen()).toEqual([404, 404]);
      await ads.update({ id }, { status: 'ACTIVE' as never });
      expect(await seen()).toEqual([200, 200]);

      await t.http.put(`/api/admin/post/deactivate/${id}`).set(admin).send({ reason: 'SPAM' }).expect(200);
      expect(await seen()).toEqual([404, 404]);
      const file = photo.url.replace('/uploads/ads/', '');
      for (const sneaky of [`/uploads/%61ds/${file}`, `/uploads/./ads/${file}`, `/uploads//ads/${file}`]) expect(await status(sneaky)).toBe(404);

      const owner = await ownerLinks();
      const signed = await t.http.get(owner.url).expect(200);
      expect(signed.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(await status(owner.thumbUrl)).toBe(200);
      const forAdmin = await adminLinks();
      expect([await status(forAdmin.images[0]), await status(forAdmin.thumbUrls[0])]).toEqual([200, 200]);
      const changed = (character: string) => (character === '0' ? '1' : '0'); // never the character it replaces
      expect(await status(owner.url.replace(/signature=(.)/, (_, first: string) => `signature=${changed(first)}`))).toBe(404);
      const otherPhoto = photo.url.replace(/[0-9a-f](?=\.webp$)/, changed);
      expect(await status(owner.url.replace(photo.url, otherPhoto))).toBe(404); // another photo, same signature
    });

    it('lets other sellers upload whatever one seller stores', async () => {
      await alreadyStored(SELLER_STORAGE_QUOTA_BYTES);
      const other = await createSeller(t);
      await postAd(t.http, other.token, { images: 2 });
    });
  });
});
