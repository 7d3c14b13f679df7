// The first day of a new install (issue 39): its own server, started as `npm start` starts it with no settings and
// an empty data folder. The first admin signs into the console with the written credentials and chooses a password,
// a new seller finds that payments are not open yet, the admin adds the first QR code from the empty list, and the
// seller tops up, has the payment approved in the console and promotes an ad. Then every storefront route answers
// 200 on a direct visit. Screenshots: e2e/artifacts/first-day-*.png.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/env.mjs';
import { startFreshInstall } from '../support/fresh-install.mjs';
import { escapeRegExp, eventually, openPage, png, request, screenshot, setUpSuite, signUpInBrowser, toast, utr, visible } from '../support/harness.mjs';

const suite = setUpSuite();
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
const QR = { upiId: 'bazaar.payments@okaxis', payeeName: 'Bazaar Payments' };
const TOP_UP = 1000;
const seller = { fullName: 'Meera First', email: `meera.${Date.now()}@example.com`, password: 'meera-password-1' };
const admin = { email: undefined, password: 'first-admin-chosen-1' };
const rupees = (amount) => `₹${amount.toLocaleString('en-IN')}`;

let site;
let sellerPage;
let adminPage;
let ad;
beforeAll(async () => {
  site = await startFreshInstall();
}, 120_000);
afterAll(() => site?.stop());

const open = (options) => openPage(suite.browser, { baseURL: site.baseURL, ...options });

test('the first start writes the admin e-mail and password to a file, names it to `npm start`, and keeps the password out of the log', async () => {
  const file = join(site.dataDir, 'initial-admin-password.txt');
  await eventually(() => site.messages.length > 0); // sent during the seed, before /api/health answered; IPC is its own channel
  expect(site.messages).toEqual([{ initialAdminPasswordFile: file }]);
  const [email, password] = readFileSync(file, 'utf8').split('\n');
  expect(email).toBe('admin@localhost');
  expect(password.length).toBeGreaterThanOrEqual(12);
  expect(site.serverLog()).not.toContain(password);
  Object.assign(admin, { email, generated: password });
});

test('a new seller signs up, verifies the e-mail from the outbox, and is told that payments are not open yet', async () => {
  sellerPage = await open();
  await signUpInBrowser(sellerPage, seller);
  await sellerPage.waitForURL('**/LogIn');
  const mail = await eventually(async () => {
    const [first] = await site.mailsTo(seller.email);
    if (!first) throw new Error(`no mail to ${seller.email} in DATA_DIR/outbox yet`);
    return first;
  });
  // No PUBLIC_URL is set, so the link names the default address: follow its path on this server.
  const link = new URL((mail.text ?? '').split(/\s+/).find((word) => word.includes('/verify-email?token=')));
  await sellerPage.goto(`${link.pathname}${link.search}`);
  await visible(sellerPage.getByText('Your e-mail is verified. You can now publish ads.'));

  await logInToStorefront(sellerPage, seller);
  await sellerPage.goto('/select-amount');
  await visible(sellerPage.getByText('Payments are not open yet'));
  expect(await sellerPage.getByRole('radio', { name: rupees(TOP_UP) }).count()).toBe(0);
  expect(await toast(sellerPage, 'No payment QR code is active').count()).toBe(0);
  await screenshot(sellerPage, 'first-day-payments-not-open');
  // A payment page opened from an old link says the same, rather than "Something went wrong".
  await sellerPage.goto(`/qrpage?amount=${TOP_UP}`);
  await visible(sellerPage.getByText('Payments are not open yet'));
  expect(await sellerPage.getByText('Something went wrong').count()).toBe(0);
}, 120_000);

test('the first admin signs into the console as admin@localhost with the written password and must choose a new one', async () => {
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    const page = await open({ viewport });
    await page.goto('/admin/login');
    await visible(page.getByRole('button', { name: 'Log in' }));
    await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await screenshot(page, `first-day-console-login-${name}`);
    await page.context().close();
  }

  adminPage = await open({ viewport: WIDTHS.desktop });
  await adminPage.goto('/admin/login');
  await adminPage.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await adminPage.getByLabel(/^Password/).fill(admin.generated);
  await adminPage.getByRole('button', { name: 'Log in' }).click();
  // react-admin's email() refused admin@localhost here: "Must be a valid email".
  await visible(adminPage.getByRole('heading', { name: 'Choose a new password' }));
  expect(await adminPage.getByText('Must be a valid email').count()).toBe(0);
  await adminPage.getByLabel(/^Current password/).fill(admin.generated);
  await adminPage.getByLabel(/^New password/).fill(admin.password);
  await adminPage.getByLabel(/^Confirm new password/).fill(admin.password);
  await adminPage.getByRole('button', { name: 'Change password' }).click();
  await visible(toast(adminPage, 'Your password has been changed.'));
  await visible(adminPage.getByText('Activated Listing'));
  expect((await site.api('/auth/login', { method: 'POST', json: { email: admin.email, password: admin.password } })).status).toBe(200);
  expect(adminPage.errors).toEqual([]);
}, 120_000);

test('every console list with a create action offers it, empty or not; the first QR code is added from the empty list', async () => {
  // The lists a new install starts with, demo data or not: each shows its Add/Create action.
  for (const list of ['categories', 'locations', 'popular-locations', 'packages', 'time-slots', 'blogs', 'blacklist', 'rejection-reasons', 'users']) {
    await adminPage.goto(`/admin/${list}`);
    await visible(adminPage.locator(`a[href="/admin/${list}/create"]`), 20_000).catch((error) => {
      throw new Error(`/admin/${list} offers no create action: ${error.message}`);
    });
  }
  await adminPage.goto('/admin/descriptions');
  await visible(adminPage.locator('a[href="/admin/descriptions/create"], a[href^="/admin/descriptions/"]'));

  await adminPage.goto('/admin/qr-codes');
  await visible(adminPage.getByText('No QR codes yet.'));
  const inEmptyList = adminPage.getByRole('main').getByRole('button', { name: 'Add QR Code' });
  await visible(inEmptyList);
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    await adminPage.setViewportSize(viewport);
    await screenshot(adminPage, `first-day-empty-qr-list-${name}`);
  }

  await inEmptyList.first().click();
  const dialog = adminPage.getByRole('dialog', { name: 'Add QR Code' });
  await dialog.getByRole('textbox', { name: 'UPI ID' }).fill(QR.upiId);
  await dialog.getByRole('textbox', { name: 'Payee name' }).fill(QR.payeeName);
  await dialog.getByLabel('Make it the active code').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await visible(toast(adminPage, 'QR code added'));
  await visible(adminPage.getByText(QR.upiId).first());
  expect(adminPage.errors).toEqual([]);
}, 120_000);

test('the seller tops up the wallet by UPI, the admin approves it in the console, and the seller promotes an ad from the wallet', async () => {
  const token = (await site.api('/auth/login', { method: 'POST', json: { email: seller.email, password: seller.password } })).data.token;
  ad = await postAd(token);

  // 1. Amount, QR code and the payment's reference
  await sellerPage.goto('/select-amount');
  await sellerPage.getByRole('radio', { name: rupees(TOP_UP) }).click();
  await sellerPage.getByRole('button', { name: `Continue to pay ${rupees(TOP_UP)}` }).click();
  await sellerPage.waitForURL(`**/qrpage?amount=${TOP_UP}`);
  await visible(sellerPage.getByText(QR.payeeName));
  const reference = utr();
  await sellerPage.getByLabel('Your UPI ID').fill('meera@okhdfcbank');
  await sellerPage.getByLabel('UPI transaction ID (UTR)').fill(reference);
  await sellerPage.getByRole('button', { name: 'Submit payment' }).click();
  await sellerPage.waitForURL('**/payment-confirm');
  await visible(sellerPage.getByText(`Reference ${reference}`));

  // 2. The admin approves it from the console's payments list
  await adminPage.goto('/admin/payments');
  const row = adminPage.getByRole('row').filter({ hasText: reference });
  await visible(row.getByText('PENDING'));
  await row.getByRole('combobox').click();
  await adminPage.getByRole('option', { name: 'APPROVED' }).click();
  await visible(toast(adminPage, 'Status updated to APPROVED'));
  expect((await site.api('/seller/transaction/wallet', { token })).data.balance).toBe(TOP_UP);

  // 3. Promote the ad from My Ads: package and slot, checkout, pay from the wallet
  await sellerPage.goto('/myads');
  const card = sellerPage.locator('article').filter({ has: sellerPage.getByRole('heading', { name: ad.title }) });
  await card.getByRole('button', { name: 'Promote' }).click();
  await sellerPage.waitForURL(`**/topup/${ad.id}`);
  const [packages, slots] = await Promise.all([site.api('/seller/transaction/get-top-up-packages', { token }), site.api('/seller/transaction/get-all-time-slots', { token })]);
  const pkg = packages.data.filter((p) => p.amount <= TOP_UP).sort((a, b) => a.amount - b.amount)[0];
  const slot = slots.data[0];
  await pickCard(sellerPage, 'Package', pkg.name);
  await pickCard(sellerPage, 'Time slot', slot.label);
  await sellerPage.getByRole('button', { name: 'Continue to checkout' }).click();
  await sellerPage.waitForURL(`**/checkout/${ad.id}/${pkg.id}/${slot.id}`);
  await sellerPage.getByRole('button', { name: `Pay ${rupees(pkg.amount)} from wallet` }).click();
  await visible(toast(sellerPage, 'Your ad is promoted'));
  await sellerPage.waitForURL('**/myads');
  await visible(card.getByText(/^Promoted until /));
  expect((await site.api('/seller/transaction/wallet', { token })).data.balance).toBe(TOP_UP - pkg.amount);
  Object.assign(ad, { packageId: pkg.id, slotId: slot.id, token });
  await screenshot(sellerPage, 'first-day-promoted');
  expect(sellerPage.errors).toEqual([]);
  expect(adminPage.errors).toEqual([]);
}, 180_000);

test('every storefront route answers 200 on a direct visit, in English and in Hindi; an unknown path is a 404', async () => {
  const adminToken = (await site.api('/auth/login', { method: 'POST', json: { email: admin.email, password: admin.password } })).data.token;
  const post = await postForm('/admin/blogs', adminToken, { title: 'Welcome to Bazaar', description: '<p>Our first post: how to meet safely.</p>' });
  const [category] = (await site.api('/dashboard/get-all-categories')).data;
  const [pune] = (await site.api('/dashboard/state/Maharashtra')).data.filter((district) => district.district === 'Pune');
  const { slug: adSlug, sellerName } = (await site.api(`/dashboard/get-post/${ad.id}`)).data;
  const values = {
    ':cardName': adSlug,
    ':displayName': sellerName, // the seller's public page, on by default
    ':adId': String(ad.id),
    ':slug': (await site.api('/blog')).data.items.find((p) => p.id === post.id).slug,
    ':title': category.slug,
    ':postLocation': pune.slug,
    ':conversationId': '1',
    ':ticket': 'BZ-AAAAAAAA', // the ticket page answers 200 and itself says when a ticket is not found
    ':packageId': String(ad.packageId),
    ':slotId': String(ad.slotId),
  };
  const paths = storefrontRoutes().map((route) =>
    route.replace(/:[A-Za-z]+/g, (param) => {
      if (!(param in values)) throw new Error(`no sample value for ${param} of the route ${route}: add one to this test`);
      return values[param];
    }),
  );
  expect(paths.length).toBeGreaterThan(30);
  const failures = [];
  for (const path of paths.flatMap((path) => [path, `/hi${path === '/' ? '' : path}`])) {
    const { status } = await request(`${site.baseURL}${encodeURI(path)}`);
    if (status !== 200) failures.push(`${path} → ${status}`);
  }
  expect(failures).toEqual([]);
  expect((await request(`${site.baseURL}/no-such-page/at-all/here`)).status).toBe(404);
}, 60_000);

/** Every path of storefront/src/app/router.tsx: the index, each `'path': pages.X` and each alias. */
function storefrontRoutes() {
  const source = readFileSync(join(ROOT, 'storefront/src/app/router.tsx'), 'utf8');
  const pages = [...source.matchAll(/(?:'([^']+)'|\b([A-Za-z][\w&-]*)): pages\.\w+/g)].map((match) => match[1] ?? match[2]);
  const aliasBlock = source.slice(source.indexOf('const aliases'), source.indexOf('};', source.indexOf('const aliases')));
  const aliases = [...aliasBlock.matchAll(/^\s*'?([\w&-]+)'?: '\//gm)].map((match) => match[1]);
  return ['/', ...[...pages, ...aliases].filter((path) => path !== '*').map((path) => `/${path}`)];
}

async function logInToStorefront(page, { email, password }) {
  await page.goto('/LogIn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/myads');
}

/** A multipart request to this server's API (ads, blog posts), as the front ends send them. */
async function postForm(path, token, fields, files = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [name, file] of Object.entries(files)) form.append(name, file, `${name}.png`);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': encoded.headers.get('content-type'), 'Content-Length': body.length };
  const { status, text } = await request(`${site.baseURL}/api${path}`, { method: 'POST', headers, body });
  if (status >= 400) throw new Error(`POST /api${path} → ${status}: ${text}`);
  return JSON.parse(text);
}

async function postAd(token) {
  const [pune] = (await site.api('/dashboard/state/Maharashtra')).data.filter((district) => district.district === 'Pune');
  const title = `Friendly first-day seller in Pune ${Date.now()}`;
  return postForm(
    '/seller/post/create',
    token,
    { title, description: `${title}. Kind, discreet and easy to talk to; weekends preferred.`, categoryId: 1, locationId: pune.id, phone: '9876543210', age: 29 },
    { images: new Blob([png()], { type: 'image/png' }) },
  );
}

/** The package and slot choices are radio buttons drawn as cards: a user taps the card. */
async function pickCard(page, group, name) {
  const choice = page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(name)}`) });
  const cards = page.getByRole('radiogroup', { name: group });
  await cards.locator('label').filter({ has: choice }).click();
  expect(await cards.locator(choice).isChecked()).toBe(true);
}
