// Journey (e): top up the wallet by UPI (an admin approves the payment), then spend it on promoting an ad.
// Starts from the demo seller's saved login.
import { api, createAdViaApi, escapeRegExp, expectAccessible, openPage, run, screenshot, setUpSuite, toast, tokenFor, utr, visible } from '../support/harness.mjs';

const QR = { upiId: 'bazaar.e2e@okaxis', payeeName: 'Bazaar E2E Payments' };
const TOP_UP = 1000;

const suite = setUpSuite({ adminToken: true });
let ad;
beforeAll(async () => {
  // Sellers can only pay once an admin has published an active QR code.
  await api('/admin/transaction/create-qr-code', { method: 'POST', token: suite.adminToken, json: { ...QR, isActive: true } });
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  ad = await createAdViaApi(await tokenFor(run.seller), { title: `Warm e2e wallet seller seeking company ${Date.now()}`, locationId: pune.id });
});

const rupees = (amount) => `₹${amount.toLocaleString('en-IN')}`;

test('add money by UPI, get it approved, and promote an ad from the wallet', async () => {
  const page = await openPage(suite.browser, { as: 'seller' });

  // 1. Amount
  await page.goto('/select-amount');
  await visible(page.getByText('Current balance ₹0'));
  await page.getByRole('radio', { name: rupees(TOP_UP) }).click();
  await page.getByRole('button', { name: `Continue to pay ${rupees(TOP_UP)}` }).click();
  await page.waitForURL(`**/qrpage?amount=${TOP_UP}`);

  // 2. The QR code to pay (the API's top-up request: amount and our reference in the link), its UPI id, and the reference shown
  const requested = page.waitForResponse((response) => response.url().endsWith('/api/seller/transaction/request-top-up'));
  await visible(page.getByRole('heading', { name: `Pay ${rupees(TOP_UP)} by UPI` }));
  const topUp = await (await requested).json();
  expect(topUp).toMatchObject({ amount: TOP_UP, charged: TOP_UP, reference: expect.stringMatching(/^BZ[0-9A-Z]{8}$/) });
  await visible(page.getByText(QR.payeeName));
  await visible(page.getByRole('button', { name: QR.upiId }));
  // The reference is shown (with its copy button) for the payment note; no GST is set, so no sum is explained.
  await visible(page.getByRole('button', { name: topUp.reference }));
  await visible(page.getByText('keep it in the payment note'));
  expect(await page.getByText(/to your wallet \+/).count()).toBe(0);
  const qr = page.getByRole('img', { name: `UPI QR code to pay ${rupees(TOP_UP)}` });
  await visible(qr);
  expect(await qr.evaluate(drawnPixels)).toBeGreaterThan(1000);
  const upiApp = new URL(await page.getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href'));
  expect(upiApp.protocol).toBe('upi:');
  expect(upiApp.searchParams.get('pa')).toBe(QR.upiId);
  expect(upiApp.searchParams.get('pn')).toBe(QR.payeeName);
  expect(Number(upiApp.searchParams.get('am'))).toBe(TOP_UP);
  expect(upiApp.searchParams.get('tr')).toBe(topUp.reference);
  expect(upiApp.searchParams.get('tn')).toBe(`Bazaar top-up ${topUp.reference}`);
  expect(upiApp.searchParams.get('cu')).toBe('INR');
  // A reload asks again and gets the same unpaid request back.
  await page.reload();
  await visible(page.getByRole('button', { name: topUp.reference }));
  await screenshot(page, 'e-qr-page');

  const reference = utr();
  await page.getByLabel('Your UPI ID').fill('demo.seller@okhdfcbank');
  await page.getByLabel('UPI transaction ID (UTR)').fill(reference.slice(0, 11));
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await visible(page.getByText('The UPI transaction ID has exactly 12 digits'));
  await page.getByLabel('UPI transaction ID (UTR)').fill(reference);
  const submitted = page.waitForRequest((request) => request.url().endsWith('/api/seller/transaction/add-money'));
  await page.getByRole('button', { name: 'Submit payment' }).click();
  // Each click carries its own key, so a retry on a bad network cannot record the payment twice.
  expect((await submitted).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  await page.waitForURL('**/payment-confirm');
  await visible(page.getByText('Payment submitted, pending approval'));
  await visible(page.getByText(`Reference ${reference}`));
  await screenshot(page, 'e-payment-confirm');

  // 3. An admin approves it (through the API; the console has its own journey)
  const payments = await api(`/admin/transaction/get-all-payments?email=${encodeURIComponent(run.seller.email)}`, { token: suite.adminToken });
  const payment = payments.find((p) => p.transactionId === reference);
  // The UTR was recorded on the request that was paid: no second top-up.
  expect(payment).toMatchObject({ amount: TOP_UP, paymentStatus: 'PENDING', reference: topUp.reference });
  expect(payments.filter((p) => p.reference === topUp.reference)).toHaveLength(1);
  await api(`/admin/transaction/update-payment-status/${payment.id}/APPROVED`, { method: 'PUT', token: suite.adminToken });

  // 4. Promote the new ad from My Ads: package and slot, checkout, proceed
  await page.getByRole('link', { name: 'My Ads' }).click();
  await page.waitForURL('**/myads');
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: ad.title }) });
  await visible(card.getByText('Inactive', { exact: true }));
  await card.getByRole('button', { name: 'Promote' }).click();
  await page.waitForURL(`**/topup/${ad.id}`);

  const sellerToken = await tokenFor(run.seller);
  const [packages, slots] = await Promise.all([api('/seller/transaction/get-top-up-packages', { token: sellerToken }), api('/seller/transaction/get-all-time-slots', { token: sellerToken })]);
  const pkg = packages.find((p) => p.name === 'Standard') ?? packages.find((p) => p.amount < TOP_UP);
  const slot = slots.find((s) => s.label === 'All day') ?? slots[0];
  const next = page.getByRole('button', { name: 'Continue to checkout' });
  expect(await next.isDisabled()).toBe(true);
  await pickCard(page, 'Package', pkg.name);
  await pickCard(page, 'Time slot', slot.label);
  await next.click();
  await page.waitForURL(`**/checkout/${ad.id}/${pkg.id}/${slot.id}`);

  await visible(page.getByRole('heading', { name: ad.title }));
  const lines = await page.locator('dl').evaluate((dl) => Object.fromEntries([...dl.querySelectorAll('dt')].map((dt) => [dt.textContent.trim(), dt.nextElementSibling.textContent.trim()])));
  expect(lines).toMatchObject({
    Package: pkg.name,
    Slot: slot.label,
    'Package amount': rupees(pkg.amount),
    'Wallet balance': rupees(TOP_UP),
    'Left after paying': rupees(TOP_UP - pkg.amount),
  });
  // One balance line (nothing is held back, so "usable" would repeat it), and the button says what it pays.
  expect(Object.keys(lines)).not.toContain('Usable balance');
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'checkout');
  await screenshot(page, 'e-checkout');
  // On a phone the lines and the pay button fit the width.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'e-checkout-390');
  await page.setViewportSize(desktop);
  const purchase = page.waitForRequest((request) => request.url().includes('/api/seller/transaction/promote-post/'));
  await page.getByRole('button', { name: `Pay ${rupees(pkg.amount)} from wallet` }).click();
  expect((await purchase).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);

  await visible(toast(page, 'Your ad is promoted'));
  await page.waitForURL('**/myads');
  await visible(card.getByText('Active', { exact: true }));
  await visible(card.getByText(/^Promoted until /));
  await visible(card.getByText(slot.label, { exact: true }));
  const wallet = await api('/seller/transaction/wallet', { token: sellerToken });
  expect(wallet.balance).toBe(TOP_UP - pkg.amount);

  await screenshot(page, 'e-my-ads-promoted');
  expect(page.errors).toEqual([]);
});

test("a visitor sees the packages' prices from the footer's link and is asked to log in to promote", async () => {
  const page = await openPage(suite.browser);
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /packages/i })
    .click();
  await page.waitForURL('**/pacakages');
  const [cheapest] = (await api('/seller/transaction/get-top-up-packages')).sort((a, b) => a.amount - b.amount);
  await visible(page.getByText(rupees(cheapest.amount)).first());
  await page.getByRole('link', { name: 'Log in to promote an ad' }).click();
  await page.waitForURL('**/LogIn');
  expect(page.errors).toEqual([]);
  await page.context().close();
});

/** The package and slot choices are radio buttons drawn as cards: a user taps the card. */
async function pickCard(page, group, name) {
  const choice = page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(name)}`) });
  const cards = page.getByRole('radiogroup', { name: group });
  await cards.locator('label').filter({ has: choice }).click();
  expect(await cards.locator(choice).isChecked()).toBe(true);
}

/** How many pixels of the QR code are dark (a blank or failed drawing has none). */
function drawnPixels(element) {
  if (element.tagName.toLowerCase() === 'svg') return element.querySelectorAll('path, rect').length * 1000;
  const { data } = element.getContext('2d').getImageData(0, 0, element.width, element.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && data[i] < 80 && data[i + 1] < 80 && data[i + 2] < 80) dark += 1;
  return dark;
}
