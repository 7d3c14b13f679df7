// Journeys through the account mails, which the app sends by SMTP to the test's mail server (support/mail-server.mjs):
// (b) an unverified seller gets a new verification link where publishing is refused, (c) a forgotten password is
// reset from the mailed link and ends the sessions signed in elsewhere, (d) a password changed on the profile
// page, and signing out on every device.
import { api, createAdViaApi, linkIn, logIn, MAIL_SUBJECTS, newSeller, nextMail, openPage, screenshot, setUpSuite, signUp, toast, tokenFor, visible } from '../support/harness.mjs';

const suite = setUpSuite();

async function logInToMyAds(page, seller) {
  await logIn(page, seller);
  await visible(toast(page, 'Login Successful!'));
  await page.waitForURL('**/myads');
  await visible(page.getByRole('heading', { name: 'My Ads' }));
}

const storedToken = (page) => page.evaluate(() => localStorage.getItem('token'));

test('(b) an unverified seller is asked to verify when posting free, asks for a new link, follows it and then posts', async () => {
  const seller = newSeller('Kavya');
  await signUp(seller);
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const ad = await createAdViaApi(await tokenFor(seller), { title: `Gentle e2e seller awaiting verification ${Date.now()}`, locationId: pune.id }); // preparing works unverified
  const first = await nextMail(seller.email, { subject: MAIL_SUBJECTS.verify }); // the sign-up's link, not followed

  const page = await openPage(suite.browser);
  await logInToMyAds(page, seller);

  // The profile says so before anything is refused.
  await page.goto('/profile');
  await visible(page.getByText('Not verified', { exact: true }));
  await visible(page.getByRole('alert').filter({ hasText: 'Verify your e-mail to publish ads' }));
  await screenshot(page, 'b-profile-unverified');

  // Posting free is refused with the API's words and a way out, on the ad's card; no generic error.
  await page.goto('/myads');
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: ad.title }) });
  await card.getByRole('button', { name: 'Post free' }).click();
  const notice = card.getByRole('alert').filter({ hasText: 'Verify your e-mail to publish ads' });
  await visible(notice);
  await visible(notice.getByText('Please verify your e-mail before publishing ads'));
  expect(await toast(page, 'You are not allowed to do this.').count()).toBe(0);
  await visible(card.getByText('Inactive', { exact: true }));

  await notice.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await visible(notice.getByText(`We have sent a new link to ${seller.email}.`));
  await screenshot(page, 'b-verify-to-publish');

  // The newest link (the resent one) confirms the e-mail.
  const resent = await nextMail(seller.email, { subject: MAIL_SUBJECTS.verify, after: 1 });
  expect(linkIn(resent, '/verify-email?token=')).not.toBe(linkIn(first, '/verify-email?token='));
  await page.goto(linkIn(resent, '/verify-email?token='));
  await visible(page.getByText('Your e-mail is verified. You can now publish ads.'));
  await page.getByRole('main').getByRole('link', { name: 'My Ads' }).click();
  await page.waitForURL('**/myads');

  await card.getByRole('button', { name: 'Post free' }).click();
  await visible(toast(page, 'Your ad is live'));
  await visible(card.getByText('Active', { exact: true }));
  expect((await api(`/dashboard/get-post/${ad.id}`)).title).toBe(ad.title);

  await page.goto('/profile');
  await visible(page.getByText('Verified', { exact: true }));
  expect(await page.getByText('Verify your e-mail to publish ads').count()).toBe(0);
  expect(page.errors).toEqual([]);
});

test('(c) a forgotten password is reset from the mailed link; the session signed in elsewhere is refused; the new password signs in', async () => {
  const seller = newSeller('Rohan');
  await signUp(seller);
  const newPassword = 'rohan-new-password-2';

  // Signed in on one device…
  const other = await openPage(suite.browser);
  await logInToMyAds(other, seller);

  // …the seller forgets the password on another.
  const page = await openPage(suite.browser);
  await page.goto('/LogIn');
  await page.getByLabel('Email').fill(seller.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  expect(await page.getByLabel('Email').inputValue()).toBe(seller.email); // carried over from the login form
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await visible(page.getByText('If an account uses this e-mail, we have sent it a link to choose a new password.'));

  const mail = await nextMail(seller.email, { subject: MAIL_SUBJECTS.reset });
  const link = linkIn(mail, '/reset-password?token=');
  await page.goto(link);
  await visible(page.getByRole('heading', { name: 'Choose a new password' }));
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('not-the-same-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await visible(page.getByText('The two passwords do not match'));
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await visible(page.getByText('Your password has been changed. Sign in with the new one.'));
  await screenshot(page, 'c-password-reset');

  // The other device's session has ended: its next call is refused and it is sent to log in.
  await other.reload();
  await other.waitForURL('**/LogIn');
  await visible(toast(other, 'Please log in again'));
  expect(await storedToken(other)).toBeNull();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('rohan-third-password-3');
  await page.getByLabel('Confirm new password').fill('rohan-third-password-3');
  await page.getByRole('button', { name: 'Change password' }).click();
  await visible(page.getByText('This link has already been used. Ask for a new one.'));
  await visible(page.getByRole('link', { name: 'Ask for a new link' }));
  await screenshot(page, 'c-reset-link-used');

  // The old password no longer signs in; the new one does.
  await logIn(page, seller);
  await visible(toast(page, 'Failed to Login. Please check your credentials.'));
  await logInToMyAds(page, { ...seller, password: newPassword });
  expect(page.errors).toEqual([]);
  expect(other.errors).toEqual([]);
});

test('(d) a password changed on the profile page: this device stays signed in, the new password signs in and the old one no longer does', async () => {
  const seller = newSeller('Ishaan');
  await signUp(seller);
  const newPassword = 'ishaan-new-password-2';
  const elsewhere = await tokenFor(seller); // another device, signed in through the API

  const page = await openPage(suite.browser);
  await logInToMyAds(page, seller);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await visible(form.getByText('The current password is wrong'));

  await form.getByLabel('Current password').fill(seller.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await visible(toast(page, 'Password changed'));
  await visible(toast(page, 'Other devices have been signed out.'));
  await nextMail(seller.email, { subject: MAIL_SUBJECTS.passwordChanged });

  // This session stays; the other one has ended.
  const token = await storedToken(page);
  expect((await api('/auth/me', { token })).email).toBe(seller.email);
  await expect(api('/auth/me', { token: elsewhere })).rejects.toThrow(/→ 401/);

  // Log out from the menu ends this session at the API too.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const reloaded = page.waitForEvent('load'); // log out ends with a fresh load of /LogIn (seed: "goes to the login page and reloads")
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  await reloaded;
  expect(new URL(page.url()).pathname).toBe('/LogIn');
  await expect(api('/auth/me', { token })).rejects.toThrow(/→ 401/);

  await logIn(page, seller);
  await visible(toast(page, 'Failed to Login. Please check your credentials.'));
  await logInToMyAds(page, { ...seller, password: newPassword });
  expect(page.errors).toEqual([]);
});

test('sign out on every device ends the sessions on the other devices too', async () => {
  const seller = newSeller('Neha');
  await signUp(seller);
  const other = await openPage(suite.browser);
  await logInToMyAds(other, seller);
  const page = await openPage(suite.browser);
  await logInToMyAds(page, seller);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out on every device' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Sign out on every device?' });
  await visible(dialog);
  await screenshot(page, 'sign-out-everywhere-confirm', { fullPage: false });
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await reloaded;
  expect(new URL(page.url()).pathname).toBe('/LogIn');
  expect(await storedToken(page)).toBeNull();

  await other.goto('/activity'); // still signed in as far as it knows, until the API refuses its token
  await other.waitForURL('**/LogIn');
  await visible(toast(other, 'Please log in again'));
  expect(await storedToken(other)).toBeNull();
  expect(page.errors).toEqual([]);
});
