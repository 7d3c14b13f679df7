// The account screens on a phone (390 px) and a laptop (1280 px): each fits the width (nothing to pan sideways)
// and is saved as e2e/artifacts/account-<width>-<screen>.png for people to look at.
import {
  api,
  createAdViaApi,
  fundWallet,
  hidden,
  linkIn,
  MAIL_SUBJECTS,
  nextMail,
  openPage,
  screenshot,
  setUpSuite,
  signUp,
  signUpInBrowser,
  toast,
  tokenFor,
  utr,
  visible,
} from '../support/harness.mjs';

const WIDTHS = {
  390: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  1280: { viewport: { width: 1280, height: 800 } },
};

const suite = setUpSuite({ adminToken: true });

/**
 * Saves the screen after checking that it fits the window's width; toasts (tested in the journeys) would hide the
 * page's top. An open dialog is checked too, and shot as the window shows it (`fullPage: false`).
 */
async function shoot(page, width, name, { fullPage = true } = {}) {
  await page.addStyleTag({ content: '.ant-notification { display: none !important; }' });
  await page.waitForTimeout(300); // antd's entry animations
  const fit = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth <= window.innerWidth,
    // Buttons, fields and switches stay inside their alert, card or dialog (none clips, so the page's width alone would not tell).
    controls: [...document.querySelectorAll(':is(.panel, [role=dialog]) :is(.ant-btn, input:not([type=hidden]), .ant-alert, .ant-switch)')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const card = (control.parentElement.closest('.ant-alert') ?? control.closest('.panel, [role=dialog]')).getBoundingClientRect();
        return box.width > 0 && (box.left < card.left - 0.5 || box.right > card.right + 0.5);
      })
      .map((control) => control.textContent || control.outerHTML.slice(0, 80)),
    // A dialog is drawn over the page (position: fixed), so it must fit the window by itself.
    dialogs: [...document.querySelectorAll('[role=dialog]')]
      .filter((dialog) => {
        const box = dialog.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > window.innerWidth);
      })
      .map((dialog) => dialog.getAttribute('aria-labelledby') ?? dialog.outerHTML.slice(0, 80)),
  }));
  expect({ name, ...fit }).toEqual({ name, page: true, controls: [], dialogs: [] });
  await screenshot(page, `account-${width}-${name}`, { fullPage });
}

async function logIn(page, { email, password }) {
  await page.goto('/LogIn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await visible(toast(page, 'Login Successful!'));
}

test.each(Object.keys(WIDTHS))('the account screens fit %s px', async (width) => {
  const stamp = `${Date.now()}${width}`;
  const seller = { fullName: 'Ananya E2E', email: `ananya.${stamp}@e2e.test`, password: 'ananya-password-1' };
  const page = await openPage(suite.browser, WIDTHS[width]);

  // Sign-up's answer, shown on the login page with the way to a forgotten password.
  await signUpInBrowser(page, seller);
  await page.waitForURL('**/LogIn');
  await visible(page.getByRole('main').getByText(`We have sent a message to ${seller.email}.`));
  await visible(page.getByRole('link', { name: 'Forgot password?' }));
  await shoot(page, width, 'login-after-sign-up');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await visible(page.getByRole('heading', { name: 'Forgot your password?' }));
  await shoot(page, width, 'forgot-password');
  await page.getByLabel('Email').fill(seller.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await visible(page.getByText('If an account uses this e-mail'));
  await shoot(page, width, 'forgot-password-sent');

  await page.goto(linkIn(await nextMail(seller.email, { subject: MAIL_SUBJECTS.reset }), '/reset-password?token='));
  await visible(page.getByRole('heading', { name: 'Choose a new password' }));
  await shoot(page, width, 'reset-password');
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('another-password-1');
  await page.getByLabel('Confirm new password').fill('another-password-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await visible(page.getByText('This link is not valid or has expired. Ask for a new one.'));
  await shoot(page, width, 'reset-password-refused');

  // Signed in and not verified yet: the profile, and a verification link that does not work.
  await logIn(page, seller);
  await page.waitForURL('**/myads');
  await page.goto('/profile');
  await visible(page.getByText('Not verified', { exact: true }));
  await shoot(page, width, 'profile-unverified');

  await page.goto('/verify-email?token=not-a-real-token');
  await visible(page.getByRole('button', { name: 'Resend verification e-mail' }));
  await shoot(page, width, 'verify-email-refused');

  await page.goto(linkIn(await nextMail(seller.email, { subject: MAIL_SUBJECTS.verify }), '/verify-email?token='));
  await visible(page.getByText('Your e-mail is verified. You can now publish ads.'));
  await shoot(page, width, 'verify-email-done');
  // With money in the wallet, which deleting the account would forfeit.
  await fundWallet(await tokenFor(seller), 700, { adminToken: suite.adminToken });
  await page.goto('/profile');
  await visible(page.getByText('Verified', { exact: true }));
  await visible(page.getByRole('switch', { name: 'Ad mails' }));
  await shoot(page, width, 'profile-verified');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
  await visible(deletion.getByText('Your wallet balance of ₹700 will be lost'));
  await shoot(page, width, 'profile-delete-account', { fullPage: false });
  await deletion.getByRole('button', { name: 'Delete my account' }).scrollIntoViewIfNeeded(); // a phone scrolls the dialog to its buttons
  await shoot(page, width, 'profile-delete-account-end', { fullPage: false });
  await deletion.getByRole('button', { name: 'Cancel' }).click();
  await hidden(deletion);
  expect(page.errors).toEqual([]);

  // A reader who is not signed in is offered the way to log in for a new link.
  const visitor = await openPage(suite.browser, WIDTHS[width]);
  await visitor.goto('/verify-email?token=not-a-real-token');
  await visible(visitor.getByRole('link', { name: 'Log in to get a new link' }));
  await shoot(visitor, width, 'verify-email-refused-signed-out');
  await visitor.context().close();
  await page.context().close();
});

test.each(Object.keys(WIDTHS))('where publishing is refused for an unverified e-mail, the way to a new link fits %s px', async (width) => {
  const seller = { fullName: 'Tara E2E', email: `tara.${Date.now()}${width}@e2e.test`, password: 'tara-password-1' };
  await signUp(seller);
  const token = await tokenFor(seller);
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const ad = await createAdViaApi(token, { title: `Patient e2e seller checking the notice ${Date.now()}`, locationId: pune.id });
  // A balance that covers a package, so that checkout offers to pay (an admin approves the top-up).
  const payment = await api('/seller/transaction/add-money', { method: 'POST', token, json: { amount: 500, upiId: 'tara@okicici', transactionId: utr() } });
  await api(`/admin/transaction/update-payment-status/${payment.id}/APPROVED`, { method: 'PUT', token: suite.adminToken });
  const [cheapest] = (await api('/seller/transaction/get-top-up-packages', { token })).sort((a, b) => a.amount - b.amount);
  const [slot] = await api('/seller/transaction/get-all-time-slots', { token });

  const page = await openPage(suite.browser, WIDTHS[width]);
  await logIn(page, seller);
  await page.waitForURL('**/myads');
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: ad.title }) });
  await card.getByRole('button', { name: 'Post free' }).click();
  await visible(card.getByRole('alert').filter({ hasText: 'Please verify your e-mail before publishing ads' }));
  await shoot(page, width, 'my-ads-verify-to-publish');

  await page.goto(`/checkout/${ad.id}/${cheapest.id}/${slot.id}`);
  await page.getByRole('button', { name: `Pay ₹${cheapest.amount} from wallet` }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Please verify your e-mail before publishing ads' });
  await visible(notice);
  await visible(notice.getByRole('button', { name: 'Resend verification e-mail' }));
  expect((await api('/seller/transaction/wallet', { token })).balance).toBe(500); // nothing was spent
  await shoot(page, width, 'checkout-verify-to-publish');
  expect(page.errors).toEqual([]);
  await page.context().close();
});

test("the 'Stop these mails' link of a payment mail turns those mails off, at 390 and 1280 px", async () => {
  const seller = { fullName: 'Meher E2E', email: `meher.${Date.now()}@e2e.test`, password: 'meher-password-1' };
  await signUp(seller);
  const token = await tokenFor(seller);
  const payment = await api('/seller/transaction/add-money', { method: 'POST', token, json: { amount: 300, upiId: 'meher@okicici', transactionId: utr() } });
  await api(`/admin/transaction/update-payment-status/${payment.id}/APPROVED`, { method: 'PUT', token: suite.adminToken });
  const mail = await nextMail(seller.email, { subject: /top-up|payment/i });
  const link = linkIn(mail, '/unsubscribe?token=');
  expect((await api('/auth/me', { token })).notifyPayments).toBe(true);

  for (const width of Object.keys(WIDTHS)) {
    const page = await openPage(suite.browser, WIDTHS[width]); // signed out: the link is the proof
    await page.goto(link);
    await visible(page.getByText('You will no longer get mails about your top-ups.'));
    await shoot(page, width, 'unsubscribe-done');
    expect(page.errors).toEqual([]);
    await page.context().close();
  }
  expect((await api('/auth/me', { token })).notifyPayments).toBe(false);

  const page = await openPage(suite.browser);
  await page.goto('/unsubscribe?token=not-a-real-token');
  await visible(page.getByText('This unsubscribe link is not valid.'));
  await shoot(page, 1280, 'unsubscribe-refused');
});

test('a signed-up e-mail that already had an account gets the same answer', async () => {
  const seller = { fullName: 'Zoya E2E', email: `zoya.${Date.now()}@e2e.test`, password: 'zoya-password-1' };
  await signUp(seller);
  const page = await openPage(suite.browser);
  await signUpInBrowser(page, { fullName: 'Someone Else', email: seller.email, password: 'someone-else-password' });
  await page.waitForURL('**/LogIn');
  await visible(page.getByRole('main').getByText(`We have sent a message to ${seller.email}.`));
  await nextMail(seller.email, { subject: /tried to sign up/ }); // the owner is told instead
  expect(page.errors).toEqual([]);
});
