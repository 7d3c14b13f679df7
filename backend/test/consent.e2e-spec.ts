import { Like } from 'typeorm';
import { Category } from '../src/categories/category.entity';
import { OutboxMail } from '../src/mail/outbox-mail.entity';
import { MailTopic, UnsubscribeLinks } from '../src/mail/unsubscribe-links';
import { Consent } from '../src/users/consent.entity';
import { PRIVACY_NOTICE_VERSION } from '../src/users/privacy-notice';
import { User } from '../src/users/user.entity';
import { expectDetail, expectFieldError } from './catalogue-helpers';
import { solvedChallenge } from './challenge-helpers';
import type { TestApp } from './create-test-app';
import { bearer, postAd, unique } from './factories';
import { appWithMail, linkIn, PUBLIC_URL, type MailServer } from './mail-server';

type Account = { id: number; email: string; token: string; password: string };

/**
 * Consent (issue 41, item 4; docs/decisions/0038-consent.md): the optional purposes are asked for separately, off
 * unless agreed to, every change recorded with the notice's version and where it was made, withdrawn in one click
 * from the profile and from every such mail, after which no such mail goes out; a changed notice is acknowledged once.
 */
describe('consent', () => {
  let t: TestApp;
  let mail: MailServer;

  const suite = appWithMail();
  beforeAll(() => ({ t, mail } = suite));

  /** Signs up through the public route with the given body additions, verified, its sign-up mail received. */
  async function signUp(extra: Record<string, unknown> = {}): Promise<Account> {
    const account = { fullName: 'Consent Tester', email: `consent-${unique()}@example.com`, password: 'consent-password' };
    await t.http
      .post('/api/admins')
      .set(await solvedChallenge(t))
      .send({ ...account, ...extra })
      .expect(201);
    await t.dataSource.getRepository(User).update({ email: account.email }, { emailVerified: true });
    await mail.next(account.email);
    const token = (await t.http.post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200)).body.token as string;
    const id = (await me(token)).id as number;
    return { id, email: account.email, token, password: account.password };
  }
  const me = async (token: string) => (await t.http.get('/api/auth/me').set(bearer(token)).expect(200)).body;
  const records = async (userId: number) =>
    (await t.dataSource.getRepository(Consent).find({ where: { userId }, order: { id: 'ASC' } })).map(({ purpose, scope, granted, noticeVersion, source }) => ({
      purpose,
      scope,
      granted,
      noticeVersion,
      source,
    }));
  const rec = (purpose: string, granted: boolean, source: string, scope: string | null = null) => ({ purpose, scope, granted, noticeVersion: PRIVACY_NOTICE_VERSION, source });
  /** Mails of one kind queued for the address (queued in the cause's transaction: none queued, none sent). */
  const queued = (email: string, kind: string) => t.dataSource.getRepository(OutboxMail).countBy({ toAddress: email, eventKey: Like(`${kind}:%`) });

  async function liveAd(seller: Account) {
    const ad = (await postAd(t.http, seller.token, { phone: '9812345670' })).body as { id: number; title: string };
    await t.http.put(`/api/admin/post/activate/${ad.id}`).set(bearer(t.adminToken)).expect(200);
    return ad;
  }
  const write = (buyer: Account, adId: number, text: string) => t.http.post('/api/messages').set(bearer(buyer.token)).send({ adId, text }).expect(201);
  /** The seller's message mails queued so far, after a buyer writes a new conversation about a new ad. */
  async function buyerWrites(seller: Account, buyer: Account): Promise<number> {
    await write(buyer, (await liveAd(seller)).id, `Hello ${unique()}`);
    return queued(seller.email, 'message');
  }
  const takeDown = async (adId: number) => t.http.put(`/api/admin/post/deactivate/${adId}`).set(bearer(t.adminToken)).send({ reason: 'OFFENSIVE' }).expect(200);

  describe('sign-up', () => {
    it('without the optional purposes: both off, recorded as refused, the notice accepted; no message or ad mail goes out', async () => {
      const seller = await signUp();
      expect(await me(seller.token)).toMatchObject({
        notifyAds: false,
        notifyMessages: false,
        notifyPayments: true,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        currentNoticeVersion: PRIVACY_NOTICE_VERSION,
      });
      expect(await records(seller.id)).toEqual([rec('privacy-notice', true, 'sign-up'), rec('ad-mails', false, 'sign-up'), rec('message-mails', false, 'sign-up')]);

      const buyer = await signUp({ notifyMessages: true });
      expect(await buyerWrites(seller, buyer)).toBe(0);
      const ad = await liveAd(seller);
      await takeDown(ad.id);
      expect(await queued(seller.email, 'notice')).toBe(0);
    });

    it('with each asked separately: what was ticked is on and recorded as given', async () => {
      const seller = await signUp({ notifyMessages: true });
      expect(await me(seller.token)).toMatchObject({ notifyAds: false, notifyMessages: true });
      expect(await records(seller.id)).toEqual([rec('privacy-notice', true, 'sign-up'), rec('ad-mails', false, 'sign-up'), rec('message-mails', true, 'sign-up')]);
      const buyer = await signUp();
      expect(await buyerWrites(seller, buyer)).toBe(1);
      const both = await signUp({ notifyAds: true, notifyMessages: true });
      expect(await me(both.token)).toMatchObject({ notifyAds: true, notifyMessages: true });
    });

    it.each([
      ['a text for a tick box', { notifyAds: 'yes' }, 'notifyAds'],
      ['a number for a tick box', { notifyMessages: 1 }, 'notifyMessages'],
    ])('refuses %s with 400 naming the field, and makes no account', async (_, extra, field) => {
      const email = `refused-${unique()}@example.com`;
      expectFieldError(
        await t.http
          .post('/api/admins')
          .set(await solvedChallenge(t))
          .send({ fullName: 'Refused Tester', email, password: 'consent-password', ...extra }),
        field,
      );
      expect(await t.dataSource.getRepository(User).countBy({ email })).toBe(0);
    });
  });

  describe('the profile', () => {
    it('records each change of an optional purpose once, and none for payment mails (part of the service)', async () => {
      const seller = await signUp();
      const put = (body: Record<string, unknown>) => t.http.put('/api/auth/me').set(bearer(seller.token)).send(body).expect(200);
      await put({ notifyAds: true, notifyMessages: true });
      await put({ notifyAds: true }); // unchanged: nothing recorded
      await put({ notifyAds: false, notifyPayments: false, fullName: 'Renamed Tester' });
      expect((await records(seller.id)).slice(3)).toEqual([rec('ad-mails', true, 'profile'), rec('message-mails', true, 'profile'), rec('ad-mails', false, 'profile')]);
      expect(await me(seller.token)).toMatchObject({ notifyAds: false, notifyMessages: true, notifyPayments: false });
    });

    it('refuses a bad switch with 400 and changes and records nothing', async () => {
      const seller = await signUp();
      expectFieldError(await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ notifyMessages: 'on', notifyAds: true }), 'notifyMessages');
      expect(await me(seller.token)).toMatchObject({ notifyAds: false, notifyMessages: false });
      expect(await records(seller.id)).toHaveLength(3);
    });

    it('withdrawn there, no such mail goes out, not even one queued a moment before', async () => {
      const seller = await signUp({ notifyMessages: true, notifyAds: true });
      const buyer = await signUp();
      mail.down = true; // the first message's mail waits in the outbox
      try {
        expect(await buyerWrites(seller, buyer)).toBe(1);
        await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ notifyMessages: false }).expect(200);
        expect(await queued(seller.email, 'message')).toBe(0);
      } finally {
        mail.down = false;
      }
      expect(await buyerWrites(seller, buyer)).toBe(0);
      // A mail that still goes to the seller (an ad mail) proves the outbox ran since; no message mail came.
      await takeDown((await liveAd(seller)).id);
      const next = await mail.next(seller.email, 1);
      expect(next.subject).toMatch(/taken down/);
      expect(mail.to(seller.email).filter((m) => /New message/.test(m.subject ?? ''))).toHaveLength(0);
    });
  });

  describe('the link in every optional mail', () => {
    it("the message mail's link (the /unsubscribe page posts it) records the withdrawal; no message mail after", async () => {
      const seller = await signUp({ notifyMessages: true });
      const buyer = await signUp();
      await write(buyer, (await liveAd(seller)).id, 'Is Friday free?');
      const notice = await mail.next(seller.email, 1);
      const page = linkIn(notice, `${PUBLIC_URL}/unsubscribe?token=`);
      // Followed twice at once (the page and a mail app's one-click): one withdrawal recorded (the user's row is locked).
      const follow = () => t.http.post(`/api/auth/unsubscribe?token=${encodeURIComponent(page.searchParams.get('token')!)}`).expect(200);
      const [done] = await Promise.all([follow(), follow()]);
      expect(done.body.detail).toMatch(/new messages/);
      expect((await records(seller.id)).slice(3)).toEqual([rec('message-mails', false, 'mail-link')]);
      expect(await buyerWrites(seller, buyer)).toBe(1); // the first one only
      expect((await me(seller.token)).notifyMessages).toBe(false);
    });

    it("the ad mail's one-click List-Unsubscribe POST records the withdrawal; no ad mail after", async () => {
      const seller = await signUp({ notifyAds: true });
      await takeDown((await liveAd(seller)).id);
      const notice = await mail.next(seller.email, 1);
      const header = notice.headerLines.find((h) => h.key === 'list-unsubscribe')!.line;
      const oneClick = new URL(/<(.+)>/.exec(header)![1]);
      await t.http.post(`${oneClick.pathname}${oneClick.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect((await records(seller.id)).slice(3)).toEqual([rec('ad-mails', false, 'mail-link')]);
      await takeDown((await liveAd(seller)).id);
      expect(await queued(seller.email, 'notice')).toBe(1);
    });

    it("a payment mail's link turns payment mails off without a consent record (they are part of the service)", async () => {
      const seller = await signUp();
      const token = t.app.get(UnsubscribeLinks).token(seller.id, MailTopic.Payments);
      await t.http.post(`/api/auth/unsubscribe?token=${encodeURIComponent(token)}`).expect(200);
      expect((await me(seller.token)).notifyPayments).toBe(false);
      expect(await records(seller.id)).toHaveLength(3);
    });

    it('a forged link is 400 {detail} and changes and records nothing', async () => {
      const seller = await signUp({ notifyAds: true });
      const token = t.app
        .get(UnsubscribeLinks)
        .token(seller.id, MailTopic.Ads)
        .replace(/^\d+/, String(seller.id + 1));
      expectDetail(await t.http.post(`/api/auth/unsubscribe?token=${encodeURIComponent(token)}`), 400);
      expect((await me(seller.token)).notifyAds).toBe(true);
      expect(await t.dataSource.getRepository(Consent).countBy({ source: 'mail-link' as never, userId: seller.id })).toBe(0);
    });
  });

  describe('saved-search alerts: consent per search', () => {
    it('saving a search gives it; deleting it, or its mail link, withdraws it, recorded with the search', async () => {
      const buyer = await signUp();
      const save = async (keyword: string) =>
        (
          await t.http
            .post('/api/saved-searches')
            .set(bearer(buyer.token))
            .send({ category: (await firstCategory()).slug, keyword, frequency: 'instant' })
            .expect(201)
        ).body.id as number;
      const first = await save('tabla');
      const second = await save('sitar');
      await t.http.delete(`/api/saved-searches/${first}`).set(bearer(buyer.token)).expect(204);
      const token = t.app.get(UnsubscribeLinks).token(buyer.id, `search-${second}`);
      await t.http.post(`/api/auth/unsubscribe?token=${encodeURIComponent(token)}`).expect(200);
      expect((await records(buyer.id)).slice(3)).toEqual([
        rec('search-alerts', true, 'saved-search', `search-${first}`),
        rec('search-alerts', true, 'saved-search', `search-${second}`),
        rec('search-alerts', false, 'saved-search', `search-${first}`),
        rec('search-alerts', false, 'mail-link', `search-${second}`),
      ]);
    });
  });

  describe('a changed notice', () => {
    it('is shown to a user who saw an older one, and acknowledging it records the version and the choices it changed', async () => {
      const seller = await signUp();
      await t.dataSource.getRepository(User).update({ id: seller.id }, { noticeVersion: '2025-01-01' });
      expect(await me(seller.token)).toMatchObject({ noticeVersion: '2025-01-01', currentNoticeVersion: PRIVACY_NOTICE_VERSION });
      const answer = await t.http.post('/api/auth/me/notice').set(bearer(seller.token)).send({ version: PRIVACY_NOTICE_VERSION, notifyAds: true, notifyMessages: false }).expect(200);
      expect(answer.body).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, notifyAds: true, notifyMessages: false });
      expect((await records(seller.id)).slice(3)).toEqual([rec('privacy-notice', true, 'notice'), rec('ad-mails', true, 'notice')]);
    });

    it('an account that never saw one (made before versions, or by an admin) has none', async () => {
      const seller = await signUp();
      await t.dataSource.getRepository(User).update({ id: seller.id }, { noticeVersion: null });
      expect((await me(seller.token)).noticeVersion).toBeNull();
    });

    it.each([
      ['another version (the text changed while it was open)', { version: '2020-01-01' }, 409, null],
      ['a version that is no date', { version: 'latest' }, 400, 'version'],
      ['no version', { notifyAds: true }, 400, 'version'],
      ['a bad switch', { version: PRIVACY_NOTICE_VERSION, notifyAds: 'yes' }, 400, 'notifyAds'],
    ])('refuses %s with a 4xx {detail} and changes and records nothing', async (_, body, status, field) => {
      const seller = await signUp();
      await t.dataSource.getRepository(User).update({ id: seller.id }, { noticeVersion: '2025-01-01' });
      const answer = await t.http.post('/api/auth/me/notice').set(bearer(seller.token)).send(body);
      if (field) expectFieldError(answer, field);
      else expectDetail(answer, status);
      expect(await me(seller.token)).toMatchObject({ noticeVersion: '2025-01-01', notifyAds: false });
      expect(await records(seller.id)).toHaveLength(3);
    });

    it('needs a signed-in user', async () => {
      await t.http.post('/api/auth/me/notice').send({ version: PRIVACY_NOTICE_VERSION }).expect(401);
    });
  });

  it('the data export lists the consent history, oldest first', async () => {
    const seller = await signUp({ notifyAds: true });
    await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ notifyAds: false }).expect(200);
    const exported = (await t.http.get('/api/auth/me/export').set(bearer(seller.token)).expect(200)).body;
    expect(exported.profile.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(exported.consents.map(({ at, ...rest }: { at: string }) => (expect(Date.parse(at)).not.toBeNaN(), rest))).toEqual([
      rec('privacy-notice', true, 'sign-up'),
      rec('ad-mails', true, 'sign-up'),
      rec('message-mails', false, 'sign-up'),
      rec('ad-mails', false, 'profile'),
    ]);
  });

  const firstCategory = async () => (await t.dataSource.getRepository(Category).find({ order: { id: 'ASC' }, take: 1 }))[0];
});
