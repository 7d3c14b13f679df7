// Journey: a seller's ad has expired; My Ads offers to renew it, the renew page (where the expiry mails lead) renews it
// free, and the ad is public again, first among the regular ads of its district. A second free renewal within the
// week is not offered: a package renews it instead.
import { api, createAdViaApi, newSeller, openPage, logIn, screenshot, setAdExpiry, setUpSuite, signUpVerified, toast, visible } from '../support/harness.mjs';

const suite = setUpSuite();
const DAY = 86_400_000;

test('renews an expired ad from My Ads and finds it back at the top of its district', async () => {
  const seller = newSeller('Meera');
  const token = await signUpVerified(seller);
  const [category] = await api('/dashboard/get-all-categories');
  const [mysuru] = (await api('/dashboard/state/Karnataka')).filter((district) => district.district === 'Mysuru');
  const ad = await createAdViaApi(token, { title: `Tea and long walks in Mysuru ${Date.now()}`, categoryId: category.id, locationId: mysuru.id });
  await api(`/seller/transaction/post-free-ad/${ad.id}`, { method: 'POST', token });
  setAdExpiry(ad.id, new Date(Date.now() - 2 * DAY));

  const page = await openPage(suite.browser);
  await logIn(page, seller);
  await page.waitForURL((url) => !url.pathname.startsWith('/LogIn'));
  await page.goto('/myads');
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: ad.title }) });
  await visible(card.getByText('Expired', { exact: true }));
  await visible(card.getByText('Renew it to bring it back at the top of the list.', { exact: false }));
  // A posted ad is renewed, not posted free again.
  expect(await card.getByRole('button', { name: 'Post free' }).count()).toBe(0);
  await screenshot(page, 'renew-my-ads');

  await card.getByRole('link', { name: 'Renew' }).click();
  await page.waitForURL(`**/renew/${ad.id}`);
  await visible(page.getByRole('heading', { name: ad.title }));
  await visible(page.getByText('Renew it free for 7 days: it goes back to the top of the list.'));
  await screenshot(page, 'renew-page');
  await page.getByRole('button', { name: 'Renew free for 7 days' }).click();
  await visible(toast(page, 'Your ad is renewed'));
  await page.waitForURL('**/myads');
  await visible(card.getByText('Active', { exact: true }));

  // Public again, and first among the district's regular ads (the demo ads of Mysuru are older).
  const results = await api(`/dashboard/search?category=${category.slug}&location=${mysuru.slug}&sort=newest&pageSize=5`);
  expect(results.items[0].id).toBe(ad.id);
  await page.goto(`/${category.slug}/${mysuru.slug}?sort=newest`);
  await visible(page.getByRole('link', { name: ad.title }).first());

  // Expiring again within the week: the renew page offers a package, not a second free renewal.
  setAdExpiry(ad.id, new Date(Date.now() + DAY));
  await page.goto(`/renew/${ad.id}`);
  await visible(page.getByText(/the next free renewal is possible after/));
  expect(await page.getByRole('button', { name: /Renew free/ }).count()).toBe(0);
  await page.getByRole('link', { name: 'Renew with a package' }).click();
  await page.waitForURL(`**/topup/${ad.id}`);
});
