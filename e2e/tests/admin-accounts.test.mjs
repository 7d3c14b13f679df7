// The admin console and sellers' accounts: taking an ad down tells its seller why (from the listing, the edit
// page and a report), the Verified Email switch is the seller's account state (all their ads follow it), the
// first sign-in with a generated password asks for a new one before anything else, and signing out ends the
// session at the API. Each changed screen is saved at 390 and 1280 px (e2e/artifacts/admin-accounts-*.png).
import { ADMIN, api, createAdViaApi, eventually, hidden, logInToConsole, openPage, request, run, screenshot, setUpSuite, signUpVerified, toast, tokenFor, visible } from '../support/harness.mjs';

const WIDTHS = {
  390: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  1280: { viewport: { width: 1280, height: 800 } },
};

const suite = setUpSuite({ adminToken: true });

let pune;
beforeAll(async () => {
  [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
});

/** A verified seller with one live ad whose title has a word no other ad has (to find it with the listing's search). */
async function sellerWithLiveAd(name, { publish = true } = {}) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const word = `kq${stamp}`;
  const seller = { fullName: `${name} E2E`, email: `${name.toLowerCase()}.${stamp}@e2e.test`, password: `${name.toLowerCase()}-password-1` };
  const token = await signUpVerified(seller);
  const ad = await createAdViaApi(token, { title: `${name} ${word}`, locationId: pune.id });
  if (publish) await api(`/seller/transaction/post-free-ad/${ad.id}`, { method: 'POST', token });
  return { seller, token, ad, word };
}

/** The listing, searched down to one word's ads. */
async function openListing(page, word, count = 1) {
  await page.goto('/admin/ads');
  await page.getByPlaceholder('Search titles').fill(word);
  await visible(page.getByText(`1-${count} of ${count}`));
}

/** The seller's Activity notice about the ad's take-down. */
async function takeDownNotice(token, adId) {
  return eventually(async () => {
    const { items } = await api('/seller/activity', { token });
    const notice = items.find((item) => item.type === 'AD_TAKEN_DOWN' && item.adId === adId);
    if (!notice) throw new Error(`no AD_TAKEN_DOWN item for ad ${adId} in ${JSON.stringify(items.map((item) => item.type))}`);
    return notice;
  });
}

/** The page fits its width: nothing to pan sideways. */
const fitsWidth = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A menu closed and a tooltip shown have finished their animations, so the picture shows what people see. */
async function settled(page) {
  await hidden(page.getByRole('listbox'));
  await page.waitForTimeout(400);
}

async function shoot(page, width, name, options) {
  await settled(page);
  expect({ name, fits: await fitsWidth(page) }).toEqual({ name, fits: true });
  await screenshot(page, `admin-accounts-${width}-${name}`, options);
}

test.each(Object.keys(WIDTHS))('at %s px an admin takes a live ad down from the listing as "Wrong category" with a note; the seller is told both', async (width) => {
  const { token, ad, word } = await sellerWithLiveAd('Kavya');
  const page = await openPage(suite.browser, { as: 'admin', ...WIDTHS[width] });
  await openListing(page, word);
  await visible(page.getByText('Activated', { exact: true }));

  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take down this ad?' });
  await visible(dialog);
  await visible(dialog.getByText(ad.title));

  // A reason is required; Cancel leaves the ad as it was.
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await visible(dialog.getByText('Choose a reason'));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await hidden(dialog);
  expect((await api(`/admin/ra/ads/${ad.id}`, { token: suite.adminToken })).status).toBe('ACTIVE');

  await page.getByRole('button', { name: 'Deactivate' }).click();
  await visible(dialog);
  await dialog.getByRole('combobox', { name: /Reason/ }).click();
  for (const label of ['Spam', 'Scam or fraud', 'May involve someone under 18', 'Offensive', 'Wrong category', 'Other']) await visible(page.getByRole('option', { name: label, exact: true }));
  await page.getByRole('option', { name: 'Wrong category' }).click();
  const note = `Move it to Massage, please (${width} px).`;
  await dialog.getByRole('textbox', { name: /Note to the seller/ }).fill(note);
  await visible(dialog.getByText(`${note.length}/500`));
  await shoot(page, width, 'take-down-dialog', { fullPage: false });

  await dialog.getByRole('button', { name: 'Take down' }).click();
  await visible(toast(page, 'Ad deactivated'));
  await hidden(dialog);
  await visible(page.getByText('Inactivated', { exact: true }));
  await visible(page.getByRole('button', { name: 'Activate', exact: true }));
  const stored = await api(`/admin/ra/ads/${ad.id}`, { token: suite.adminToken });
  expect({ status: stored.status, takenDown: stored.takenDown }).toEqual({ status: 'INACTIVE', takenDown: true });

  // Signed in as the seller (through the API): Activity says why, with the note.
  const notice = await takeDownNotice(token, ad.id);
  expect(notice.title).toContain('it is in the wrong category');
  expect(notice.title).toContain(note);
  await shoot(page, width, 'listing-after-take-down', { fullPage: false });
  expect(page.errors).toEqual([]);
});

test.each(Object.keys(WIDTHS))("at %s px setting an ad's status to Inactivated on its edit page asks why before saving", async (width) => {
  const { token, ad } = await sellerWithLiveAd('Ishaan');
  const page = await openPage(suite.browser, { as: 'admin', ...WIDTHS[width] });
  await page.goto(`/admin/ads/${ad.id}`);
  await visible(page.getByRole('textbox', { name: 'Title' }));
  const help = page.getByText("The seller's account: whether they have verified their e-mail.");
  await help.scrollIntoViewIfNeeded();
  await visible(help);
  await shoot(page, width, 'edit-page', { fullPage: false }); // on phones the toolbar is fixed to the window's bottom

  await page.getByRole('combobox', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Inactivated' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take down this ad?' });
  await visible(dialog);
  // Cancel saves nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await hidden(dialog);
  expect((await api(`/admin/ra/ads/${ad.id}`, { token: suite.adminToken })).status).toBe('ACTIVE');

  await page.getByRole('button', { name: 'Save' }).click();
  await visible(dialog);
  await dialog.getByRole('combobox', { name: /Reason/ }).click();
  await page.getByRole('option', { name: 'Spam', exact: true }).click();
  await shoot(page, width, 'edit-take-down-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/ads');
  await eventually(async () => expect((await api(`/admin/ra/ads/${ad.id}`, { token: suite.adminToken })).status).toBe('INACTIVE'));
  const notice = await takeDownNotice(token, ad.id);
  expect(notice.title).toContain('it looks like spam');
  expect(page.errors).toEqual([]);
});

test.each(Object.keys(WIDTHS))("at %s px resolving a report by deactivating the ad sends the report's reason and the admin's note", async (width) => {
  const { token, ad } = await sellerWithLiveAd('Rohan');
  await api(`/dashboard/report-post/${ad.id}`, { method: 'POST', json: { reason: 'FRAUD', details: 'Asked for money up front (e2e).' }, challenge: true });
  const page = await openPage(suite.browser, { as: 'admin', ...WIDTHS[width] });
  await page.goto('/admin/reports');
  // The report's own place: a table row at 1280 px, a card at 390 px (the innermost block holding its link and buttons).
  const report = page
    .locator('tr, div')
    .filter({ has: page.getByRole('link', { name: ad.title }) })
    .filter({ has: page.getByRole('button', { name: 'Deactivate ad' }) })
    .last();
  await visible(report);
  await visible(report.getByText('Scam or fraud'));
  await report.getByRole('button', { name: 'Deactivate ad' }).click();

  const dialog = page.getByRole('dialog', { name: 'Take down this ad?' });
  await visible(dialog);
  await visible(dialog.getByText('Scam or fraud'));
  expect(await dialog.getByRole('combobox').count()).toBe(0); // the report's reason is not chosen again
  const note = 'Payments outside Bazaar are not allowed.';
  await dialog.getByRole('textbox', { name: /Note to the seller/ }).fill(note);
  await shoot(page, width, 'report-take-down-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await visible(toast(page, `Ad "${ad.title}" deactivated`));

  expect((await api(`/admin/ra/ads/${ad.id}`, { token: suite.adminToken })).status).toBe('INACTIVE');
  const notice = await takeDownNotice(token, ad.id);
  expect(notice.title).toContain('it looks like a scam');
  expect(notice.title).toContain(note);
  expect(page.errors).toEqual([]);
});

test.each(Object.keys(WIDTHS))("at %s px the Verified Email switch is the seller's: turning it off on one ad shows it off on their other ad at once", async (width) => {
  const { seller, token, ad, word } = await sellerWithLiveAd('Tara', { publish: false });
  const other = await createAdViaApi(token, { title: `Tara ${word} second`, locationId: pune.id });
  const page = await openPage(suite.browser, { as: 'admin', ...WIDTHS[width] });
  await openListing(page, word, 2);
  const first = page.getByRole('switch', { name: `Verified email for ${ad.title}`, exact: true });
  const second = page.getByRole('switch', { name: `Verified email for ${other.title}`, exact: true });
  expect([await first.isChecked(), await second.isChecked()]).toEqual([true, true]);
  if (width === '1280') {
    await page.getByRole('columnheader', { name: 'Verified Email' }).getByText('Verified Email').hover();
  } else {
    await visible(page.getByText("Seller's e-mail verified").first());
    await first.hover();
  }
  await visible(page.getByRole('tooltip').filter({ hasText: 'It applies to all of their ads' }));
  await shoot(page, width, 'verified-email-tooltip', { fullPage: false });
  await page.mouse.move(0, 0);

  await first.click();
  await visible(toast(page, `Email marked as not verified for ${seller.email}`));
  await eventually(async () => expect(await second.isChecked()).toBe(false));
  expect((await api('/auth/me', { token })).emailVerified).toBe(false);

  await second.click();
  await visible(toast(page, `Email marked as verified for ${seller.email}`));
  await eventually(async () => expect(await first.isChecked()).toBe(true));
  expect((await api('/auth/me', { token })).emailVerified).toBe(true);
  expect(page.errors).toEqual([]);
});

/**
 * An admin who must choose a new password (mustChangePassword), as the first admin with a generated password is: an
 * admin registered by another admin is too, and the password its creator chose is the one it signs in with first.
 */
async function adminWithGeneratedPassword() {
  const admin = { fullName: 'Nisha Admin', email: `nisha.${Date.now()}@e2e.test`, password: 'generated-e2e-1' };
  await api('/admins', { method: 'POST', token: suite.adminToken, json: admin });
  return admin;
}

test.each(Object.keys(WIDTHS))('at %s px the first sign-in with a generated password asks for a new one before anything else', async (width) => {
  const admin = await adminWithGeneratedPassword();
  const page = await openPage(suite.browser, WIDTHS[width]);
  await logInToConsole(page, admin);

  const heading = page.getByRole('heading', { name: 'Choose a new password' });
  await visible(heading);
  expect(await page.getByText('Activated Listing').count()).toBe(0); // nothing of the console behind it
  expect(await page.getByRole('button', { name: 'Profile' }).count()).toBe(0); // no user menu, no sidebar
  expect(await page.evaluate(() => localStorage.getItem('admin.mustChangePassword'))).toBe('true');
  // Still so after a reload (the flag kept, and /auth/me asked again).
  await page.reload();
  await visible(heading);
  await shoot(page, width, 'change-password');

  await page.getByLabel(/^Current password/).fill('not-the-password');
  await page.getByLabel(/^New password/).fill('short');
  await page.getByLabel(/^Confirm new password/).fill('different');
  await page.getByRole('button', { name: 'Show password' }).first().click(); // show/hide
  expect(await page.getByLabel(/^Current password/).getAttribute('type')).toBe('text');
  await page.getByRole('button', { name: 'Change password' }).click();
  await visible(page.getByText('At least 8 characters').first());
  await visible(page.getByText('The two new passwords differ'));

  const chosen = `chosen-${Date.now()}`;
  await page.getByLabel(/^New password/).fill(chosen);
  await page.getByLabel(/^Confirm new password/).fill(chosen);
  await page.getByRole('button', { name: 'Change password' }).click();
  await visible(toast(page, 'The current password is wrong'));
  await visible(page.getByText('wrong password', { exact: true })); // the API's errors.currentPassword, beside the field
  await shoot(page, width, 'change-password-refused');
  expect((await api('/auth/me', { token: await tokenFor(admin) })).mustChangePassword).toBe(true);

  await page.getByLabel(/^Current password/).fill(admin.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await visible(toast(page, 'Your password has been changed.'));
  await visible(page.getByText('Activated Listing'));
  expect(await page.evaluate(() => localStorage.getItem('admin.mustChangePassword'))).toBe('false');
  await expect(tokenFor(admin)).rejects.toThrow(/→ 40[13]/); // the generated password no longer works
  expect((await api('/auth/me', { token: await tokenFor({ ...admin, password: chosen }) })).mustChangePassword).toBe(false);
  await shoot(page, width, 'after-password-change', { fullPage: false });
  expect(page.errors).toEqual([]);
});

test('Sign Out ends the session at the API, and a token the API has ended sends the console back to the login page', async () => {
  const page = await openPage(suite.browser, WIDTHS[1280]);
  await logInToConsole(page);
  await visible(page.getByText('Activated Listing'));
  const token = await page.evaluate(() => localStorage.getItem('admin.token'));
  expect((await request(`${run.baseURL}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);

  const ended = page.waitForRequest((req) => req.url().endsWith('/api/auth/logout') && req.method() === 'POST');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await ended;
  await page.waitForURL('**/admin/login');
  expect((await request(`${run.baseURL}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);

  // Signed in again, the session is ended elsewhere (sign out everywhere): the next call's 401 signs the console out.
  await logInToConsole(page, ADMIN);
  await visible(page.getByText('Activated Listing'));
  const second = await page.evaluate(() => localStorage.getItem('admin.token'));
  await api('/auth/logout', { method: 'POST', token: second, json: {} });
  await page.goto('/admin/ads');
  await page.waitForURL('**/admin/login');
  await visible(page.getByRole('button', { name: 'Log in' }));
  expect(await page.evaluate(() => localStorage.getItem('admin.token'))).toBeNull();
  expect(page.errors).toEqual([]);
});
