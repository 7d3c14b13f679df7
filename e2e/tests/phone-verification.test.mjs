// Journey (issue 42): a seller proves the ad's phone number on the profile page with the code that the app sent by SMPP
// to a real SMPP server (the global setup's); the ad form tells a proved number from one buyers will not see; a buyer
// then reveals the number, with WhatsApp, on the ad page.
import { api, createAdViaApi, logIn, newSeller, nextSmsCode, openPage, screenshot, setUpSuite, signUpVerified, smsTo, visible } from '../support/harness.mjs';

const suite = setUpSuite();

test('a seller verifies a phone with the SMS code, and a buyer reveals it on the ad page', async () => {
  const seller = newSeller('Meera');
  const token = await signUpVerified(seller);
  const phone = `9${String(Date.now()).slice(-9)}`;
  const spaced = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const ad = await createAdViaApi(token, { title: `Evening walks by the river e2e ${Date.now()}`, locationId: pune.id, phone, contact: 'WHATSAPP' });
  await api(`/seller/transaction/post-free-ad/${ad.id}`, { method: 'POST', token });
  // Not proved yet: the ad offers messages only.
  expect((await api(`/dashboard/get-post/${ad.id}`)).contact).toBe('MESSAGES');

  // Profile → Phone numbers: send a code, type the code from the SMS, the number is verified.
  const page = await openPage(suite.browser);
  await logIn(page, seller);
  await page.waitForURL((url) => !url.pathname.startsWith('/LogIn'));
  await page.goto('/profile');
  const phones = page.locator('section#phones');
  await visible(phones.getByText('No verified number yet.'));
  await phones.getByLabel('Mobile number').fill(phone);
  const before = smsTo(`+91${phone}`).length;
  await phones.getByRole('button', { name: 'Send code by SMS' }).click();
  await visible(phones.getByText(`We sent a 6-digit code to ${spaced}`));
  const code = await nextSmsCode(`+91${phone}`, { after: before });
  // What the provider received: the sender id and India's DLT ids with the text.
  expect(smsTo(`+91${phone}`).at(-1)).toMatchObject({ from: 'BAZAAR', peId: '1101000000000000001', templateId: '1107000000000000001' });
  await phones.getByLabel('Code from the SMS').fill(code);
  await phones.getByRole('button', { name: 'Verify', exact: true }).click();
  await visible(phones.getByText(`${spaced} is verified`));
  await visible(phones.getByRole('list', { name: 'Your verified numbers' }).getByText(spaced));
  await screenshot(page, 'phone-verified-profile');

  // The ad form: the proved number is shown to buyers, another is not.
  await page.goto('/AddPost');
  const number = page.getByLabel('Mobile number');
  await number.fill(phone);
  await visible(page.getByText('Verified number: buyers can see it.'));
  await number.fill('9123456780');
  await visible(page.getByText(/This number is not verified: buyers will not see it/));
  await visible(page.getByRole('button', { name: 'Verify this number' }));

  // A buyer, signed in, reveals the number on the ad page, with the WhatsApp link.
  const buyer = newSeller('Ravi');
  await signUpVerified(buyer);
  const visitor = await openPage(suite.browser);
  await logIn(visitor, buyer);
  await visitor.waitForURL((url) => !url.pathname.startsWith('/LogIn'));
  await visitor.goto(`/ad/${ad.slug}/${ad.id}`);
  await visitor.getByRole('button', { name: 'Show phone number' }).click();
  const shown = visitor.getByRole('link', { name: spaced });
  await visible(shown);
  expect(await shown.getAttribute('href')).toBe(`tel:+91${phone}`);
  await visible(visitor.getByRole('link', { name: 'WhatsApp' }));
  expect(page.errors).toEqual([]);
  expect(visitor.errors).toEqual([]);
});
