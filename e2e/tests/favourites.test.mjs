// Journey: a buyer favourites an ad as a visitor, signs in and still has it (now on their account), and unhearts it on the ad page.
import { api, logIn, newSeller, openPage, screenshot, setUpSuite, signUpVerified, tokenFor, visible } from '../support/harness.mjs';

const suite = setUpSuite();

test('a buyer favourites an ad as a visitor, signs in and still has it', async () => {
  const buyer = newSeller('Buyer');
  await signUpVerified(buyer);
  const results = await api('/dashboard/search?page=1&pageSize=20');
  const category = results.items[0].category;

  // A visitor hearts the first ad on a results page.
  const page = await openPage(suite.browser, { viewport: { width: 390, height: 844 } });
  await page.goto(`/${category.slug}`);
  const frame = page.getByRole('main').locator('.ad-card-frame').first();
  const title = (await (await visible(frame.getByRole('heading', { level: 3 }))).textContent()).trim();
  const heart = frame.getByRole('button', { name: 'Save to favourites' });
  expect(await heart.getAttribute('aria-pressed')).toBe('false');
  await heart.click();
  await visible(frame.getByRole('button', { name: 'Remove from favourites', pressed: true }));
  expect(page.url()).toMatch(new RegExp(`/${category.slug}$`)); // the heart does not open the ad
  await screenshot(page, 'favourites-results-390');

  // The Favourites page, from the menu, shows it.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Favourites' }).click();
  await page.waitForURL('**/favourites');
  await visible(page.getByRole('heading', { level: 1, name: 'Favourites' }));
  const card = page.getByRole('main').getByRole('link').filter({ hasText: title });
  await visible(card);
  await screenshot(page, 'favourites-visitor-390');

  // Signs in: the browser's list moves to the account.
  await logIn(page, buyer);
  await page.waitForURL((url) => !url.pathname.startsWith('/LogIn'));
  await page.goto('/favourites');
  await visible(page.getByRole('main').getByRole('link').filter({ hasText: title }));
  const token = await tokenFor(buyer);
  const saved = await api('/favourites', { token });
  expect(saved.items.map((item) => item.ad.title)).toEqual([title]);
  expect(saved.items[0].live).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('favourites'))).toBeNull();

  // Wide screen: the same page, then the ad page, where the heart takes it off again.
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'favourites-account-1280');
  await page.getByRole('main').getByRole('link').filter({ hasText: title }).click();
  await page.waitForURL(/\/ad\/[^/]+\/\d+$/);
  const remove = page.getByRole('button', { name: 'Remove from favourites', pressed: true });
  await visible(remove);
  await screenshot(page, 'favourites-ad-page-1280', { fullPage: false });
  await remove.click();
  await visible(page.getByRole('button', { name: 'Save to favourites', pressed: false }));
  expect((await api('/favourites/ids', { token })).adIds).toEqual([]);

  await page.goto('/favourites');
  await visible(page.getByText('No favourites yet'));
  expect(page.errors).toEqual([]);
});
