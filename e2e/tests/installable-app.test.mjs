// Bazaar as an installed app (docs/decisions/0021-offline-app.md): Chromium finds it installable, the ads a visitor opened
// read without a network (whether opened inside the app or by their address), a page never opened shows the offline page,
// and a new version waits for the visitor's "Reload" instead of taking over by itself.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ROOT } from '../support/env.mjs';
import { api, createAdViaApi, eventually, newSeller, openPage, request, run, screenshot, setUpSuite, signUpVerified, visible } from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });

/** The worker registers after the page has loaded and takes the page once its precache is in (clientsClaim). */
async function controlledByServiceWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 30_000 });
}

/** Whether the worker has kept this ad's API answer (vite.config.ts, cache 'bazaar-ads'). */
const adKept = (page, id) => page.evaluate(async (adId) => Boolean(await window.caches.match(`/api/dashboard/get-post/${adId}`, { cacheName: 'bazaar-ads', ignoreVary: true })), id);

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

test('Chromium finds the storefront installable: manifest, icons and a controlling service worker', async () => {
  // A profile on disk: Chromium never offers to install from an incognito context, which browser.newContext() makes.
  const profile = mkdtempSync(join(tmpdir(), 'bazaar-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, baseURL: run.baseURL, locale: 'en-IN' });
  try {
    await installable(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(context) {
  await context.addInitScript(() => localStorage.setItem('ageConfirmed', new Date().toISOString()));
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/');
  await controlledByServiceWorker(page);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  expect(errors).toEqual([]);

  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#c2185b');
  const answer = await request(`${run.baseURL}/manifest.webmanifest`);
  expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(answer.text);
  expect(manifest).toMatchObject({ name: 'Bazaar', short_name: 'Bazaar', start_url: '/', scope: '/', display: 'standalone', lang: 'en', theme_color: '#c2185b', background_color: '#f6f5f7' });
  expect(manifest.icons.map(({ sizes, purpose = 'any' }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

  // Each icon (and the apple-touch-icon the page links) is a PNG of the size it claims.
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const { src, sizes } of [...manifest.icons, { src: appleIcon, sizes: '180x180' }]) {
    const icon = await page.request.get(src);
    expect([src, icon.status(), icon.headers()['content-type']]).toEqual([src, 200, 'image/png']);
    expect(pngSize(await icon.body()).join('x')).toBe(sizes);
  }

  // The worker is served fresh on every check and never as the page's HTML.
  const worker = await request(`${run.baseURL}/sw.js`);
  expect([worker.status, worker.headers['cache-control']]).toEqual([200, 'no-cache']);
  expect(worker.headers['content-type']).toMatch(/javascript/);
  expect(pageErrors).toEqual([]);
}

test('ads a visitor opened read offline; a page never opened shows the offline page, and online a fresh answer wins', async () => {
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const word = `zq${Date.now()}`;
  // A seller posts one free ad a day: one seller each.
  const publish = async (title) => {
    const token = await signUpVerified(newSeller('Offline'));
    const ad = await createAdViaApi(token, { title, locationId: pune.id });
    await api(`/seller/transaction/post-free-ad/${ad.id}`, { method: 'POST', token });
    return api(`/dashboard/get-post/${ad.id}`);
  };
  // One ad opened inside the app (only its API answer is kept), one by its address (its page is kept too).
  const inApp = await publish(`Offline e2e reader found by search ${word}`);
  const byAddress = await publish(`Offline e2e reader opened by address ${word}`);
  const path = (ad) => `/ad/${ad.slug}/${ad.id}`;

  const page = await openPage(suite.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const context = page.context();
  await page.goto(`/${inApp.category.slug}?keyword=${word}`);
  await controlledByServiceWorker(page);
  await page
    .locator(`a[href="${path(inApp)}"]`)
    .first()
    .click();
  await page.waitForURL(`**${path(inApp)}`);
  await visible(page.getByRole('heading', { level: 1, name: inApp.title }));
  const photo = page.getByRole('img', { name: `${inApp.title}, photo 1 of 1` });
  await eventually(() => photo.evaluate((img) => img.complete && img.naturalWidth > 0));
  await page.goto(path(byAddress));
  await visible(page.getByRole('heading', { level: 1, name: byAddress.title }));
  await eventually(async () => (await adKept(page, inApp.id)) && (await adKept(page, byAddress.id)));

  await context.setOffline(true);
  try {
    for (const ad of [byAddress, inApp]) {
      await page.goto(path(ad));
      await visible(page.getByRole('heading', { level: 1, name: ad.title }));
      await visible(page.getByText(ad.description));
    }
    await eventually(() => photo.evaluate((img) => img.complete && img.naturalWidth > 0)); // its photo was kept too
    await screenshot(page, 'installable-app-offline-ad');

    // Never opened: the offline page, in English and Hindi, with the way back to the ads this device kept.
    for (const address of ['/blog', `/ad/never-opened/${byAddress.id + 100000}`]) {
      await page.goto(address);
      await visible(page.getByRole('heading', { name: 'You are offline' }));
      await visible(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' }));
    }
    const kept = page.getByRole('navigation', { name: /Ads you opened/ });
    await visible(kept.getByRole('link', { name: inApp.title }));
    await visible(kept.getByRole('link', { name: byAddress.title }));
    await screenshot(page, 'installable-app-offline-page');
    await kept.getByRole('link', { name: inApp.title }).click();
    await visible(page.getByRole('heading', { level: 1, name: inApp.title }));
  } finally {
    await context.setOffline(false);
  }

  // Back online, an ad changed on the server shows as changed: the kept copy is only for when the network fails.
  const renamed = `Offline e2e reader renamed ${word}`;
  await api(`/admin/post/update/${inApp.id}`, { method: 'PUT', token: suite.adminToken, json: { title: renamed } });
  await page.reload();
  await visible(page.getByRole('heading', { level: 1, name: renamed }));
  expect(page.errors).toEqual([]);
});

test('a new version waits for the visitor: the worker skips waiting only when the page asks', () => {
  // Rebuilding the app to publish a second version is too slow for a journey; the generated worker shows the mode.
  const worker = readFileSync(join(ROOT, 'storefront/dist/sw.js'), 'utf8');
  expect(worker.match(/skipWaiting/g)).toHaveLength(1);
  expect(worker).toMatch(/addEventListener\("message",(\w+)=>\{\1\.data&&"SKIP_WAITING"===\1\.data\.type&&self\.skipWaiting\(\)\}\)/);
  // Pages go to the server first; the precached index.html is not every navigation's answer.
  expect(worker).not.toContain('NavigationRoute');
  expect(worker).not.toContain('createHandlerBoundToURL');
});
