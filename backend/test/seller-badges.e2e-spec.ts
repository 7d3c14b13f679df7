import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ad } from '../src/ads/ad.entity';
import { AdStatus } from '../src/ads/ad-status';
import { AlertMatcher } from '../src/saved-searches/alert-matcher';
import { User } from '../src/users/user.entity';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, unique } from './factories';

const DAY = 86_400_000;

/**
 * The badges of issue 42 as buyers meet them: on cards, the ad page and its first HTML answer, as search filters that
 * saved searches keep; and the public seller page. Here the badges are set on the ads directly: proving a phone and
 * verifying photos have their own tests (phone-verification, photo-verification).
 */
describe('seller badges and public seller pages', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let displayName: string;
  const p = { categoryId: 0, locationId: 0, query: '' };
  const ads: Record<'plain' | 'phone' | 'photos' | 'both', number> = { plain: 0, phone: 0, photos: 0, both: 0 };
  const phoneDay = new Date('2026-11-20T10:00:00Z');
  const photosDay = new Date('2026-11-25T10:00:00Z');
  const template = '<!doctype html><html lang="en-IN"><head><title>Default</title><meta name="description" content="Default description" /></head><body></body></html>';

  async function listing(badges: { phone?: boolean; photos?: boolean }, input: Partial<Ad> = {}): Promise<number> {
    const repo = t.dataSource.getRepository(Ad);
    const ad = await repo.save(
      repo.create({
        title: `A badge test ad ${unique()}`,
        description: 'A description long enough for an ad, with nothing special in it at all.',
        phone: '9123456789',
        age: 30,
        status: AdStatus.Active,
        expiresAt: new Date(Date.now() + 7 * DAY),
        contact: 'WHATSAPP',
        phoneVerifiedAt: badges.phone ? phoneDay : null,
        photosVerifiedAt: badges.photos ? photosDay : null,
        category: { id: p.categoryId },
        location: { id: p.locationId },
        seller: { id: seller.id },
        ...input,
      } as Partial<Ad>),
    );
    return ad.id;
  }

  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'bazaar-web-'));
    mkdirSync(join(webRoot, 'storefront', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'storefront', 'dist', 'index.html'), template);
    t = await createTestApp({}, { webRoot });
    seller = await createSeller(t, { fullName: 'Private Full Name' });
    // Letters only: six digits or more would read as a phone number, which a display name may not hold.
    displayName = `Badge_${unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`.slice(0, 30);
    await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ displayName, phone: '9123456789' }).expect(200);
    const tag = unique();
    const category = (await t.http.post('/api/admin/categories/create-category').set(bearer(t.adminToken)).field('title', `Category ${tag}`).expect(201)).body;
    const location = (await t.http.post('/api/admin/locations/create').set(bearer(t.adminToken)).field('state', `State ${tag}`).field('district', `District ${tag}`).expect(201)).body;
    Object.assign(p, { categoryId: category.id, locationId: location.id, query: `category=${category.slug}&location=${location.slug}` });
    ads.plain = await listing({});
    ads.phone = await listing({ phone: true });
    ads.photos = await listing({ photos: true });
    ads.both = await listing({ phone: true, photos: true });
  });
  afterAll(() => t.close());

  const search = (query: string) => t.http.get(`/api/dashboard/search?${p.query}${query}`).expect(200);
  const ids = (body: { items: { id: number }[] }) => body.items.map((a) => a.id).sort((a, b) => a - b);

  it('shows both badges with their dates on cards and the ad page, and filters by each', async () => {
    const all = (await search('')).body;
    const card = all.items.find((a: { id: number }) => a.id === ads.both);
    expect(card).toMatchObject({ phoneVerifiedAt: phoneDay.toISOString(), photosVerifiedAt: photosDay.toISOString() });
    expect(all.items.find((a: { id: number }) => a.id === ads.plain)).toMatchObject({ phoneVerifiedAt: null, photosVerifiedAt: null });

    expect(ids((await search('&phoneVerified=true')).body)).toEqual([ads.phone, ads.both]);
    expect(ids((await search('&photosVerified=true')).body)).toEqual([ads.photos, ads.both]);
    const both = (await search('&phoneVerified=true&photosVerified=true')).body;
    expect(both).toMatchObject({ total: 1, items: [{ id: ads.both }] });
    expect(ids((await search('&phoneVerified=false')).body)).toHaveLength(4);
    expect((await t.http.get(`/api/dashboard/search?${p.query}&phoneVerified=maybe`).expect(400)).body.detail).toMatch(/phoneVerified/);

    const page = (await t.http.get(`/api/dashboard/get-post/${ads.photos}`).expect(200)).body;
    expect(page).toMatchObject({ photosVerifiedAt: photosDay.toISOString(), phoneVerifiedAt: null, sellerName: displayName, sellerPage: true });
  });

  it('offers the phone and WhatsApp only for a proved number', async () => {
    expect((await t.http.get(`/api/dashboard/get-post/${ads.phone}`).expect(200)).body.contact).toBe('WHATSAPP');
    expect((await t.http.get(`/api/dashboard/get-post/${ads.plain}`).expect(200)).body.contact).toBe('MESSAGES');
  });

  it('keeps the badge filters in a saved search, its summary and its alerts', async () => {
    const buyer = await createSeller(t);
    const category = (await t.http.get('/api/dashboard/get-all-categories').expect(200)).body.find((c: { id: number }) => c.id === p.categoryId);
    const saved = (await t.http.post('/api/saved-searches').set(bearer(buyer.token)).send({ category: category.slug, frequency: 'instant', phoneVerified: true, photosVerified: true }).expect(201))
      .body;
    expect(saved).toMatchObject({ phoneVerified: true, photosVerified: true, withPhotos: false });
    expect(saved.summary).toContain('phone verified · photos verified');
    expect(saved.path).toContain('phoneVerified=true&photosVerified=true');
    // The same search without the badges is another search.
    await t.http.post('/api/saved-searches').set(bearer(buyer.token)).send({ category: category.slug, frequency: 'instant', phoneVerified: true }).expect(201);
    await t.http.post('/api/saved-searches').set(bearer(buyer.token)).send({ category: category.slug, frequency: 'instant', phoneVerified: true }).expect(409);

    const matcher = t.app.get(AlertMatcher);
    const searchesFor = async (adId: number) => (await t.dataSource.transaction((manager) => matcher.matching(manager, adId))).searches.map((s) => s.id);
    expect(await searchesFor(ads.both)).toContain(saved.id);
    expect(await searchesFor(ads.phone)).not.toContain(saved.id);
  });

  it("shows a seller's page by display name, whatever its case: live ads and badges, nothing private", async () => {
    const ended = await listing({ phone: true }, { expiresAt: new Date(Date.now() - DAY) } as Partial<Ad>);
    const res = await t.http.get(`/api/sellers/${encodeURIComponent(displayName.toLowerCase())}`).expect(200);
    expect(res.body).toMatchObject({ displayName, total: 4, phoneVerifiedAt: phoneDay.toISOString(), photosVerifiedAt: photosDay.toISOString() });
    expect(ids(res.body)).toEqual(Object.values(ads).sort((a, b) => a - b));
    expect(ids(res.body)).not.toContain(ended);
    expect(res.text).not.toMatch(/Private Full Name|9123456789|@example\.com/);
    expect((await t.http.get(`/api/sellers/${encodeURIComponent(displayName)}?page=2&pageSize=3`).expect(200)).body.items).toHaveLength(1);
    expect((await t.http.get('/api/sellers/Nobody_by_this_name').expect(404)).body.detail).toMatch(/public page/);
  });

  it('gives the ad page and the seller page a first HTML answer with the badges, and none for a seller without a page', async () => {
    const ad = await t.http.get(`/ad/x/${ads.both}`).expect(200);
    expect(ad.text).toMatch(/<meta name="description" content="Phone verified · Photos verified 25 Nov 2026 · A description/);
    const hindi = await t.http.get(`/hi/ad/x/${ads.both}`).expect(200);
    expect(hindi.text).toContain('फ़ोन सत्यापित · फ़ोटो सत्यापित 25 नव॰ 2026');
    const page = await t.http.get(`/seller/${encodeURIComponent(displayName)}`).expect(200);
    expect(page.text).toContain(`<title>${displayName}: ads by this seller | Bazaar</title>`);
    expect(page.text).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/seller/${displayName}" />`));

    // Turned off: no page, and the ads say so (the storefront then links nowhere).
    await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ publicPage: false }).expect(200);
    expect((await t.http.get('/api/auth/me').set(bearer(seller.token)).expect(200)).body.publicPage).toBe(false);
    await t.http.get(`/api/sellers/${encodeURIComponent(displayName)}`).expect(404);
    await t.http.get(`/seller/${encodeURIComponent(displayName)}-gone`).expect(404);
    expect((await t.http.get(`/api/dashboard/get-post/${ads.plain}`).expect(200)).body.sellerPage).toBe(false);
    await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ publicPage: 'yes' }).expect(400);
    // A blocked seller has no page either.
    await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ publicPage: true }).expect(200);
    await t.dataSource.getRepository(User).update({ id: seller.id }, { blocked: true });
    await t.http.get(`/api/sellers/${encodeURIComponent(displayName)}`).expect(404);
    await t.dataSource.getRepository(User).update({ id: seller.id }, { blocked: false });
  });
});
