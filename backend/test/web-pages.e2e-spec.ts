import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, postAd } from './factories';

/** The storefront's first HTML answer carries each page's SEO tags; crawlers get a sitemap and robots.txt. */
describe('storefront pages served by the API server', () => {
  let t: TestApp;
  let adId: number;
  const template = '<!doctype html><html><head><title>Default</title><meta name="description" content="Default description" /></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'bazaar-web-'));
    mkdirSync(join(webRoot, 'storefront', 'dist', 'assets'), { recursive: true });
    writeFileSync(join(webRoot, 'storefront', 'dist', 'index.html'), template);
    writeFileSync(join(webRoot, 'storefront', 'dist', 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({}, { webRoot });
    const seller = await createSeller(t);
    const ad = await postAd(t.http, seller.token, { title: 'Evening <script> walks & talks in Pune', locationId: (await t.http.get('/api/dashboard/location-seo/pune')).body.id });
    await t.http.post(`/api/seller/transaction/post-free-ad/${ad.body.id}`).set(bearer(seller.token)).expect(200);
    adId = ad.body.id;
  });
  afterAll(() => t.close());

  const head = async (path: string, status = 200) => {
    const res = await t.http.get(path).expect(status).expect('Content-Type', /html/);
    return res.text;
  };

  it("puts a category and district page's SEO fields in the HTML", async () => {
    await t.http
      .put('/api/admin/locations/update/' + (await t.http.get('/api/dashboard/location-seo/pune')).body.id)
      .set(bearer(t.adminToken))
      .field('metaTitle', 'Pune personals')
      .field('metaDescription', 'Meet people in Pune')
      .expect(200);
    const html = await head('/women-seeking-men/pune');
    expect(html).toContain('<title>Pune personals · Women Seeking Men | Bazaar</title>');
    expect(html).toContain('<meta name="description" content="Meet people in Pune" />');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/women-seeking-men\/pune" \/>|<link rel="canonical" href="http:\/\/[^"]+\/women-seeking-men\/pune" \/>/);
  });

  it("shows a category's new SEO title in its page at once", async () => {
    const category = (await t.http.get('/api/dashboard/get-all-categories').expect(200)).body.find((c: { slug: string }) => c.slug === 'women-seeking-men');
    await head('/women-seeking-men');
    await t.http.put(`/api/admin/categories/update-category/${category.id}`).set(bearer(t.adminToken)).field('metaTitle', 'Meet someone new').expect(200);
    expect(await head('/women-seeking-men')).toContain('<title>Meet someone new | Bazaar</title>');
  });

  it('lists a new category in the sitemap at once', async () => {
    await t.http.get('/sitemap.xml').expect(200);
    const added = (await t.http.post('/api/admin/categories/create-category').set(bearer(t.adminToken)).field('title', 'Travel Partners').expect(201)).body;
    expect((await t.http.get('/sitemap.xml').expect(200)).text).toContain(`/${added.slug}</loc>`);
  });

  it('escapes what users wrote and gives the ad page its own title', async () => {
    const html = await head(`/ad/anything/${adId}`);
    expect(html).toContain('<title>Evening &#60;script&#62; walks &#38; talks in Pune (Pune) | Bazaar</title>');
    expect(html).not.toContain('<script>');
  });

  it('answers 404 for unknown pages, ads and places, and keeps seller pages out of search engines', async () => {
    for (const path of ['/no-such-category', '/women-seeking-men/atlantis', '/ad/x/999999', '/a/b/c']) expect(await head(path, 404)).toContain('noindex');
    expect(await head('/myads')).toContain('<meta name="robots" content="noindex" />');
  });

  it('serves hashed assets for a year and leaves /api and missing assets to the API', async () => {
    const asset = await t.http.get('/assets/app-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await t.http.get('/assets/missing-xyz.js').expect(404);
    const api = await t.http.get('/api/no-such-endpoint').expect(404);
    expect(api.body.detail).toEqual(expect.any(String));
  });

  it('publishes robots.txt and a sitemap of categories, districts and ads', async () => {
    const robots = await t.http.get('/robots.txt').expect(200);
    expect(robots.text).toContain('Disallow: /admin');
    expect(robots.text).toMatch(/Sitemap: http:\/\/.+\/sitemap\.xml/);
    const sitemap = await t.http.get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
    expect(sitemap.text).toContain('/women-seeking-men/pune</loc>');
    expect(sitemap.text).toContain(`/${adId}</loc>`);
  });
});
