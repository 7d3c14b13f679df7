import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Ad } from '../src/ads/ad.entity';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, image, postAd, unique } from './factories';

/** The content of a <meta property|name="..."> tag, unescaped; undefined when the page has none. */
function metaTag(html: string, name: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)" />`).exec(html);
  return match?.[1].replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** The nodes of the page's JSON-LD graph (one script at most), after checking no `<` is written out in it. */
function jsonLd(html: string): Array<Record<string, any>> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  expect(scripts[0][1]).not.toContain('<');
  const doc = JSON.parse(scripts[0][1]);
  expect(doc['@context']).toBe('https://schema.org');
  return doc['@graph'];
}

/**
 * The addresses of the storefront's routes as its router declares them (storefront/src/app/router.tsx), parameters
 * filled with 1; the routes answered by a lookup (an ad, a blog post, a category and district, anything else) are
 * tested on their own. Read from the router's source so that a route added there and not here fails.
 */
function storefrontRoutePaths(): string[] {
  const router = readFileSync(resolve(process.cwd(), '..', 'storefront/src/app/router.tsx'), 'utf8');
  const declared = [...router.matchAll(/(?:^\s*|[{,] )'?([\w&:/-]+)'?: (?:pages\.\w+|'\/[^']*')/gm)].map((m) => m[1]);
  const lookedUp = new Set(['ad/:cardName/:adId', 'seller/:displayName', 'blog/:slug', ':title', ':title/:postLocation']);
  return ['/', ...declared.filter((path) => !lookedUp.has(path)).map((path) => `/${path.replace(/:\w+/g, '1')}`)];
}

const shareTagNames = ['og:type', 'og:title', 'og:url', 'twitter:card', 'twitter:title'];

/** The storefront's first HTML answer carries each page's SEO tags; crawlers get a sitemap and robots.txt. */
describe('storefront pages served by the API server', () => {
  let t: TestApp;
  let adId: number;
  const template =
    '<!doctype html><html lang="en-IN"><head><title>Default</title><meta name="description" content="Default description" /></head><body><div id="root"></div><h2 data-text="ageGate.title">Adults only</h2><p data-text="ageGate.body">Bazaar contains…</p></body></html>';

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

  it("titles a category and district page by both, and puts the district's SEO fields in it and in its page of all categories", async () => {
    await t.http
      .put('/api/admin/locations/update/' + (await t.http.get('/api/dashboard/location-seo/pune')).body.id)
      .set(bearer(t.adminToken))
      .field('metaTitle', 'Pune personals')
      .field('metaDescription', 'Meet people in Pune')
      .expect(200);
    const html = await head('/women-seeking-men/pune');
    // The district's title is the same for every category: the page's names its category (issue 39, item 7).
    expect(html).toContain('<title>Women Seeking Men in Pune | Bazaar</title>');
    expect(html).toContain('<meta name="description" content="Meet people in Pune" />');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/women-seeking-men\/pune" \/>|<link rel="canonical" href="http:\/\/[^"]+\/women-seeking-men\/pune" \/>/);
    const all = await head('/all/pune');
    expect(all).toContain('<title>Pune personals | Bazaar</title>');
    expect(all).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/all\/pune" \/>/);
    expect(await head('/all')).toContain('<title>Classified ads in India | Bazaar</title>');
  });

  it("gives a whole state's page a head built from its names, its ads as the ItemList, and lists it in the sitemap", async () => {
    const maharashtra = (await t.http.get('/api/dashboard/get-states').expect(200)).body.find((s: { state: string }) => s.state === 'Maharashtra');
    expect(maharashtra).toMatchObject({ slug: 'maharashtra', stateHi: 'महाराष्ट्र' });
    const html = await head('/women-seeking-men/maharashtra');
    expect(html).toContain('<title>Women Seeking Men in Maharashtra | Bazaar</title>');
    expect(metaTag(html, 'description')).toBe('Women Seeking Men ads in Maharashtra: search by category, state and city. Adults (18+) only.');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/women-seeking-men\/maharashtra" \/>/);
    const [crumbs, list] = jsonLd(html);
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Bazaar', 'Women Seeking Men', 'Maharashtra']);
    // The Pune ad posted in beforeAll is in Maharashtra.
    expect(list.itemListElement.map((item: { url: string }) => item.url)).toContainEqual(expect.stringMatching(new RegExp(`/ad/[^/]+/${adId}$`)));
    const hindi = await head('/hi/women-seeking-men/maharashtra');
    expect(hindi).toMatch(/<title>महाराष्ट्र में \S[^<]* \| बाज़ार<\/title>/);
    expect(await head('/all/maharashtra')).toContain('<title>Classified ads in Maharashtra | Bazaar</title>');
    // A state whose name a district has (Puducherry) gets another slug; the district keeps its page.
    const puducherry = (await t.http.get('/api/dashboard/get-states').expect(200)).body.find((s: { state: string }) => s.state === 'Puducherry');
    expect(puducherry.slug).toBe('puducherry-state');
    expect(await head('/women-seeking-men/puducherry-state')).toContain('<title>Women Seeking Men in Puducherry | Bazaar</title>');
    await head('/women-seeking-men/atlantis', 404);
    const sitemap = (await t.http.get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toMatch(/\/women-seeking-men\/maharashtra<\/loc>/);
    expect(sitemap).toMatch(/\/hi\/women-seeking-men\/puducherry-state<\/loc>/);
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
    expect(await head(`/hi/ad/anything/${adId}`)).toContain('<title>Evening &#60;script&#62; walks &#38; talks in Pune (पुणे) | बाज़ार</title>');
    expect(html).not.toContain('<script>');
  });

  it('answers 404 for unknown pages, ads and places, and keeps seller pages out of search engines', async () => {
    for (const path of ['/no-such-category', '/women-seeking-men/atlantis', '/ad/x/999999', '/a/b/c']) expect(await head(path, 404)).toContain('noindex');
    expect(await head('/myads')).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers 200 on a direct visit to every route of the storefront, in both languages', async () => {
    const paths = storefrontRoutePaths();
    expect(paths).toEqual(expect.arrayContaining(['/inbox', '/saved-searches', '/favourites', '/inbox/1', '/checkout/1/1/1', '/signup']));
    const refused = [];
    for (const path of paths) for (const address of [path, `/hi${path}`]) if ((await t.http.get(address)).status !== 200) refused.push(address);
    expect(refused).toEqual([]);
  });

  it('serves hashed assets for a year and leaves /api and missing assets to the API', async () => {
    const asset = await t.http.get('/assets/app-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await t.http.get('/assets/missing-xyz.js').expect(404);
    const api = await t.http.get('/api/no-such-endpoint').expect(404);
    expect(api.body.detail).toEqual(expect.any(String));
  });

  describe('sharing: Open Graph, Twitter cards and JSON-LD in the first HTML answer', () => {
    const FULL_NAME = 'Kavitha Subramaniam Pillai';
    const PHONE = '9012345678';
    const TITLE = 'Walks "by the river" </script><script>alert(1)</script> & tea';
    let seller: Awaited<ReturnType<typeof createSeller>>;
    let ad: { id: number; slug: string; thumbUrl: string; images: { url: string }[]; sellerName: string; location: { slug: string; district: string }; category: { slug: string; title: string } };

    beforeAll(async () => {
      seller = await createSeller(t, { fullName: FULL_NAME, email: `kavitha-${unique()}@example.com` });
      const pune = (await t.http.get('/api/dashboard/location-seo/pune')).body.id;
      const posted = await postAd(t.http, seller.token, { title: TITLE, phone: PHONE, locationId: pune, images: 2 });
      await t.http.post(`/api/seller/transaction/post-free-ad/${posted.body.id}`).set(bearer(seller.token)).expect(200);
      ad = (await t.http.get(`/api/dashboard/get-post/${posted.body.id}`).expect(200)).body;
    });

    it('gives an ad page its tags, its thumbnail as the image and an Offer naming the seller by display name only', async () => {
      const html = await head(`/ad/${ad.slug}/${ad.id}`);
      const url = metaTag(html, 'og:url')!;
      expect(url).toMatch(new RegExp(`^http://[^/]+/ad/${ad.slug}/${ad.id}$`));
      expect(html).toContain(`<link rel="canonical" href="${url}" />`);
      const origin = new URL(url).origin;
      expect(metaTag(html, 'og:type')).toBe('website');
      expect(metaTag(html, 'og:site_name')).toBe('Bazaar');
      expect(metaTag(html, 'og:title')).toBe(`${TITLE} (Pune) | Bazaar`);
      expect(metaTag(html, 'og:description')).toBe(metaTag(html, 'description'));
      expect(metaTag(html, 'og:image')).toBe(`${origin}${ad.thumbUrl}`);
      expect(metaTag(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaTag(html, 'twitter:title')).toBe(`${TITLE} (Pune) | Bazaar`);
      expect(metaTag(html, 'twitter:image')).toBe(`${origin}${ad.thumbUrl}`);

      const [offer, crumbs] = jsonLd(html);
      expect(offer).toMatchObject({
        '@type': 'Offer',
        name: TITLE,
        url,
        image: ad.images.map((image) => `${origin}${image.url}`),
        category: ad.category.title,
        areaServed: { '@type': 'Place', name: 'Pune, Maharashtra' },
        seller: { '@type': 'Person', name: ad.sellerName },
      });
      expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([`${origin}/`, `${origin}/${ad.category.slug}`, `${origin}/${ad.category.slug}/${ad.location.slug}`]);
    });

    it("gives the Offer the ad's rate as its price per unit, when its category has a rate (issue 44)", async () => {
      const field = await t.http
        .post('/api/admin/ra/category-fields')
        .set(bearer(t.adminToken))
        .send({ categoryId: 1, key: 'rate', kind: 'RATE', label: 'Rate', unit: 'SESSION', min: 500 })
        .expect(201);
      const seller = await createSeller(t);
      expect((await postAd(t.http, seller.token, { title: 'Rated evenings in Pune', details: { rate: 100 } }, 400)).body.detail).toBe('Rate must be a whole number of rupees, at least 500');
      const rated = (await postAd(t.http, seller.token, { title: 'Rated evenings in Pune', details: { rate: 3500 } })).body;
      await t.http.post(`/api/seller/transaction/post-free-ad/${rated.id}`).set(bearer(seller.token)).expect(200);
      const [offer] = jsonLd(await head(`/ad/${rated.slug}/${rated.id}`));
      expect(offer).toMatchObject({ price: 3500, priceCurrency: 'INR', priceSpecification: { '@type': 'UnitPriceSpecification', price: 3500, priceCurrency: 'INR', unitText: 'session' } });
      const [unrated] = jsonLd(await head(`/ad/${ad.slug}/${ad.id}`));
      expect(unrated).not.toHaveProperty('price');
      await t.http.delete(`/api/admin/ra/category-fields/${field.body.id}`).set(bearer(t.adminToken)).expect(200);
    });

    it('escapes what the seller wrote: nothing breaks out of an attribute or the JSON-LD script', async () => {
      const html = await head(`/ad/${ad.slug}/${ad.id}`);
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).not.toContain('alert(1)</script>');
      expect(html).toContain('content="Walks &#34;by the river&#34; &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; tea (Pune) | Bazaar"');
      expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    });

    it("never shows the seller's full name, e-mail or phone", async () => {
      for (const path of [`/ad/${ad.slug}/${ad.id}`, `/${ad.category.slug}`, `/${ad.category.slug}/${ad.location.slug}`]) {
        const html = await head(path);
        expect({ path, name: /Subramaniam|Pillai/.test(html), email: html.includes(seller.email), phone: html.includes(PHONE) }).toEqual({ path, name: false, email: false, phone: false });
      }
    });

    it('gives results pages their tags, a breadcrumb and the ads of their first page', async () => {
      const district = await head(`/${ad.category.slug}/${ad.location.slug}`);
      const origin = new URL(metaTag(district, 'og:url')!).origin;
      expect(metaTag(district, 'og:url')).toBe(`${origin}/${ad.category.slug}/${ad.location.slug}`);
      expect(metaTag(district, 'og:title')).toBe(metaTag(district, 'twitter:title'));
      const [crumbs, list] = jsonLd(district);
      expect(crumbs['@type']).toBe('BreadcrumbList');
      expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Bazaar', ad.category.title, 'Pune']);
      const shown = (await t.http.get(`/api/dashboard/search?category=${ad.category.slug}&location=${ad.location.slug}&pageSize=20`).expect(200)).body.items;
      expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: shown.length });
      expect(list.itemListElement.map((item: { url: string }) => item.url)).toEqual(shown.map((item: { slug: string; id: number }) => `${origin}/ad/${item.slug}/${item.id}`));
      expect(list.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, url: expect.any(String), name: shown[0].title });

      const category = await head(`/${ad.category.slug}`);
      expect(metaTag(category, 'og:url')).toBe(`${origin}/${ad.category.slug}`);
      expect(jsonLd(category)[1].itemListElement.map((item: { url: string }) => item.url)).toContain(`${origin}/ad/${ad.slug}/${ad.id}`);
    });

    it('gives ads that are not public (inactive, expired, unknown) none of it', async () => {
      const inactive = (await postAd(t.http, seller.token)).body;
      // One free ad per seller: the expired one is another seller's.
      const other = await createSeller(t);
      const expired = (await postAd(t.http, other.token)).body;
      await t.http.post(`/api/seller/transaction/post-free-ad/${expired.id}`).set(bearer(other.token)).expect(200);
      await t.dataSource.getRepository(Ad).update({ id: expired.id }, { expiresAt: new Date(Date.now() - 60_000) });
      for (const path of [`/ad/${inactive.slug}/${inactive.id}`, `/ad/${expired.slug}/${expired.id}`, '/ad/x/999999']) {
        const html = await head(path, 404);
        for (const name of shareTagNames) expect({ path, name, value: metaTag(html, name) }).toEqual({ path, name, value: undefined });
        expect(html).not.toContain('ld+json');
      }
    });
  });

  describe('the public blog', () => {
    let post: { id: number; slug: string; photo: string };

    beforeAll(async () => {
      const created = await t.http
        .post('/api/admin/blogs')
        .set(bearer(t.adminToken))
        .field('title', 'Meeting safely: a "short" guide')
        .field('description', '<p>Always meet in <b>public</b> places &amp; tell a friend.</p>')
        .attach('photo', await image('png', 120), 'cover.png')
        .expect(201);
      post = { id: created.body.id, slug: `meeting-safely-a-short-guide-${created.body.id}`, photo: created.body.photo };
    });

    it('gives /blog its own head', async () => {
      const html = await head('/blog');
      expect(html).toContain('<title>Blog | Bazaar</title>');
      expect(metaTag(html, 'og:url')).toMatch(/^http:\/\/[^/]+\/blog$/);
      expect(metaTag(html, 'twitter:card')).toBe('summary');
    });

    it('gives a post its title, excerpt, photo and a BlogPosting', async () => {
      const html = await head(`/blog/${post.slug}`);
      const url = metaTag(html, 'og:url')!;
      const origin = new URL(url).origin;
      expect(url).toBe(`${origin}/blog/${post.slug}`);
      expect(html).toContain('<title>Meeting safely: a &#34;short&#34; guide | Bazaar</title>');
      expect(metaTag(html, 'description')).toBe('Always meet in public places & tell a friend.');
      expect(metaTag(html, 'og:type')).toBe('article');
      expect(metaTag(html, 'og:image')).toBe(`${origin}${post.photo}`);
      expect(jsonLd(html)).toEqual([
        expect.objectContaining({ '@type': 'BlogPosting', headline: 'Meeting safely: a "short" guide', url, image: `${origin}${post.photo}`, datePublished: expect.any(String) }),
      ]);
      // An old link (the title changed since) still reaches the post; its canonical link names the current one.
      expect(metaTag(await head(`/blog/old-title-${post.id}`), 'og:url')).toBe(url);
    });

    it('answers 404 without share tags for posts that do not exist, and follows edits and deletions at once', async () => {
      for (const path of ['/blog/no-such-post-999999', '/blog/not-a-post', '/blog/a/b']) {
        const html = await head(path, 404);
        expect(metaTag(html, 'og:title')).toBeUndefined();
      }
      const other = (await t.http.post('/api/admin/blogs').set(bearer(t.adminToken)).send({ title: 'Festival season', description: '<p>Plans.</p>' }).expect(201)).body;
      await head(`/blog/festival-season-${other.id}`);
      expect((await t.http.get('/sitemap.xml').expect(200)).text).toContain(`/blog/festival-season-${other.id}</loc>`);
      await t.http.put(`/api/admin/blogs/${other.id}`).set(bearer(t.adminToken)).send({ title: 'Diwali season' }).expect(200);
      expect(await head(`/blog/festival-season-${other.id}`)).toContain(`/blog/diwali-season-${other.id}" />`);
      expect((await t.http.get('/sitemap.xml').expect(200)).text).toContain(`/blog/diwali-season-${other.id}</loc>`);
      await t.http.delete(`/api/admin/blogs/${other.id}`).set(bearer(t.adminToken)).expect(200);
      await head(`/blog/diwali-season-${other.id}`, 404);
      expect((await t.http.get('/sitemap.xml').expect(200)).text).not.toContain(`-${other.id}</loc>`);
    });

    it('lists the blog and its posts in the sitemap', async () => {
      const sitemap = (await t.http.get('/sitemap.xml').expect(200)).text;
      expect(sitemap).toMatch(/\/blog<\/loc>/);
      expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
    });
  });

  describe('Hindi pages: the same addresses under /hi', () => {
    const link = (html: string, hreflang: string) => new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="([^"]+)" />`).exec(html)?.[1];

    it('writes a results page in Hindi: <html lang>, title from the Hindi names, canonical under /hi, both languages as alternates', async () => {
      const category = (await t.http.get('/api/dashboard/get-all-categories').expect(200)).body.find((c: { slug: string }) => c.slug === 'women-seeking-men');
      const pune = (await t.http.get('/api/dashboard/location-seo/pune').expect(200)).body;
      expect(category.titleHi).toMatch(/\p{Script=Devanagari}/u);
      expect(pune.districtHi).toBe('पुणे');
      const html = await head('/hi/women-seeking-men/pune');
      expect(html).toContain('<html lang="hi-IN">');
      expect(html).toContain(`<title>पुणे में ${category.titleHi} | बाज़ार</title>`);
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/hi\/women-seeking-men\/pune" \/>/);
      expect(link(html, 'en-IN')).toMatch(/[^/]\/women-seeking-men\/pune$/);
      expect(link(html, 'hi-IN')).toMatch(/\/hi\/women-seeking-men\/pune$/);
      expect(link(html, 'x-default')).toBe(link(html, 'en-IN'));
      expect(metaTag(html, 'og:locale')).toBe('hi_IN');
      expect(html).toContain('<h2 data-text="ageGate.title">केवल वयस्कों के लिए</h2>');
      expect(html).toContain('<strong>18 वर्ष या अधिक</strong>');

      const english = await head('/women-seeking-men/pune');
      expect(english).toContain('<html lang="en-IN">');
      expect(link(english, 'hi-IN')).toBe(link(html, 'hi-IN'));
      expect(english).toContain('<h2 data-text="ageGate.title">Adults only</h2>');
    });

    it('gives Hindi static, blog and missing pages Hindi titles; pages kept from search engines get no alternates', async () => {
      const login = await head('/hi/LogIn');
      expect(login).toContain('<title>लॉग इन | बाज़ार</title>');
      expect(login).toContain('noindex');
      expect(login).not.toContain('hreflang');
      expect(await head('/hi/blog')).toContain('<title>ब्लॉग | बाज़ार</title>');
      expect(await head('/hi/')).toContain('<title>बाज़ार: भारत में वयस्कों के लिए क्लासिफ़ाइड विज्ञापन</title>');
      expect(await head('/hi/no-such-category', 404)).toContain('<title>पेज नहीं मिला | बाज़ार</title>');
    });

    it("sends a visitor to their language: the one chosen on the site, else a first visit's Accept-Language; a /hi link stays Hindi", async () => {
      const hindiBrowser = { 'Accept-Language': 'hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7' };
      let res = await t.http.get('/women-seeking-men/pune?page=2').set(hindiBrowser).expect(302);
      expect(res.headers.location).toBe('/hi/women-seeking-men/pune?page=2');
      expect(res.headers.vary).toMatch(/Cookie, Accept-Language/);
      res = await t.http.get('/').set({ Cookie: 'lang=hi' }).expect(302);
      expect(res.headers.location).toBe('/hi/');
      // Chose English on the site: English, whatever the browser says.
      res = await t.http
        .get('/women-seeking-men')
        .set({ ...hindiBrowser, Cookie: 'other=1; lang=en' })
        .expect(200);
      expect(res.text).toContain('<html lang="en-IN">');
      expect(res.headers.vary).toMatch(/Cookie, Accept-Language/);
      for (const accept of ['en-IN,en;q=0.9,hi;q=0.8', 'fr-FR,fr;q=0.9', 'en;q=0.5,hi;q=0.5', 'hi;q=0']) {
        await t.http.get('/women-seeking-men').set({ 'Accept-Language': accept }).expect(200);
      }
      expect((await t.http.get('/hi/women-seeking-men').set({ Cookie: 'lang=en' }).expect(200)).text).toContain('<html lang="hi-IN">');
    });

    it('lists each page in both languages in the sitemap and keeps the Hindi seller pages out of robots', async () => {
      const sitemap = (await t.http.get('/sitemap.xml').expect(200)).text;
      expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      expect(sitemap).toMatch(
        /<url><loc>[^<]+\/hi\/women-seeking-men\/pune<\/loc><xhtml:link rel="alternate" hreflang="en-IN" href="[^"]+\/women-seeking-men\/pune"\/><xhtml:link rel="alternate" hreflang="hi-IN" href="[^"]+\/hi\/women-seeking-men\/pune"\/><\/url>/,
      );
      expect(sitemap).toContain(`/hi/ad/`);
      const robots = (await t.http.get('/robots.txt').expect(200)).text;
      expect(robots).toContain('Disallow: /hi/AddPost');
      expect(robots).not.toContain('/hi/admin');
    });
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
