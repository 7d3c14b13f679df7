// Admin console journeys over moderation (issue 17): with pre-moderation on, two sellers' new ads wait in
// Listing → Review queue; the admin approves the first and rejects the second from the keyboard, and the
// API agrees. Then an ad's reports, grouped under Listing → Reports by ad, are settled by taking it down.
import { mkdirSync } from 'node:fs';
import { api, createAdViaApi, eventually, hidden, newSeller, openPage, screenshot, setUpSuite, signUpVerified, toast, visible } from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });

/** Where the journey's screenshots also go for people to look at side by side (outside the repository). */
const SHOTS = '/tmp/shots';

const settings = (json) => api('/admin/ra/moderation-settings/1', { method: 'PUT', token: suite.adminToken, json });

/** A verified seller with one new ad in Pune: in pre-moderation it waits for review. */
async function sellerWithNewAd(name, title) {
  const token = await signUpVerified(newSeller(name));
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const ad = await createAdViaApi(token, { title, locationId: pune.id });
  return { token, ad };
}

test('pre-moderation: the admin approves one waiting ad and rejects the next from the keyboard, and the queue empties', async () => {
  const stamp = Date.now();
  const firstTitle = `Warm review-queue e2e companion ${stamp}`;
  const secondTitle = `Second review-queue e2e listing ${stamp}`;
  const [reason] = await api(`/admin/ra/rejection-reasons?${new URLSearchParams({ filter: JSON.stringify({ q: 'links in the text' }) })}`, { token: suite.adminToken });
  const note = 'Please write your number in the phone field, not in the description.';

  await settings({ mode: 'pre' });
  try {
    const first = await sellerWithNewAd('Asha', firstTitle);
    // Posting it free while it waits holds its days: approval starts them and puts it on the site.
    await api(`/seller/transaction/post-free-ad/${first.ad.id}`, { method: 'POST', token: first.token });
    const second = await sellerWithNewAd('Bina', secondTitle);
    for (const { ad } of [first, second]) expect((await api(`/admin/ra/ads/${ad.id}`, { token: suite.adminToken })).status).toBe('PENDING_REVIEW');

    const page = await openPage(suite.browser, { as: 'admin', viewport: { width: 1280, height: 900 } });
    await page.goto('/admin/review-queue');
    await visible(page.getByText(/j.*next/));
    // Only new ads: other journeys' reports may have hidden ads too (cause REPORTED), and they wait first.
    await page.getByRole('combobox', { name: 'Cause' }).click();
    await page.getByRole('option', { name: 'New ad', exact: true }).click();
    await page.waitForURL(/NEW/);

    const firstCard = page.getByRole('article', { name: `New ad: ${firstTitle}` });
    await visible(firstCard);
    expect(await firstCard.getAttribute('aria-current')).toBe('true'); // the oldest is focused
    const photo = firstCard.getByRole('img', { name: 'Photo 1' });
    await visible(photo);
    await eventually(() => photo.evaluate((img) => img.complete && img.naturalWidth > 0));
    await visible(firstCard.getByText('Held: days resume at approval'));
    const seller = firstCard.getByRole('region', { name: 'Seller' });
    await visible(seller.getByText('verified', { exact: true }));
    await visible(seller.getByText('Ads: 1'));
    await visible(seller.getByText(/^asha\..*@e2e\.test/));

    // A photo opens large, and Escape closes it without deciding anything.
    await firstCard.getByRole('button', { name: 'Enlarge photo 1' }).click();
    const viewer = page.getByRole('dialog', { name: /Photo 1 of 1/ });
    await visible(viewer.getByRole('link', { name: 'Full size' }));
    await page.keyboard.press('Escape');
    await hidden(viewer);
    await screenshot(page, 'admin-review-queue-1280', { fullPage: false });
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/review-queue-1280.png` });

    // j moves the focus to the next ad and k back; a approves the focused one.
    const secondCard = page.getByRole('article', { name: `New ad: ${secondTitle}` });
    await page.keyboard.press('j');
    await eventually(async () => (await secondCard.getAttribute('aria-current')) === 'true');
    await page.keyboard.press('k');
    await eventually(async () => (await firstCard.getAttribute('aria-current')) === 'true');
    await page.keyboard.press('a');
    await visible(toast(page, 'Approved: the ad is on the site.'));
    await hidden(firstCard);

    // The next ad is focused now; r opens its reject dialog, with the admins' reasons to choose from.
    await eventually(async () => (await secondCard.getAttribute('aria-current')) === 'true');
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: 'Reject this ad?' });
    await visible(dialog.getByText(secondTitle));
    // Neither a reason nor a note: refused in the dialog, nothing sent.
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await visible(dialog.getByText('Choose a reason or write a note'));
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: reason.label }).click();
    await dialog.getByRole('textbox', { name: 'Note to the seller' }).fill(note);
    // Typing a or r in the note is text, not a shortcut.
    expect(await dialog.getByRole('textbox', { name: 'Note to the seller' }).inputValue()).toBe(note);
    await page.screenshot({ path: `${SHOTS}/review-queue-reject-dialog.png` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await visible(toast(page, 'Rejected: the seller has been told why.'));
    await hidden(dialog);
    await visible(page.getByText('No ad waits for review for this cause.'));
    await screenshot(page, 'admin-review-queue-empty', { fullPage: false });

    // The API agrees: the first is on the site, the second rejected with the reason and the note.
    expect((await api(`/admin/ra/ads/${first.ad.id}`, { token: suite.adminToken })).status).toBe('ACTIVE');
    const rejected = await api(`/seller/post/my-ad/${second.ad.id}`, { token: second.token });
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.rejection).toContain(reason.label);
    expect(rejected.rejection).toContain(note);
    const waiting = await api(`/admin/ra/review-queue?${new URLSearchParams({ filter: JSON.stringify({ cause: 'NEW' }) })}`, { token: suite.adminToken });
    expect(waiting).toEqual([]);
    expect(page.errors).toEqual([]);
  } finally {
    await settings({ mode: 'post' }); // the other journeys post straight to the site
  }
});

test('at 390 px the queue stacks its cards, and the approve button is within reach; a version the seller replaced meanwhile is not approved', async () => {
  const stamp = Date.now();
  const title = `Narrow review-queue e2e ad ${stamp}`;
  const firstVersion = `First version of a narrow e2e ad ${stamp}`;
  await settings({ mode: 'pre' });
  let ad, token;
  try {
    ({ ad, token } = await sellerWithNewAd('Chitra', firstVersion));
  } finally {
    await settings({ mode: 'post' });
  }
  const page = await openPage(suite.browser, { as: 'admin', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(`/admin/review-queue?${new URLSearchParams({ filter: JSON.stringify({ cause: 'NEW' }) })}`);
  // The seller edits the ad while the admin looks at the first version: approving that one is refused, and the queue shows the new one.
  const firstCard = page.getByRole('article', { name: `New ad: ${firstVersion}` });
  await visible(firstCard);
  const edit = new FormData();
  edit.append('title', title);
  await api(`/seller/post/update/${ad.id}`, { method: 'PUT', token, form: edit });
  await firstCard.getByRole('button', { name: 'Approve' }).click();
  await visible(toast(page, /has changed ad \d+ since you opened it/));
  await hidden(firstCard);
  expect((await api(`/admin/ra/ads/${ad.id}`, { token: suite.adminToken })).status).toBe('PENDING_REVIEW');

  const card = page.getByRole('article', { name: `New ad: ${title}` });
  await visible(card);
  await visible(card.getByRole('img', { name: 'Photo 1' }));
  // Nothing wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/review-queue-390.png`, fullPage: true });
  await screenshot(page, 'admin-review-queue-390');

  await card.getByRole('button', { name: 'Approve' }).click();
  await visible(toast(page, 'Approved: the seller can now post it.')); // never posted: ready to post
  await hidden(card);
  expect((await api(`/admin/ra/ads/${ad.id}`, { token: suite.adminToken })).status).toBe('INACTIVE');
  expect(page.errors).toEqual([]);
});

test("an ad's reports, grouped under Reports by ad, are settled by taking the ad down", async () => {
  await settings({ mode: 'post' });
  const stamp = Date.now();
  const title = `Reported e2e ad grouped ${stamp}`;
  const { token, ad } = await sellerWithNewAd('Devi', title);
  await api(`/seller/transaction/post-free-ad/${ad.id}`, { method: 'POST', token });
  for (const reason of ['SPAM', 'SPAM']) await api(`/dashboard/report-post/${ad.id}`, { method: 'POST', json: { reason, details: 'Copied text (e2e).' }, challenge: true });

  const page = await openPage(suite.browser, { as: 'admin', viewport: { width: 1280, height: 800 } });
  await page.goto('/admin/reported-ads');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await visible(row.getByText('Spam × 2'));
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/reported-ads-1280.png` });
  await row.getByRole('button', { name: 'Take down ad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take down this ad?' });
  await visible(dialog.getByText('Spam'));
  await dialog.getByRole('textbox', { name: /Note to the seller/ }).fill('The same text as another ad (e2e).');
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await visible(toast(page, `Ad "${title}" taken down`));
  await hidden(row);
  const stored = await api(`/admin/ra/ads/${ad.id}`, { token: suite.adminToken });
  expect({ status: stored.status, takenDown: stored.takenDown }).toEqual({ status: 'INACTIVE', takenDown: true });
  expect(page.errors).toEqual([]);
});

test('Settings → Moderation switches to pre-moderation and back, and a threshold out of range is refused on the form', async () => {
  const page = await openPage(suite.browser, { as: 'admin', viewport: { width: 1280, height: 800 } });
  try {
    await page.goto('/admin/moderation-settings/1');
    await page.getByRole('radio', { name: /^Pre-moderation/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(toast(page, 'Moderation settings saved'));
    expect((await api('/admin/ra/moderation-settings/1', { token: suite.adminToken })).mode).toBe('pre');
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0); // one record, never deleted

    const threshold = page.getByRole('spinbutton', { name: /^Reports that hide an ad/ });
    await threshold.fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Must be at least 1'));
    expect((await api('/admin/ra/moderation-settings/1', { token: suite.adminToken })).reportThreshold).toBe(3);
    await page.screenshot({ path: `${SHOTS}/moderation-settings-1280.png`, fullPage: true });

    await page.reload();
    await page.getByRole('radio', { name: /^Post-moderation/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(toast(page, 'Moderation settings saved'));
    expect((await api('/admin/ra/moderation-settings/1', { token: suite.adminToken })).mode).toBe('post');
    expect(page.errors).toEqual([]);
  } finally {
    await settings({ mode: 'post' });
  }
});
