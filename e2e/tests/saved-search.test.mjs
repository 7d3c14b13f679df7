// Journey: a buyer filters a search, saves it (a visitor is asked to log in first and comes back), gets exactly one
// alert mail for a new matching ad (read from the test SMTP server), manages it on the Saved searches page, and
// stops it with the mail's one-click link, without signing in.
import { api, choose, createAdViaApi, linkIn, mailsTo, newSeller, nextMail, openPage, screenshot, setUpSuite, signUpVerified, toast, tokenFor, visible } from '../support/harness.mjs';

const suite = setUpSuite();
const ALERT = /^New ad for your saved search/;

test('saves a search and receives the alert for a new ad, once; the unsubscribe link stops it', async () => {
  const word = `zither${Date.now().toString(36)}`;
  const [category] = await api('/dashboard/get-all-categories');
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const buyer = newSeller('Asha');
  await signUpVerified(buyer);
  const results = `/${category.slug}/pune?keyword=${word}`;

  // A visitor who presses "Save this search" logs in and comes back to the same results.
  const page = await openPage(suite.browser);
  await page.goto(results);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.waitForURL('**/LogIn');
  await visible(page.getByText('Log in to save this search'));
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === `/${category.slug}/pune` && url.searchParams.get('keyword') === word);

  // Filters live in the URL, so the results can be shared.
  await choose(page, page.getByRole('combobox', { name: 'Youngest age' }), '21');
  await page.waitForURL((url) => url.searchParams.get('minAge') === '21');
  await page.getByRole('checkbox', { name: 'With photos' }).click(); // checked once the URL says so
  await page.waitForURL((url) => url.searchParams.get('withPhotos') === 'true');
  await visible(page.getByRole('checkbox', { name: 'With photos', checked: true })); // rendered from the new URL
  await choose(page, page.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'newest');
  await visible(page.getByText(`No ads match “${word}” here.`));

  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await visible(dialog.getByRole('radio', { name: 'As soon as they are posted' }));
  await screenshot(page, 'saved-search-dialog-1280', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await visible(toast(page, 'Search saved'));
  await screenshot(page, 'saved-search-results-1280');

  // Two sellers post: one ad without the word, then one with it (one free ad a day each).
  const since = (await mailsTo(buyer.email)).length;
  const [other, seller] = [newSeller('Ravi'), newSeller('Vikram')];
  const [otherToken, sellerToken] = await Promise.all([signUpVerified(other), signUpVerified(seller)]);
  const unrelated = await createAdViaApi(otherToken, { title: `Violin evenings in Pune for music lovers ${Date.now()}`, categoryId: category.id, locationId: pune.id, age: 30 });
  await api(`/seller/transaction/post-free-ad/${unrelated.id}`, { method: 'POST', token: otherToken });
  const match = await createAdViaApi(sellerToken, { title: `Evenings with a ${word} player in Pune`, categoryId: category.id, locationId: pune.id, age: 30 });
  await api(`/seller/transaction/post-free-ad/${match.id}`, { method: 'POST', token: sellerToken });

  const alert = await nextMail(buyer.email, { subject: ALERT, after: 0 });
  expect(alert.subject).toBe(`New ad for your saved search: ${match.title}`);
  expect(alert.text).toContain(`/${match.id}`);
  expect(alert.text).not.toContain(unrelated.title);
  expect((await mailsTo(buyer.email)).length).toBe(since + 1);

  // The saved searches page lists it in words, links to the search, and switches it to daily.
  await page.goto('/saved-searches');
  const row = page.getByRole('listitem').filter({ hasText: word });
  await visible(row.getByRole('link', { name: new RegExp(`${category.title} in Pune · “${word}” · age 21\\+ · with photos`) }));
  await row.getByText('Daily', { exact: true }).click();
  await visible(row.locator('.ant-segmented-item-selected').filter({ hasText: 'Daily' }));
  expect((await api('/saved-searches', { token: await tokenFor(buyer) })).items[0].frequency).toBe('daily');
  await screenshot(page, 'saved-searches-1280');
  await row.getByRole('link').click();
  await page.waitForURL((url) => url.searchParams.get('keyword') === word && url.searchParams.get('minAge') === '21');
  // (This browser may still show the answer it was given before the ad existed: search answers are cacheable for 15 s.)

  // The phone-sized screens, in a fresh browser: the new ad is there.
  const phone = await openPage(suite.browser, { viewport: { width: 390, height: 844 }, storageState: await page.context().storageState() });
  await phone.goto(`${results}&minAge=21&withPhotos=true`);
  await visible(phone.getByRole('heading', { name: match.title }));
  await screenshot(phone, 'saved-search-results-390');
  await phone.goto('/saved-searches');
  await visible(phone.getByRole('listitem').filter({ hasText: word }));
  await screenshot(phone, 'saved-searches-390');

  // The mail's link works for anyone holding it, signed in or not, and the search is gone.
  const visitor = await openPage(suite.browser);
  await visitor.goto(linkIn(alert, '/unsubscribe?token='));
  await visible(visitor.getByText('Your saved search is deleted'));
  await screenshot(visitor, 'saved-search-unsubscribed');
  await page.goto('/saved-searches');
  await visible(page.getByText('No saved searches yet'));
  expect([...page.errors, ...phone.errors, ...visitor.errors]).toEqual([]);
});
