// Journey (issue 41, item 4; docs/decisions/0038-consent.md): a visitor signs up, asked for each optional mail
// separately and unticked, and ticks both; withdraws message mails with the link of a message mail, and ad mails with
// the profile's switch; after that neither kind of mail goes out, while a top-up's mail (part of the service) still does.
// An account that never saw the privacy notice is shown it once. Screens at 390 and 1280 px (e2e/artifacts/consent-*.png).
import {
  answered,
  api,
  createAdViaApi,
  fundWallet,
  hidden,
  linkIn,
  logIn,
  MAIL_SUBJECTS,
  mailsTo,
  newSeller,
  nextMail,
  openPage,
  screenshot,
  setUpSuite,
  signUpVerified,
  toast,
  tokenFor,
  visible,
} from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

async function logInToProfile(page, who) {
  await logIn(page, who);
  await visible(toast(page, 'Login Successful!'));
  await page.waitForURL((url) => url.pathname !== '/LogIn');
  await page.goto('/profile');
  await visible(page.getByRole('heading', { name: 'Public profile' }));
}

test('withdrawn from a mail’s link and from the profile, no such mail goes out afterwards', async () => {
  const seller = newSeller('Kavya');
  const page = await openPage(suite.browser, { viewport: SIZES[0], isMobile: true, hasTouch: true });

  // Sign-up: the two optional mails are asked separately, neither ticked; this visitor ticks both.
  await page.goto('/register');
  const adMailsBox = page.getByRole('checkbox', { name: /Mail me about my ads/ });
  const messageMailsBox = page.getByRole('checkbox', { name: /Mail me each new message/ });
  expect(await adMailsBox.isChecked()).toBe(false);
  expect(await messageMailsBox.isChecked()).toBe(false);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await screenshot(page, `consent-sign-up-${size.width}`);
  }
  await page.getByLabel('Full name').fill(seller.fullName);
  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('Password', { exact: true }).fill(seller.password);
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await adMailsBox.check();
  await messageMailsBox.check();
  await answered(page, 'POST', /^\/api\/admins$/, () => page.getByRole('button', { name: 'Sign up' }).click());
  const verify = await nextMail(seller.email, { subject: MAIL_SUBJECTS.verify });
  await api('/auth/verify-email', { method: 'POST', json: { token: new URL(linkIn(verify, '/verify-email')).searchParams.get('token') } });
  const token = await tokenFor(seller);
  expect(await api('/auth/me', { token })).toMatchObject({ notifyAds: true, notifyMessages: true });

  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const liveAd = async (title) => {
    const ad = await createAdViaApi(token, { title: `${title} e2e ${Date.now()}`, locationId: pune.id });
    await api(`/admin/post/activate/${ad.id}`, { method: 'PUT', token: suite.adminToken });
    return ad;
  };
  const buyer = newSeller('Arjun');
  const buyerToken = await signUpVerified(buyer);
  const write = async (ad, text) => api('/messages', { method: 'POST', token: buyerToken, json: { adId: ad.id, text } });

  // A message mail, withdrawn with its own link: the /unsubscribe page says so.
  await write(await liveAd('Morning yoga in Koregaon Park'), 'Is Sunday morning free?');
  const messageMail = await nextMail(seller.email, { subject: /^New message from/ });
  const unsubscribe = new URL(linkIn(messageMail, '/unsubscribe?token='));
  await page.goto(unsubscribe.pathname + unsubscribe.search);
  await visible(page.getByText('You will no longer get mails about new messages.'));
  await screenshot(page, 'consent-unsubscribed-390');

  // The profile shows message mails off; ad mails are switched off there in one click.
  await logInToProfile(page, seller);
  const messageSwitch = page.getByRole('switch', { name: 'Message mails' });
  const adSwitch = page.getByRole('switch', { name: 'Ad mails' });
  expect(await messageSwitch.getAttribute('aria-checked')).toBe('false');
  expect(await adSwitch.getAttribute('aria-checked')).toBe('true');
  await answered(page, 'PUT', /^\/api\/auth\/me$/, () => adSwitch.click());
  await visible(toast(page, 'You will no longer get mails about your ads.'));
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.getByRole('heading', { name: 'Part of the service' }).scrollIntoViewIfNeeded();
    await screenshot(page, `consent-profile-${size.width}`, { fullPage: false });
  }

  // Afterwards: a buyer writes about another ad, a moderator takes one down; then a top-up's mail (part of the service).
  const before = (await mailsTo(seller.email)).length;
  const other = await liveAd('Evening walks by the river');
  await write(other, 'Hello again, about this one?');
  await api(`/admin/post/deactivate/${other.id}`, { method: 'PUT', token: suite.adminToken, json: {} });
  await fundWallet(token, 100, { adminToken: suite.adminToken });
  // Mail goes out in order: once the top-up's mail is here, the others would have been too.
  await nextMail(seller.email, { subject: /top-up|payment|wallet/i, after: 0 });
  const since = (await mailsTo(seller.email)).slice(before).map((mail) => mail.subject);
  expect(since.filter((subject) => /New message|taken down/.test(subject))).toEqual([]);
  expect(since).toHaveLength(1);
  expect(page.errors).toEqual([]);
}, 180_000);

test('an account that never saw the privacy notice is shown it once, with the optional mails, and it is recorded', async () => {
  // An admin made by an admin has seen no notice (only sign-ups accept one); it chooses its own password first.
  const admin = { fullName: 'Notice Reader', email: `notice.${Date.now()}@e2e.test`, password: 'chosen-by-creator-1' };
  await api('/admins', { method: 'POST', token: suite.adminToken, json: admin });
  const first = await tokenFor(admin);
  await api('/auth/change-password', { method: 'POST', token: first, json: { currentPassword: admin.password, newPassword: 'notice-reader-pass' } });
  admin.password = 'notice-reader-pass';

  const page = await openPage(suite.browser, { viewport: SIZES[1] });
  await logIn(page, admin);
  await page.waitForURL((url) => url.pathname !== '/LogIn');
  const dialog = page.getByRole('dialog', { name: 'Please read our privacy notice' });
  await visible(dialog);
  await visible(dialog.getByRole('link', { name: 'Read the privacy notice' }));
  for (const size of [...SIZES].reverse()) {
    await page.setViewportSize(size);
    await visible(dialog);
    await page.waitForTimeout(600); // the dialog's opening animation
    await screenshot(page, `consent-notice-${size.width}`, { fullPage: false });
  }
  await dialog.getByRole('switch', { name: 'Message mails' }).click();
  await answered(page, 'POST', /^\/api\/auth\/me\/notice$/, () => dialog.getByRole('button', { name: 'I have read it' }).click());
  await hidden(dialog);
  const { noticeVersion, currentNoticeVersion, notifyMessages } = await api('/auth/me', { token: await tokenFor(admin) });
  expect(noticeVersion).toBe(currentNoticeVersion);
  expect(notifyMessages).toBe(true);
  await page.reload();
  await visible(page.getByRole('banner'));
  expect(await page.getByRole('dialog').count()).toBe(0);
  const exported = await api('/auth/me/export', { token: await tokenFor(admin) });
  expect(exported.consents.map(({ purpose, granted, source }) => [purpose, granted, source])).toEqual([
    ['privacy-notice', true, 'notice'],
    ['message-mails', true, 'notice'],
  ]);
  expect(page.errors).toEqual([]);
}, 120_000);
