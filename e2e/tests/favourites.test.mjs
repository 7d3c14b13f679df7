// Journey: a buyer favourites ads as a visitor, signs in and still has them (now on their account), sees one that ended, and unhearts one on the ad page.
import { adminToken, api, createAdViaApi, eventually, hidden, logIn, newSeller, openPage, screenshot, setUpSuite, signUpVerified, tokenFor, visible } from '../support/harness.mjs';

const suite = setUpSuite();

test('a buyer favourites an ad as a visitor, signs in and still has it', async () => {
  const buyer = newSeller('Buyer');
  await signUpVerified(buyer);
  const results = await api('/dashboard/search?page=1&pageSize=20');
  const { category, location } = results.items[0];
  // An ad of this journey's own, which will end while it is a favourite.
  const sellerToken = await signUpVerified(newSeller('Favseller'));
  const ending = await createAdViaApi(sellerToken, { title: 'Favourite e2e ad that will end soon', categoryId: category.id, locationId: location.id });
  await api(`/seller/transaction/post-free-ad/${ending.id}`, { method: 'POST', token: sellerToken });

  // A visitor hearts the first ad on a results page.
  const page = await openPage(suite.browser, { viewport: { width: 390, height: 844 } });
  await page.goto(`/${category.slug}`);
  const frame = page.getByRole('main').locator('.ad-card-frame').filter({ hasNotText: ending.title }).first();
  const title = (await (await visible(frame.getByRole('heading', { level: 3 }))).textContent()).trim();
  const heart = frame.getByRole('button', { name: 'Save to favourites' });
  expect(await heart.getAttribute('aria-pressed')).toBe('false');
  await heart.click();
  await visible(frame.getByRole('button', { name: 'Remove from favourites', pressed: true }));
  expect(page.url()).toMatch(new RegExp(`/${category.slug}$`)); // the heart does not open the ad
  await screenshot(page, 'favourites-results-390');

  // …and the ad that will end, on its own page.
  await page.goto(`/ad/${ending.slug}/${ending.id}`);
  await visible(page.getByRole('heading', { level: 1, name: ending.title }));
  await page.getByRole('article').getByRole('button', { name: 'Save to favourites', pressed: false }).click();
  await visible(page.getByRole('article').getByRole('button', { name: 'Remove from favourites', pressed: true }));

  // The Favourites page, from the menu, shows it.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Favourites' }).click();
  await page.waitForURL('**/favourites');
  await visible(page.getByRole('heading', { level: 1, name: 'Favourites' }));
  await visible(page.getByRole('main').getByRole('link').filter({ hasText: title }));
  await visible(page.getByRole('main').getByRole('link').filter({ hasText: ending.title }));
  await screenshot(page, 'favourites-visitor-390');

  // Signs in: the browser's list moves to the account.
  await logIn(page, buyer);
  await page.waitForURL((url) => !url.pathname.startsWith('/LogIn'));
  const token = await tokenFor(buyer);
  await eventually(async () => (await api('/favourites/ids', { token })).adIds.length === 2);
  await eventually(() => page.evaluate(() => localStorage.getItem('favourites') === null));
  const saved = await api('/favourites', { token });
  expect(saved.items.map((item) => [item.ad.title, item.live])).toEqual([
    [ending.title, true],
    [title, true],
  ]);

  // A moderator takes the ad down: it stays, greyed and marked Ended, until the buyer removes it.
  await api(`/admin/post/deactivate/${ending.id}`, { method: 'PUT', token: await adminToken(), json: { reason: 'OTHER' } });
  await page.goto('/favourites');
  await visible(page.getByRole('main').getByRole('link').filter({ hasText: title }));
  const ended = page.getByRole('main').locator('.ad-card--ended').filter({ hasText: ending.title });
  await visible(ended.getByText('Ended', { exact: true }));
  await screenshot(page, 'favourites-account-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'favourites-account-1280');
  await ended.getByRole('button', { name: `Remove ${ending.title} from favourites` }).click();
  await hidden(ended);
  expect((await api('/favourites/ids', { token })).adIds).toEqual([saved.items[1].ad.id]);

  // The ad page's heart takes the other one off again.
  await page.getByRole('main').getByRole('link').filter({ hasText: title }).click();
  await visible(page.getByRole('heading', { level: 1, name: title }));
  const remove = page.getByRole('article').getByRole('button', { name: 'Remove from favourites', pressed: true });
  await visible(remove);
  await screenshot(page, 'favourites-ad-page-1280', { fullPage: false });
  await remove.click();
  await visible(page.getByRole('article').getByRole('button', { name: 'Save to favourites', pressed: false }));
  expect((await api('/favourites/ids', { token })).adIds).toEqual([]);

  await page.goto('/favourites');
  await visible(page.getByText('No favourites yet'));
  expect(page.errors).toEqual([]);
});
