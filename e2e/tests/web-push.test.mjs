// Journey: a buyer turns push notifications on in their profile, writes to a seller, and the seller's answer reaches
// the buyer's browser: the app sends it to a real Web Push service (which checks the signature and decrypts it), and
// delivered into the browser's service worker it is shown as a notification. Headless Chromium has no push service of
// its own (it would need Google's), so the page's PushManager hands out a subscription made by the test push service.
import { answered, api, createAdViaApi, eventually, expectAccessible, logIn, newSeller, openPage, run, screenshot, setUpSuite, signUpVerified, visible } from '../support/harness.mjs';

const suite = setUpSuite();

const pushService = async (path, body) => (await (await fetch(`${run.pushUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json()).data;

test('a buyer with push turned on gets a push for a new message, shown by the service worker; log-out turns it off', async () => {
  const seller = newSeller('Kavya');
  const sellerToken = await signUpVerified(seller);
  const [pune] = (await api('/dashboard/state/Maharashtra')).filter((district) => district.district === 'Pune');
  const ad = await createAdViaApi(sellerToken, { title: `Sunday music lessons e2e ${Date.now()}`, locationId: pune.id });
  await api(`/seller/transaction/post-free-ad/${ad.id}`, { method: 'POST', token: sellerToken });
  const buyer = newSeller('Arjun');
  const buyerToken = await signUpVerified(buyer);

  const { publicKey } = await api('/push/key');
  const made = await pushService('/subscribe', { userVisibleOnly: 'true', applicationServerKey: publicKey });
  const page = await openPage(suite.browser, { permissions: ['notifications'] });
  await page.context().addInitScript(({ endpoint, keys }) => {
    let current = null;
    globalThis.PushManager.prototype.subscribe = async () => (current = { endpoint, toJSON: () => ({ endpoint, keys }), unsubscribe: async () => !(current = null) });
    globalThis.PushManager.prototype.getSubscription = async () => current;
  }, made);
  await logIn(page, buyer);
  await page.waitForURL((url) => !url.pathname.endsWith('/LogIn'));
  await page.goto('/profile');
  const panel = page.locator('#push');
  await visible(panel.getByRole('heading', { name: 'Push notifications' }));
  await visible(panel.getByText('Get notifications in this browser, even when Bazaar is closed.'));
  await answered(page, 'POST', /^\/api\/push\/subscriptions$/, () => panel.getByRole('button', { name: 'Turn on in this browser' }).click());
  await visible(panel.getByText('Push notifications are on in this browser.'));
  await visible(panel.getByText('Push is on in 1 browser of yours.'));
  for (const name of ['New messages', 'Saved search alerts', 'Ads about to expire']) expect(await panel.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('true');
  await expectAccessible(page, 'profile with push on');
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'push-settings-1280', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'push-settings-390', { fullPage: false });

  // The buyer writes, the seller answers: the answer is pushed to the buyer's browser.
  const conversation = await api('/messages', { method: 'POST', token: buyerToken, json: { adId: ad.id, text: 'Hello, is Sunday possible?' } });
  await api(`/messages/${conversation.id}`, { method: 'POST', token: sellerToken, json: { text: 'Yes, Sunday at six.' } });
  const [received] = await eventually(
    async () => {
      const { messages } = await pushService('/get-notifications', { clientHash: made.clientHash });
      return messages.length ? messages : false;
    },
    { timeout: 20_000 },
  );
  expect(JSON.parse(received)).toMatchObject({ body: 'Yes, Sunday at six.', url: `/inbox/${conversation.id}`, tag: `conversation-${conversation.id}` });

  // Delivered into the service worker (as the push service would), it shows the notification.
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Promise((resolve) => cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => list.length && resolve(list)));
  await cdp.send('ServiceWorker.enable');
  const [registration] = await registrations;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: run.baseURL, registrationId: registration.registrationId, data: received });
  const shown = await eventually(async () => {
    const notifications = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag }) => ({ title, body, tag })));
    return notifications.length ? notifications : false;
  });
  expect(shown).toEqual([{ title: expect.stringContaining(ad.title), body: 'Yes, Sunday at six.', tag: `conversation-${conversation.id}` }]);

  // One kind off is saved for every browser; logging out forgets this browser.
  await answered(page, 'PATCH', /^\/api\/push\/settings$/, () => panel.getByRole('switch', { name: 'New messages' }).click());
  expect(await api('/push/settings', { token: buyerToken })).toMatchObject({ messages: false, browsers: 1 });
  await page
    .getByRole('button', { name: /Log out/ })
    .first()
    .click();
  await page.waitForURL('**/LogIn');
  await eventually(async () => (await api('/push/settings', { token: buyerToken })).browsers === 0);
  expect(page.errors).toEqual([]);
});
