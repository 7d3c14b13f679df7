// Journey (issue 43): sellers start top-ups (each with a reference that the UPI link carries into the bank's narration),
// some also claim them with their UTR; the admin uploads the bank statement in the console, maps its columns, saves them
// as a preset and imports: the credits naming a top-up by reference or UTR approve it, once; a credit naming no top-up
// and one whose amount differs wait for the admin. The same file again (with the preset) changes nothing; the mismatch
// is approved for the amount that arrived, and the unknown credit is marked as not a top-up from the open items.
import { answered, api, escapeRegExp, expectAccessible, hidden, newSeller, openPage, screenshot, setUpSuite, signUp, toast, tokenFor, utr, visible } from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });
const QR = { upiId: 'bazaar.statements@okaxis', payeeName: 'Bazaar Statements E2E' };

/** Today in India, as the bank writes it: 24/11/2026. */
const today = () => new Date().toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' });
const balanceOf = async (token) => (await api('/seller/transaction/wallet', { token })).balance;
const rupees = (amount) => `₹${amount.toLocaleString('en-IN')}`;

/** A new seller with an API token. */
async function seller(name) {
  const account = newSeller(name);
  await signUp(account);
  return { ...account, token: await tokenFor(account) };
}

/** A MUI select of the console, by its label (a required one's ends in " *"): opened, then the option picked by its text. */
async function pick(page, label, option) {
  await page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}( \\*)?$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' }); // closed, its fade-out done
}

/** The statement as a bank exports it: an account line above the header, the credits, a debit, and a balance column. */
function statementCsv(rows) {
  const day = today();
  let balance = 10_000;
  const lines = rows.map(({ narration, reference = '', debit = '', credit = '' }) => {
    balance += Number(credit || 0) - Number(debit || 0);
    return [day, `"${narration}"`, reference, debit && debit.toFixed(2), credit && credit.toFixed(2), balance.toFixed(2)].join(',');
  });
  return [`Statement of account XXXXXX4321 from ${day} to ${day}`, 'Txn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance', ...lines, ''].join('\n');
}

beforeAll(async () => {
  // Top-ups need an active UPI QR code: the one another journey made, or this one's.
  const anyone = await seller('Qrcheck');
  try {
    await api('/seller/transaction/get-active-qr', { token: anyone.token });
  } catch {
    await api('/admin/transaction/create-qr-code', { method: 'POST', token: suite.adminToken, json: { ...QR, isActive: true } });
  }
});

test('a bank statement approves the top-ups it pays, once; the admin settles what it could not match', async () => {
  const [asha, bilal, chitra] = [await seller('Asha'), await seller('Bilal'), await seller('Chitra')];
  // Asha requested a top-up and paid it without coming back: only the reference in the narration names it.
  const byReference = await api('/seller/transaction/request-top-up', { method: 'POST', token: asha.token, json: { amount: 1234 } });
  expect(byReference).toMatchObject({ reference: expect.stringMatching(/^BZ[0-9A-Z]{8}$/), charged: 1234 });
  // Bilal requested one and claimed it with his UTR.
  const claimed = await api('/seller/transaction/request-top-up', { method: 'POST', token: bilal.token, json: { amount: 2345 } });
  const bilalUtr = utr();
  await api('/seller/transaction/add-money', { method: 'POST', token: bilal.token, json: { amount: 2345, upiId: 'bilal@okhdfcbank', transactionId: bilalUtr, reference: claimed.reference } });
  // Chitra claimed a payment with her UTR alone; her bank's narration carries no reference.
  const chitraUtr = utr();
  const byUtr = await api('/seller/transaction/add-money', { method: 'POST', token: chitra.token, json: { amount: 3456, upiId: 'chitra@okicici', transactionId: chitraUtr } });
  // Asha's second top-up: ₹1,500 asked, ₹1,450 arrived.
  const short = await api('/seller/transaction/request-top-up', { method: 'POST', token: asha.token, json: { amount: 1500 } });
  // Chitra's second top-up was never paid.
  const unpaid = await api('/seller/transaction/request-top-up', { method: 'POST', token: chitra.token, json: { amount: 999 } });

  const unknownNarration = 'NEFT/ACME SUPPLIES PVT LTD/REFUND INV 4471';
  const csv = statementCsv([
    { narration: `UPI/${utr()}/Bazaar top-up ${byReference.reference}/asha@okaxis`, reference: utr(), credit: byReference.charged },
    { narration: `UPI/${bilalUtr}/Bazaar top-up ${claimed.reference}/bilal@okhdfcbank`, reference: bilalUtr, credit: claimed.charged },
    { narration: `UPI/${chitraUtr}/chitra@okicici`, reference: chitraUtr, credit: byUtr.charged },
    { narration: unknownNarration, reference: 'N4471', credit: 777 },
    { narration: `UPI/${utr()}/Bazaar top-up ${short.reference}/asha@okaxis`, credit: short.charged - 50 },
    { narration: 'ATM WDL/ANDHERI EAST MUMBAI', debit: 500 },
  ]);
  const file = { name: `statement-${Date.now()}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) };
  const presetName = `SBI current e2e ${Date.now()}`;

  // Payments → Bank statements, from the side menu.
  const page = await openPage(suite.browser, { as: 'admin', viewport: { width: 1280, height: 900 } });
  await page.goto('/admin/');
  await page.getByRole('menuitem', { name: 'Payments', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Bank statements' }).click();
  await page.waitForURL('**/admin/bank-statements');

  // Choose the file: its header row and first rows, then the columns mapped and saved as a preset.
  await answered(page, 'POST', /\/api\/admin\/statements\/preview$/, () => page.getByLabel('Choose a statement file').setInputFiles(file));
  const preview = page.getByRole('group', { name: `First rows of ${file.name}` });
  await visible(preview.getByRole('columnheader', { name: 'Ref No./Cheque No.' }));
  await visible(preview.getByText(unknownNarration));
  await pick(page, 'Date column', 'Txn Date');
  await pick(page, 'Narration column', 'Description');
  await pick(page, 'Bank reference / UTR column', 'Ref No./Cheque No.');
  await pick(page, 'Credit column', 'Credit');
  await pick(page, 'Date format', 'DD/MM/YYYY (24/11/2026)');
  await page.getByRole('checkbox', { name: 'Save these columns as a preset' }).check();
  await page.getByRole('textbox', { name: /^Preset name/ }).fill(presetName);
  const imported = await (await answered(page, 'POST', /\/api\/admin\/statements$/, () => page.getByRole('button', { name: 'Import', exact: true }).click())).json();

  // The result: counts at the top, then matched, unknown, mismatched and unpaid side by side.
  const summary = page.getByRole('status').filter({ hasText: 'approved' });
  await visible(summary);
  expect(await summary.innerText()).toBe('3 approved, 1 unknown, 1 mismatch · 5 credits in the file');
  const matched = page.getByRole('region', { name: 'Matched (3)' });
  for (const reference of [byReference.reference, claimed.reference, byUtr.reference]) await visible(matched.getByRole('article').filter({ hasText: reference }));
  const unknown = page.getByRole('region', { name: 'Credits with no top-up (1)' });
  const unknownLine = unknown.getByRole('article').filter({ hasText: unknownNarration });
  await visible(unknownLine.getByRole('button', { name: 'Match to a top-up' }));
  await visible(unknownLine.getByRole('button', { name: 'Not a top-up' }));
  const mismatch = page.getByRole('region', { name: 'Amount or date mismatches (1)' });
  const mismatchLine = mismatch.getByRole('article').filter({ hasText: short.reference });
  await visible(mismatchLine.getByText(`The statement credits ${rupees(1450)}, the top-up asks for ${rupees(1500)}`));
  await visible(mismatchLine.getByRole('button', { name: 'Approve for the amount received' }));
  await visible(mismatchLine.getByRole('button', { name: 'Not a top-up' }));
  const waiting = page.getByRole('region', { name: /^Top-ups with no credit/ });
  await visible(waiting.getByRole('link', { name: `Open top-up #${unpaid.id} in Payments` }));

  // Each matched top-up credited its wallet once.
  expect([await balanceOf(asha.token), await balanceOf(bilal.token), await balanceOf(chitra.token)]).toEqual([1234, 2345, 3456]);
  const approved = await api(`/admin/ra/payments?filter=${encodeURIComponent(JSON.stringify({ id: [byReference.id, claimed.id, byUtr.id, short.id] }))}`, { token: suite.adminToken });
  expect(Object.fromEntries(approved.map((p) => [p.id, p.paymentStatus]))).toEqual({ [byReference.id]: 'APPROVED', [claimed.id]: 'APPROVED', [byUtr.id]: 'APPROVED', [short.id]: 'REQUESTED' });
  expect(approved.find((p) => p.id === byReference.id).transactionId).toEqual(expect.stringMatching(/^\d{12}$/)); // the UTR read from the narration

  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'bank statement result');
  await screenshot(page, 'statement-import-1280');

  // On a phone, the same import (the open items link to it): the columns stacked, nothing wider than the screen.
  const phone = await openPage(suite.browser, { as: 'admin', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(`/admin/bank-statements/imports/${imported.id}`);
  await visible(phone.getByRole('region', { name: 'Matched (3)' }).getByRole('article').filter({ hasText: byUtr.reference }));
  await visible(phone.getByRole('region', { name: 'Amount or date mismatches (1)' }).getByRole('button', { name: 'Approve for the amount received' }));
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(phone, 'statement-import-390');
  // The upload on a phone: the preview scrolls in its box, the column selects stack.
  await phone.getByRole('tab', { name: 'Import a statement' }).click();
  await answered(phone, 'POST', /\/api\/admin\/statements\/preview$/, () => phone.getByLabel('Choose a statement file').setInputFiles(file));
  await pick(phone, 'Saved preset', 'None: choose the columns below');
  await visible(phone.getByRole('combobox', { name: /^Credit column/ }).filter({ hasText: 'Credit' }));
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(phone, 'statement-upload-390');
  expect(phone.errors).toEqual([]);
  await phone.context().close();

  // The same file again, with the saved preset: nothing new, no wallet changes.
  await answered(page, 'POST', /\/api\/admin\/statements\/preview$/, () => page.getByLabel('Choose another file').setInputFiles(file));
  await pick(page, 'Saved preset', presetName);
  await visible(page.getByText('Reads the date from “Txn Date” (DD/MM/YYYY)'));
  await answered(page, 'POST', /\/api\/admin\/statements$/, () => page.getByRole('button', { name: 'Import', exact: true }).click());
  const again = page.getByRole('status').filter({ hasText: 'Nothing new' });
  await visible(again);
  expect(await again.innerText()).toBe('Nothing new: every credit was imported before. Still open: 1 unknown, 1 mismatch.');
  expect([await balanceOf(asha.token), await balanceOf(bilal.token), await balanceOf(chitra.token)]).toEqual([1234, 2345, 3456]);
  await screenshot(page, 'statement-reimport-1280');

  // The mismatch, approved for what arrived: Asha's wallet gets ₹1,450.
  await mismatchLine.getByRole('button', { name: 'Approve for the amount received' }).click();
  const confirm = page.getByRole('dialog');
  await visible(confirm.getByText(`asked for ${rupees(1500)}; the statement shows ${rupees(1450)}`));
  await answered(page, 'POST', /\/api\/admin\/statements\/lines\/\d+\/match$/, () => confirm.getByRole('button', { name: 'Approve for the amount received' }).click());
  await visible(toast(page, `Top-up #${short.id} approved: the wallet gets ${rupees(1450)}`));
  await visible(page.getByRole('region', { name: 'Matched (4)' }).getByRole('article').filter({ hasText: short.reference }));
  expect(await balanceOf(asha.token)).toBe(1234 + 1450);

  // The top-up no credit paid, in Payments: its reference, what it asks, REQUESTED.
  await waiting.getByRole('link', { name: `Open top-up #${unpaid.id} in Payments` }).click();
  await page.waitForURL(`**/admin/payments/${unpaid.id}/show`);
  await visible(page.getByText(unpaid.reference, { exact: true }));
  await visible(page.getByRole('combobox', { name: `Status of payment ${unpaid.id}` }).filter({ hasText: 'REQUESTED' }));
  await screenshot(page, 'statement-unpaid-top-up');
  // The payments list: REQUESTED in the status filter, the reference beside the UTR.
  await page.getByRole('link', { name: 'Back to payments' }).click();
  await page.waitForURL('**/admin/payments');
  await pick(page, 'Status', 'REQUESTED');
  const row = page.getByRole('row').filter({ hasText: unpaid.reference });
  await visible(row.getByRole('combobox', { name: `Status of payment ${unpaid.id}` }).filter({ hasText: 'REQUESTED' }));
  await hidden(page.getByRole('row').filter({ hasText: byUtr.reference })); // approved, so filtered out
  await screenshot(page, 'statement-payments-requested', { fullPage: false });

  // Later: the open items, where the unknown credit is marked as not a top-up.
  await page.goto('/admin/bank-statements/open');
  const open = page
    .getByRole('region', { name: /^Credits with no top-up/ })
    .getByRole('article')
    .filter({ hasText: unknownNarration });
  await visible(open.getByRole('link', { name: /^From import #\d+$/ }));
  await open.getByRole('button', { name: 'Not a top-up' }).click();
  const note = page.getByRole('dialog', { name: 'Not a top-up' });
  await note.getByRole('textbox', { name: /^What it is/ }).fill('Refund from ACME Supplies');
  await answered(page, 'POST', /\/api\/admin\/statements\/lines\/\d+\/ignore$/, () => note.getByRole('button', { name: 'Not a top-up' }).click());
  await visible(toast(page, 'Marked as not a top-up'));
  expect(await open.count()).toBe(0);
  const lines = await api('/admin/statements/lines?status=IGNORED', { token: suite.adminToken });
  expect(lines.find((line) => line.narration === unknownNarration)).toMatchObject({ status: 'IGNORED', note: 'Refund from ACME Supplies', amount: 777 });
  expect(page.errors).toEqual([]);

  // The same import in Hindi: every text translated, nothing asked for that Hindi lacks.
  const hindi = await openPage(suite.browser, { as: 'admin', viewport: { width: 1280, height: 900 } });
  await hindi.addInitScript(() => {
    localStorage.setItem('RaStore.locale', '"hi"');
    window.__missingTranslations = [];
  });
  await hindi.goto(`/admin/bank-statements/imports/${imported.id}`);
  await visible(hindi.getByRole('region', { name: 'मिलान हुआ (4)' }));
  await visible(hindi.getByRole('region', { name: 'बिना टॉप-अप की जमा राशियाँ (1)' }).getByText('टॉप-अप नहीं: Refund from ACME Supplies'));
  await visible(hindi.getByRole('tab', { name: 'स्टेटमेंट आयात करें' }));
  expect(await hindi.evaluate(() => window.__missingTranslations)).toEqual([]);
  await screenshot(hindi, 'statement-import-hindi-1280');
  await hindi.context().close();
});

test('site settings: a GST invoices section, which says when invoices are issued and checks the GSTIN', async () => {
  const page = await openPage(suite.browser, { as: 'admin', viewport: { width: 1280, height: 900 } });
  await page.goto('/admin/site-settings/1#gst');
  await visible(page.getByRole('heading', { name: 'GST invoices' }));
  await visible(page.getByText(/only once the legal entity's name \(above\), the business address and the GSTIN are all set/));
  await visible(page.getByRole('textbox', { name: 'Business address' }));
  expect(await page.getByRole('textbox', { name: /^SAC code/ }).inputValue()).toBe('998365');
  await visible(page.getByRole('combobox', { name: 'GST rate' }).filter({ hasText: '18%' }));
  expect(
    await page
      .getByRole('switch', { name: 'Prices include GST' })
      .or(page.getByRole('checkbox', { name: 'Prices include GST' }))
      .isChecked(),
  ).toBe(true);
  await page.getByRole('textbox', { name: 'GSTIN' }).fill('27AAPFU0939F1Z');
  await page.getByRole('button', { name: 'Save' }).click();
  await visible(page.getByText('A GSTIN has 15 characters'));
  await screenshot(page, 'statement-site-settings-gst', { fullPage: false });
  expect(page.errors).toEqual([]);
});
