// Journey (issue 44, "Near me"): a visitor taps Locate me with the browser's position granted and sees the nearest
// district's results widened to 50 km, each card with an approximate distance; with the permission refused, the page
// only says so. At 390 and 1280 px.
import { api, createAdViaApi, newSeller, openPage, screenshot, setUpSuite, signUpVerified, toast, visible } from '../support/harness.mjs';

const suite = setUpSuite();

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
// Hazratganj, Lucknow: the browser rounds it to 26.85, 80.95 before it leaves the page.
const LUCKNOW = { latitude: 26.8467, longitude: 80.9462 };

let titles;

beforeAll(async () => {
  const district = async (state, name) => (await api(`/dashboard/state/${encodeURIComponent(state)}`)).find((d) => d.district === name);
  const [lucknow, unnao] = [await district('Uttar Pradesh', 'Lucknow'), await district('Uttar Pradesh', 'Unnao')];
  const stamp = Date.now();
  titles = { here: `Locate me e2e ad in Lucknow ${stamp}`, neighbour: `Locate me e2e ad in Unnao ${stamp}` };
  // One free ad a day per seller: one seller each.
  for (const [name, title, where] of [
    ['Kavya', titles.neighbour, unnao],
    ['Ritika', titles.here, lucknow],
  ]) {
    const token = await signUpVerified(newSeller(name));
    const ad = await createAdViaApi(token, { title, locationId: where.id });
    await api(`/seller/transaction/post-free-ad/${ad.id}`, { method: 'POST', token });
  }
});

async function locateMe(page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Locate me' }).click();
}

for (const [size, device] of [
  ['390', PHONE],
  ['1280', DESKTOP],
]) {
  test(`Locate me opens the nearest district's ads within 50 km with approximate distances (${size} px)`, async () => {
    const page = await openPage(suite.browser, { ...device, geolocation: LUCKNOW, permissions: ['geolocation'] });
    const asked = [];
    page.on('request', (request) => request.url().includes('/api/locations/nearest') && asked.push(new URL(request.url()).searchParams));
    await locateMe(page);
    await page.waitForURL(/\/all\/lucknow\?withinKm=50$/);
    await visible(page.getByRole('heading', { name: 'Ads within 50 km of Lucknow' }));
    // Only the rounded position left the browser.
    expect(asked.map((query) => [query.get('lat'), query.get('lng')])).toEqual([['26.85', '80.95']]);
    const neighbour = page.locator('.ad-card-frame').filter({ hasText: titles.neighbour });
    await visible(neighbour.getByText('about 45 km'));
    await visible(page.locator('.ad-card-frame').filter({ hasText: titles.here }).getByText('nearby'));
    await visible(page.getByText('Distances are between district centres, never exact.'));
    expect(page.errors).toEqual([]);
    await screenshot(page, `locate-me-${size}`, { fullPage: false });
    await page.context().close();
  });
}

test('with the permission refused, Locate me only says so', async () => {
  const page = await openPage(suite.browser, { ...PHONE, geolocation: LUCKNOW, permissions: [] });
  let asked = false;
  page.on('request', (request) => (asked ||= request.url().includes('/api/locations/nearest')));
  await locateMe(page);
  await visible(toast(page, 'Location permission was not given'));
  expect(new URL(page.url()).pathname).toBe('/');
  expect(asked).toBe(false);
  await screenshot(page, 'locate-me-denied-390', { fullPage: false });
  await page.context().close();
});
