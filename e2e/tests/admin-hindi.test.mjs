// The admin console in Hindi (हिन्दी), chosen in the user menu: the dashboard, the listings, the payments and the
// packages read in Hindi with Indian number grouping, the choice outlives a reload and signing out, and no screen asks
// for a text the Hindi messages lack. The console records each key it lacks on window.__missingTranslations once a
// page has set that array before it loads (admin-ui/src/providers/i18nProvider.ts).
import { ADMIN, api, expectAccessible, logInToConsole, newSeller, openPage, screenshot, setUpSuite, signUp, toast, tokenFor, utr, visible } from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });

const DEVANAGARI = /[\u0900-\u097F]/;

/** A page of the console that collects the translation keys it lacks, from its first script on. */
async function collectingPage(options) {
  const page = await openPage(suite.browser, options);
  await page.addInitScript(() => {
    window.__missingTranslations = [];
  });
  return page;
}

const missingTranslations = (page) => page.evaluate(() => window.__missingTranslations);
const storedLocale = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null'));

async function chooseLanguage(page, userMenu, language) {
  await page.getByRole('button', { name: userMenu }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

/** Opens a screen from the side menu, as an admin does: its group, then its item (a link to `path`). */
async function openFromMenu(page, group, path) {
  await page.getByRole('menuitem', { name: group, exact: true }).click();
  await page.locator(`a[role="menuitem"][href="/admin${path}"]`).click();
  await page.waitForURL(`**/admin${path}`);
}

/** Every column header of the screen's table: all of them in Hindi. */
async function expectHindiHeaders(page) {
  const table = page.getByRole('table');
  await visible(table.getByRole('row').nth(1));
  expect(await missingTranslations(page)).toEqual([]); // names the key, before its English fallback fails the check below
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  expect(headers.length).toBeGreaterThan(3);
  expect(headers.filter((text) => !DEVANAGARI.test(text))).toEqual([]);
  return headers;
}

test('an admin switches the console to Hindi in the user menu, works in it, keeps it across a reload and a sign-out, and switches back', async () => {
  // A package of one lakh rupees, off sale (sellers never see it): its price shows the Indian grouping
  const lakh = await api('/admin/packages', { method: 'POST', token: suite.adminToken, json: { name: `E2E Hindi lakh ${Date.now()}`, amount: 100000, durationDays: 30, active: false } });
  // A seller's top-up waiting for review, for the payments screen
  const seller = newSeller('Meera');
  await signUp(seller);
  const reference = utr();
  await api('/seller/transaction/add-money', { method: 'POST', token: await tokenFor(seller), json: { amount: 45000, upiId: 'meera@okicici', transactionId: reference } });
  const page = await collectingPage({ viewport: { width: 1280, height: 900 } });
  try {
    await logInToConsole(page);
    await visible(page.getByText('Activated Listing'));
    expect(await storedLocale(page)).toBeNull(); // English until chosen

    // The user menu offers both languages, each in its own script
    await page.getByRole('button', { name: 'Profile' }).click();
    await visible(page.getByRole('menuitemradio', { name: 'English' }));
    expect(await page.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();

    // The dashboard in Hindi: its cards, panels, table and side menu
    await visible(page.getByText('सक्रिय विज्ञापन'));
    for (const text of ['निष्क्रिय विज्ञापन', 'जुड़े हुए देश', 'समीक्षा के इंतज़ार में', 'विज्ञापनों की स्थिति', 'उपयोगकर्ताओं के आँकड़े', 'नए विज्ञापन', 'नए उपयोगकर्ता']) await visible(page.getByText(text, { exact: true }));
    for (const group of ['विज्ञापन', 'उपयोगकर्ता', 'भुगतान', 'एसईओ', 'लोकप्रिय शहर', 'सेटिंग']) await visible(page.getByRole('menuitem', { name: group, exact: true }));
    for (const english of ['Activated Listing', 'Latest Listing', 'User Stats', 'Dashboard']) expect(await page.getByText(english, { exact: true }).count()).toBe(0);
    // Dates in Hindi: "24 नव॰ 2026"
    const posted = page.getByRole('table').getByRole('row').nth(1).getByRole('cell').last();
    expect(await posted.innerText()).toMatch(/^\d{1,2} [\u0900-\u097F]+॰? \d{4}$/);
    expect(await storedLocale(page)).toBe('hi');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'Hindi console dashboard');
    await screenshot(page, 'admin-hindi-dashboard');
    expect(await missingTranslations(page)).toEqual([]);

    // The listings
    await openFromMenu(page, 'विज्ञापन', '/ads');
    const adHeaders = await expectHindiHeaders(page);
    expect(adHeaders).toEqual(expect.arrayContaining(['आईडी', 'शीर्षक', 'स्थिति', 'सत्यापित ईमेल', 'कार्रवाइयाँ']));
    await visible(page.getByPlaceholder('शीर्षक में खोजें'));
    await visible(page.getByText('प्रति पेज पंक्तियाँ:'));
    await visible(page.getByText(/^1-8 में से|में से 1-8$/));
    // Each row's status action, in Hindi: deactivate or activate, whichever ads the other journeys left on page 1.
    await visible(page.getByRole('button', { name: /^(निष्क्रिय|सक्रिय) करें$/ }));
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'Hindi console listings');
    await screenshot(page, 'admin-hindi-ads', { fullPage: false });
    expect(await missingTranslations(page)).toEqual([]);

    // The payments
    await openFromMenu(page, 'भुगतान', '/payments');
    const paymentHeaders = await expectHindiHeaders(page);
    expect(paymentHeaders).toEqual(expect.arrayContaining(['राशि', 'UPI आईडी', 'संदर्भ / यूटीआर']));
    await visible(page.getByPlaceholder('ईमेल, संदर्भ या यूटीआर'));
    const payment = page.getByRole('row').filter({ hasText: reference });
    await visible(payment.getByText('₹45,000'));
    await visible(payment.getByRole('combobox', { name: /^भुगतान \d+ की स्थिति$/ }).filter({ hasText: 'लंबित' }));
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'Hindi console payments');
    await screenshot(page, 'admin-hindi-payments', { fullPage: false });
    expect(await missingTranslations(page)).toEqual([]);

    // The packages: ₹1,00,000 in Hindi too
    await openFromMenu(page, 'सेटिंग', '/packages');
    await expectHindiHeaders(page);
    await visible(page.getByRole('row').filter({ hasText: lakh.name }).getByText('₹1,00,000.00'));
    // The seeded packages have their Hindi names beside the English ones.
    await visible(page.getByRole('row').filter({ hasText: '₹199.00' }).getByText('बेसिक', { exact: true }));
    await screenshot(page, 'admin-hindi-packages', { fullPage: false });
    // Deleting a package asks first, in Hindi; the row goes once the API has agreed.
    await page.getByRole('row').filter({ hasText: lakh.name }).getByRole('button', { name: 'हटाएँ' }).click();
    const confirm = page.getByRole('dialog');
    await visible(confirm.getByText('यह पैकेज हटाएँ?'));
    await confirm.getByRole('button', { name: 'पुष्टि करें' }).click();
    await page.getByRole('row').filter({ hasText: lakh.name }).waitFor({ state: 'detached' });
    await visible(page.getByRole('row').filter({ hasText: '₹199.00' }));

    expect(await missingTranslations(page)).toEqual([]);

    // Reloaded, the console is still in Hindi (react-admin's store, in localStorage)
    await page.reload();
    await expectHindiHeaders(page);
    await visible(page.getByRole('button', { name: 'प्रोफ़ाइल' }));
    expect(await storedLocale(page)).toBe('hi');
    expect(await missingTranslations(page)).toEqual([]);

    // Signing out keeps the language: the login page is in Hindi, and the next session too
    await page.getByRole('button', { name: 'प्रोफ़ाइल' }).click();
    await page.getByRole('menuitem', { name: 'साइन आउट' }).click();
    await visible(toast(page, 'आप लॉग आउट हो गए!'));
    await page.waitForURL('**/admin/login');
    await page.getByRole('textbox', { name: 'ईमेल' }).fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.getByRole('button', { name: 'लॉग इन करें' }).click();
    await visible(toast(page, 'लॉग इन सफल रहा!'));
    await visible(page.getByText('सक्रिय विज्ञापन'));
    expect(await missingTranslations(page)).toEqual([]);

    // Back to English, from the same menu
    await chooseLanguage(page, 'प्रोफ़ाइल', 'English');
    await visible(page.getByText('Activated Listing'));
    expect(await page.getByText('सक्रिय विज्ञापन').count()).toBe(0);
    expect(await storedLocale(page)).toBe('en');
    expect(await missingTranslations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
  } finally {
    // The journey deletes it itself when it gets that far.
    await api(`/admin/packages/${lakh.id}`, { method: 'DELETE', token: suite.adminToken }).catch(() => undefined);
  }
}, 120_000);

test('at 390 px the Hindi dashboard and listings fit the phone', async () => {
  const page = await collectingPage({ as: 'admin', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('hi')));
  await page.goto('/admin');
  await visible(page.getByText('सक्रिय विज्ञापन'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, 'admin-hindi-dashboard-390');

  await page.goto('/admin/ads');
  await visible(page.getByPlaceholder('शीर्षक में खोजें'));
  await visible(page.getByRole('button', { name: /^(निष्क्रिय|सक्रिय) करें$/ }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, 'admin-hindi-ads-390');
  expect(await missingTranslations(page)).toEqual([]);
  expect(page.errors).toEqual([]);
});
