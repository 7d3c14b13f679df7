// Journeys through the profile's privacy sections: (a) the public profile (display name, default phone) and the mail
// settings, kept across a reload, with the API's refusals beside the fields and the phone offered to a new ad;
// (b) "Download my data" saves a JSON file of the account; (c) deleting the account, after being told the wallet
// balance that is lost: a wrong password is refused, the right one signs out and the login no longer works;
// (d) with ad mails off, a notice about an ad is listed in Activity but not mailed.
import { readFileSync } from 'node:fs';
import { api, createAdViaApi, fundWallet, logIn, mailsTo, newSeller, nextMail, openPage, screenshot, setUpSuite, signUp, toast, tokenFor, visible } from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });

/** Display names may hold at most five digits (more read as a phone number), so uniqueness comes from letters. */
const letters = (count) => Array.from({ length: count }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function logInToProfile(page, seller) {
  await logIn(page, seller);
  await visible(toast(page, 'Login Successful!'));
  await page.waitForURL('**/myads');
  await page.goto('/profile');
  await visible(page.getByRole('heading', { name: 'Public profile' }));
}

test('(a) display name, phone and mail settings are saved and kept after a reload; a taken display name is refused beside the field; a new ad starts with the phone', async () => {
  const seller = newSeller('Meera');
  await signUp(seller);
  const token = await tokenFor(seller);
  // Someone else already uses this name; names are unique whatever their case.
  const other = newSeller('Farah');
  await signUp(other);
  const taken = `Farah ${letters(8)}`;
  await api('/auth/me', { method: 'PUT', token: await tokenFor(other), json: { displayName: taken } });

  const page = await openPage(suite.browser);
  await logInToProfile(page, seller);
  const form = page.getByRole('form', { name: 'Public profile' });
  await visible(form.getByText('What buyers see on your ads'));
  const displayName = `Meera_${letters(6)}`;
  await form.getByLabel('Display name').fill(displayName);
  await form.getByLabel('Default phone').fill('98765 43210');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await visible(toast(page, 'Profile saved'));
  await visible(toast(page, `Buyers now see “${displayName}” on your ads.`));

  // Mail settings are saved as each switch flips.
  const adMails = page.getByRole('switch', { name: 'Ad mails' });
  const topUpMails = page.getByRole('switch', { name: 'Top-up mails' });
  expect(await adMails.getAttribute('aria-checked')).toBe('true');
  await adMails.click();
  await visible(toast(page, 'You will no longer get mails about your ads.'));
  expect(await adMails.getAttribute('aria-checked')).toBe('false');
  await screenshot(page, 'a-profile-saved');

  await page.reload();
  await visible(form.getByLabel('Display name'));
  expect(await form.getByLabel('Display name').inputValue()).toBe(displayName);
  expect(await form.getByLabel('Full name').inputValue()).toBe(seller.fullName);
  expect(await form.getByLabel('Default phone').inputValue()).toBe('9876543210');
  expect(await adMails.getAttribute('aria-checked')).toBe('false');
  expect(await topUpMails.getAttribute('aria-checked')).toBe('true');
  expect(await api('/auth/me', { token })).toMatchObject({ displayName, phone: '9876543210', notifyAds: false, notifyPayments: true });

  // Turned back on, and the other one off.
  await adMails.click();
  await visible(toast(page, 'You will get mails about your ads.'));
  await topUpMails.click();
  await visible(toast(page, 'You will no longer get mails about your top-ups.'));
  expect(await api('/auth/me', { token })).toMatchObject({ notifyAds: true, notifyPayments: false });

  // A name someone else has (in another case) is refused beside the field; so is one with a phone number in it.
  await form.getByLabel('Display name').fill(taken.toUpperCase());
  await form.getByRole('button', { name: 'Save profile' }).click();
  await visible(form.getByText('This display name is taken, or looks like one that is: choose another'));
  await screenshot(page, 'a-display-name-taken');
  await form.getByLabel('Display name').fill('Call 98765 43');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await visible(form.getByText('Display name must not contain a phone number'));
  expect((await api('/auth/me', { token })).displayName).toBe(displayName);

  // A new ad starts with the default phone.
  await page.goto('/AddPost');
  await visible(page.getByRole('heading', { name: 'Post an ad' }));
  const phone = page.getByRole('main').getByLabel('Mobile number');
  await page.waitForFunction((input) => input.value !== '', await phone.elementHandle());
  expect(await phone.inputValue()).toBe('9876543210');
  expect(page.errors).toEqual([]);
});

test('(b) "Download my data" saves a JSON file with the profile and the ads', async () => {
  const seller = newSeller('Sana');
  await signUp(seller);
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const ad = await createAdViaApi(await tokenFor(seller), { title: `Thoughtful e2e seller keeping a copy ${Date.now()}`, locationId: pune.id });

  const page = await openPage(suite.browser);
  await logInToProfile(page, seller);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bazaar-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(data.profile).toMatchObject({ email: seller.email, fullName: seller.fullName });
  expect(data.ads).toEqual([expect.objectContaining({ id: ad.id, title: ad.title, location: 'Pune, Maharashtra' })]);
  await visible(toast(page, 'Your data is downloading'));
  await screenshot(page, 'b-data-downloaded');
  expect(page.errors).toEqual([]);
});

test('(c) deleting the account shows the wallet balance that is lost, refuses a wrong password, then signs out for good', async () => {
  const seller = newSeller('Vikram');
  await signUp(seller);
  const token = await tokenFor(seller);
  await fundWallet(token, 700, { adminToken: suite.adminToken });

  const page = await openPage(suite.browser);
  await logInToProfile(page, seller);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await visible(dialog);
  await visible(dialog.getByText('Your wallet balance of ₹700 will be lost'));
  await visible(dialog.getByText('Your ads and their photos.'));
  await visible(dialog.getByText('Your payments and wallet records, without your name or e-mail'));
  await page.waitForTimeout(300); // the dialog's entry animation
  await screenshot(page, 'c-delete-account-confirm', { fullPage: false });

  await dialog.getByLabel('Your password, to confirm').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await visible(dialog.getByText('The password is wrong'));
  expect((await api('/auth/me', { token })).email).toBe(seller.email); // nothing happened

  await dialog.getByLabel('Your password, to confirm').fill(seller.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await visible(toast(page, 'Account deleted'));
  await visible(toast(page, 'Your account has been deleted.'));
  await page.waitForURL((url) => url.pathname === '/');
  await visible(page.getByRole('heading', { level: 1 })); // the home page, not the login page
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await screenshot(page, 'c-account-deleted', { fullPage: false });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await visible(page.getByRole('dialog', { name: 'Menu' }).getByText('Log in to post and manage your ads.'));
  await expect(api('/auth/me', { token })).rejects.toThrow(/→ 401/); // every session has ended

  await logIn(page, seller);
  await visible(toast(page, 'Failed to Login. Please check your credentials.'));
  expect(new URL(page.url()).pathname).toBe('/LogIn');
  expect(page.errors).toEqual([]);
});

test('(d) ad mails switched off on the profile: a take-down is still listed in Activity, with its label, but not mailed', async () => {
  const seller = newSeller('Rhea');
  await signUp(seller);
  const token = await tokenFor(seller);
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const quiet = await createAdViaApi(token, { title: `Calm e2e seller with mails off ${Date.now()}`, locationId: pune.id });
  const mailed = await createAdViaApi(token, { title: `Chatty e2e seller with mails on ${Date.now()}`, locationId: pune.id });
  const takeDown = (ad) => api(`/admin/post/deactivate/${ad.id}`, { method: 'PUT', token: suite.adminToken, json: {} });

  const page = await openPage(suite.browser);
  await logInToProfile(page, seller);
  const adMails = page.getByRole('switch', { name: 'Ad mails' });
  await adMails.click();
  await visible(toast(page, 'You will no longer get mails about your ads.'));
  await takeDown(quiet);
  await adMails.click();
  await visible(toast(page, 'You will get mails about your ads.'));
  await takeDown(mailed);

  // Mail goes out in order: once the second take-down's mail is here, the first would have been too.
  await nextMail(seller.email, { subject: /was taken down/ });
  const subjects = (await mailsTo(seller.email)).map((mail) => mail.subject);
  expect(subjects.filter((subject) => /was taken down/.test(subject))).toEqual([`Your ad "${mailed.title}" was taken down`]);

  await page.goto('/activity');
  const notices = page.getByRole('listitem').filter({ hasText: 'Ad taken down by a moderator' });
  await visible(notices);
  expect(await notices.count()).toBe(2);
  await visible(notices.filter({ hasText: quiet.title }));
  await visible(notices.filter({ hasText: mailed.title }));
  await screenshot(page, 'd-activity-take-downs');
  expect(page.errors).toEqual([]);
});
