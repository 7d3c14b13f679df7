// Journey: a Hindi reader. Switches to हिन्दी on the home page, searches, opens an ad and signs in, every screen in
// Hindi: no translation key missing, no English word left outside what sellers wrote, and no serious accessibility
// violation. The choice is remembered, and a browser that prefers Hindi gets Hindi on its first visit. A seller's
// screens are Hindi too, down to the notices in Activity.
import { adminToken, api, choose, createAdViaApi, expectAccessible, fundWallet, newSeller, openPage, screenshot, setUpSuite, signUpVerified, untranslated, visible } from '../support/harness.mjs';

const suite = setUpSuite();
// Thane has no demo ads: its results are only what this journey posts, written in Hindi.
let thane;
let category;
let ad;
let seller;

beforeAll(async () => {
  thane = await api('/dashboard/location-seo/thane');
  category = (await api('/dashboard/get-all-categories')).find((c) => c.slug === 'women-seeking-men');
  seller = newSeller('Hindi');
  const token = await signUpVerified(seller);
  await api('/auth/me', { method: 'PUT', token, json: { displayName: `सीमा ${Date.now() % 100000}` } });
  ad = await createAdViaApi(token, {
    title: `ठाणे में झील किनारे शाम की सैर ${Date.now() % 100000}`,
    description: 'झील के किनारे शाम की सैर, अच्छी बातचीत और अदरक वाली चाय। सप्ताहांत बेहतर, शांत और सम्मानजनक मुलाक़ात।',
    categoryId: category.id,
    locationId: thane.id,
  });
  await api(`/seller/transaction/post-free-ad/${ad.id}`, { method: 'POST', token });
});

/** The page is all Hindi (untranslated() in the harness says what counts) and passes axe. */
async function expectHindi(page, name) {
  expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
  expect(await untranslated(page)).toEqual({ missingKeys: [], latin: [] });
  await expectAccessible(page, name);
}

test('switch to Hindi, search, open an ad and log in: every screen in Hindi, and the choice is remembered', async () => {
  expect(category.titleHi).toBeTruthy();
  expect(thane.districtHi).toBe('ठाणे');
  const page = await openPage(suite.browser, { viewport: { width: 390, height: 844 } });
  await page.goto('/');
  await page.getByRole('link', { name: 'हिन्दी' }).click();
  await page.waitForURL((url) => url.pathname === '/hi/');
  await visible(page.getByRole('heading', { level: 1 }));
  await visible(page.getByRole('link', { name: category.titleHi, exact: true }));
  await page.waitForLoadState('networkidle');
  await expectHindi(page, 'home');
  await screenshot(page, 'hi-home-390');

  // The search popup, in Hindi names: category, state, district.
  await page.getByRole('main').getByRole('button', { name: 'विज्ञापन खोजें' }).click();
  const popup = page.getByRole('dialog', { name: 'विज्ञापन खोजें' });
  await visible(popup);
  await choose(page, popup.getByLabel('श्रेणी'), category.titleHi);
  await choose(page, popup.getByLabel('राज्य'), 'महाराष्ट्र');
  await choose(page, popup.getByLabel('जगह'), 'ठाणे');
  await expectHindi(page, 'search popup');
  await popup.getByRole('button', { name: 'खोजें', exact: true }).click();

  await page.waitForURL((url) => url.pathname === `/hi/${category.slug}/thane`);
  await visible(page.getByRole('heading', { level: 1, name: `ठाणे में ${category.titleHi}` }));
  // The popup fades out: axe would otherwise read its half-transparent labels as too faint.
  await popup.waitFor({ state: 'hidden' });
  const card = page.getByRole('main').locator('.ad-card').filter({ hasText: ad.title });
  await visible(card);
  await visible(card.getByText('ठाणे, महाराष्ट्र'));
  await page.waitForLoadState('networkidle');
  await expectHindi(page, 'results');
  await screenshot(page, 'hi-results-390');

  await card.getByRole('heading', { name: ad.title }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/hi/ad/'));
  await visible(page.getByRole('heading', { level: 1, name: ad.title }));
  await visible(page.getByText('झील के किनारे शाम की सैर'));
  await page.waitForLoadState('networkidle');
  await expectHindi(page, 'ad page');
  expect(await page.title()).toBe(`${ad.title} (ठाणे) | बाज़ार`);
  await screenshot(page, 'hi-ad-390');

  await page.goto('/hi/LogIn');
  await page.getByLabel('ई-मेल').fill(seller.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(seller.password);
  await expectHindi(page, 'login');
  await screenshot(page, 'hi-login-390');
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/hi/myads');
  await visible(page.getByRole('heading', { level: 1, name: 'मेरे विज्ञापन' }));
  await visible(page.getByText(ad.title));
  await page.waitForLoadState('networkidle');
  await expectHindi(page, 'my ads');

  // Remembered: the English address of any page now answers in Hindi; switching back to English sticks too.
  await page.goto('/favourites');
  await page.waitForURL((url) => url.pathname === '/hi/favourites');
  await page.getByRole('link', { name: 'English' }).click();
  await page.waitForURL((url) => url.pathname === '/favourites');
  expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/');
  await visible(page.getByRole('link', { name: 'हिन्दी' }));
  expect(page.errors).toEqual([]);
});

test('a first visit from a browser that prefers Hindi opens in Hindi; the same pages look right at 1280 px', async () => {
  const page = await openPage(suite.browser, { locale: 'hi-IN', viewport: { width: 1280, height: 900 } });
  await page.goto(`/${category.slug}/thane`);
  await page.waitForURL((url) => url.pathname === `/hi/${category.slug}/thane`);
  await visible(page.getByRole('heading', { level: 1, name: `ठाणे में ${category.titleHi}` }));
  await page.waitForLoadState('networkidle');
  await expectHindi(page, 'results at 1280 px');
  await screenshot(page, 'hi-results-1280');
  await page.goto('/hi/');
  await visible(page.getByRole('link', { name: category.titleHi, exact: true }));
  await screenshot(page, 'hi-home-1280');
  await page.goto(`/hi/ad/x/${ad.id}`);
  await visible(page.getByRole('heading', { level: 1, name: ad.title }));
  await screenshot(page, 'hi-ad-1280');
  expect(page.errors).toEqual([]);
});

test("the legal pages bring their long texts with them, in the page's language", async () => {
  const page = await openPage(suite.browser, { viewport: { width: 390, height: 844 } });
  await page.goto('/hi/privacy&policy');
  await visible(page.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' }));
  // Names such as GDPR and UPI stay in Latin letters here, so only missing keys and axe are checked.
  expect((await untranslated(page)).missingKeys).toEqual([]);
  await expectAccessible(page, 'Hindi privacy policy');
  await page.getByRole('link', { name: 'नियम और शर्तें' }).first().click();
  await visible(page.getByRole('heading', { level: 1, name: 'नियम और शर्तें' }));
  await page.goto('/terms&conditions');
  await visible(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }));
  expect((await untranslated(page)).missingKeys).toEqual([]);
  expect(page.errors).toEqual([]);
});

test("a seller's screens in Hindi: the post-ad form, its messages for an empty form, and the checkout", async () => {
  const hindiSeller = newSeller('Kavya');
  const token = await signUpVerified(hindiSeller);
  await fundWallet(token, 1000);
  const own = await createAdViaApi(token, {
    title: `ठाणे में सुबह की दौड़ के साथी ${Date.now() % 100000}`,
    description: 'सुबह झील के किनारे दौड़ने के लिए साथी चाहिए। सप्ताहांत पर नाश्ता और अच्छी बातचीत, शांत और सम्मानजनक।',
    categoryId: category.id,
    locationId: thane.id,
  });
  const [cheapest] = (await api('/seller/transaction/get-top-up-packages', { token })).sort((a, b) => a.amount - b.amount);
  const [slot] = await api('/seller/transaction/get-all-time-slots', { token });

  const page = await openPage(suite.browser, { locale: 'hi-IN', viewport: { width: 1280, height: 900 } });
  await page.goto('/hi/LogIn');
  await page.getByLabel('ई-मेल').fill(hindiSeller.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(hindiSeller.password);
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/hi/myads');

  await page.goto('/hi/AddPost');
  await visible(page.getByRole('heading', { level: 1, name: 'विज्ञापन डालें' }));
  const form = page.getByRole('main');
  await visible(form.getByLabel('श्रेणी'));
  await page.waitForLoadState('networkidle');
  await expectHindi(page, 'post ad form');
  await form.getByRole('button', { name: 'विज्ञापन बनाएँ' }).click();
  await visible(form.getByText('कृपया शीर्षक लिखें'));
  await visible(form.getByText('कृपया कम से कम एक फ़ोटो जोड़ें'));
  await expectHindi(page, 'post ad form with errors');
  await screenshot(page, 'hi-post-ad-errors-1280');

  await page.goto(`/hi/checkout/${own.id}/${cheapest.id}/${slot.id}`);
  await visible(page.getByRole('heading', { name: own.title }));
  await visible(page.getByRole('button', { name: /^वॉलेट से .+ चुकाएँ$/ }));
  await page.waitForLoadState('networkidle');
  await expectHindi(page, 'checkout');
  await screenshot(page, 'hi-checkout-1280');

  // A moderator (whose console is in English) takes the ad down: Activity says so in Hindi.
  await api(`/admin/post/deactivate/${own.id}`, { method: 'PUT', token: await adminToken(), json: { reason: 'WRONG_CATEGORY' } });
  await page.goto('/hi/activity');
  await visible(page.getByText(`“${own.title}” हटा दिया गया: यह गलत श्रेणी में है`));
  await page.waitForLoadState('networkidle');
  await expectHindi(page, 'activity');
  await screenshot(page, 'hi-activity-1280');
  expect(page.errors).toEqual([]);
});
