import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectDetail } from './catalogue-helpers';
import { solvedChallenge } from './challenge-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, postAd, unique } from './factories';
import { verifyPhone } from './phone-helpers';
import { fillPath, loadRoutes } from './security-helpers';

const PHONE = '9123456789';
const FULL_NAME = 'Meenakshi Venkataraman Iyer';
const SURNAME = /Venkataraman|Iyer/;
const PHONE_PATTERN = /9123456789|91234\s?56789/;

/**
 * Nothing public names a seller's full name, e-mail or phone (docs/security.md, "Privacy"): every public route
 * of the API document and every kind of server-rendered page is asked about a seeded ad, and no
 * answer may contain them. The phone comes only from reveal-phone, for signed-in visitors.
 */
describe("sellers' phone numbers and names stay private", () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let ad: { id: number; slug: string };
  let pune: { id: number; slug: string };
  let category: { id: number; slug: string; title: string };
  let blogSlug: string;

  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'bazaar-web-'));
    mkdirSync(join(webRoot, 'storefront', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'storefront', 'dist', 'index.html'), '<!doctype html><html><head><title>Default</title><meta name="description" content="Default" /></head><body></body></html>');
    t = await createTestApp({}, { webRoot });
    seller = await createSeller(t, { fullName: FULL_NAME, email: `meenakshi-${unique()}@example.com` });
    pune = (await t.http.get('/api/dashboard/location-seo/pune').expect(200)).body;
    category = (await t.http.get('/api/dashboard/get-all-categories').expect(200)).body[0];
    const posted = (await postAd(t.http, seller.token, { phone: PHONE, categoryId: category.id, locationId: pune.id, title: 'Quiet evenings and good conversation in Pune', contact: 'PHONE' })).body;
    await t.http.post(`/api/seller/transaction/post-free-ad/${posted.id}`).set(bearer(seller.token)).expect(200);
    await verifyPhone(t, seller.token, PHONE); // only a number proved by a code is revealed (issue 42)
    ad = { id: posted.id, slug: posted.slug };
    const post = await t.http.post('/api/admin/blogs').set(bearer(t.adminToken)).send({ title: 'Meeting safely', description: '<p>Meet in public places.</p>' }).expect(201);
    blogSlug = `meeting-safely-${post.body.id}`;
  });
  afterAll(() => t.close());

  const expectPrivate = (where: string, text: string) => {
    expect({ where, phone: PHONE_PATTERN.test(text) }).toEqual({ where, phone: false });
    expect({ where, name: SURNAME.test(text) }).toEqual({ where, name: false });
    expect({ where, email: text.includes(seller.email) }).toEqual({ where, email: false });
  };

  it('no public API route answers with the phone, full name or e-mail', async () => {
    const publicRoutes = (await loadRoutes(t)).filter((route) => route.kind === 'public' && route.method === 'get');
    // A visitor's complaint about the ad: its ticket page names the ad, and must name nothing of its seller.
    const complaint = (
      await t.http
        .post('/api/complaints')
        .set(await solvedChallenge(t))
        .send({ kind: 'OTHER', adId: ad.id, name: 'A visitor', email: `visitor-${unique()}@example.com`, details: 'A complaint about this ad, long enough to be filed.' })
        .expect(201)
    ).body;
    // The seller's public page, by the display name sign-up gave them.
    const displayName = (await t.http.get('/api/auth/me').set(bearer(seller.token)).expect(200)).body.displayName;
    const values = { id: ad.id, district: pune.slug, state: 'Maharashtra', slug: blogSlug, ticket: complaint.ticket, displayName };
    const answered: string[] = [];
    for (const route of publicRoutes) {
      // Searches take the ad's category and district, the favourites' live check ad ids, a ticket its key, the nearest
      // district a rounded position (Pune's); other routes refuse unknown query fields.
      for (const query of ['', `?category=${category.slug}&location=${pune.slug}`, `?ids=${ad.id}`, `?key=${encodeURIComponent(complaint.key)}`, '?lat=18.5&lng=73.85']) {
        const res = await t.http.get(`${fillPath(route, values)}${query}`);
        expectPrivate(`${route.method} ${route.path}${query} (${res.status})`, res.text);
        if (res.status === 200) answered.push(route.path);
      }
    }
    expect(answered).toEqual(expect.arrayContaining(['/api/dashboard/get-post/{id}', '/api/dashboard/search']));
    // Every public read answered at least once, so each was really searched (there is no SEO block to describe yet).
    const expected = publicRoutes.map((route) => route.path).filter((path) => path !== '/api/dashboard/get-description');
    expect([...new Set(answered)].sort()).toEqual(expected.sort());
    // The seed's POST search is public too.
    const legacy = await t.http.post(`/api/dashboard/post-by-location-and-category-name?categoryName=${encodeURIComponent(category.title)}&locationName=Pune`).expect(200);
    expect(legacy.body.items.map((item: { id: number }) => item.id)).toContain(ad.id);
    expectPrivate('post-by-location-and-category-name', legacy.text);
  });

  it('the ad page API names the seller by their display name only', async () => {
    const page = (await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200)).body;
    expect(page.sellerName).toMatch(/^Meenakshi\d{4}$/);
    expect(page).not.toHaveProperty('phone');
  });

  it('no server-rendered page contains them', async () => {
    for (const path of ['/', `/ad/${ad.slug}/${ad.id}`, `/${category.slug}`, `/${category.slug}/${pune.slug}`, '/sitemap.xml', '/robots.txt']) {
      const res = await t.http.get(path).expect(200);
      expectPrivate(path, res.text);
    }
  });

  describe('POST dashboard/reveal-phone/{id}', () => {
    it('gives the number to signed-in visitors only, and counts each reveal for the seller', async () => {
      expectDetail(await t.http.post(`/api/dashboard/reveal-phone/${ad.id}`), 401);
      const buyer = await createSeller(t);
      const revealed = await t.http
        .post(`/api/dashboard/reveal-phone/${ad.id}`)
        .set({ ...bearer(buyer.token), ...(await solvedChallenge(t)) })
        .expect(200);
      expect(revealed.body).toEqual({ phone: PHONE });
      await t.http
        .post(`/api/dashboard/reveal-phone/${ad.id}`)
        .set({ ...bearer(buyer.token), ...(await solvedChallenge(t)) })
        .expect(200);
      // The seller looking at their own number is not a reveal.
      await t.http
        .post(`/api/dashboard/reveal-phone/${ad.id}`)
        .set({ ...bearer(seller.token), ...(await solvedChallenge(t)) })
        .expect(200);
      const mine = (await t.http.get('/api/seller/post/my-ads').set(bearer(seller.token)).expect(200)).body.items.find((item: { id: number }) => item.id === ad.id);
      expect(mine).toMatchObject({ phone: PHONE, phoneReveals: 2 });
    });

    it('answers 404 for an ad that is not public', async () => {
      const buyer = await createSeller(t);
      const hidden = (await postAd(t.http, seller.token, { phone: PHONE, contact: 'PHONE' })).body;
      expectDetail(await t.http.post(`/api/dashboard/reveal-phone/${hidden.id}`).set({ ...bearer(buyer.token), ...(await solvedChallenge(t)) }), 404);
      expectDetail(await t.http.post('/api/dashboard/reveal-phone/999999').set({ ...bearer(buyer.token), ...(await solvedChallenge(t)) }), 404);
    });
  });

  describe('with rate limits on', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({ RATE_LIMITS: 'true' });
    });
    afterAll(() => limited.close());

    it('allows 30 reveals a day per account, then 429 with detail', async () => {
      const owner = await createSeller(limited);
      const live = (await postAd(limited.http, owner.token, { phone: PHONE, contact: 'PHONE' })).body;
      await limited.http.post(`/api/seller/transaction/post-free-ad/${live.id}`).set(bearer(owner.token)).expect(200);
      await verifyPhone(limited, owner.token, PHONE);
      const buyer = await createSeller(limited);
      for (let i = 0; i < 30; i++)
        await limited.http
          .post(`/api/dashboard/reveal-phone/${live.id}`)
          .set({ ...bearer(buyer.token), ...(await solvedChallenge(limited)) })
          .expect(200);
      expectDetail(await limited.http.post(`/api/dashboard/reveal-phone/${live.id}`).set({ ...bearer(buyer.token), ...(await solvedChallenge(limited)) }), 429, /Too many/);
    });

    it('allows 100 reveals a day per address, however many accounts ask', async () => {
      const owner = await createSeller(limited);
      const live = (await postAd(limited.http, owner.token, { phone: PHONE, contact: 'PHONE' })).body;
      await limited.http.post(`/api/seller/transaction/post-free-ad/${live.id}`).set(bearer(owner.token)).expect(200);
      await verifyPhone(limited, owner.token, PHONE);
      // The address already made 31 requests in the test above; four fresh accounts from it get the rest of its 100.
      const buyers = [];
      for (let i = 0; i < 4; i++) buyers.push(await createSeller(limited));
      const answers = [];
      for (const buyer of buyers)
        for (let i = 0; i < 25; i++) answers.push((await limited.http.post(`/api/dashboard/reveal-phone/${live.id}`).set({ ...bearer(buyer.token), ...(await solvedChallenge(limited)) })).status);
      expect(answers.filter((status) => status === 200)).toHaveLength(69);
      expect(answers.filter((status) => status === 429)).toHaveLength(31);
    });
  });
});
