import sharp from 'sharp';
import { Ad } from '../src/ads/ad.entity';
import { AdStatus } from '../src/ads/ad-status';
import { AdImage } from '../src/ads/ad-image.entity';
import { perceptualHash } from '../src/media/perceptual-hash';
import { AdFingerprint } from '../src/moderation/ad-fingerprint.entity';
import { DuplicatesService, type FingerprintInput } from '../src/moderation/duplicates.service';
import { FingerprintBackfill } from '../src/moderation/fingerprint-backfill';
import { TransactionRunner } from '../src/database/transaction-runner';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller } from './factories';
import { reencoded, testPicture } from './photos';

const DAY = 24 * 3600 * 1000;
const ORIGINAL = {
  title: 'Cheerful lady seeking dinner dates in Pune',
  description:
    'Warm and well travelled working woman, new in Pune for a job in IT. I enjoy good food, live music and long conversations about books and films. ' +
    'Happy to meet somewhere public first, evenings and weekends. Respectful and genuine people only, message me with a little about yourself.',
};
const UNRELATED = {
  title: 'Spa in Nagpur with trained therapists',
  description: 'Relaxing ayurvedic body massage near Sitabuldi, open from ten in the morning to nine at night. Clean rooms, hot showers, couples welcome.',
};

/**
 * Duplicate detection (issue 17): ads posted through the API with real photos (hashed by MediaService), their
 * fingerprints recorded, then DuplicatesService.similarTo as AdsService calls it on posting and editing.
 */
describe('duplicates (text and photo)', () => {
  let t: TestApp;
  let duplicates: DuplicatesService;
  let sellers: Awaited<ReturnType<typeof createSeller>>[];
  let photos: Buffer[];
  const ads = () => t.dataSource.getRepository(Ad);

  /** Posts an ad with these photos through the seller API, makes it live (or `status`), and records its fingerprints. */
  async function adWith(
    seller: (typeof sellers)[number],
    text: { title: string; description: string },
    files: Buffer[],
    status = AdStatus.Active,
    expiresAt: Date | null = new Date(Date.now() + 30 * DAY),
  ) {
    let req = t.http.post('/api/seller/post/create').set(bearer(seller.token));
    for (const [key, value] of Object.entries({ ...text, categoryId: 1, locationId: 1, phone: '9876543210', age: 25 })) req = req.field(key, String(value));
    for (const [i, file] of files.entries()) req = req.attach('images', file, `photo-${i}.jpg`);
    const id: number = (await req.expect(201)).body.id;
    await ads().update(id, { status, expiresAt });
    const phashes = await phashesOf(id);
    await t.dataSource.transaction((manager) => duplicates.record(manager, id, { ...text, phashes }));
    return { id, phashes };
  }
  const phashesOf = async (adId: number) => (await t.dataSource.getRepository(AdImage).find({ where: { ad: { id: adId } }, order: { position: 'ASC' } })).map((image) => image.phash);
  const similar = (input: FingerprintInput, excludeAdId?: number) => duplicates.similarTo(input, { excludeAdId });

  beforeAll(async () => {
    t = await createTestApp();
    duplicates = t.app.get(DuplicatesService);
    sellers = [await createSeller(t), await createSeller(t), await createSeller(t)];
    photos = await Promise.all([1, 2, 3, 4].map((seed) => testPicture(seed)));
  });
  afterAll(() => t.close());

  it('hashes every posted photo and records 16 text buckets and 4 per photo, replacing them on each record', async () => {
    const ad = await adWith(sellers[0], ORIGINAL, [photos[0], photos[1]]);
    expect(ad.phashes).toHaveLength(2);
    for (const phash of ad.phashes) expect(phash).toMatch(/^[0-9a-f]{16}$/);
    const buckets = () => t.dataSource.getRepository(AdFingerprint).find({ where: { adId: ad.id } });
    expect(await buckets()).toHaveLength(16 + 2 * 4);
    await t.dataSource.transaction((manager) => duplicates.record(manager, ad.id, { ...ORIGINAL, phashes: [ad.phashes[0]] }));
    expect(await buckets()).toHaveLength(16 + 4);
    await t.dataSource.transaction((manager) => duplicates.record(manager, ad.id, { ...ORIGINAL, phashes: ad.phashes }));
  });

  it('fingerprints ads stored before duplicate detection, once, with two instances at it together; a copy of one is then found', async () => {
    const older = {
      title: 'Gentle tabla teacher offering evening lessons in Lucknow',
      description:
        'Retired musician from Aminabad teaching tabla to adults and teenagers, beginners welcome. Lessons at my home on weekday evenings, ' +
        'with practice recordings to take home. Patient, friendly and punctual, with thirty years of stage experience across Uttar Pradesh.',
    };
    // A picture of its own: a live ad sharing one with a later test's ad would be that ad's duplicate.
    const ad = await adWith(sellers[1], older, [await testPicture(5)]);
    const buckets = () => t.dataSource.getRepository(AdFingerprint).countBy({ adId: ad.id });
    await t.dataSource.getRepository(AdFingerprint).delete({ adId: ad.id });
    const copy = { ...older, phashes: [] };
    expect((await similar(copy)).map((found) => found.adId)).not.toContain(ad.id);

    const another = new FingerprintBackfill(t.dataSource, t.app.get(TransactionRunner), duplicates);
    const [here, there] = await Promise.all([t.app.get(FingerprintBackfill).runOnce(), another.runOnce()]);
    expect(here + there).toBeGreaterThanOrEqual(1);
    expect(await buckets()).toBe(16 + 4);
    expect(await similar(copy)).toEqual(expect.arrayContaining([expect.objectContaining({ adId: ad.id, by: 'text' })]));
    expect(await similar({ ...UNRELATED, phashes: ad.phashes })).toEqual(expect.arrayContaining([expect.objectContaining({ adId: ad.id, by: 'photo' })]));
    await t.app.get(FingerprintBackfill).runOnce();
    expect(await buckets()).toBe(16 + 4);
  });

  it('finds a copy of the text, exact or with a few words changed, naming the ad and its seller', async () => {
    const [original] = await ads().find({ where: { title: ORIGINAL.title }, relations: { seller: true } });
    expect(await similar({ ...ORIGINAL, phashes: [] })).toEqual([{ adId: original.id, sellerId: sellers[0].id, title: ORIGINAL.title, by: 'text', score: 1 }]);

    const edited = { title: ORIGINAL.title.replace('Pune', 'Mumbai'), description: ORIGINAL.description.replace('good food', 'great food').replace('books', 'cricket') };
    const [found] = await similar({ ...edited, phashes: [] });
    expect(found).toMatchObject({ adId: original.id, sellerId: sellers[0].id, by: 'text' });
    expect(found.score).toBeGreaterThanOrEqual(0.8);
    expect(found.score).toBeLessThan(1);
  });

  it("finds another seller's ad whose photo is the same photo re-encoded as JPEG quality 60 and resized by 10 %", async () => {
    const [original] = await ads().find({ where: { title: ORIGINAL.title } });
    const copy = await adWith(sellers[1], UNRELATED, [await reencoded(photos[1], 0.9)]);
    // The copy's hash, as MediaService computed it from the upload, against the stored original.
    const found = await similar({ ...UNRELATED, phashes: copy.phashes }, copy.id);
    expect(found).toEqual([expect.objectContaining({ adId: original.id, sellerId: sellers[0].id, by: 'photo' })]);
    expect(found[0].score).toBeGreaterThanOrEqual(1 - 6 / 64);
    // And the other way round: the original's photos find the copy (enlarged by 10 % this time as well).
    const larger = await adWith(sellers[2], { title: 'Yoga teacher in Nashik offers morning classes', description: 'Hatha and vinyasa classes for beginners in a quiet studio, mats provided.' }, [
      await reencoded(photos[1], 1.1),
    ]);
    expect(
      (await similar({ title: 'A title nobody else wrote', description: 'A description that repeats no other ad at all.', phashes: await phashesOf(original.id) }, original.id))
        .map((s) => s.adId)
        .sort(),
    ).toEqual([copy.id, larger.id].sort());
  });

  it('ignores unrelated ads: different text and different photos', async () => {
    const other = await adWith(
      sellers[2],
      { title: 'Board games night every Friday in Thane', description: 'Catan, Ticket to Ride and Codenames at a cafe near the station; all welcome, no experience needed.' },
      [photos[2]],
    );
    const differentPhoto = await perceptualHash(sharp(await testPicture(50)));
    expect(
      await similar({
        title: 'Trekking partner wanted for the Sahyadri forts',
        description: 'Fit, punctual and friendly; I go every other Sunday from Pune station by the early train.',
        phashes: [differentPhoto],
      }),
    ).toEqual([]);
    // The same unrelated text with the other ad's photo: found by the photo alone.
    expect(
      await similar({ title: 'Looking for a tabla teacher in Kolhapur', description: 'Beginner, weekday evenings, happy to travel within the city for lessons.', phashes: await phashesOf(other.id) }),
    ).toEqual([expect.objectContaining({ adId: other.id, by: 'photo', score: 1 })]);
  });

  it('compares with live ads only: active and unexpired, or waiting for review', async () => {
    const text = (n: number) => ({
      title: `Salsa dance partner wanted, Aundh batch ${n}`,
      description: `Intermediate dancer looking for a regular partner for the Saturday social and the Wednesday class, batch ${n}.`,
    });
    const photo = await testPicture(40);
    const inactive = await adWith(sellers[0], text(1), [photo], AdStatus.Inactive, null);
    const expired = await adWith(sellers[0], text(1), [photo], AdStatus.Active, new Date(Date.now() - DAY));
    const rejected = await adWith(sellers[0], text(1), [photo], AdStatus.Rejected);
    expect(await similar({ ...text(1), phashes: inactive.phashes })).toEqual([]);
    expect((await similar({ ...text(2), phashes: [] })).map((s) => s.adId)).not.toContain(expired.id);
    expect(rejected.phashes).toEqual(inactive.phashes);

    const waiting = await adWith(sellers[0], text(1), [photo], AdStatus.PendingReview, null);
    expect((await similar({ ...text(1), phashes: inactive.phashes })).map((s) => s.adId)).toEqual([waiting.id]);
    // An ad that expires leaves the comparison without any write.
    await ads().update(waiting.id, { status: AdStatus.Active, expiresAt: new Date(Date.now() - 1000) });
    expect(await similar({ ...text(1), phashes: inactive.phashes })).toEqual([]);
  });

  it('leaves out the ad being edited (excludeAdId)', async () => {
    const ad = await adWith(sellers[1], { title: 'Photography walks in old Ahmedabad pols', description: 'Two-hour heritage walks at sunrise for camera and phone photographers, small groups.' }, [
      photos[3],
    ]);
    const input = { title: 'Photography walks in old Ahmedabad pols', description: 'Two-hour heritage walks at sunrise for camera and phone photographers, small groups.', phashes: ad.phashes };
    expect((await similar(input)).map((s) => s.adId)).toEqual([ad.id]);
    expect(await similar(input, ad.id)).toEqual([]);
  });

  it('stays bounded when many ads share a text: at most `limit` answers, and a photo match still found', async () => {
    const boilerplate = { title: 'Call for the best massage in the city tonight', description: 'Best service in the city, call now, all cards accepted, open all day and all night.' };
    const template = await adWith(sellers[2], boilerplate, [await testPicture(60)]);
    const row = await ads().findOneOrFail({ where: { id: template.id }, relations: { category: true, location: true, seller: true } });
    const many = await Promise.all(
      Array.from({ length: 70 }, () =>
        ads().save(
          ads().create({
            ...boilerplate,
            category: row.category,
            location: row.location,
            seller: row.seller,
            phone: row.phone,
            age: row.age,
            status: AdStatus.Active,
            expiresAt: new Date(Date.now() + DAY),
          }),
        ),
      ),
    );
    for (const ad of many) await t.dataSource.transaction((manager) => duplicates.record(manager, ad.id, { ...boilerplate, phashes: [] }));
    const found = await duplicates.similarTo({ ...boilerplate, phashes: await phashesOf((await ads().findOneByOrFail({ title: ORIGINAL.title })).id) }, { limit: 20 });
    expect(found).toHaveLength(20);
    expect(found.filter((s) => s.by === 'text' && s.title === boilerplate.title).length).toBeGreaterThan(10);
    expect(found.some((s) => s.by === 'photo' && s.title === ORIGINAL.title)).toBe(true);
    // The seller's own ad first, however many other sellers share the text.
    const own = await duplicates.similarTo({ ...boilerplate, phashes: await phashesOf((await ads().findOneByOrFail({ title: ORIGINAL.title })).id) }, { limit: 1, sellerId: sellers[0].id });
    expect(own).toEqual([expect.objectContaining({ title: ORIGINAL.title, sellerId: sellers[0].id, by: 'photo' })]);
  });
});
