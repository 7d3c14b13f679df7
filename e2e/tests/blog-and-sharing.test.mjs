// Journey: the admins' blog, public at /blog; and what a link preview reads from the first HTML answer of an ad page and a post.
import { api, openPage, png, request, run, screenshot, setUpSuite, visible } from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });

/** The first HTML answer, as a crawler or a link preview gets it (no JavaScript run). */
async function rawHtml(path) {
  const { status, text } = await request(`${run.baseURL}${path}`);
  expect(status).toBe(200);
  return text;
}

function metaTag(html, name) {
  const match = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)" />`).exec(html);
  return match?.[1].replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
}

function jsonLd(html) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1])['@graph'] : [];
}

const SIZES = {
  390: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  1280: { viewport: { width: 1280, height: 800 } },
};

test('a visitor reads the blog from the footer link; posts and ads carry their share tags in the first HTML answer', async () => {
  const stamp = Date.now();
  const form = new FormData();
  form.append('title', `Meeting safely, e2e ${stamp}`);
  form.append('description', '<h2>Before you meet</h2><p>Meet in a <b>public</b> place and tell a friend where you are going. <a href="https://example.com/safety">More tips</a></p>');
  form.append('photo', new Blob([png(640, 360)], { type: 'image/png' }), 'cover.png');
  const post = await api('/admin/blogs', { method: 'POST', token: suite.adminToken, form });
  const slug = `meeting-safely-e2e-${stamp}-${post.id}`;

  for (const [size, options] of Object.entries(SIZES)) {
    const page = await openPage(suite.browser, options);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL('**/blog');
    await visible(page.getByRole('heading', { level: 1, name: 'Blog' }));
    const card = page.getByRole('article').filter({ hasText: `e2e ${stamp}` });
    await visible(card.getByText('Before you meet Meet in a public place'));
    expect(await page.title()).toBe('Blog | Bazaar');
    await screenshot(page, `blog-list-${size}`);

    await card.getByRole('link', { name: `Meeting safely, e2e ${stamp}` }).click();
    await page.waitForURL(`**/blog/${slug}`);
    await visible(page.getByRole('heading', { level: 1, name: `Meeting safely, e2e ${stamp}` }));
    await visible(page.getByRole('heading', { level: 2, name: 'Before you meet' }));
    const link = page.getByRole('link', { name: 'More tips' });
    expect(await link.getAttribute('rel')).toContain('nofollow');
    expect(await page.title()).toBe(`Meeting safely, e2e ${stamp} | Bazaar`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${run.baseURL}/blog/${slug}`);
    await screenshot(page, `blog-post-${size}`);
    expect(page.errors).toEqual([]);
    await page.context().close();
  }

  // The post's first HTML answer: its own title, article type, photo and a BlogPosting.
  const postHtml = await rawHtml(`/blog/${slug}`);
  expect(metaTag(postHtml, 'og:type')).toBe('article');
  expect(metaTag(postHtml, 'og:url')).toBe(`${run.baseURL}/blog/${slug}`);
  expect(metaTag(postHtml, 'og:image')).toBe(`${run.baseURL}${post.photo}`);
  expect(jsonLd(postHtml)).toEqual([expect.objectContaining({ '@type': 'BlogPosting', headline: `Meeting safely, e2e ${stamp}` })]);
  expect(await rawHtml('/sitemap.xml')).toContain(`/blog/${slug}</loc>`);

  // An ad page's first HTML answer: its thumbnail, an Offer with the seller's display name.
  const [ad] = (await api('/dashboard/search?pageSize=1')).items;
  const detail = await api(`/dashboard/get-post/${ad.id}`);
  const adHtml = await rawHtml(`/ad/${ad.slug}/${ad.id}`);
  expect(metaTag(adHtml, 'og:title')).toBe(`${detail.title} (${detail.location.district}) | Bazaar`);
  expect(metaTag(adHtml, 'og:url')).toBe(`${run.baseURL}/ad/${ad.slug}/${ad.id}`);
  expect(metaTag(adHtml, 'og:image')).toBe(detail.thumbUrl ? `${run.baseURL}${detail.thumbUrl}` : undefined);
  expect(metaTag(adHtml, 'twitter:card')).toBe(detail.thumbUrl ? 'summary_large_image' : 'summary');
  const [offer] = jsonLd(adHtml);
  expect(offer).toMatchObject({ '@type': 'Offer', name: detail.title, seller: { '@type': 'Person', name: detail.sellerName } });
});
