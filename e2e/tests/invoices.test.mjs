// Journey: GST invoices for wallet top-ups. The operator's GST details are set through the API (as the console's
// Settings → Site settings would), with GST added on top of the amount: a new seller's ₹500 top-up costs ₹590. The
// seller picks a state for the invoice (remembered), pays the request's UPI link, an admin approves it, and the seller
// finds the tax invoice below Activity and downloads its PDF. The settings are put back after: other journeys expect
// prices without GST and no invoices.
import { readFileSync } from 'node:fs';
import { answered, api, choose, expectAccessible, logIn, newSeller, openPage, screenshot, setUpSuite, signUpVerified, toast, untranslated, utr, visible } from '../support/harness.mjs';

const QR = { upiId: 'bazaar.e2e@okaxis', payeeName: 'Bazaar E2E Payments' };
const GST = {
  legalEntityName: 'Bazaar Classifieds E2E Private Limited',
  businessAddress: '4th floor, Example House\nAndheri East, Mumbai 400069',
  gstin: '27AAPFU0939F1ZV',
  gstRatePercent: 18,
  pricesIncludeTax: false,
};
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

const suite = setUpSuite({ adminToken: true });
let before;
let seller;
let sellerToken;

beforeAll(async () => {
  await api('/admin/transaction/create-qr-code', { method: 'POST', token: suite.adminToken, json: { ...QR, isActive: true } });
  before = await api('/admin/ra/site-settings/1', { token: suite.adminToken });
  await api('/admin/ra/site-settings/1', { method: 'PUT', token: suite.adminToken, json: GST });
  seller = newSeller('Invoice');
  sellerToken = await signUpVerified(seller);
});

afterAll(async () => {
  const restored = Object.fromEntries(Object.keys(GST).map((key) => [key, before[key]]));
  await api('/admin/ra/site-settings/1', { method: 'PUT', token: suite.adminToken, json: restored });
});

/** The top-up request the page asks for when `action` runs (the page load, a change of state). */
const requestedBy = async (page, action) => (await answered(page, 'POST', /\/api\/seller\/transaction\/request-top-up$/, action)).json();

test('with GST added on top, the seller pays ₹590 for ₹500, and downloads the tax invoice once the top-up is approved', async () => {
  const page = await openPage(suite.browser, { viewport: WIDTHS.desktop });
  await logIn(page, seller);
  await visible(toast(page, 'Login Successful!'));
  await page.waitForURL('**/myads');

  // 1. The QR page: what to pay with GST, and the state for the invoice (optional, remembered on the device)
  let topUp = await requestedBy(page, () => page.goto('/qrpage?amount=500'));
  expect(topUp).toMatchObject({ amount: 500, charged: 590, billingState: null });
  await visible(page.getByRole('heading', { name: 'Pay ₹590 by UPI' }));
  await visible(page.getByText('₹500 to your wallet + ₹90 GST = ₹590 to pay'));
  await visible(page.getByText('pay exactly ₹590.'));
  await visible(page.getByRole('img', { name: 'UPI QR code to pay ₹590' }));
  topUp = await requestedBy(page, () => choose(page, page.getByLabel('Your state (for the GST invoice)'), 'Karnataka'));
  expect(topUp).toMatchObject({ amount: 500, charged: 590, billingState: 'Karnataka' });
  await visible(page.getByRole('button', { name: topUp.reference }));
  expect(await page.evaluate(() => localStorage.getItem('billingState'))).toBe('Karnataka');
  const upiApp = new URL(await page.getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href'));
  expect(upiApp.searchParams.get('am')).toBe('590.00');
  expect(upiApp.searchParams.get('tr')).toBe(topUp.reference);

  // A reload asks again with the remembered state and gets the same unpaid request back.
  const again = await requestedBy(page, () => page.reload());
  expect(again.reference).toBe(topUp.reference);
  await visible(page.getByRole('button', { name: topUp.reference }));
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'QR page with GST');
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `invoices-qr-page-${name}`);
  }

  // 2. The payment's UTR for this request
  const transactionId = utr();
  await page.getByLabel('Your UPI ID').fill('invoice.seller@okhdfcbank');
  await page.getByLabel('UPI transaction ID (UTR)').fill(transactionId);
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await page.waitForURL('**/payment-confirm');
  await visible(page.getByText('We received your payment details for ₹590.'));

  // No invoice before the approval: the list is not shown at all.
  await page.goto('/activity');
  await visible(page.getByRole('heading', { name: 'Activity' }));
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('heading', { name: 'Invoices' }).count()).toBe(0);

  // 3. An admin approves it (through the API; the console has its own journey): the wallet gets ₹500, the invoice says ₹590
  const payments = await api(`/admin/transaction/get-all-payments?email=${encodeURIComponent(seller.email)}`, { token: suite.adminToken });
  const payment = payments.find((p) => p.reference === topUp.reference);
  expect(payment).toMatchObject({ amount: 500, charged: 590, transactionId, billingState: 'Karnataka', paymentStatus: 'PENDING' });
  await api(`/admin/transaction/update-payment-status/${payment.id}/APPROVED`, { method: 'PUT', token: suite.adminToken });

  // 4. The invoice below Activity, and its PDF
  await page.reload();
  const list = page.getByRole('region', { name: 'Invoices' });
  await visible(list);
  const [invoice] = await api('/seller/invoices', { token: sellerToken });
  expect(invoice).toMatchObject({ kind: 'INVOICE', reference: topUp.reference, total: 590, tax: 90, number: expect.stringMatching(/^BZ\/\d{2}-\d{2}\/\d{6}$/) });
  const row = list.getByRole('listitem').filter({ hasText: invoice.number });
  await visible(row.getByText('Tax invoice'));
  await visible(row.getByText('₹590'));
  await visible(row.getByText('incl. ₹90 GST'));
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoice.number.replace(/\//g, '-')}.pdf`);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'activity with invoices');
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, `invoices-list-${name}`);
  }
  expect((await api('/seller/transaction/wallet', { token: sellerToken })).balance).toBe(500);

  // 5. In Hindi: the list in Hindi words (the number is a code, marked as no language), and the PDF in Hindi
  await page.goto('/hi/activity');
  const hindiList = page.getByRole('region', { name: 'इनवॉइस' });
  await visible(hindiList.getByText('टैक्स इनवॉइस'));
  await visible(hindiList.getByText('₹90 जीएसटी सहित'));
  await page.waitForLoadState('networkidle');
  expect(await untranslated(page)).toEqual({ missingKeys: [], latin: [] });
  const hindiDownloading = page.waitForEvent('download');
  await hindiList.getByRole('button', { name: 'पीडीएफ़ डाउनलोड करें' }).click();
  expect(
    readFileSync(await (await hindiDownloading).path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await screenshot(page, 'invoices-list-hi-desktop');
  // The QR page's new texts in Hindi (its shop names, Google Pay and the like, stay in Latin letters: only keys are checked).
  await page.goto('/hi/qrpage?amount=500');
  await visible(page.getByText('₹500 आपके वॉलेट में + ₹90 जीएसटी = ₹590 का भुगतान'));
  await visible(page.getByText('रेफ़रेंस', { exact: true }));
  expect((await untranslated(page)).missingKeys).toEqual([]);
  await page.setViewportSize(WIDTHS.phone);
  await screenshot(page, 'invoices-qr-page-hi-phone');
  expect(page.errors).toEqual([]);
}, 120_000);
