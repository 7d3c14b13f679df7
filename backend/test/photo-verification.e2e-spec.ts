import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { Ad } from '../src/ads/ad.entity';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { PhotoVerification } from '../src/photo-verification/photo-verification.entity';
import { PhotoVerificationRetention } from '../src/photo-verification/photo-verification-retention';
import { expectDetail } from './catalogue-helpers';
import { bearer, createSeller, image } from './factories';
import { appWithMail } from './mail-server';
import { reencoded, testPicture } from './photos';

const DAY = 24 * 3600_000;
const WORDS = 'near the lake after work on weekends by the old fort over tea with music in quiet cafes along the river before dinner under city lights'.split(' ');
const varied = () => Array.from({ length: 14 }, () => WORDS[Math.floor(Math.random() * WORDS.length)]).join(' ');

/** A JPEG selfie with EXIF (camera, GPS-like comment) that the stored copy must not keep. */
const selfieWithExif = (seed: number) =>
  testPicture(seed, 320, 240).then((jpeg) =>
    sharp(jpeg)
      .withExif({ IFD0: { Make: 'SelfieCam', Model: 'Secret Phone 9', ImageDescription: 'lat 18.52 lon 73.85' } })
      .jpeg()
      .toBuffer(),
  );

/** Photos proved by a private selfie (issue 42): the seller's request and selfie, the moderators' queue, the badge kept true. */
describe('photo verification', () => {
  const suite = appWithMail();
  const admin = () => bearer(suite.t.adminToken);
  const ads = () => suite.t.dataSource.getRepository(Ad);
  const rows = () => suite.t.dataSource.getRepository(PhotoVerification);
  const selfieDir = () => join(suite.t.config.dataDir, 'private', 'selfies');
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let other: Awaited<ReturnType<typeof createSeller>>;
  const photoA = () => testPicture(4201);
  const photoB = () => testPicture(4202);

  async function adWith(owner: typeof seller, photos: Buffer[]) {
    let req = suite.t.http.post('/api/seller/post/create').set(bearer(owner.token));
    const fields = { title: 'Evenings in Pune', description: `Friendly and discreet company, message me ${varied()}.`, categoryId: 1, locationId: 1, phone: '9876543210', age: 25 };
    for (const [key, value] of Object.entries(fields)) req = req.field(key, String(value));
    for (const [i, photo] of photos.entries()) req = req.attach('images', photo, `photo-${i}.jpg`);
    const res = await req;
    expect(res.status).toBe(201);
    return res.body.id as number;
  }
  const ask = (token: string, adId: number) => suite.t.http.post(`/api/seller/photo-verification/${adId}`).set(bearer(token));
  const send = (token: string, adId: number, selfie: Buffer, name = 'selfie.jpg') =>
    suite.t.http.post(`/api/seller/photo-verification/${adId}/selfie`).set(bearer(token)).attach('selfie', selfie, name);
  const replacePhotos = (token: string, adId: number, photos: Buffer[]) => {
    let req = suite.t.http.put(`/api/seller/post/update/${adId}`).set(bearer(token));
    for (const [i, photo] of photos.entries()) req = req.attach('images', photo, `new-${i}.jpg`);
    return req;
  };
  /** Asks, sends a selfie and answers the request's id in the console's queue. */
  async function pending(adId: number) {
    expect((await ask(seller.token, adId)).status).toBe(200);
    expect((await send(seller.token, adId, await selfieWithExif(adId))).status).toBe(200);
    const queue = await suite.t.http.get('/api/admin/ra/photo-verifications').set(admin()).expect(200);
    return queue.body.find((item: { ad: { id: number } }) => item.ad.id === adId) as { id: number; code: string; selfieUrl: string; ad: { photos: { id: number; url: string }[] } };
  }

  beforeAll(async () => {
    seller = await createSeller(suite.t);
    other = await createSeller(suite.t);
  });

  it('gives a code, keeps the selfie private without its EXIF, and refuses what is not an image, not yours or has no photos', async () => {
    const adId = await adWith(seller, [await photoA()]);
    expect((await suite.t.http.get(`/api/seller/photo-verification/${adId}`).set(bearer(seller.token)).expect(200)).body).toMatchObject({ status: 'NONE', code: null, photosVerifiedAt: null });
    const asked = await ask(seller.token, adId);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ adId, status: 'AWAITING_SELFIE', code: expect.stringMatching(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/) });
    // Asked again while the selfie has not come: the same code.
    expect((await ask(seller.token, adId)).body.code).toBe(asked.body.code);

    // Not your ad: not found, whichever way.
    expectDetail(await ask(other.token, adId), 404);
    expectDetail(await send(other.token, adId, await selfieWithExif(1)), 404);
    expectDetail(await suite.t.http.get(`/api/seller/photo-verification/${adId}`).set(bearer(other.token)), 404);
    expect((await ask('', adId)).status).toBe(401);
    // Not an image, by content whatever its name; no file at all.
    expectDetail(await send(seller.token, adId, Buffer.from('%PDF-1.4 not a picture'), 'selfie.jpg'), 400, /JPEG, PNG or WebP/);
    expectDetail(await suite.t.http.post(`/api/seller/photo-verification/${adId}/selfie`).set(bearer(seller.token)).field('x', '1'), 400);

    const withExif = await selfieWithExif(7);
    expect((await sharp(withExif).metadata()).exif?.toString('latin1')).toContain('Secret Phone 9');
    const sent = await send(seller.token, adId, withExif);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'PENDING', code: asked.body.code, submittedAt: expect.any(String) });
    expectDetail(await ask(seller.token, adId), 409, /waiting for a moderator/);
    expectDetail(await send(seller.token, adId, await selfieWithExif(8)), 409);

    const row = await rows().findOneByOrFail({ ad: { id: adId } });
    const stored = join(selfieDir(), row.selfie!);
    expect(existsSync(stored)).toBe(true);
    expect(stored.startsWith(suite.t.config.uploadsDir)).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    // Only an admin's token reads it; no public address serves it.
    const queue = await suite.t.http.get('/api/admin/ra/photo-verifications').set(admin()).expect(200);
    const item = queue.body.find((i: { ad: { id: number } }) => i.ad.id === adId);
    expect(item).toMatchObject({ code: asked.body.code, status: 'PENDING', sellerId: seller.id, selfieUrl: `/api/admin/ra/photo-verifications/${item.id}/selfie` });
    expect(item.ad.photos).toHaveLength(1);
    expect((await suite.t.http.get(item.selfieUrl)).status).toBe(401);
    expect((await suite.t.http.get(item.selfieUrl).set(bearer(seller.token))).status).toBe(403);
    const selfie = await suite.t.http.get(item.selfieUrl).set(admin()).buffer(true).expect(200);
    expect(selfie.headers['content-type']).toBe('image/webp');
    expect(selfie.headers['cache-control']).toBe('no-store');
    for (const path of [`/uploads/${row.selfie}`, `/uploads/selfies/${row.selfie}`, `/private/selfies/${row.selfie}`, `/selfies/${row.selfie}`]) {
      const res = await suite.t.http.get(path);
      expect(res.headers['content-type'] ?? '').not.toMatch(/image/);
    }

    // An ad without photos has nothing to verify.
    await suite.t.dataSource.query('DELETE FROM ad_images WHERE adId = ?', [await adWith(other, [await image('jpeg', 80)])]);
    const bare = (await suite.t.dataSource.query('SELECT MAX(id) AS id FROM ads WHERE sellerId = ?', [other.id]))[0].id;
    expectDetail(await ask(other.token, Number(bare)), 409, /Add photos/);

    // Five requests in 24 hours, across the seller's ads: the sixth waits for tomorrow.
    const otherAd = await adWith(other, [await testPicture(4250)]);
    await rows().insert(Array.from({ length: 5 }, () => ({ seller: { id: other.id }, code: 'ABCDEF', status: 'REFUSED' as never, createdAt: new Date() })));
    expectDetail(await ask(other.token, otherAd), 429, /5 times in the last 24 hours/);
    await rows().delete({ seller: { id: other.id } });
    expect((await ask(other.token, otherAd)).status).toBe(200);
  });

  it('approves: the badge set, the seller told by mail and in Activity, the decision audited; a new photo drops it, the same one re-encoded keeps it', async () => {
    const a = await photoA();
    const adId = await adWith(seller, [a, await photoB()]);
    const { id, ad } = await pending(adId);
    const mailed = suite.mail.to(seller.email).length;
    // Approving photos the moderator did not see (the seller replaced them since): 409, look again.
    expectDetail(
      await suite.t.http
        .put(`/api/admin/ra/photo-verifications/${id}/approve`)
        .set(admin())
        .send({ photoIds: [ad.photos[0].id] }),
      409,
      /changed since you looked/,
    );
    const seen = { photoIds: ad.photos.map((photo) => photo.id) };
    expect((await suite.t.http.put(`/api/admin/ra/photo-verifications/${id}/approve`).set(admin()).send(seen).expect(200)).body).toMatchObject({ id, status: 'APPROVED' });
    expectDetail(await suite.t.http.put(`/api/admin/ra/photo-verifications/${id}/approve`).set(admin()).send({}), 409);

    const verifiedAt = (await ads().findOneByOrFail({ id: adId })).photosVerifiedAt;
    expect(verifiedAt).toBeInstanceOf(Date);
    expect((await suite.t.http.get(`/api/seller/photo-verification/${adId}`).set(bearer(seller.token)).expect(200)).body).toMatchObject({
      status: 'APPROVED',
      code: null,
      photosVerifiedAt: verifiedAt!.toISOString(),
    });
    expect((await rows().findOneByOrFail({ id })).photoHashes!.split(',')).toHaveLength(2);
    const mail = await suite.mail.next(seller.email, mailed);
    expect(mail.subject).toBe('The photos of your ad "Evenings in Pune" are verified');
    const activity = (await suite.t.http.get('/api/seller/activity').set(bearer(seller.token)).expect(200)).body.items;
    expect(activity).toContainEqual(expect.objectContaining({ type: 'PHOTOS_VERIFIED', adId, title: 'The photos of "Evenings in Pune" are verified' }));
    const hindi = (await suite.t.http.get('/api/seller/activity').set(bearer(seller.token)).set('Accept-Language', 'hi').expect(200)).body.items;
    expect(hindi).toContainEqual(expect.objectContaining({ type: 'PHOTOS_VERIFIED', title: '"Evenings in Pune" की फ़ोटो सत्यापित हैं' }));
    expect(await suite.t.dataSource.getRepository(AuditEntry).findOneBy({ kind: 'photo-verification', targetId: id })).toBeTruthy();

    // The same photo re-encoded and resized: still verified.
    expect((await replacePhotos(seller.token, adId, [await reencoded(a)])).status).toBe(200);
    expect((await ads().findOneByOrFail({ id: adId })).photosVerifiedAt).not.toBeNull();
    // A photo that is not in the verified set: the badge goes, and the seller may ask again.
    expect((await replacePhotos(seller.token, adId, [a, await testPicture(4299)])).status).toBe(200);
    expect((await ads().findOneByOrFail({ id: adId })).photosVerifiedAt).toBeNull();
    expect((await ask(seller.token, adId)).body).toMatchObject({ status: 'AWAITING_SELFIE' });
  });

  it('refuses with a reason or a note (in the seller language), and the retention pass deletes the selfie after 30 days', async () => {
    const adId = await adWith(seller, [await testPicture(4301)]);
    const { id } = await pending(adId);
    const mailed = suite.mail.to(seller.email).length;
    expectDetail(await suite.t.http.put(`/api/admin/ra/photo-verifications/${id}/refuse`).set(admin()).send({}), 400);
    expectDetail(await suite.t.http.put(`/api/admin/ra/photo-verifications/${id}/refuse`).set(admin()).send({ reason: 'OTHER' }), 400);
    expectDetail(await suite.t.http.put(`/api/admin/ra/photo-verifications/${id}/refuse`).set(admin()).send({ reason: 'BLURRY' }), 400);
    await suite.t.http.put(`/api/admin/ra/photo-verifications/${id}/refuse`).set(admin()).send({ reason: 'CODE_MISSING', note: 'Write it larger' }).expect(200);
    const state = (await suite.t.http.get(`/api/seller/photo-verification/${adId}`).set(bearer(seller.token)).expect(200)).body;
    expect(state).toMatchObject({ status: 'REFUSED', reason: 'CODE_MISSING', note: 'Write it larger', refusal: expect.stringMatching(/code is not readable/) });
    expect((await ads().findOneByOrFail({ id: adId })).photosVerifiedAt).toBeNull();
    const mail = await suite.mail.next(seller.email, mailed);
    expect(mail.text).toContain('Write it larger');

    const row = await rows().findOneByOrFail({ id });
    const file = join(selfieDir(), row.selfie!);
    const retention = suite.t.app.get(PhotoVerificationRetention);
    await retention.runOnce(new Date(Date.now() + 29 * DAY));
    expect(existsSync(file)).toBe(true);
    const pass = await retention.runOnce(new Date(Date.now() + 31 * DAY));
    expect(pass!.decidedSelfies).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    expect((await rows().findOneByOrFail({ id })).selfie).toBeNull();
    expect((await suite.t.http.get(`/api/admin/ra/photo-verifications/${id}/selfie`).set(admin())).status).toBe(404);

    // An ad deleted while its selfie waits: the next pass deletes the request and the selfie.
    const gone = await adWith(seller, [await testPicture(4302)]);
    const waiting = await pending(gone);
    const waitingFile = join(selfieDir(), (await rows().findOneByOrFail({ id: waiting.id })).selfie!);
    await suite.t.http.delete(`/api/seller/post/delete/${gone}`).set(bearer(seller.token)).expect(204);
    expect((await suite.t.http.get('/api/admin/ra/photo-verifications').set(admin()).expect(200)).body.map((item: { id: number }) => item.id)).not.toContain(waiting.id);
    expect((await retention.runOnce())!.requests).toBeGreaterThanOrEqual(1);
    expect(existsSync(waitingFile)).toBe(false);
    expect(await rows().countBy({ id: waiting.id })).toBe(0);
  });

  it("exports a seller's requests, and deleting the account deletes them with the selfies", async () => {
    const leaving = await createSeller(suite.t);
    const adId = await adWith(leaving, [await testPicture(4401)]);
    await ask(leaving.token, adId).expect(200);
    await send(leaving.token, adId, await selfieWithExif(4401)).expect(200);
    const exported = (await suite.t.http.get('/api/auth/me/export').set(bearer(leaving.token)).expect(200)).body;
    expect(exported.photoVerifications).toEqual([expect.objectContaining({ adId, status: 'PENDING', selfieKept: true })]);
    const before = readdirSync(selfieDir()).length;
    await suite.t.http.delete('/api/auth/me').set(bearer(leaving.token)).send({ password: leaving.password }).expect(200);
    expect(await rows().countBy({ seller: { id: leaving.id } })).toBe(0);
    expect(readdirSync(selfieDir()).length).toBe(before - 1);
  });
});
