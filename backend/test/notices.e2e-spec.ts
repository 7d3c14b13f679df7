import { AdLifecycle } from '../src/ads/ad-lifecycle';
import { Ad } from '../src/ads/ad.entity';
import { Notice } from '../src/notices/notice.entity';
import { expectFieldError } from './catalogue-helpers';
import { solvedChallenge } from './challenge-helpers';
import { countCommits, type TestApp } from './create-test-app';
import { bearer, createSeller, postAd } from './factories';
import { appWithMail, linkIn, PUBLIC_URL, type MailServer } from './mail-server';

const DAY = 86_400_000;

/** Notices to sellers about their ads: take-downs with the moderator's reason, expiry warnings, expiry, the end of a promotion. */
describe('notices to sellers', () => {
  let t: TestApp;
  let mail: MailServer;

  const suite = appWithMail();
  beforeAll(() => ({ t, mail } = suite));

  const admin = () => bearer(t.adminToken);
  /** A verified seller with a live ad, their sign-up mail already received. */
  async function sellerWithLiveAd() {
    const seller = await createSeller(t);
    await mail.next(seller.email);
    const ad = (await postAd(t.http, seller.token)).body as { id: number; title: string };
    await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(seller.token)).expect(200);
    return { seller, ad };
  }
  const activity = async (token: string) => (await t.http.get('/api/seller/activity').set(bearer(token)).expect(200)).body.items as { type: string; title: string; adId: number }[];
  const setAd = (id: number, changes: Partial<Ad>) => t.dataSource.getRepository(Ad).update({ id }, changes);
  const lifecycle = () => t.app.get(AdLifecycle);

  describe('take-downs', () => {
    it("tells the seller the moderator's reason and note, in Activity and by mail", async () => {
      const { seller, ad } = await sellerWithLiveAd();
      await t.http.put(`/api/admin/post/deactivate/${ad.id}`).set(admin()).send({ reason: 'WRONG_CATEGORY', note: 'Please post it under Spa.' }).expect(200);
      const notice = await mail.next(seller.email, 1);
      expect(notice.subject).toBe(`Your ad "${ad.title}" was taken down`);
      expect(notice.text).toContain('because it is in the wrong category');
      expect(notice.text).toContain('Their note: Please post it under Spa.');
      expect(notice.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(true);
      expect(await activity(seller.token)).toContainEqual(
        expect.objectContaining({ type: 'AD_TAKEN_DOWN', adId: ad.id, title: expect.stringContaining('it is in the wrong category (Please post it under Spa.)') }),
      );
    });

    it("keeps the seed's body-less call working, with the reason OTHER", async () => {
      const { seller, ad } = await sellerWithLiveAd();
      await t.http.put(`/api/admin/post/deactivate/${ad.id}`).set(admin()).expect(200);
      expect((await mail.next(seller.email, 1)).text).toContain('because it breaks the site rules');
    });

    it('from the console resource and from an upheld report, with the report’s reason', async () => {
      const first = await sellerWithLiveAd();
      await t.http.put(`/api/admin/ra/ads/${first.ad.id}`).set(admin()).send({ status: 'INACTIVE', takeDownReason: 'SPAM', takeDownNote: 'Same text in 40 ads.' }).expect(200);
      expect((await mail.next(first.seller.email, 1)).text).toMatch(/because it looks like spam\.[\s\S]*Their note: Same text in 40 ads\./);

      const second = await sellerWithLiveAd();
      const report = (
        await t.http
          .post(`/api/dashboard/report-post/${second.ad.id}`)
          .set(await solvedChallenge(t))
          .send({ reason: 'FRAUD', details: 'Asked for an advance' })
          .expect(201)
      ).body;
      await t.http.put(`/api/admin/reports/resolve/${report.id}`).set(admin()).send({ action: 'DEACTIVATE' }).expect(200);
      expect((await mail.next(second.seller.email, 1)).text).toContain('because it looks like a scam');
    });

    it('refuses an unknown reason or an overlong note with 400, taking nothing down', async () => {
      const { ad } = await sellerWithLiveAd();
      expectFieldError(await t.http.put(`/api/admin/post/deactivate/${ad.id}`).set(admin()).send({ reason: 'UGLY' }), 'reason');
      expectFieldError(
        await t.http
          .put(`/api/admin/post/deactivate/${ad.id}`)
          .set(admin())
          .send({ note: 'x'.repeat(501) }),
        'note',
      );
      expect((await t.dataSource.getRepository(Ad).findOneByOrFail({ id: ad.id })).status).toBe('ACTIVE');
    });

    it('records the notice but sends no mail to a seller who turned ad mails off', async () => {
      const { seller, ad } = await sellerWithLiveAd();
      await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ notifyAds: false }).expect(200);
      await t.http.put(`/api/admin/post/deactivate/${ad.id}`).set(admin()).send({ reason: 'OFFENSIVE' }).expect(200);
      expect((await activity(seller.token)).map((item) => item.type)).toContain('AD_TAKEN_DOWN');
      await new Promise((r) => setTimeout(r, 2000));
      expect(mail.to(seller.email)).toHaveLength(1);
    });
  });

  describe('scheduled: expiry and promotions', () => {
    it('warns two days before expiry with a renew link, once, however many runs (and instances) notice it', async () => {
      const { seller, ad } = await sellerWithLiveAd();
      await setAd(ad.id, { expiresAt: new Date(Date.now() + DAY) });
      const runs = await Promise.all([lifecycle().runOnce(), lifecycle().runOnce()]);
      expect(runs[0]).toBeGreaterThanOrEqual(1);
      await lifecycle().runOnce();
      const warning = await mail.next(seller.email, 1);
      expect(warning.subject).toMatch(new RegExp(`^Your ad "${ad.title}" expires on \\d{1,2} \\w+ \\d{4}$`));
      expect(linkIn(warning, PUBLIC_URL).pathname).toBe(`/renew/${ad.id}`);
      await new Promise((r) => setTimeout(r, 1500));
      expect(mail.to(seller.email)).toHaveLength(2);
      expect(await t.dataSource.getRepository(Notice).countBy({ adId: ad.id, kind: 'AD_EXPIRING' as Notice['kind'] })).toBe(1);
    });

    it('tells an expired ad and an ended promotion, and never an event older than two days', async () => {
      const { seller, ad } = await sellerWithLiveAd();
      await setAd(ad.id, { expiresAt: new Date(Date.now() - 60_000), promotedUntil: new Date(Date.now() - 120_000) });
      const stale = await sellerWithLiveAd();
      await setAd(stale.ad.id, { expiresAt: new Date(Date.now() - 3 * DAY) });

      await lifecycle().runOnce();
      await mail.next(seller.email, 2);
      const subjects = mail.to(seller.email).map((m) => m.subject);
      expect(subjects).toEqual(expect.arrayContaining([`Your ad "${ad.title}" has expired`, `The promotion of "${ad.title}" has ended`]));
      const types = (await activity(seller.token)).map((item) => item.type);
      expect(types).toEqual(expect.arrayContaining(['AD_EXPIRED', 'PROMOTION_ENDED']));
      expect(mail.to(stale.seller.email)).toHaveLength(1);
    });

    it('tells a pass’s due ads in one commit per kind, and an ad told meanwhile by another instance does not stop the others', async () => {
      const { seller, ad: first } = await sellerWithLiveAd();
      const more = await Promise.all(
        Array.from({ length: 7 }, async (_, i) => (await postAd(t.http, seller.token, { title: `Evening company, listing ${i + 2}` })).body as { id: number; title: string }),
      );
      const expiredAt = new Date(Date.now() - 60_000);
      for (const ad of [first, ...more]) await setAd(ad.id, { status: 'ACTIVE' as Ad['status'], expiresAt: expiredAt });
      const [raced, ...others] = [first, ...more];
      // Another instance's pass told this one just now, with the key this pass makes too; its notice is dated so that
      // this pass still picks the ad, as a pass that read its candidates before that commit would.
      await t.dataSource.getRepository(Notice).insert({
        user: { id: seller.id },
        kind: 'AD_EXPIRED' as Notice['kind'],
        title: 'Told elsewhere',
        adId: raced.id,
        eventKey: `ad-expired:${raced.id}:${expiredAt.toISOString()}`,
        createdAt: new Date(Date.now() - 5 * DAY),
      });

      const commits = countCommits(t.dataSource);
      try {
        expect(await lifecycle().runOnce()).toBeGreaterThanOrEqual(others.length);
        // One a kind with ads due, and the mail worker's round; one a notice would be 8 or more.
        expect(commits.count).toBeLessThanOrEqual(5);
      } finally {
        commits.stop();
      }
      const expired = () =>
        mail
          .to(seller.email)
          .map((m) => m.subject)
          .filter((subject) => subject?.endsWith('has expired'));
      for (let waited = 0; expired().length < others.length; waited += 100) {
        if (waited > 20_000) throw new Error(`${expired().length} of ${others.length} expiry mails arrived`);
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 1500));
      expect(expired().sort()).toEqual(others.map((ad) => `Your ad "${ad.title}" has expired`).sort());
      expect(await t.dataSource.getRepository(Notice).countBy({ adId: raced.id, kind: 'AD_EXPIRED' as Notice['kind'] })).toBe(1);
    });
  });

  describe('in the seller’s language', () => {
    const hindiSellerWithLiveAd = async () => {
      const { seller, ad } = await sellerWithLiveAd();
      await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ language: 'hi' }).expect(200);
      return { seller, ad };
    };
    const activityIn = async (token: string, language: string) =>
      (await t.http.get('/api/seller/activity').set(bearer(token)).set('Accept-Language', language).expect(200)).body.items as { type: string; title: string }[];

    it('mails a Hindi seller in Hindi, and Activity writes each notice in the language of whoever reads it', async () => {
      const { seller, ad } = await hindiSellerWithLiveAd();
      await t.http.put(`/api/admin/post/deactivate/${ad.id}`).set(admin()).set('Accept-Language', 'en').send({ reason: 'WRONG_CATEGORY', note: 'Please post it under Spa.' }).expect(200);
      const notice = await mail.next(seller.email, 1);
      expect(notice.subject).toBe(`आपका विज्ञापन “${ad.title}” हटा दिया गया`);
      expect(notice.text).toContain('क्योंकि यह गलत श्रेणी में है।');
      expect(notice.text).toContain('उनकी टिप्पणी: Please post it under Spa.');
      expect(notice.html).toContain('<html lang="hi">');

      const inHindi = (await activityIn(seller.token, 'hi')).find((item) => item.type === 'AD_TAKEN_DOWN');
      expect(inHindi?.title).toBe(`“${ad.title}” हटा दिया गया: यह गलत श्रेणी में है (Please post it under Spa.)`);
      const inEnglish = (await activityIn(seller.token, 'en')).find((item) => item.type === 'AD_TAKEN_DOWN');
      expect(inEnglish?.title).toBe(`"${ad.title}" was taken down: it is in the wrong category (Please post it under Spa.)`);
      // The stored line stays English, as it is for every seller.
      expect((await t.dataSource.getRepository(Notice).findOneByOrFail({ adId: ad.id, kind: 'AD_TAKEN_DOWN' as Notice['kind'] })).title).toBe(inEnglish?.title);
    });

    it('writes the scheduled notices in Hindi, their dates too, and keeps an older notice without details in English', async () => {
      const { seller, ad } = await hindiSellerWithLiveAd();
      await setAd(ad.id, { expiresAt: new Date(Date.now() + DAY) });
      await lifecycle().runOnce();
      const warning = await mail.next(seller.email, 1);
      expect(warning.subject).toMatch(new RegExp(`^आपके विज्ञापन “${ad.title}” की अवधि \\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \\d{4} को खत्म होगी$`));
      expect(warning.text).toContain('मेरा विज्ञापन रिन्यू करें');

      await t.dataSource.getRepository(Notice).update({ adId: ad.id }, { details: null, title: 'An older notice, stored in English' });
      expect((await activityIn(seller.token, 'hi')).find((item) => item.type === 'AD_EXPIRING')?.title).toBe('An older notice, stored in English');
    });
  });
});
