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

const SCREENS = {
  390: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  1280: { viewport: { width: 1280, height: 800 } },
};

async function openPopup(page) {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Search ads' }).click();
  const popup = page.getByRole('dialog', { name: 'Search ads' });
  await visible(popup);
  return popup;
}

/** The titles of the ad cards on a results page, once shown. */
async function cardTitles(page) {
  const titles = page.getByRole('main').locator('.ad-card').getByRole('heading', { level: 3 });
  await visible(titles.first());
  return titles.allTextContents();
}

/** Whether a native select's chosen option fits inside its padding (a select clips its text and does not scroll). */
const fits = (locator) =>
  locator.evaluate((select) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(select.selectedOptions[0].text).width <= room;
  });

describe.each([390, 1280])('at %i px', (width) => {
  test('search popup: a state without a district searches the whole state, at /{category}/{state}', async () => {
    const gujarat = (await api('/dashboard/get-states')).find((state) => state.state === STATE);
    const expected = await api(`/dashboard/search?category=${CATEGORY.slug}&state=${gujarat.slug}&page=1&pageSize=20`);
    expect(expected.total).toBeGreaterThan(0);

    const page = await openPage(suite.browser, SCREENS[width]);
    const popup = await openPopup(page);
    // The seed's default stays: the first category is chosen.
    await visible(popup.getByText('Women Seeking Men'));
    await choose(page, popup.getByLabel('Category'), CATEGORY.title);
    await choose(page, popup.getByLabel('State'), STATE);
    await visible(popup.getByText('Leave empty to search the whole state'));
    await screenshot(page, `b-search-popup-state-${width}`, { fullPage: false });
    await popup.getByRole('button', { name: 'Search', exact: true }).click();

    await page.waitForURL(`**/${CATEGORY.slug}/${gujarat.slug}`);
    await visible(page.getByRole('heading', { level: 1, name: `${CATEGORY.title} in ${STATE}` }));
    expect(await page.title()).toBe(`${CATEGORY.title} in ${STATE} | Bazaar`);
    expect(await cardTitles(page)).toEqual(expected.items.map((ad) => ad.title));
    for (const place of await page.getByRole('main').locator('.ad-card__meta').filter({ hasText: ',' }).allTextContents()) {
      expect(place.trim()).toMatch(new RegExp(`, ${STATE}$`));
    }
    // The age filter shows its whole label (it was cut to "Age fro").
    const ageFrom = page.getByLabel('Youngest age');
    expect(await ageFrom.locator('option:checked').textContent()).toBe('Age from');
    expect(await fits(ageFrom)).toBe(true);
    await hidden(popup);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'state results');
    await screenshot(page, `b-search-state-${width}`, { fullPage: false });
    expect(page.errors).toEqual([]);
  });

  test('search popup: All categories with a district, then with a keyword alone, searches every category', async () => {
    const expected = await api(`/dashboard/search?location=${DISTRICT.slug}&page=1&pageSize=20`);
    expect(new Set(expected.items.map((ad) => ad.category.slug)).size).toBeGreaterThan(1);

    const page = await openPage(suite.browser, SCREENS[width]);
    let popup = await openPopup(page);
    await choose(page, popup.getByLabel('Category'), 'All categories');
    await choose(page, popup.getByLabel('State'), STATE);
    await choose(page, popup.getByLabel('Location'), DISTRICT.name);
    await popup.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`**/all/${DISTRICT.slug}`);
    await visible(page.getByRole('heading', { level: 1, name: new RegExp(DISTRICT.name) }));
    expect(await cardTitles(page)).toEqual(expected.items.map((ad) => ad.title));
    await hidden(popup);

    // A word of an ad outside the first category, searched in every category from the home page.
    const word = expected.items
      .find((ad) => ad.category.slug !== 'women-seeking-men')
      .title.split(/\s+/)
      .find((w) => /^[a-z]{5,}$/i.test(w));
    const matching = await api(`/dashboard/search?keyword=${encodeURIComponent(word)}&page=1&pageSize=20`);
    expect(matching.items.some((ad) => ad.category.slug !== 'women-seeking-men')).toBe(true);
    popup = await openPopup(page);
    await choose(page, popup.getByLabel('Category'), 'All categories');
    await popup.getByLabel('Keyword').fill(word);
    await popup.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/all' && url.searchParams.get('keyword') === word);
    await visible(page.getByRole('heading', { level: 1, name: 'Classified ads in India' }));
    expect(await cardTitles(page)).toEqual(matching.items.map((ad) => ad.title));
    await screenshot(page, `b-search-all-${width}`, { fullPage: false });
    expect(page.errors).toEqual([]);
  });
});
