import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Ad } from '../src/ads/ad.entity';
import { AdLifecycle } from '../src/ads/ad-lifecycle';
import { loadConfig } from '../src/config/app-config';
import { OutboxStatus } from '../src/database/outbox-status';
import { OutboxPush } from '../src/push/push-outbox.entity';
import { PushOutboxWorker } from '../src/push/push-outbox-worker';
import { PushSubscription } from '../src/push/push-subscription.entity';
import { PUSH_BROWSERS_PER_USER } from '../src/push/push.service';
import { SearchAlerts } from '../src/saved-searches/search-alerts';
import { expectDetail, expectFieldError } from './catalogue-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, postAd } from './factories';
import { type PushServer, startPushServer, type TestSubscription } from './push-server';

const DAY = 24 * 3600 * 1000;

/** Web Push (issue 44): browsers subscribe, and new messages, instant search alerts and expiry warnings reach them. */
describe('web push', () => {
  let t: TestApp;
  let push: PushServer;
  let publicKey: string;

  beforeAll(async () => {
    push = await startPushServer();
    // The push test server is the one push service this site may send to.
    t = await createTestApp({ PUSH_SERVICE_HOSTS: 'localhost' });
    publicKey = (await t.http.get('/api/push/key').expect(200)).body.publicKey;
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  /** Sends what is queued, as the worker's next round would. */
  const sent = () => t.app.get(PushOutboxWorker).tick();
  const subscribe = (token: string, subscription: Pick<TestSubscription, 'endpoint' | 'keys'>) =>
    t.http.post('/api/push/subscriptions').set(bearer(token)).send({ endpoint: subscription.endpoint, keys: subscription.keys });
  /** A seller with push on in one browser, and a live ad. */
  async function sellerWithPush() {
    const seller = await createSeller(t);
    const browser = await push.subscribe(publicKey);
    await subscribe(seller.token, browser).expect(204);
    const ad = (await postAd(t.http, seller.token)).body as { id: number; title: string };
    await t.http.put(`/api/admin/post/activate/${ad.id}`).set(bearer(t.adminToken)).expect(200);
    return { seller, browser, ad };
  }
  const message = (token: string, adId: number, text: string) => t.http.post('/api/messages').set(bearer(token)).send({ adId, text }).expect(201);

  it('has a VAPID key made at first start, kept in DATA_DIR for the owner only, the same on every start', () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const file = join(t.config.dataDir, 'vapid-keys.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = loadConfig({ DATA_DIR: t.config.dataDir }, t.config.webRoot);
    expect(again.push.vapid).toEqual(t.config.push.vapid);
    // Set by the operator: both keys or neither.
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, VAPID_PUBLIC_KEY: publicKey }, t.config.webRoot)).toThrow(/set together/);
  });

  it('refuses a subscription that is not a known push service, or malformed, and changes nothing', async () => {
    const user = await createSeller(t);
    const browser = await push.subscribe(publicKey);
    expectDetail(await t.http.post('/api/push/subscriptions').send(browser), 401);
    expectFieldError(await subscribe(user.token, { ...browser, endpoint: 'https://attacker.example/collect' }), 'endpoint');
    expectFieldError(await subscribe(user.token, { ...browser, endpoint: 'ftp://localhost/x' }), 'endpoint');
    expectFieldError(await subscribe(user.token, { ...browser, endpoint: `${browser.endpoint}${'x'.repeat(1000)}` }), 'endpoint');
    expectDetail(await subscribe(user.token, { ...browser, endpoint: 'x'.repeat(1_000_000) }), 413);
    const badKey = await subscribe(user.token, { ...browser, keys: { p256dh: 'short', auth: browser.keys.auth } });
    expectDetail(badKey, 400);
    expect(Object.keys(badKey.body.errors)).toEqual(['keys.p256dh']);
    expectDetail(await t.http.post('/api/push/subscriptions').set(bearer(user.token)).send({ endpoint: browser.endpoint }), 400);
    expect((await t.http.get('/api/push/settings').set(bearer(user.token)).expect(200)).body).toEqual({ messages: true, searchAlerts: true, adExpiry: true, browsers: 0 });
  });

  it('pushes each new message to the other side, encrypted and signed, with a link to the conversation', async () => {
    const { seller, browser, ad } = await sellerWithPush();
    const buyer = await createSeller(t);
    const first = await message(buyer.token, ad.id, 'Hello, are you free on Friday evening?');
    await message(buyer.token, ad.id, 'And on Saturday?');
    await sent();
    const pushes = await push.received(browser);
    expect(pushes).toHaveLength(2); // one per message: the mail waits 15 minutes, a push does not
    expect(pushes[0]).toMatchObject({ body: 'Hello, are you free on Friday evening?', url: `/inbox/${first.body.id}`, tag: `conversation-${first.body.id}` });
    expect(pushes[0].title).toContain(ad.title);
    expect(pushes[1].body).toBe('And on Saturday?');
    // The buyer has no browser with push on: nothing is queued for them when the seller answers.
    const queued = await t.dataSource.getRepository(OutboxPush).count();
    await t.http.post(`/api/messages/${first.body.id}`).set(bearer(seller.token)).send({ text: 'Yes, Friday works.' }).expect(201);
    expect(await t.dataSource.getRepository(OutboxPush).count()).toBe(queued);
  });

  it('lets each kind be turned off, and push be turned off in one browser', async () => {
    const { seller, browser, ad } = await sellerWithPush();
    const buyer = await createSeller(t);
    const settings = await t.http.patch('/api/push/settings').set(bearer(seller.token)).send({ messages: false }).expect(200);
    expect(settings.body).toEqual({ messages: false, searchAlerts: true, adExpiry: true, browsers: 1 });
    expectFieldError(await t.http.patch('/api/push/settings').set(bearer(seller.token)).send({ adExpiry: 'nope' }), 'adExpiry');
    await message(buyer.token, ad.id, 'Anyone there?');
    await sent();
    expect(await push.received(browser)).toEqual([]);

    await t.http.patch('/api/push/settings').set(bearer(seller.token)).send({ messages: true }).expect(200);
    // Someone else cannot turn push off in the seller's browser; the seller can.
    await t.http.delete('/api/push/subscriptions').set(bearer(buyer.token)).send({ endpoint: browser.endpoint }).expect(204);
    expect((await t.http.get('/api/push/settings').set(bearer(seller.token)).expect(200)).body.browsers).toBe(1);
    await t.http.delete('/api/push/subscriptions').set(bearer(seller.token)).send({ endpoint: browser.endpoint }).expect(204);
    await message(buyer.token, ad.id, 'Still there?');
    await sent();
    expect(await push.received(browser)).toEqual([]);
  });

  it('drops a subscription its push service calls gone, and moves a browser to the account that subscribes it last', async () => {
    const { seller, browser, ad } = await sellerWithPush();
    const buyer = await createSeller(t);
    await push.expire(browser);
    await message(buyer.token, ad.id, 'Hello?');
    await sent();
    expect(await t.dataSource.getRepository(PushSubscription).countBy({ endpoint: browser.endpoint })).toBe(0);
    expect(await t.dataSource.getRepository(OutboxPush).countBy({ status: OutboxStatus.Pending })).toBe(0);

    const shared = await push.subscribe(publicKey);
    await subscribe(seller.token, shared).expect(204);
    await subscribe(buyer.token, shared).expect(204);
    expect((await t.http.get('/api/push/settings').set(bearer(seller.token)).expect(200)).body.browsers).toBe(0);
    expect((await t.http.get('/api/push/settings').set(bearer(buyer.token)).expect(200)).body.browsers).toBe(1);
    // At most 10 browsers an account: the oldest makes way.
    for (let i = 0; i < PUSH_BROWSERS_PER_USER; i++) await subscribe(buyer.token, await push.subscribe(publicKey)).expect(204);
    expect((await t.http.get('/api/push/settings').set(bearer(buyer.token)).expect(200)).body.browsers).toBe(PUSH_BROWSERS_PER_USER);
    expect(await t.dataSource.getRepository(PushSubscription).countBy({ endpoint: shared.endpoint })).toBe(0);
  });

  it('pushes an instant alert of a saved search, and a warning before an ad expires', async () => {
    const { seller, browser, ad } = await sellerWithPush();
    const category = (await t.dataSource.getRepository(Ad).findOneOrFail({ where: { id: ad.id }, relations: { category: true } })).category;
    await t.http.post('/api/saved-searches').set(bearer(seller.token)).send({ category: category.slug, keyword: 'harmonium', frequency: 'instant' }).expect(201);
    const other = await createSeller(t);
    const match = (await postAd(t.http, other.token, { categoryId: category.id, title: 'Harmonium evenings e2e' })).body as { id: number };
    await t.http.put(`/api/admin/post/activate/${match.id}`).set(bearer(t.adminToken)).expect(200);
    await t.app.get(SearchAlerts).matchPending();
    await sent();
    const [alert] = await push.received(browser);
    expect(alert.title).toContain('Harmonium evenings e2e');
    expect(alert.url).toContain(`/${match.id}`);

    await t.dataSource.getRepository(Ad).update({ id: ad.id }, { expiresAt: new Date(Date.now() + DAY) });
    await t.app.get(AdLifecycle).runOnce();
    await sent();
    const pushes = await push.received(browser);
    expect(pushes).toHaveLength(2);
    expect(pushes[1].title).toContain(ad.title);
    expect(pushes[1].tag).toMatch(/^notice-/);
  });

  it('forgets the browsers of a deleted account', async () => {
    const { seller } = await sellerWithPush();
    await t.http.delete('/api/auth/me').set(bearer(seller.token)).send({ password: seller.password }).expect(200);
    expect(await t.dataSource.getRepository(PushSubscription).countBy({ user: { id: seller.id } })).toBe(0);
  });
});
