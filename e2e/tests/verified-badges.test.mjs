// Journey (issue 42): what buyers do with the badges. A seller proves one ad's phone (the code from the SMPP server) and
// photos (a selfie a moderator approves); a buyer ticks both filters on the results page and finds that ad alone, sees the
// badges on its card and page, follows "Posted by" to the seller's public page, which lists the seller's other ad and
// names nothing private; a seller who turns the page off leaves their ads linking nowhere.
import { adminToken, api, createAdViaApi, logIn, newSeller, openPage, png, screenshot, setUpSuite, signUpVerified, verifyPhoneViaApi, visible } from '../support/harness.mjs';

const suite = setUpSuite();

test('a buyer filters by both badges, sees them on the card and the ad page, and opens the seller page, which names nothing private', async () => {
  const stamp = Date.now().toString(36);
  const seller = newSeller('Kavya');
  const token = await signUpVerified(seller);
  const displayName = `Kavya_${stamp}`;
  await api('/auth/me', { method: 'PUT', token, json: { displayName } });
  const phone = `9${String(Date.now() + 7).slice(-9)}`;
  // A category and district of their own, so the filters' answer is only this journey's ads.
  const admin = await adminToken();
  const form = new FormData();
  form.append('title', `Badges ${stamp}`);
  const category = await api('/admin/categories/create-category', { method: 'POST', token: admin, form });
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  // "e2e" in the titles: journeys that look for the demo ads on the home page leave such ads out (ad-page).
  const proved = await createAdViaApi(token, { title: `Sunset walks by the lake e2e ${stamp}`, categoryId: category.id, locationId: pune.id, phone, contact: 'WHATSAPP' });
  const other = await createAdViaApi(token, { title: `Board games on Sunday e2e ${stamp}`, categoryId: category.id, locationId: pune.id, phone: '9123456780' });
  await api(`/seller/transaction/post-free-ad/${proved.id}`, { method: 'POST', token });
  await api(`/admin/post/activate/${other.id}`, { method: 'PUT', token: admin });

  // The phone, by the code the SMPP server received; the photos, by a selfie the moderator approves.
  await verifyPhoneViaApi(token, phone);
  await api(`/seller/photo-verification/${proved.id}`, { method: 'POST', token });
  const selfie = new FormData();
  selfie.append('selfie', new Blob([png(320, 240)], { type: 'image/png' }), 'selfie.png');
  await api(`/seller/photo-verification/${proved.id}/selfie`, { method: 'POST', token, form: selfie });
  const [request] = (await api('/admin/ra/photo-verifications', { token: admin })).filter((entry) => entry.ad?.id === proved.id);
  await api(`/admin/ra/photo-verifications/${request.id}/approve`, { method: 'PUT', token: admin, json: {} });

  // A buyer on a phone: both filters leave the proved ad alone, its card with both badges.
  const buyer = await openPage(suite.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await buyer.goto(`/${category.slug}/${pune.slug}`);
  const cards = buyer.locator('.ad-card');
  await visible(cards.filter({ hasText: other.title }));
  // Clicked, not check()ed: the boxes follow the address, which the router changes a moment after the click.
  await buyer.getByRole('checkbox', { name: 'Phone verified' }).click();
  await buyer.waitForURL((url) => url.searchParams.get('phoneVerified') === 'true');
  await buyer.getByRole('checkbox', { name: 'Photos verified' }).click();
  await buyer.waitForURL((url) => url.searchParams.get('photosVerified') === 'true' && url.searchParams.get('phoneVerified') === 'true');
  await visible(buyer.getByText('1 ad', { exact: true }));
  const card = cards.filter({ hasText: proved.title });
  await visible(card.getByText('Phone verified'));
  await visible(card.getByText('Photos verified'));
  expect(await cards.filter({ hasText: other.title }).count()).toBe(0);
  await screenshot(buyer, 'badges-filtered-390');

  // The ad page: both badges, the photos' with its date; "Posted by" leads to the seller's page.
  await card.click();
  await visible(buyer.getByRole('heading', { name: proved.title }));
  await visible(buyer.getByText('Phone verified'));
  await visible(buyer.getByText(/Photos verified \d{1,2} \w{3} \d{4}/));
  await buyer.getByRole('link', { name: displayName }).click();
  await buyer.waitForURL((url) => url.pathname === `/seller/${displayName}`);
  await visible(buyer.getByRole('heading', { name: displayName }));
  await visible(buyer.getByText(/Member since \d{1,2} \w{3} \d{4} · 2 live ads/));
  await visible(buyer.locator('.ad-card').filter({ hasText: other.title }));
  await visible(buyer.getByRole('button', { name: 'Report this seller' }));
  await screenshot(buyer, 'seller-page-390');
  const text = await buyer.locator('body').innerText();
  for (const secret of [seller.fullName, seller.email, phone, '9123456780']) expect(text).not.toContain(secret);
  // "Report this seller" opens the complaint form with the page's address filled in.
  await buyer.getByRole('button', { name: 'Report this seller' }).click();
  await buyer.waitForURL((url) => url.pathname === '/complaint');
  expect(await buyer.getByLabel(/Address of the page/).inputValue()).toMatch(new RegExp(`/seller/${displayName}$`));

  // The seller turns the page off on their profile: the page is gone, and the ad names them without a link.
  const own = await openPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  await logIn(own, seller);
  await own.waitForURL((url) => !url.pathname.startsWith('/LogIn'));
  await own.goto('/profile');
  const setting = own.getByRole('switch', { name: 'Public seller page' });
  expect(await setting.isChecked()).toBe(true);
  await setting.click();
  await visible(own.getByText('You no longer have a public seller page.'));
  await buyer.goto(`/seller/${displayName}`);
  await visible(buyer.getByText('No such seller page'));
  await buyer.goto(`/ad/${proved.slug}/${proved.id}`);
  await visible(buyer.getByText(displayName));
  expect(await buyer.getByRole('link', { name: displayName }).count()).toBe(0);
  expect(buyer.errors).toEqual([]);
  expect(own.errors).toEqual([]);
});
