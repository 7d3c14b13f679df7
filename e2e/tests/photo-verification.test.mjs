// Journey (issue 42): a seller asks for photo verification on My ads, copies the code and sends a selfie holding it; a
// moderator approves it in the console's queue, beside the ad's photos; My ads shows the photos verified; a changed
// photo drops the badge.
import { api, createAdViaApi, logIn, newSeller, openPage, png, screenshot, setUpSuite, signUpVerified, toast, visible } from '../support/harness.mjs';

const suite = setUpSuite();

test('a selfie holding the code, approved in the console, verifies the photos until a photo changes', async () => {
  const seller = newSeller('Farah');
  const token = await signUpVerified(seller);
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const ad = await createAdViaApi(token, { title: `Chai and long walks e2e ${Date.now()}`, locationId: pune.id });

  // My ads → Verify photos: a code, what to do with it, and the selfie's upload.
  const page = await openPage(suite.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await logIn(page, seller);
  await page.waitForURL((url) => !url.pathname.startsWith('/LogIn'));
  await page.goto('/myads');
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: ad.title }) });
  await card.getByRole('button', { name: 'Verify photos' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Get a code' }).click();
  const code = (await dialog.getByTestId('photo-verification-code').innerText()).trim();
  expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
  await screenshot(page, 'photo-verification-code-390');
  await dialog.getByLabel(/Your selfie/).setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: png(320, 240) });
  await dialog.getByRole('button', { name: 'Send selfie' }).click();
  await visible(dialog.getByText('Waiting for a moderator'));
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The moderator sees the code, the selfie (fetched with the token) and the ad's photos, and approves with the a key.
  const console = await openPage(suite.browser, { as: 'admin', viewport: { width: 1280, height: 900 } });
  await console.goto('/admin/photo-verifications');
  const entry = console.getByRole('article', { name: ad.title });
  await visible(entry.getByText(code, { exact: true }));
  await visible(entry.getByRole('img', { name: `The seller’s selfie for “${ad.title}”` }));
  expect(await entry.getByRole('img', { name: /selfie/ }).getAttribute('src')).toMatch(/^blob:/);
  await visible(entry.getByRole('img', { name: 'Photo 1' }));
  await screenshot(console, 'photo-verification-queue-1280');
  await entry.click();
  await console.keyboard.press('a');
  await visible(toast(console, 'the ad shows its photos as verified'));

  // My ads: the photos verified, with the date.
  const verifiedOn = (await api(`/seller/photo-verification/${ad.id}`, { token })).photosVerifiedAt;
  expect(verifiedOn).toEqual(expect.any(String));
  await page.reload();
  await visible(card.getByText(/^Photos verified /));
  await card.getByRole('button', { name: 'Verify photos' }).click();
  await visible(dialog.getByText(/^Photos verified on /));
  await screenshot(page, 'photo-verification-verified-390');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A new photo the moderator never saw: the badge goes until the photos are verified again.
  const form = new FormData();
  form.append('images', new Blob([png()], { type: 'image/png' }), 'new-photo.png');
  await api(`/seller/post/update/${ad.id}`, { method: 'PUT', token, form });
  expect((await api(`/seller/photo-verification/${ad.id}`, { token })).photosVerifiedAt).toBeNull();
  await page.reload();
  await visible(card.getByRole('button', { name: 'Verify photos' }));
  expect(await card.getByText(/^Photos verified /).count()).toBe(0);
  await card.getByRole('button', { name: 'Verify photos' }).click();
  await visible(dialog.getByText(/A photo has changed since the photos were verified/));
  await visible(dialog.getByRole('button', { name: 'Get a new code' }));
});
