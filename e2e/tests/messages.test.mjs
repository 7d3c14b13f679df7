// Journey: a buyer writes to a seller from the ad page (logging in on the way), the seller follows the mailed link
// to the conversation and replies from the Inbox, and the buyer finds the reply counted unread in the top bar.
import { answered, api, choose, createAdViaApi, linkIn, newSeller, nextMail, openPage, screenshot, setUpSuite, signUpVerified, toast, visible } from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });

test('a buyer writes to a seller, who replies from the Inbox; neither sees the other’s e-mail; a reported conversation reaches the console', async () => {
  const seller = newSeller('Meera');
  const sellerToken = await signUpVerified(seller);
  const { displayName: sellerName } = await api('/auth/me', { token: sellerToken });
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const ad = await createAdViaApi(sellerToken, { title: `Evening walks by the river e2e ${Date.now()}`, locationId: pune.id });
  await api(`/seller/transaction/post-free-ad/${ad.id}`, { method: 'POST', token: sellerToken });
  const buyer = newSeller('Ravi');
  const buyerToken = await signUpVerified(buyer);
  const { displayName: buyerName } = await api('/auth/me', { token: buyerToken });

  // The buyer, signed out, is sent to log in and comes back to the ad; messages only, so no phone button.
  const page = await openPage(suite.browser);
  await page.goto(`/ad/${ad.slug}/${ad.id}`);
  await visible(page.getByText('This seller takes messages only.'));
  expect(await page.getByRole('button', { name: /phone number/ }).count()).toBe(0);
  await page.getByRole('button', { name: 'Log in to message the seller' }).click();
  await page.waitForURL('**/LogIn');
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`**/${ad.id}`);
  await page.getByRole('button', { name: 'Message the seller' }).click();
  const dialog = page.getByRole('dialog', { name: `Write to ${sellerName}` });
  await dialog.getByLabel('Your message').fill('Hello! Is Saturday evening possible?');
  await answered(page, 'POST', /^\/api\/messages$/, () => dialog.getByRole('button', { name: 'Send' }).click());
  await page.waitForURL(/\/inbox\/\d+$/);
  const conversationId = Number(page.url().split('/').pop());
  await visible(page.getByRole('heading', { name: sellerName }));
  await visible(page.getByRole('list', { name: 'Messages' }).getByText('Hello! Is Saturday evening possible?'));

  // The seller is mailed a link to the conversation, and replies there.
  const mail = await nextMail(seller.email, { subject: /^New message from/ });
  expect(mail.subject).toBe(`New message from ${buyerName} about "${ad.title}"`);
  expect(mail.text).not.toContain(buyer.email);
  const link = linkIn(mail, '/inbox/');
  expect(new URL(link).pathname).toBe(`/inbox/${conversationId}`);
  const sellerPage = await openPage(suite.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await sellerPage.goto('/LogIn');
  await sellerPage.getByLabel('Email').fill(seller.email);
  await sellerPage.getByLabel('Password', { exact: true }).fill(seller.password);
  await sellerPage.getByRole('button', { name: 'Log in' }).click();
  await visible(toast(sellerPage, 'Login Successful!'));
  await visible(sellerPage.getByRole('link', { name: 'Inbox, 1 unread' }));
  await sellerPage.goto(new URL(link).pathname);
  await visible(sellerPage.getByRole('heading', { name: buyerName }));
  await visible(sellerPage.getByText('Hello! Is Saturday evening possible?'));
  await sellerPage.getByLabel('Your reply').fill('Yes, Saturday at 6 works for me.');
  await sellerPage.getByRole('button', { name: 'Send' }).click();
  await visible(sellerPage.getByRole('list', { name: 'Messages' }).getByText('Yes, Saturday at 6 works for me.'));
  expect(await sellerPage.content()).not.toContain(buyer.email);
  await screenshot(sellerPage, 'messages-conversation-390');
  await sellerPage.goto('/inbox');
  await visible(sellerPage.getByRole('link', { name: new RegExp(buyerName) }));
  await screenshot(sellerPage, 'messages-inbox-390');

  // The buyer's top bar counts the reply; the Inbox lists it; opening the conversation reads it.
  await page.goto('/inbox');
  await visible(page.getByRole('link', { name: 'Inbox, 1 unread' }));
  const row = page.getByRole('link', { name: new RegExp(sellerName) });
  await visible(row.getByText('Yes, Saturday at 6 works for me.'));
  await screenshot(page, 'messages-inbox-1280');
  await row.click();
  await visible(page.getByText('Yes, Saturday at 6 works for me.'));
  await visible(page.getByRole('link', { name: 'Inbox', exact: true }));
  expect(await page.content()).not.toContain(seller.email);
  await screenshot(page, 'messages-conversation-1280');

  // The buyer reports the conversation; the moderators can then read it from the console's reports.
  await page.getByRole('button', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: 'Report this conversation' });
  await choose(page, report.getByLabel('Reason'), 'Spam or misleading');
  await report.getByRole('button', { name: 'Send report' }).click();
  await visible(toast(page, 'Thank you for your report'));
  const admin = await openPage(suite.browser, { as: 'admin' });
  await admin.goto('/admin/reports');
  const reportRow = admin
    .locator('tr')
    .filter({ has: admin.locator(`a[href$="/ads/${ad.id}"]`) }) // the title is shortened in the table
    .last();
  await reportRow.getByRole('button', { name: 'Read the conversation' }).click();
  const read = admin.getByRole('dialog', { name: 'Reported conversation' });
  await visible(read.getByText('Hello! Is Saturday evening possible?'));
  await visible(read.getByText('Yes, Saturday at 6 works for me.'));
  await screenshot(admin, 'messages-reported-conversation-console', { fullPage: false });
  expect(page.errors).toEqual([]);
  expect(sellerPage.errors).toEqual([]);
  expect(admin.errors).toEqual([]);
});
