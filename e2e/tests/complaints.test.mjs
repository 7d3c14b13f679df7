// Journey (issue 41): a visitor with no account files an intimate-image complaint from an ad's page, and the ad leaves
// the site at once; an admin takes it down from the console's complaints queue, after which the same photo posted by
// another seller is refused; the admin closes the complaint with an outcome, which the complainant reads on the ticket's
// private link, mailed to them at once.
import { api, createAdViaApi, linkIn, newSeller, nextMail, openPage, png, screenshot, setUpSuite, signUpVerified, visible } from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });

test('an intimate-image complaint without an account takes the ad off at once, its photo cannot come back, and the outcome reaches the complainant', async () => {
  const stamp = Date.now();
  const token = await signUpVerified(newSeller('Kiran'));
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const photo = png(120, 90);
  const ad = await createAdViaApi(token, { title: `Evening tea and long talks e2e ${stamp}`, locationId: pune.id, photo });
  await api(`/seller/transaction/post-free-ad/${ad.id}`, { method: 'POST', token });
  const adPath = `/ad/${ad.slug}/${ad.id}`;

  // The person in the photo, signed out, goes from the ad's page to the complaint form with the ad named.
  const page = await openPage(suite.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(adPath);
  await page.getByRole('link', { name: 'File a complaint' }).click();
  await page.waitForURL(`**/complaint?ad=${ad.id}`);
  const form = page.getByRole('main');
  await visible(form.getByText(ad.title));
  await form.getByRole('radio', { name: /A private or intimate photo of me/ }).check();
  const complainant = { name: 'Meena Rao', email: `meena.${stamp}@e2e.test` };
  await form.getByLabel('Your name', { exact: true }).fill(complainant.name);
  await form.getByLabel('Your e-mail', { exact: true }).fill(complainant.email);
  await form.getByLabel('Details', { exact: true }).fill('This is a photo of me taken without my consent. Please remove it.');
  await form.getByRole('button', { name: 'Send complaint' }).click();
  await visible(page.getByText('The ad has been taken off the site while we review your complaint.'));
  const ticket = (await page.locator('.complaint').getByText(/^BZ-/).first().innerText()).trim();
  await screenshot(page, 'complaint-receipt-390');

  // Off the site at once: its page and the search no longer show it.
  expect((await page.request.get(`/api/dashboard/get-post/${ad.id}`)).status()).toBe(404);

  // The acknowledgement is mailed at once with the private link.
  const acknowledgement = await nextMail(complainant.email, { subject: new RegExp(ticket) });
  const ticketLink = linkIn(acknowledgement, '/complaint/');

  // The admin finds it in the queue: the ad already off the site (the removal deadline met), its decision due in 15 days.
  const console = await openPage(suite.browser, { as: 'admin', viewport: { width: 1280, height: 900 } });
  await console.goto('/admin/complaints');
  await console.getByText(ticket).click();
  await visible(console.getByText('Hidden, in the review queue'));
  await visible(console.getByText(/^Resolve by .* due in 14 days$/));
  // It is taken down for good: its photos are remembered.
  await console.getByRole('button', { name: 'Take down ad' }).click();
  const dialog = console.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Take down ad' }).click();
  await visible(console.getByText('Ad taken down'));

  // Another seller posts the same photo: refused, and nothing is posted.
  const other = await signUpVerified(newSeller('Tara'));
  await expect(createAdViaApi(other, { title: `A new ad with that photo e2e ${stamp}`, locationId: pune.id, photo })).rejects.toThrow(
    'This photo cannot be posted: it was removed from the site after a complaint',
  );

  // The admin closes it with the outcome; the complainant reads it on the ticket's page.
  const outcome = 'The ad was taken down and its photo can no longer be posted on Bazaar.';
  await console.getByRole('button', { name: 'Close', exact: true }).click();
  await console.getByRole('dialog').getByLabel('Outcome').fill(outcome);
  await console.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await visible(console.getByText('Complaint closed'));
  await screenshot(console, 'complaint-closed-console-1280');

  await page.goto(new URL(ticketLink).pathname + new URL(ticketLink).search);
  await visible(page.getByRole('heading', { name: new RegExp(ticket) }));
  await visible(page.getByText(outcome));
  await visible(page.getByText('The ad was taken down'));
  await screenshot(page, 'complaint-ticket-closed-390');
});
