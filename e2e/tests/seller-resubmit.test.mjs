// Journey: with pre-moderation on, a seller's posted ad waits for review; a moderator rejects it with a reason. The
// seller reads the reason by mail, follows the mail's link to the ad's editor, fixes the ad and resubmits it; once
// approved, the free post held meanwhile starts and the ad is on the site.
import { adminToken, api, createAdViaApi, linkIn, logIn, newSeller, nextMail, openPage, screenshot, setUpSuite, signUpVerified, toast, visible } from '../support/harness.mjs';

const suite = setUpSuite();
const setMode = async (mode) => api('/admin/ra/moderation-settings/1', { method: 'PUT', token: await adminToken(), json: { mode } });

afterAll(() => setMode('post'));

test('reads why the ad was not approved, edits it from the mail and gets it approved', async () => {
  await setMode('pre');
  const seller = newSeller('Ishita');
  const token = await signUpVerified(seller);
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const ad = await createAdViaApi(token, { title: `Evening walks by the river ${Date.now()}`, locationId: pune.id });
  expect(ad.status).toBe('PENDING_REVIEW');
  const free = await api(`/seller/transaction/post-free-ad/${ad.id}`, { method: 'POST', token });
  expect(free.message).toMatch(/when a moderator approves it/);

  const admin = await adminToken();
  const reasons = await api('/admin/ra/rejection-reasons', { token: admin });
  const reason = reasons.find((r) => /Wrong category/.test(r.label));
  await api(`/admin/ra/review-queue/${ad.id}/reject`, { method: 'PUT', token: admin, json: { reasonId: reason.id, note: 'Say which evenings you are free' } });

  const mail = await nextMail(seller.email, { subject: /was not approved$/ });
  expect(mail.text).toContain(reason.label);
  const link = new URL(linkIn(mail, '/myads?edit='));

  const page = await openPage(suite.browser);
  await logIn(page, seller);
  await page.waitForURL((url) => !url.pathname.startsWith('/LogIn'));
  await page.goto('/myads');
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: ad.title }) });
  await visible(card.getByText('Not approved', { exact: true }));
  await visible(card.getByText(`${reason.label}. Say which evenings you are free.`, { exact: false }));
  await screenshot(page, 'resubmit-rejected-card');
  // On a phone: the reason and the button to fix it fit the card.
  const phone = await openPage(suite.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await logIn(phone, seller);
  await phone.waitForURL((url) => !url.pathname.startsWith('/LogIn'));
  await phone.goto('/myads');
  await visible(phone.getByRole('button', { name: 'Edit and resubmit' }));
  await screenshot(phone, 'resubmit-rejected-card-390');

  // The mail's link opens the ad's editor.
  await page.goto(link.pathname + link.search);
  const dialog = page.getByRole('dialog', { name: 'Edit and resubmit ad' });
  await visible(dialog);
  await dialog.getByLabel('Description').fill('Evening walks by the river, Fridays and Saturdays from six. Friendly, discreet and punctual.');
  await screenshot(page, 'resubmit-editor');
  await dialog.getByRole('button', { name: 'Save and resubmit' }).click();
  await visible(toast(page, 'Your ad has been sent for review'));
  await visible(card.getByText('Waiting for review', { exact: true }));

  const queue = await api('/admin/ra/review-queue?filter={"cause":"EDITED"}&range=[0,99]', { token: admin });
  expect(queue.map((item) => item.id)).toContain(ad.id);
  const approved = await api(`/admin/ra/review-queue/${ad.id}/approve`, { method: 'PUT', token: admin });
  expect(approved.status).toBe('ACTIVE');

  await page.reload();
  await visible(card.getByText('Active', { exact: true }));
  await nextMail(seller.email, { subject: /was approved$/ });
  const detail = await api(`/dashboard/get-post/${ad.id}`);
  expect(detail.description).toMatch(/Fridays and Saturdays/);
});
