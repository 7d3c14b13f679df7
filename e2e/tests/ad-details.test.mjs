// Journey: details per category (issue 44). An admin gives a new category a rate (per hour, from ₹500, required, on
// cards) and a choice of languages (several may be chosen). A seller posts an ad with its details, refused first for a
// rate below the minimum; once live, a visitor filters the category's results by rate and language, finds that ad and
// not the others, reads its rate on the card and its details on its page. At 1280 px; the filters at 390 px too.
import { api, choose, escapeRegExp, expectAccessible, logIn, newSeller, openPage, png, screenshot, setUpSuite, signUpVerified, toast, tokenFor, visible } from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });

/** An ad posted through the API with its details (the JSON text the storefront's form sends), made live by the admin. */
async function liveAdWithDetails(token, { title, categoryId, locationId, details }) {
  const form = new FormData();
  form.append('title', title);
  form.append('description', `${title}. Written by the browser tests: friendly, discreet, weekends preferred.`);
  form.append('categoryId', String(categoryId));
  form.append('locationId', String(locationId));
  form.append('phone', '9876543210');
  form.append('age', '31');
  form.append('details', JSON.stringify(details));
  form.append('images', new Blob([png()], { type: 'image/png' }), 'photo.png');
  const ad = await api('/seller/post/create', { method: 'POST', token, form });
  await api(`/admin/post/activate/${ad.id}`, { method: 'PUT', token: suite.adminToken });
  return ad;
}

test('a seller posts an ad with its rate and languages; a visitor filters by them and reads them on the card and the page', async () => {
  const stamp = Date.now();
  const admin = suite.adminToken;

  // The admin's new category and its two details.
  const categoryForm = new FormData();
  categoryForm.append('title', `E2E Companions ${stamp}`);
  // A Hindi title too: the Hindi journey reads every category's name on Hindi pages.
  categoryForm.append('titleHi', `साथी ${stamp}`);
  const category = await api('/admin/ra/categories', { method: 'POST', token: admin, form: categoryForm });
  const field = (json) => api('/admin/ra/category-fields', { method: 'POST', token: admin, json: { categoryId: category.id, ...json } });
  await field({ key: 'rate', kind: 'RATE', label: 'Rate', labelHi: 'दर', unit: 'HOUR', min: 500, required: true, onCard: true, position: 1 });
  await field({
    key: 'languages',
    kind: 'CHOICE',
    label: 'Languages spoken',
    labelHi: 'बोली जाने वाली भाषाएँ',
    options: [
      { key: 'hindi', label: 'Hindi', labelHi: 'हिन्दी' },
      { key: 'english', label: 'English', labelHi: 'अंग्रेज़ी' },
      { key: 'marathi', label: 'Marathi', labelHi: 'मराठी' },
    ],
    multiple: true,
    position: 2,
  });
  expect((await api(`/dashboard/categories/${category.id}/fields`)).map((f) => f.key)).toEqual(['rate', 'languages']);
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');

  // Two other sellers' live ads that the filters must leave out: too dear, and Marathi only.
  const [other, another, seller] = [newSeller('Kavya'), newSeller('Meera'), newSeller('Rhea')];
  const [otherToken, anotherToken] = await Promise.all([signUpVerified(other), signUpVerified(another)]);
  const dear = await liveAdWithDetails(otherToken, {
    title: `Evening company e2e at a higher rate ${stamp}`,
    categoryId: category.id,
    locationId: pune.id,
    details: { rate: 5000, languages: ['hindi'] },
  });
  const marathi = await liveAdWithDetails(anotherToken, {
    title: `Marathi speaking company e2e ${stamp}`,
    categoryId: category.id,
    locationId: pune.id,
    details: { rate: 1000, languages: ['marathi'] },
  });
  await signUpVerified(seller);

  // The seller's post form asks for the category's details once it is chosen.
  const page = await openPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  await logIn(page, seller);
  await visible(toast(page, 'Login Successful!'));
  await page.waitForURL('**/myads'); // where the login leads, before going on
  await page.goto('/AddPost');
  const form = page.getByRole('main');
  await visible(form.getByLabel('Category'));
  expect(await form.getByText('Languages spoken').count()).toBe(0);
  await choose(page, form.getByLabel('Category'), category.title);
  const rate = form.getByLabel('Rate', { exact: true });
  await visible(rate);
  await visible(form.getByText('per hour'));
  await visible(form.getByText('₹500 or more'));
  await choose(page, form.getByLabel('State'), 'Maharashtra');
  await choose(page, form.getByLabel('City / district'), 'Pune');
  const title = `Friendly company e2e for conversation ${stamp}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Warm, discreet and easy to talk to. Happy to meet for coffee or a walk in the evenings.');
  await form.getByLabel('Mobile number').fill('98765 43210');
  await form.getByLabel('Age', { exact: true }).fill('28');
  await form.getByRole('checkbox', { name: 'Hindi' }).check();
  await form.getByRole('checkbox', { name: 'English' }).check();
  await form.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(120, 90) });
  await visible(form.getByRole('img', { name: 'me.png' }).or(form.getByText('me.png')));

  // Below the minimum, the API refuses, and its reason shows beside the rate.
  await rate.fill('400');
  await form.getByRole('button', { name: 'Create ad' }).click();
  await visible(form.getByText(/^Rate must be a whole number of rupees, at least 500/));
  await screenshot(page, 'ad-details-post-form-refused-1280');
  await expectAccessible(page, 'post form with details');
  await rate.fill('2000');
  await form.getByRole('button', { name: 'Create ad' }).click();
  await visible(toast(page, 'Your ad has been created'));
  await page.waitForURL('**/myads');
  const sellerToken = await tokenFor(seller);
  const mine = (await api('/seller/post/my-ads', { token: sellerToken })).items.find((ad) => ad.title === title);
  expect(mine.details.map(({ key, number, options }) => ({ key, number, options: options?.map((o) => o.key) }))).toEqual([
    { key: 'rate', number: 2000, options: undefined },
    { key: 'languages', number: undefined, options: ['hindi', 'english'] },
  ]);
  // The edit form is filled with the ad's details.
  await page.getByRole('article').filter({ hasText: title }).getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog');
  await visible(editor.getByLabel('Rate', { exact: true }));
  expect(await editor.getByLabel('Rate', { exact: true }).inputValue()).toBe('2000');
  expect(await editor.getByRole('checkbox', { name: 'English' }).isChecked()).toBe(true);
  expect(await editor.getByRole('checkbox', { name: 'Marathi' }).isChecked()).toBe(false);
  await screenshot(page, 'ad-details-edit-form-1280', { fullPage: false });
  await page.keyboard.press('Escape');
  await api(`/admin/post/activate/${mine.id}`, { method: 'PUT', token: admin });

  // A visitor filters the category's results: rate up to ₹2,500, Hindi.
  const visitor = await openPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  await visitor.goto(`/${category.slug}`);
  const card = (adTitle) => visitor.getByRole('heading', { name: adTitle });
  await visible(card(dear.title));
  await visitor.getByRole('spinbutton', { name: 'Rate up to' }).fill('2500');
  await visitor.getByRole('spinbutton', { name: 'Rate up to' }).press('Enter');
  await visitor.waitForURL((url) => url.searchParams.get('details') === 'rate:..2500');
  await visitor.getByRole('group', { name: 'Languages spoken' }).getByRole('checkbox', { name: 'Hindi' }).click(); // checked once the URL says so
  await visitor.waitForURL((url) => url.searchParams.get('details') === 'rate:..2500;languages:hindi');
  await visible(card(title));
  await visible(visitor.getByText('1 ad', { exact: true }));
  expect(await card(dear.title).count()).toBe(0);
  expect(await card(marathi.title).count()).toBe(0);
  // The card shows the rate, the detail its category shows on cards.
  const found = visitor.locator('.ad-card').filter({ has: card(title) });
  await visible(found.getByText(/^₹2,000\/hour/));
  await screenshot(visitor, 'ad-details-results-1280');
  await expectAccessible(visitor, 'results with detail filters');

  // The ad page lists its details.
  await card(title).click();
  await visitor.waitForURL(new RegExp(`/ad/[^/]+/${mine.id}$`));
  await visible(visitor.getByRole('heading', { name: 'Details', exact: true }));
  const details = visitor.locator('.ad-details');
  await visible(details.getByText('Rate', { exact: true }));
  await visible(details.getByText('₹2,000 per hour', { exact: true }));
  await visible(details.getByText('Languages spoken', { exact: true }));
  await visible(details.getByText('Hindi, English', { exact: true }));
  await screenshot(visitor, 'ad-details-ad-page-1280');

  // At 390 px the filters wrap within the screen and still filter.
  const phone = await openPage(suite.browser, { viewport: { width: 390, height: 844 } });
  await phone.goto(`/${category.slug}?details=${encodeURIComponent('rate:..2500;languages:hindi')}`);
  await visible(phone.getByRole('heading', { name: title }));
  expect(await phone.getByRole('spinbutton', { name: 'Rate up to' }).inputValue()).toBe('2500');
  expect(await phone.getByRole('checkbox', { name: 'Hindi' }).isChecked()).toBe(true);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await phone.locator('.results__details').boundingBox();
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await phone.getByRole('checkbox', { name: 'Marathi' }).click(); // checked once the URL says so
  await phone.waitForURL((url) => url.searchParams.get('details') === 'rate:..2500;languages:hindi,marathi');
  await visible(phone.getByRole('heading', { name: marathi.title }));
  await screenshot(phone, 'ad-details-results-390');
  await phone.goto(`/ad/${mine.slug}/${mine.id}`);
  await visible(phone.locator('.ad-details').getByText('₹2,000 per hour'));
  await screenshot(phone, 'ad-details-ad-page-390');

  // "Save this search" keeps the detail filters (the seller is signed in).
  await page.goto(`/${category.slug}?details=${encodeURIComponent('rate:..2500;languages:hindi')}`);
  await visible(page.getByRole('heading', { name: title }));
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.getByRole('dialog', { name: 'Save this search' }).getByRole('button', { name: 'Save' }).click();
  await visible(toast(page, 'Search saved'));
  const [saved] = (await api('/saved-searches', { token: sellerToken })).items;
  expect(saved).toMatchObject({ details: 'rate:..2500;languages:hindi' });
  expect(saved.path).toContain('details=');

  // In Hindi: the labels the admin gave in Hindi, the unit in Hindi, no text missing.
  await page.goto(`/hi/${category.slug}?details=${encodeURIComponent('rate:..2500;languages:hindi')}`);
  await visible(page.getByRole('group', { name: 'बोली जाने वाली भाषाएँ' }).getByRole('checkbox', { name: 'हिन्दी', checked: true }));
  await visible(
    page
      .locator('.ad-card')
      .filter({ hasText: title })
      .getByText(/₹2,000\/घंटा/),
  );
  await page.goto(`/hi/ad/${mine.slug}/${mine.id}`);
  await visible(page.locator('.ad-details').getByText('₹2,000 प्रति घंटा'));
  await visible(page.locator('.ad-details').getByText('हिन्दी, अंग्रेज़ी'));
  await screenshot(page, 'ad-details-ad-page-hi-1280');
  expect(await page.evaluate(() => window.__missingTranslations)).toEqual([]);

  expect(new RegExp(escapeRegExp(title)).test(await visitor.title())).toBe(true);
  expect([...page.errors, ...visitor.errors, ...phone.errors]).toEqual([]);
  await Promise.all([page, visitor, phone].map((p) => p.context().close()));
});
