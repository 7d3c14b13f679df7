// Journey: GST invoices for wallet top-ups. Without GST details the QR page asks for no state. Then the operator's GST
// details are set through the API (as the console's Settings → Site settings would), with GST added on top of the
// amount: a new seller's ₹500 top-up costs ₹590. The seller picks a state for the invoice (remembered), pays the
// request's UPI link, an admin approves it, and the seller finds the tax invoice below Activity and downloads its PDF,
// then the month's wallet statement as a PDF and as a CSV. The settings are put back after: other journeys expect
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
const CSV_HEADER = 'Date,Description,Ad,Credit (INR),Debit (INR),Balance (INR)';
/** Today in India (YYYY-MM-DD), as the storefront and the API count a statement's days. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

const suite = setUpSuite({ adminToken: true });
let before;
let seller;
let sellerToken;

beforeAll(async () => {
  await api('/admin/transaction/create-qr-code', { method: 'POST', token: suite.adminToken, json: { ...QR, isActive: true } });
  before = await api('/admin/ra/site-settings/1', { token: suite.adminToken });
  seller = newSeller('Invoice');
  sellerToken = await signUpVerified(seller);
});

afterAll(async () => {
  const restored = Object.fromEntries(Object.keys(GST).map((key) => [key, before[key]]));
  await api('/admin/ra/site-settings/1', { method: 'PUT', token: suite.adminToken, json: restored });
});

/** The top-up request the page asks for when `action` runs (the page load, a change of state). */
const requestedBy = async (page, action) => (await answered(page, 'POST', /\/api\/seller\/transaction\/request-top-up$/, action)).json();

/** The seller, logged in through the storefront, on a page of a fresh browser context. */
async function sellerPage() {
  const page = await openPage(suite.browser, { viewport: WIDTHS.desktop });
  await logIn(page, seller);
  await visible(toast(page, 'Login Successful!'));
  await page.waitForURL('**/myads');
  return page;
}

/** Clicks a download button and answers the file the browser saved: its name and bytes. */
async function downloaded(page, button) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

test('without GST details the QR page asks for no state, and the top-up is requested without one', async () => {
  // No GST registration (whatever an earlier journey left): the public settings do not say that invoices are issued.
  await api('/admin/ra/site-settings/1', { method: 'PUT', token: suite.adminToken, json: { gstin: null } });
  expect((await api('/site-settings')).issuesGstInvoices).toBeUndefined();
  const page = await sellerPage();
  // A state remembered from earlier top-ups stays on the device, but is not sent while no invoice would name it.
  await page.evaluate(() => localStorage.setItem('billingState', 'Karnataka'));
  const topUp = await requestedBy(page, () => page.goto('/qrpage?amount=1000'));
  expect(topUp).toMatchObject({ amount: 1000, charged: 1000, billingState: null });
  await visible(page.getByRole('heading', { name: 'Pay ₹1,000 by UPI' }));
  await visible(page.getByRole('button', { name: topUp.reference }));
  expect(await page.getByLabel('Your state (for the GST invoice)').count()).toBe(0);
  expect(await page.getByText(/to your wallet \+/).count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('billingState'))).toBe('Karnataka');
  expect(page.errors).toEqual([]);
  await page.context().close();
});

test('with GST added on top, the seller pays ₹590 for ₹500, and downloads the tax invoice once the top-up is approved, and the month’s statement', async () => {
  await api('/admin/ra/site-settings/1', { method: 'PUT', token: suite.adminToken, json: GST });
  expect((await api('/site-settings')).issuesGstInvoices).toBe(true);
  const page = await sellerPage();
  await page.evaluate(() => localStorage.removeItem('billingState'));

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

  // 5. The wallet statement for this month (its first day to today, India time): a PDF, and a CSV with a BOM whose
  // lines open with the month's opening balance and show the approved ₹500
  const statement = page.getByRole('region', { name: 'Wallet statement' });
  expect(await statement.getByRole('radio', { name: 'This month' }).isChecked()).toBe(true);
  const today = indiaToday();
  const monthStart = `${today.slice(0, 8)}01`;
  const statementPdf = await downloaded(page, statement.getByRole('button', { name: 'Download PDF' }));
  expect(statementPdf.name).toBe(`wallet-${monthStart}-to-${today}.pdf`);
  expect(statementPdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const statementCsv = await downloaded(page, statement.getByRole('button', { name: 'Download CSV' }));
  expect(statementCsv.name).toBe(`wallet-${monthStart}-to-${today}.csv`);
  expect([...statementCsv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = statementCsv.bytes.subarray(3).toString('utf8').split(/\r?\n/);
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines[1]).toBe(`${monthStart},Opening balance,,,,0.00`);
  expect(lines.some((line) => line.startsWith(`${today},`) && line.endsWith(',500.00,,500.00'))).toBe(true);
  expect(lines).toContain(`${today},Closing balance,,,,500.00`);

  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'activity with invoices and the statement panel');
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, `invoices-list-${name}`);
  }

  // Days the API will not cover (over a year) are refused, and the panel shows why (on a phone: the calendar's width).
  await page.setViewportSize(WIDTHS.phone);
  await statement.getByText('Choose dates').click();
  await visible(statement.getByText('Choose the first and the last day (up to a year).'));
  // The calendar fits the phone's width: one month, this one, with arrows both ways.
  await statement.getByPlaceholder('First day').click();
  const calendar = page.locator('.ant-picker-dropdown:visible');
  await visible(calendar);
  await page.waitForFunction(() => !document.querySelector('.ant-picker-dropdown[class*="-enter"], .ant-picker-dropdown[class*="-appear"]'));
  const box = await calendar.boundingBox();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTHS.phone.width);
  // The header's month and year are two buttons (Dec, 2026).
  const month = new Date(`${today}T00:00:00Z`).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  expect(await calendar.locator('.ant-picker-header-view:visible button').allInnerTexts()).toEqual(month.split(' '));
  expect(await calendar.locator('.ant-picker-header-prev-btn:visible, .ant-picker-header-next-btn:visible').count()).toBe(2);
  await screenshot(page, 'invoices-statement-calendar-phone', { fullPage: false });
  await page.keyboard.press('Escape');
  for (const [field, day] of [
    ['First day', '01/01/2024'],
    ['Last day', '31/01/2025'],
  ]) {
    await statement.getByPlaceholder(field).fill(day);
    await statement.getByPlaceholder(field).press('Enter');
  }
  await visible(statement.getByText('The statement covers 1 Jan 2024 – 31 Jan 2025.'));
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/seller/transaction/statement');
  await statement.getByRole('button', { name: 'Download PDF' }).click();
  expect((await refused).status()).toBe(400);
  await visible(statement.getByRole('alert').filter({ hasText: "The statement's period must run from a day to the same or a later day, at most 366 days" }));
  // In the panel only: no toast says it again (toasts are role alert too, in antd's notification holder).
  expect(await page.locator('.ant-notification').getByText('at most 366 days').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.phone.width);
  await expectAccessible(page, 'the statement panel with chosen days and a refusal');
  await statement.scrollIntoViewIfNeeded();
  await screenshot(page, 'invoices-statement-refused-phone', { fullPage: false });
  await page.setViewportSize(WIDTHS.desktop);
  expect((await api('/seller/transaction/wallet', { token: sellerToken })).balance).toBe(500);

  // 6. In Hindi: the list and the statement panel in Hindi words (the number is a code, marked as no language), and the PDF in Hindi
  await page.goto('/hi/activity');
  const hindiList = page.getByRole('region', { name: 'इनवॉइस' });
  await visible(hindiList.getByText('टैक्स इनवॉइस'));
  await visible(hindiList.getByText('₹90 जीएसटी सहित'));
  const hindiStatement = page.getByRole('region', { name: 'वॉलेट स्टेटमेंट' });
  await visible(hindiStatement.getByRole('button', { name: 'सीएसवी डाउनलोड करें' }));
  expect(await hindiStatement.getByRole('radio', { name: 'इस महीने' }).isChecked()).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await untranslated(page)).toEqual({ missingKeys: [], latin: [] });
  const hindiDownloading = page.waitForEvent('download');
  await hindiList.getByRole('button', { name: 'पीडीएफ़ डाउनलोड करें' }).click();
  expect(
    readFileSync(await (await hindiDownloading).path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  expect((await downloaded(page, hindiStatement.getByRole('button', { name: 'पीडीएफ़ डाउनलोड करें' }))).bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // From the top: scrolled down to the buttons, the sticky top bar would be drawn mid-page in a full-page screenshot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'invoices-list-hi-desktop');
  // The calendar in Hindi too (its months and weekdays), last month beside this one.
  await hindiStatement.getByText('तारीख़ें चुनें').click();
  await hindiStatement.getByPlaceholder('पहला दिन').click();
  await visible(page.locator('.ant-picker-dropdown:visible'));
  await page.waitForFunction(() => !document.querySelector('.ant-picker-dropdown[class*="-enter"], .ant-picker-dropdown[class*="-appear"]'));
  expect(await untranslated(page)).toEqual({ missingKeys: [], latin: [] });
  await screenshot(page, 'invoices-statement-calendar-hi-desktop', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => ![...document.querySelectorAll('.ant-picker-dropdown')].some((dropdown) => dropdown.checkVisibility()));
  await page.setViewportSize(WIDTHS.phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.phone.width);
  await hindiStatement.scrollIntoViewIfNeeded();
  await screenshot(page, 'invoices-statement-hi-phone', { fullPage: false });
  // The QR page's new texts in Hindi (its shop names, Google Pay and the like, stay in Latin letters: only keys are checked).
  await page.goto('/hi/qrpage?amount=500');
  await visible(page.getByText('₹500 आपके वॉलेट में + ₹90 जीएसटी = ₹590 का भुगतान'));
  await visible(page.getByText('रेफ़रेंस', { exact: true }));
  expect((await untranslated(page)).missingKeys).toEqual([]);
  await page.setViewportSize(WIDTHS.phone);
  await screenshot(page, 'invoices-qr-page-hi-phone');
  expect(page.errors).toEqual([]);
}, 120_000);
