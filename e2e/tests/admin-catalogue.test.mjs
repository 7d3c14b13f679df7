// Admin console journeys over the catalogue: categories (with images), locations and their SEO fields,
// the active QR code, and an ad taken off the public site from the listings. Each starts from the
// admin's saved console login and checks the API agrees with what the screen shows.
import { api, createAdViaApi, eventually, hidden, openPage, png, request, run, screenshot, setUpSuite, signUpVerified, toast, tokenFor, utr, visible } from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });

/** A PNG for a file input (react-admin's ImageInput), in its own colour so a replacement is a different file. */
const pngFile = (name, colour) => ({ name, mimeType: 'image/png', buffer: png(120, 80, colour) });

/** An API list path with react-admin's `filter` query (what the console's search boxes send). */
const filtered = (path, filter) => `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/** The one record of an /admin/ra resource matching the search `q`. */
async function findOne(resource, q) {
  const found = await api(filtered(`/admin/ra/${resource}`, { q }), { token: suite.adminToken });
  if (found.length !== 1) throw new Error(`expected one ${resource} record matching "${q}", got ${found.length}`);
  return found[0];
}

/** Whether an image in the page has loaded (an <img> whose file was served and decoded). */
const loaded = (image) => image.evaluate((img) => img.complete && img.naturalWidth > 0);

/** The HTTP status of an uploaded file's URL (as the browser would fetch it). */
const statusOf = async (url) => (await request(new URL(url, run.baseURL))).status;

test('a category is created with an image, renamed with a new image, then deleted', async () => {
  const stamp = Date.now();
  const title = `E2E Category ${stamp}`;
  const renamed = `E2E Renamed ${stamp}`;
  const titleHi = `ई2ई श्रेणी ${stamp}`;
  const page = await openPage(suite.browser, { as: 'admin' });

  // Create, through the list's button and the form
  await page.goto('/admin/categories');
  await page.getByRole('link', { name: 'Create Category' }).click();
  await page.waitForURL('**/admin/categories/create');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  const titleHiInput = page.getByRole('textbox', { name: 'Title in Hindi' });
  expect(await titleHiInput.getAttribute('lang')).toBe('hi');
  await titleHiInput.fill(titleHi);
  await page.getByRole('textbox', { name: 'Meta title' }).fill(`${title} ads in India`);
  await page.locator('input[type=file]').setInputFiles(pngFile('category.png', [30, 160, 90]));
  await visible(page.getByRole('img', { name: 'category.png' })); // the chosen file's preview
  await page.getByRole('button', { name: 'Save' }).click();
  await visible(toast(page, 'Category created successfully!'));
  await page.waitForURL((url) => url.pathname === '/admin/categories');

  // Its card: the title in capitals, the image served
  await page.getByPlaceholder('Search categories').fill(String(stamp));
  await eventually(async () => (await page.getByRole('article').count()) === 1); // the search applied
  const card = page.getByRole('article', { name: title });
  await visible(card);
  expect(await card.getByRole('heading').innerText()).toBe(title.toUpperCase());
  await visible(card.getByText(titleHi, { exact: true }));
  const image = card.getByRole('img', { name: title });
  await eventually(() => loaded(image));

  const created = await findOne('categories', String(stamp));
  expect(created).toMatchObject({ title, titleHi, metaTitle: `${title} ads in India` });
  expect(created.image).toBeTruthy();
  expect(await statusOf(created.image)).toBe(200);
  expect((await api('/dashboard/get-all-categories')).map((c) => c.title)).toContain(title);

  // The storefront's Hindi page of the category is headed with the Hindi title
  const reader = await openPage(suite.browser);
  await reader.goto(`/hi/${created.slug}`);
  await visible(reader.getByRole('heading', { level: 1, name: `भारत में ${titleHi} के विज्ञापन` }));
  expect(reader.errors).toEqual([]);
  await reader.context().close();

  // Update: a new name and a new image
  await card.getByRole('link', { name: 'Update' }).click();
  await page.waitForURL(`**/admin/categories/${created.id}`);
  const titleInput = page.getByRole('textbox', { name: 'Title', exact: true });
  await eventually(async () => (await titleInput.inputValue()) === title);
  // The Hindi title came back from the server, and does again after a reload
  expect(await page.getByRole('textbox', { name: 'Title in Hindi' }).inputValue()).toBe(titleHi);
  await page.reload();
  await eventually(async () => (await titleInput.inputValue()) === title);
  expect(await page.getByRole('textbox', { name: 'Title in Hindi' }).inputValue()).toBe(titleHi);
  await visible(page.getByText('Current image'));
  await titleInput.fill(renamed);
  await page.locator('input[type=file]').setInputFiles(pngFile('replacement.png', [220, 180, 20]));
  await visible(page.getByRole('img', { name: 'replacement.png' }));
  await page.getByRole('button', { name: 'Save' }).click();
  await visible(toast(page, 'Category updated successfully!'));
  await page.waitForURL((url) => url.pathname === '/admin/categories');

  const renamedCard = page.getByRole('article', { name: renamed });
  await visible(renamedCard);
  expect(await renamedCard.getByRole('heading').innerText()).toBe(renamed.toUpperCase());
  await eventually(() => loaded(renamedCard.getByRole('img', { name: renamed })));
  expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
  const updated = await api(`/admin/ra/categories/${created.id}`, { token: suite.adminToken });
  expect(updated.title).toBe(renamed);
  expect(updated.image).toBeTruthy();
  expect(updated.image).not.toBe(created.image);
  expect(await statusOf(updated.image)).toBe(200);
  await screenshot(page, 'admin-category-updated');

  // Delete, after the confirmation
  await renamedCard.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await visible(confirm.getByText(`Delete category "${renamed}"?`));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await visible(toast(page, 'Category deleted'));
  await hidden(renamedCard);
  await expect(api(`/admin/ra/categories/${created.id}`, { token: suite.adminToken })).rejects.toThrow(/→ 404/);
  expect((await api('/dashboard/get-all-categories')).map((c) => c.id)).not.toContain(created.id);

  // Still gone after a reload (the list came from the server, not the card's own state)
  await page.reload();
  await visible(page.getByPlaceholder('Search categories'));
  await visible(page.getByText('No categories found'));
  await screenshot(page, 'admin-category-deleted');
  expect(page.errors).toEqual([]);
});

test('a location is created with its SEO fields and a state image, then edited with state and district read-only', async () => {
  const stamp = Date.now();
  const location = {
    state: `E2E State ${stamp}`,
    district: `E2E District ${stamp}`,
    metaTitle: `Personal ads in E2E District ${stamp}`,
    canonicalLink: `https://bazaar.example/escorts/e2e-district-${stamp}`,
    metaDescription: `Friendly, discreet personal ads in E2E District ${stamp}.`,
    h1Tag: `E2E District ${stamp} personal ads`,
    h2Tag: 'Meet new people nearby',
  };
  const page = await openPage(suite.browser, { as: 'admin' });

  await page.goto('/admin/locations');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.waitForURL('**/admin/locations/create');
  await page.getByRole('textbox', { name: 'State', exact: true }).fill(location.state);
  await page.getByRole('textbox', { name: 'District', exact: true }).fill(location.district);
  await page.getByRole('textbox', { name: 'Meta title' }).fill(location.metaTitle);
  await page.getByRole('textbox', { name: 'Canonical link' }).fill(location.canonicalLink);
  await page.getByRole('textbox', { name: 'Meta description' }).fill(location.metaDescription);
  await page.getByRole('textbox', { name: 'H1 tag' }).fill(location.h1Tag);
  await page.getByRole('textbox', { name: 'H2 tag' }).fill(location.h2Tag);
  await page.getByRole('textbox', { name: 'Location description' }).click();
  await page.keyboard.type('Cafés, parks and quiet evenings.');
  await page.locator('input[type=file]').setInputFiles(pngFile('state.png', [60, 90, 200]));
  await visible(page.getByRole('img', { name: 'state.png' }));
  await page.getByRole('button', { name: 'Save' }).click();
  await visible(toast(page, 'Location data submitted successfully!'));
  await page.waitForURL((url) => url.pathname === '/admin/locations');

  const created = await findOne('locations', location.district);
  expect(created).toMatchObject(location);
  expect(created.locationDescription).toContain('Cafés, parks and quiet evenings.');
  expect(created.stateImage).toBeTruthy();
  expect(await statusOf(created.stateImage)).toBe(200);

  // Edit from the list: state and district cannot be changed, the H2 tag can
  await page.getByPlaceholder('Search state or district').fill(location.district);
  await visible(page.getByText('1-1 of 1'));
  const row = page.getByRole('row').filter({ hasText: location.district });
  await visible(row);
  await eventually(() => loaded(row.locator('img'))); // the state image (decorative, alt "")
  await row.getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(`**/admin/locations/${created.id}`);
  const h2 = page.getByRole('textbox', { name: 'H2 tag' });
  await eventually(async () => (await h2.inputValue()) === location.h2Tag);
  for (const name of ['State', 'District']) {
    const input = page.getByRole('textbox', { name, exact: true });
    expect(await input.inputValue()).toBe(location[name.toLowerCase()]);
    expect(await input.isEditable()).toBe(false);
  }
  await visible(page.getByText('Current state image'));
  await h2.fill('Meet new friends this weekend');
  await page.getByRole('button', { name: 'Save' }).click();
  await visible(toast(page, 'Location updated successfully!'));
  await page.waitForURL((url) => url.pathname === '/admin/locations');

  const edited = await api(`/admin/ra/locations/${created.id}`, { token: suite.adminToken });
  expect(edited).toMatchObject({ ...location, h2Tag: 'Meet new friends this weekend', stateImage: created.stateImage });
  await visible(page.getByRole('row').filter({ hasText: location.district }));
  await screenshot(page, 'admin-location-edited');
  expect(page.errors).toEqual([]);
});

test('a QR code added in the console is set active, and the previously active one is switched off', async () => {
  const stamp = Date.now();
  const previous = await api('/admin/transaction/create-qr-code', { method: 'POST', token: suite.adminToken, json: { upiId: `e2e.old${stamp}@okaxis`, payeeName: 'Bazaar E2E Old', isActive: true } });
  const upiId = `e2e.new${stamp}@okhdfcbank`;
  const page = await openPage(suite.browser, { as: 'admin' });

  await page.goto('/admin/qr-codes');
  const previousRow = page.getByRole('row').filter({ hasText: previous.upiId });
  await visible(previousRow.getByRole('button', { name: 'Active', exact: true }));
  expect(await previousRow.getByRole('button', { name: 'Active', exact: true }).isDisabled()).toBe(true);

  // Add QR Code: a new, inactive code
  await page.getByRole('button', { name: 'Add QR Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add QR Code' });
  await dialog.getByRole('textbox', { name: 'UPI ID' }).fill(upiId);
  await dialog.getByRole('textbox', { name: 'Payee name' }).fill('Bazaar E2E New');
  await visible(dialog.getByRole('img', { name: /^QR code for upi:\/\/pay/ }));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await visible(toast(page, 'QR code added'));
  await hidden(dialog);

  const row = page.getByRole('row').filter({ hasText: upiId });
  await visible(row.getByText('Inactive', { exact: true }));
  await eventually(() => loaded(row.getByRole('img', { name: /^QR code for upi:\/\/pay/ })));

  // Set Active: it becomes the only active code
  await row.getByRole('button', { name: 'Set Active' }).click();
  await visible(toast(page, `${upiId} is now the active QR code`));
  await visible(row.getByRole('button', { name: 'Active', exact: true }));
  expect(await row.getByRole('button', { name: 'Active', exact: true }).isDisabled()).toBe(true);
  await visible(previousRow.getByRole('button', { name: 'Set Active' }));
  expect(await previousRow.getByRole('button', { name: 'Set Active' }).isEnabled()).toBe(true);
  await visible(previousRow.getByText('Inactive', { exact: true }));

  const codes = await api('/admin/transaction/get-all-qr', { token: suite.adminToken });
  expect(codes.filter((code) => code.isActive).map((code) => code.upiId)).toEqual([upiId]);
  expect(codes.find((code) => code.id === previous.id).isActive).toBe(false);
  await screenshot(page, 'admin-qr-active');
  expect(page.errors).toEqual([]);
});

test('an ad deactivated from the admin listings leaves the public search', async () => {
  const stamp = Date.now();
  const word = `zebra${stamp}`; // one search word no other ad has
  const title = `Cheerful ${word} seeking weekend company`;
  const seller = { fullName: 'Meera E2E', email: `meera.${stamp}@e2e.test`, password: 'meera-password-1' };
  const sellerToken = await signUpVerified(seller); // publishing needs a verified e-mail
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const ad = await createAdViaApi(sellerToken, { title, locationId: pune.id });
  await api(`/seller/transaction/post-free-ad/${ad.id}`, { method: 'POST', token: sellerToken });
  const publicIds = async () => (await api(`/dashboard/search?keyword=${word}`)).items.map((item) => item.id);
  await eventually(async () => expect(await publicIds()).toEqual([ad.id]));

  const page = await openPage(suite.browser, { as: 'admin', viewport: { width: 1280, height: 800 } });
  await page.goto('/admin/ads');
  await page.getByPlaceholder('Search titles').fill(word);
  await visible(page.getByText('1-1 of 1')); // the search applied
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Edit ${title}` }) });
  await visible(row.getByText('Activated', { exact: true }));

  // At 1280 px beside the open sidebar, the last column (Actions) is on screen, not cut off by the card.
  const table = page.getByRole('table');
  const lastHeader = table.getByRole('columnheader').last();
  expect(await lastHeader.innerText()).toBe('Actions');
  expect(await fitsItsCard(table)).toBe(true);
  expect(await reachable(lastHeader)).toBe(true);
  const deactivate = row.getByRole('button', { name: 'Deactivate' });
  expect(await reachable(deactivate)).toBe(true);
  expect(await reachable(row.getByRole('button', { name: `Delete ${title}` }))).toBe(true);

  await deactivate.click();
  // Why it is taken down: the seller is told (admin-accounts.test.mjs checks what they read).
  const dialog = page.getByRole('dialog', { name: 'Take down this ad?' });
  await dialog.getByRole('combobox', { name: /Reason/ }).click();
  await page.getByRole('option', { name: 'Other', exact: true }).click();
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await visible(toast(page, 'Ad deactivated'));
  await visible(row.getByText('Inactivated', { exact: true }));
  await visible(row.getByRole('button', { name: 'Activate', exact: true }));

  expect((await api(`/admin/ra/ads/${ad.id}`, { token: suite.adminToken })).status).toBe('INACTIVE');
  await eventually(async () => expect(await publicIds()).toEqual([]));
  await expect(api(`/dashboard/get-post/${ad.id}`)).rejects.toThrow(/→ 404/);

  // The listing says the same after a reload (and its colours have settled for the screenshot)
  await page.reload();
  await visible(row.getByText('Inactivated', { exact: true }));
  await visible(row.getByRole('button', { name: 'Activate', exact: true }));
  await screenshot(page, 'admin-ad-deactivated', { fullPage: false });
  expect(page.errors).toEqual([]);
});

test('at 1280 px beside the open sidebar, every admin list shows its last column without scrolling sideways', async () => {
  // Long values where they once widened the tables: a payment from a long address, a QR code of a long UPI ID
  const stamp = Date.now();
  const seller = { fullName: 'Venkatanarasimha Rajuvaripet', email: `venkatanarasimha.rajuvaripet.${stamp}@long-domain-example.test`, password: 'venkat-password-1' };
  await api('/admins', { method: 'POST', json: seller, challenge: true });
  const sellerToken = await tokenFor(seller);
  await api('/seller/transaction/add-money', { method: 'POST', token: sellerToken, json: { amount: 500, upiId: 'venkatanarasimha.rajuvaripet@okhdfcbank', transactionId: utr() } });
  await api('/admin/transaction/create-qr-code', {
    method: 'POST',
    token: suite.adminToken,
    json: { upiId: `bazaar.collections.${stamp}@okhdfcbank`, payeeName: 'Bazaar Marketplace Collections Private Limited', isActive: false },
  });

  const page = await openPage(suite.browser, { as: 'admin', viewport: { width: 1280, height: 800 } });
  for (const list of ['ads', 'payments', 'users', 'qr-codes', 'locations', 'popular-locations', 'packages', 'time-slots']) {
    await page.goto(`/admin/${list}`);
    const table = page.getByRole('table');
    await visible(table.getByRole('row').nth(1));
    const last = table.getByRole('columnheader').last();
    expect({ list, fits: await fitsItsCard(table), lastColumnReachable: await reachable(last) }).toEqual({ list, fits: true, lastColumnReachable: true });
    await screenshot(page, `admin-1280-${list}`, { fullPage: false });
  }
  expect(page.errors).toEqual([]);
});

/** Whether a list's table fits its card (its wrapper scrolls sideways only when the window is narrower). */
function fitsItsCard(table) {
  return table.evaluate((element) => {
    const wrapper = element.closest('.RaDataTable-tableWrapper') ?? element.parentElement;
    return wrapper.scrollWidth <= wrapper.clientWidth + 1 && document.documentElement.scrollWidth <= window.innerWidth;
  });
}

/**
 * Whether a user can see and click the element where it is: inside the window, not cut off by an
 * ancestor that clips its overflow (a table's scrolling wrapper, a card), and on top at its centre.
 */
function reachable(locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight) return false;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (box.left < clip.left - 1 || box.right > clip.right + 1) return false;
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && (element === hit || element.contains(hit));
  });
}
