// Admin console journeys (react-admin at /admin): log in, real dashboard counts, the listings with a
// Verified Email switch that persists, a payment's status changed from the payments screen, and
// signing out, and site settings set from the dashboard's "left to set up" link reaching the storefront's footer. Categories, locations, QR codes and ad moderation are in admin-catalogue.test.mjs.
import { ADMIN, api, eventually, expectAccessible, logInToConsole, openPage, run, screenshot, setUpSuite, toast, tokenFor, utr, visible } from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });

/** The number on a dashboard card (each card is a link to the list it counts). */
async function cardValue(page, label) {
  const text = await page.getByRole('link', { name: new RegExp(`^${label}\\s*([\\d,]+|…)$`) }).textContent();
  const digits = text.replace(label, '').replace(/[^\d]/g, '');
  if (!digits) throw new Error(`${label} shows no number yet: "${text}"`);
  return Number(digits);
}

// Logged out, /admin once looped: react-admin's catch-all logged out and navigated to /login about
// 100 times a second for seconds (react-router's transitions, see admin-ui/src/main.tsx).
test('entering the console at /admin while logged out shows the login page, which holds still', async () => {
  const page = await openPage(suite.browser);
  let navigations = 0;
  page.on('framenavigated', () => (navigations += 1));
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  navigations = 0;
  await page.waitForTimeout(2000);
  expect(navigations).toBeLessThanOrEqual(1);

  // The form keeps what is typed, and logging in there opens the dashboard.
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => /^\/admin\/?$/.test(url.pathname));
  await visible(page.getByText('Activated Listing'));
  expect(page.errors).toEqual([]);
});

test('an admin logs in and the dashboard shows the real counts', async () => {
  const page = await openPage(suite.browser);
  await logInToConsole(page);
  await visible(toast(page, 'Login Successful!'));
  await page.waitForURL((url) => /^\/admin\/?$/.test(url.pathname));

  // The counts move while other journeys run, so read the page and the API until they agree.
  await eventually(
    async () => {
      const stats = await api('/admin/dashboard/stats', { token: suite.adminToken });
      const shown = {
        inactiveListings: await cardValue(page, 'Inactivated Listing'),
        activeListings: await cardValue(page, 'Activated Listing'),
        users: await cardValue(page, 'User'),
        installedCountries: await cardValue(page, 'Installed Countries'),
      };
      expect(shown).toEqual({ inactiveListings: stats.inactiveListings, activeListings: stats.activeListings, users: stats.users, installedCountries: stats.installedCountries });
      // Not the seed's placeholders (10000, 10000, 600, 1): the demo data has about 40 ads and two users.
      expect(shown.activeListings).toBeGreaterThanOrEqual(40);
      expect(shown.activeListings).toBeLessThan(10000);
    },
    { timeout: 15_000, interval: 1000 },
  ).catch(async (error) => {
    await screenshot(page, 'admin-dashboard-mismatch');
    throw error;
  });
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'console dashboard');
  await screenshot(page, 'admin-dashboard');
  expect(page.errors).toEqual([]);
});

test('the ad list loads, and the Verified Email switch persists after a reload', async () => {
  const [newest] = await api(`/admin/ra/ads?sort=${encodeURIComponent('["createdAt","DESC"]')}&range=${encodeURIComponent('[0,7]')}`, { token: suite.adminToken });
  const page = await openPage(suite.browser, { as: 'admin' });
  await page.goto('/admin/ads');
  const table = page.getByRole('table');
  await visible(table);
  await visible(table.getByRole('row').nth(1));
  expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  expect(await table.getByRole('columnheader', { name: 'Verified Email' }).count()).toBe(1);

  const toggle = page.getByRole('switch', { name: `Verified email for ${newest.title}` });
  await visible(toggle);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'console listings');
  const before = await toggle.isChecked();
  await toggle.click();
  await visible(toast(page, before ? 'Email marked as not verified' : 'Email marked as verified'));
  await eventually(async () => (await api(`/admin/ra/ads/${newest.id}`, { token: suite.adminToken })).verifiedEmail === !before);

  await page.reload();
  await visible(toggle);
  expect(await toggle.isChecked()).toBe(!before);
  await screenshot(page, 'admin-ads-verified-email');
  expect(page.errors).toEqual([]);
});

test("a payment's status is changed from the payments screen", async () => {
  // A seller who has paid and told us the reference
  const seller = { fullName: 'Ravi E2E', email: `ravi.${Date.now()}@e2e.test`, password: 'ravi-password-1' };
  await api('/admins', { method: 'POST', json: seller, challenge: true });
  const sellerToken = await tokenFor(seller);
  const reference = utr();
  await api('/seller/transaction/add-money', { method: 'POST', token: sellerToken, json: { amount: 750, upiId: 'ravi@okicici', transactionId: reference } });

  const page = await openPage(suite.browser, { as: 'admin' });
  await page.goto('/admin/payments');
  const row = page.getByRole('row').filter({ hasText: reference });
  await visible(row);
  await visible(row.getByText('PENDING'));
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'console payments');
  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: 'APPROVED' }).click();
  await visible(toast(page, 'Status updated to APPROVED'));
  await visible(row.getByText('APPROVED'));

  const stored = (await api(`/admin/transaction/get-all-payments?email=${encodeURIComponent(seller.email)}`, { token: suite.adminToken })).find((p) => p.transactionId === reference);
  expect(stored.paymentStatus).toBe('APPROVED');
  expect((await api('/seller/transaction/wallet', { token: sellerToken })).balance).toBe(750);

  await page.reload();
  await visible(page.getByRole('row').filter({ hasText: reference }).getByText('APPROVED'));
  await screenshot(page, 'admin-payment-approved');
  expect(page.errors).toEqual([]);
});

test('the console refuses a seller account', async () => {
  const page = await openPage(suite.browser);
  await logInToConsole(page, run.seller);
  await visible(toast(page, 'This account is not an administrator.'));
  expect(new URL(page.url()).pathname).toBe('/admin/login');
});

test('the console and the storefront keep separate sessions: neither signs the other in or out', async () => {
  const page = await openPage(suite.browser, { as: 'seller' });
  await page.goto('/');
  const sellerToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(sellerToken).toBeTruthy();

  // The seller's storefront token does not open the console, and visiting it does not sign the seller out.
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  await visible(page.getByRole('button', { name: 'Log in' }));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(sellerToken);

  // An admin signing in on the same browser leaves the storefront's seller session as it was.
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await visible(page.getByText('Activated Listing'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(sellerToken);
  expect((await api('/auth/me', { token: sellerToken })).email).toBe(run.seller.email);
});

test('Sign Out in the user menu ends the admin session and returns to the login page', async () => {
  const page = await openPage(suite.browser, { as: 'admin' });
  await page.goto('/admin');
  await visible(page.getByText('Activated Listing'));
  expect(await page.evaluate(() => localStorage.getItem('admin.token'))).toBeTruthy();

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await visible(toast(page, 'Logout successful!')); // shown for 1 s (LOGOUT_NOTICE_MS in admin-ui/src/messages.ts)
  await page.waitForURL('**/admin/login');
  await visible(page.getByRole('button', { name: 'Log in' }));
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('admin.')))).toEqual([]);

  // The session is really gone: the console sends the visitor back to the login page.
  await page.goto('/admin/ads');
  await page.waitForURL('**/admin/login');
  await visible(page.getByRole('button', { name: 'Log in' }));
  await screenshot(page, 'admin-signed-out');
  expect(page.errors).toEqual([]);
});

test('the dashboard says the contact details are unset; the admin sets the support e-mail and the storefront footer shows it', async () => {
  const UNSET = { supportEmail: null, supportPhone: null };
  await api('/admin/ra/site-settings/1', { method: 'PUT', token: suite.adminToken, json: UNSET });
  try {
    // Unset: no Support link in the footer, no Support or Contact Us in the menu (no placeholder address).
    const visitor = await openPage(suite.browser);
    await visitor.goto('/');
    const footer = visitor.locator('footer.site-footer');
    await visible(footer.getByRole('link', { name: 'Blog' }));
    expect(await footer.getByRole('link', { name: 'Support' }).count()).toBe(0);

    // Its own login: the sign-out journey above ends the saved admin session.
    const page = await openPage(suite.browser);
    await logInToConsole(page);
    await page.waitForURL((url) => /^\/admin\/?$/.test(url.pathname));
    const setup = page.getByRole('region', { name: 'Left to set up' });
    await visible(setup.getByText('No support e-mail or phone'));
    await setup.getByRole('link', { name: 'Open site settings' }).click();
    await page.waitForURL('**/admin/site-settings/1');
    await page.getByRole('textbox', { name: 'Support e-mail' }).fill('help@bazaar-e2e.in');
    await page.getByRole('textbox', { name: 'X (Twitter) profile' }).fill('https://x.com/');
    await page.getByRole('button', { name: 'Save' }).click();
    // The API's check shows on the field: a bare host is no profile.
    await visible(page.getByText(/xUrl must be the https address of a profile/));
    await page.getByRole('textbox', { name: 'X (Twitter) profile' }).fill('https://x.com/bazaar_e2e');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(toast(page, 'Site settings saved'));
    await screenshot(page, 'admin-site-settings');
    await page.goto('/admin');
    await visible(page.getByText('Activated Listing'));
    expect(await page.getByText('No support e-mail or phone').count()).toBe(0);

    // A new visit to the storefront shows the Support link and the X icon, and nothing for what is still unset.
    const later = await openPage(suite.browser);
    await later.goto('/');
    const support = later.locator('footer.site-footer').getByRole('link', { name: 'Support' });
    await visible(support);
    expect(await support.getAttribute('href')).toBe('mailto:help@bazaar-e2e.in');
    expect(await later.locator('footer.site-footer').getByRole('link', { name: 'Bazaar on X' }).getAttribute('href')).toBe('https://x.com/bazaar_e2e');
    expect(
      await later
        .locator('footer.site-footer')
        .getByRole('link', { name: /Bazaar on (Instagram|Facebook|Telegram)/ })
        .count(),
    ).toBe(0);
    await screenshot(later, 'storefront-footer-support');
    expect([...visitor.errors, ...page.errors, ...later.errors]).toEqual([]);
  } finally {
    await api('/admin/ra/site-settings/1', { method: 'PUT', token: suite.adminToken, json: { ...UNSET, xUrl: null } });
  }
});
