// Journey (issue 43): a seller tops up (a top-up request an admin approves) and buys a promotion from the wallet; the admin
// finds it in the console's Payments → Promotions by the seller's e-mail and refunds its unused days with a reason; the
// refund is shown there and the seller's wallet went up by it. Payments → Finance shows the same figures as the API's
// summary (money in, what the site owes its sellers, the day's row of the chart's table), and the accountant's
// invoices and refunds CSVs download with their header rows, the refund in its month's file.
import { readFileSync } from 'node:fs';
import { answered, api, createAdViaApi, expectAccessible, newSeller, openPage, screenshot, setUpSuite, signUpVerified, toast, utr, visible } from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });
const QR = { upiId: 'bazaar.finance@okaxis', payeeName: 'Bazaar Finance E2E' };
const REASON = 'The slot was not shown for two days during an outage';

/** Rupees as the console shows them (common/money.ts): ₹1,00,000 or ₹1,180.5. */
const rupees = (amount) => `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
/** A period's total, added in paise as the console adds it. */
const total = (figures) => figures.reduce((sum, figure) => sum + Math.round(figure.amount * 100), 0) / 100;
const balanceOf = async (token) => (await api('/seller/transaction/wallet', { token })).balance;
/** Today in India: 2026-11-24. */
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** Clicks a download button and answers the file the browser saved: its name and text. */
async function downloaded(page, button) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

/** A CSV's rows, the byte order mark (for spreadsheet programs) taken off. */
const csvLines = (text) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);

let seller;
let token;
let ad;
/** The package the seller bought, the wallet's balance after buying it, and the promotion as the admin's list first showed it. */
let cheapest;
let afterPurchase;
let bought;
/** The refund the first journey made (the second checks the figures and exports after it). */
let refund;

beforeAll(async () => {
  seller = newSeller('Nisha');
  token = await signUpVerified(seller);
  // Top-up requests need an active UPI QR code: the one another journey made, or this one's.
  try {
    await api('/seller/transaction/get-active-qr', { token });
  } catch {
    await api('/admin/transaction/create-qr-code', { method: 'POST', token: suite.adminToken, json: { ...QR, isActive: true } });
  }
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  ad = await createAdViaApi(token, { title: `Morning cricket e2e partner wanted ${Date.now()}`, locationId: pune.id });

  // The seller's top-up, requested and approved by an admin, then a promotion bought from the wallet.
  const topUp = await api('/seller/transaction/request-top-up', { method: 'POST', token, json: { amount: 1000 } });
  await api(`/admin/transaction/update-payment-status/${topUp.id}/APPROVED`, { method: 'PUT', token: suite.adminToken });
  expect(await balanceOf(token)).toBe(1000);
  [cheapest] = (await api('/seller/transaction/get-top-up-packages', { token })).sort((a, b) => a.amount - b.amount);
  const [slot] = await api('/seller/transaction/get-all-time-slots', { token });
  await api(`/seller/transaction/promote-post/${ad.id}/${cheapest.id}/${slot.id}`, { method: 'POST', token });
  afterPurchase = await balanceOf(token);
  expect(afterPurchase).toBe(1000 - cheapest.amount);
  // A second payment, claimed with its UTR and not yet approved: a pending top-up under a day old.
  await api('/seller/transaction/add-money', { method: 'POST', token, json: { amount: 500, upiId: 'nisha@okicici', transactionId: utr() } });
  [bought] = await api(`/admin/promotions?email=${encodeURIComponent(seller.email)}`, { token: suite.adminToken });
  expect(bought).toMatchObject({ adId: ad.id, adTitle: ad.title, amount: cheapest.amount, refund: null });
});

test('the admin finds a promotion by the seller’s e-mail and refunds its unused days with a reason', async () => {
  // Payments → Promotions, from the side menu; the seller found by e-mail.
  const page = await openPage(suite.browser, { as: 'admin', viewport: { width: 1280, height: 900 } });
  await page.goto('/admin/');
  await page.getByRole('menuitem', { name: 'Payments', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Promotions', exact: true }).click();
  await page.waitForURL('**/admin/promotions');
  await page.getByRole('searchbox', { name: "Seller's e-mail" }).fill(seller.email);
  await page.waitForURL((url) => url.searchParams.get('email') === seller.email);
  const row = page.getByRole('row').filter({ hasText: ad.title });
  await visible(row.getByText(rupees(cheapest.amount), { exact: true }));
  await row.getByRole('button', { name: `Refund the promotion of ${ad.title}` }).click();

  // The dialog: the unused days chosen, a reason, confirmed.
  const dialog = page.getByRole('dialog', { name: 'Refund this promotion?' });
  const unused = dialog.getByRole('radio', { name: /^The unused days: about ₹/ });
  await visible(unused);
  expect(await unused.isChecked()).toBe(true);
  await visible(dialog.getByRole('radio', { name: `All of it: ${rupees(cheapest.amount)}` }));
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(REASON);
  refund = await (await answered(page, 'POST', new RegExp(`/api/admin/promotions/${bought.id}/refund$`), () => dialog.getByRole('button', { name: /^Refund about ₹/ }).click())).json();
  expect(refund).toMatchObject({ scope: 'UNUSED', reason: REASON, refundedBy: 'admin@e2e.test' });
  expect(refund.amount).toBeGreaterThan(0);
  expect(refund.amount).toBeLessThanOrEqual(bought.unusedAmount);
  await visible(toast(page, `${rupees(refund.amount)} refunded to the wallet of ${seller.email}`));

  // Recorded: the row shows the refund, its reason and who made it; the seller's wallet went up by it.
  await visible(row.getByText(`${rupees(refund.amount)} refunded: the unused days`));
  await visible(row.getByText(`Reason: ${REASON}`));
  await visible(row.getByText(/ by admin@e2e\.test$/));
  expect(await row.getByRole('button').count()).toBe(0);
  expect(await balanceOf(token)).toBeCloseTo(afterPurchase + refund.amount, 2);
  const [listed] = await api(`/admin/promotions?email=${encodeURIComponent(seller.email)}`, { token: suite.adminToken });
  expect(listed.refund).toEqual(refund);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'promotions');
  await screenshot(page, 'finance-promotions-1280');
  expect(page.errors).toEqual([]);
  await page.context().close();

  // On a phone: the promotions as cards, nothing wider than the screen.
  const phone = await openPage(suite.browser, { as: 'admin', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(`/admin/promotions?email=${encodeURIComponent(seller.email)}`);
  const card = phone.getByRole('article', { name: ad.title });
  await visible(card.getByText(`${rupees(refund.amount)} refunded: the unused days`));
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(phone, 'finance-promotions-390');
  expect(phone.errors).toEqual([]);
  await phone.context().close();
});

test('the finance page shows the API’s figures after the refund, and the accountant’s exports download', async () => {
  expect(refund).toBeDefined(); // made by the journey above
  // Payments → Finance, from the side menu: the tiles show the API's figures.
  const page = await openPage(suite.browser, { as: 'admin', viewport: { width: 1280, height: 900 } });
  await page.goto('/admin/');
  await page.getByRole('menuitem', { name: 'Payments', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Finance', exact: true }).click();
  await page.waitForURL('**/admin/finance');
  const owed = page.getByRole('region', { name: 'Owed to sellers' });
  await visible(owed);
  const summary = await api('/admin/finance/summary?days=30', { token: suite.adminToken });
  await visible(owed.getByText(rupees(summary.owedToSellers), { exact: true }));
  await visible(page.getByRole('region', { name: 'Money in' }).getByText(rupees(total(summary.moneyIn)), { exact: true }));
  await visible(page.getByRole('region', { name: 'Promotions sold' }).getByText(rupees(total(summary.promotionsSold)), { exact: true }));
  await visible(page.getByRole('region', { name: 'Refunds' }).getByText(rupees(total(summary.refunds)), { exact: true }));
  expect(total(summary.moneyIn)).toBeGreaterThanOrEqual(1000);
  expect(total(summary.refunds)).toBeGreaterThanOrEqual(refund.amount);
  // The chart's figures for screen readers: today's row as the API counts it.
  const day = today();
  const figure = (series) => series.find((entry) => entry.day === day)?.amount ?? 0;
  const table = page.getByRole('table', { name: /per day, last 30 days/ });
  const todayRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: day.split('-').reverse().join('/'), exact: true }) });
  expect(await todayRow.getByRole('cell').allTextContents()).toEqual([figure(summary.moneyIn), figure(summary.promotionsSold), figure(summary.refunds)].map(rupees));
  // Pending: the claimed top-ups (this one among them), and each age's figure for screen readers.
  const { underOneDay, oneToThreeDays, threeToSevenDays, overSevenDays } = summary.pendingTopUps;
  expect(underOneDay).toBeGreaterThanOrEqual(1);
  const pending = page.getByRole('region', { name: 'Pending top-ups' });
  await visible(pending.getByText(String(underOneDay + oneToThreeDays + threeToSevenDays + overSevenDays), { exact: true }));
  await visible(pending.getByText(`Under 1 day: ${underOneDay} top-up${underOneDay === 1 ? '' : 's'}`));
  const reconciliation = page.getByRole('region', { name: 'Reconciliation' });
  await visible(reconciliation.getByRole('link', { name: 'Bank statements → Open items' }));

  // The accountant's exports for this month: the invoices' header row, and the refund in the refunds' file.
  const month = day.slice(0, 7);
  const exports = page.getByRole('region', { name: "The accountant's exports" });
  const invoices = await downloaded(page, exports.getByRole('button', { name: 'Invoices CSV' }));
  expect(invoices.name).toBe(`invoices-${month}.csv`);
  expect(csvLines(invoices.text)[0]).toBe('Number,Type,Date,Original invoice,Recipient,Recipient e-mail,Place of supply,State code,SAC,Rate %,Taxable value,CGST,SGST,IGST,Total,Top-up reference,UTR');
  await visible(toast(page, `Saved invoices-${month}.csv`));
  const refunds = await downloaded(page, exports.getByRole('button', { name: 'Refunds CSV' }));
  expect(refunds.name).toBe(`refunds-${month}.csv`);
  const refundLines = csvLines(refunds.text);
  expect(refundLines[0]).toBe('Date,Seller e-mail,Ad,Ad title,Package,Price,Refunded,Scope,Reason,Admin');
  expect(refundLines).toContain([day, seller.email, ad.id, ad.title, cheapest.name, cheapest.amount.toFixed(2), refund.amount.toFixed(2), 'UNUSED', REASON, 'admin@e2e.test'].join(','));

  // A week: the period is kept in the address and asked of the API.
  await answered(page, 'GET', /\/api\/admin\/finance\/summary$/, () => page.getByRole('button', { name: '7 days' }).click());
  await page.waitForURL('**/admin/finance?days=7');
  await visible(page.getByRole('table', { name: /per day, last 7 days/ }));
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'finance');
  await screenshot(page, 'finance-1280');
  expect(page.errors).toEqual([]);
  await page.context().close();

  // On a phone: the tiles and charts stacked, nothing wider than the screen.
  const phone = await openPage(suite.browser, { as: 'admin', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto('/admin/finance');
  await visible(phone.getByRole('region', { name: 'Owed to sellers' }).getByText(rupees(summary.owedToSellers), { exact: true }));
  await visible(phone.getByRole('region', { name: 'Pending top-ups' }));
  await phone.waitForLoadState('networkidle');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(phone, 'finance-390');
  expect(phone.errors).toEqual([]);
  await phone.context().close();

  // Both pages in Hindi: every text translated, nothing asked for that Hindi lacks.
  const hindi = await openPage(suite.browser, { as: 'admin', viewport: { width: 1280, height: 900 } });
  await hindi.addInitScript(() => {
    localStorage.setItem('RaStore.locale', '"hi"');
    window.__missingTranslations = [];
  });
  await hindi.goto(`/admin/promotions?email=${encodeURIComponent(seller.email)}`);
  await visible(hindi.getByRole('row').filter({ hasText: ad.title }).getByText('रिफ़ंड: बचे हुए दिन'));
  await hindi.goto('/admin/finance');
  await visible(hindi.getByRole('region', { name: 'विक्रेताओं का बकाया' }).getByText(rupees(summary.owedToSellers), { exact: true }));
  await visible(hindi.getByRole('region', { name: 'लंबित टॉप-अप' }));
  await hindi.waitForLoadState('networkidle');
  expect(await hindi.evaluate(() => window.__missingTranslations)).toEqual([]);
  await screenshot(hindi, 'finance-hindi-1280');
  expect(hindi.errors).toEqual([]);
  await hindi.context().close();
});
