// Journey (b): the home page (categories, popular cities, latest ads) and the search popup.
import { api, choose, expectAccessible, hidden, openPage, screenshot, setUpSuite, visible } from '../support/harness.mjs';

// A demo city (the demo seller has one ad per category in each of six big cities, Ahmedabad among them).
const CATEGORY = { title: 'Men Seeking Women', slug: 'men-seeking-women' };
const STATE = 'Gujarat';
const DISTRICT = { name: 'Ahmedabad', slug: 'ahmedabad' };

const suite = setUpSuite();

test('home shows every category, the popular cities and the latest ads', async () => {
  const [categories, popular, latest] = await Promise.all([api('/dashboard/get-all-categories'), api('/dashboard/get-popular-locations'), api('/dashboard/search?page=1&pageSize=20')]);
  expect(categories.length).toBeGreaterThan(0);
  expect(latest.items.length).toBeGreaterThan(0);

  const page = await openPage(suite.browser);
  await page.goto('/');

  const grid = page.getByRole('region', { name: 'Browse by category' });
  for (const category of categories) {
    const tile = grid.getByRole('link', { name: category.title, exact: true });
    await visible(tile);
    expect(await tile.getAttribute('href')).toBe(`/${category.slug}`);
  }

  const cities = page.getByRole('region', { name: 'Popular cities' });
  for (const [categoryName, list] of Object.entries(popular)) {
    const nav = cities.getByRole('navigation', { name: `Popular cities for ${categoryName}` });
    for (const city of list) {
      const link = nav.getByRole('link', { name: city.locationName, exact: true });
      await visible(link);
      expect(await link.getAttribute('href')).toBe(`/${city.categorySlug}/${city.locationSlug}`);
    }
  }

  const latestAds = page.getByRole('region', { name: 'Latest ads' });
  await visible(latestAds.getByRole('heading', { name: latest.items[0].title }));
  const shown = await latestAds.getByRole('heading', { level: 3 }).allTextContents();
  expect(shown).toEqual(latest.items.map((ad) => ad.title));
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'home');

  await screenshot(page, 'b-home');
  expect(page.errors).toEqual([]);
});

test('search popup: category, state and district lead to /{category}/{district} with its ads', async () => {
  const expected = await api(`/dashboard/search?category=${CATEGORY.slug}&location=${DISTRICT.slug}&page=1&pageSize=20`);
  expect(expected.total).toBeGreaterThan(0);

  const page = await openPage(suite.browser);
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Search ads' }).click();
  const popup = page.getByRole('dialog', { name: 'Search ads' });
  await visible(popup);

  await choose(page, popup.getByLabel('Category'), CATEGORY.title);
  await choose(page, popup.getByLabel('State'), STATE);
  await choose(page, popup.getByLabel('Location'), DISTRICT.name);
  await expectAccessible(page, 'search popup');
  await popup.getByRole('button', { name: 'Search', exact: true }).click();

  await page.waitForURL(`**/${CATEGORY.slug}/${DISTRICT.slug}`);
  await visible(page.getByRole('heading', { level: 1, name: new RegExp(DISTRICT.name) }));
  const titles = page.getByRole('main').locator('.ad-card').getByRole('heading', { level: 3 });
  await visible(titles.first());
  expect(await titles.allTextContents()).toEqual(expected.items.map((ad) => ad.title));
  for (const place of await page.getByRole('main').locator('.ad-card__meta').filter({ hasText: ',' }).allTextContents()) {
    expect(place.trim()).toBe(`${DISTRICT.name}, ${STATE}`);
  }
  await hidden(popup); // it closes with an animation, which may still run when the results are already shown
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'results');

  await screenshot(page, 'b-search-results');
  expect(page.errors).toEqual([]);
});

test("search popup: a state without a district says 'Please select a location' and does not search", async () => {
  const page = await openPage(suite.browser);
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Search ads' }).click();
  const popup = page.getByRole('dialog', { name: 'Search ads' });
  await visible(popup);

  await choose(page, popup.getByLabel('State'), STATE);
  await visible(popup.getByText('Please select a location'));
  const search = popup.getByRole('button', { name: 'Search', exact: true });
  expect(await search.isDisabled()).toBe(true);
  await search.click({ force: true }); // a determined click still must not search
  await visible(popup);
  expect(new URL(page.url()).pathname).toBe('/');

  await screenshot(page, 'b-search-location-missing', { fullPage: false });
  expect(page.errors).toEqual([]);
});
