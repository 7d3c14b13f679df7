import { solvedChallenge } from './challenge-helpers';
import { type TestApp } from './create-test-app';
import { bearer, createSeller, fundWallet, postAd, unique } from './factories';
import { expectDetail, expectFieldError } from './catalogue-helpers';
import { appWithMail, PUBLIC_URL, type MailServer } from './mail-server';
import { reencoded, testPicture } from './photos';
import { Ad } from '../src/ads/ad.entity';
import { AdStatus } from '../src/ads/ad-status';
import { ReviewCause } from '../src/ads/review-cause';
import { Report } from '../src/ads/report.entity';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { Notice } from '../src/notices/notice.entity';

const DAY = 86_400_000;
type Seller = Awaited<ReturnType<typeof createSeller>>;

/** A text of its own for each ad, so that no two test ads are near-duplicates of each other. */
const words = [
  'amber',
  'birch',
  'cedar',
  'delta',
  'ember',
  'fjord',
  'grove',
  'heron',
  'indigo',
  'jasper',
  'kestrel',
  'lotus',
  'maple',
  'nectar',
  'opal',
  'pearl',
  'quartz',
  'raven',
  'saffron',
  'tulip',
];
const adText = () => {
  const pick = () => Array.from({ length: 14 }, () => words[Math.floor(Math.random() * words.length)]).join(' ');
  return { title: `Evenings ${unique()} ${pick().slice(0, 60)}`, description: `${pick()} ${unique()} ${pick()}` };
};

/** Pre-moderation, the review queue, report thresholds and content rules (issue 17). */
describe('moderation', () => {
  let t: TestApp;
  let mail: MailServer;
  let admin: { Authorization: string };
  const suite = appWithMail();
  const ads = () => t.dataSource.getRepository(Ad);
  const setMode = (body: object) => t.http.put('/api/admin/ra/moderation-settings/1').set(admin).send(body).expect(200);
  const post = async (seller: Seller, input = {}) => (await postAd(t.http, seller.token, { ...adText(), ...input })).body as { id: number; status: string };
  const postFree = (seller: Seller, id: number) => t.http.post(`/api/seller/transaction/post-free-ad/${id}`).set(bearer(seller.token));
  const queue = (filter = {}) =>
    t.http
      .get(`/api/admin/ra/review-queue?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`)
      .set(admin)
      .expect(200);
  const approve = (id: number) => t.http.put(`/api/admin/ra/review-queue/${id}/approve`).set(admin);
  const reject = (id: number, body: object) => t.http.put(`/api/admin/ra/review-queue/${id}/reject`).set(admin).send(body);
  const isPublic = async (id: number) => (await t.http.get(`/api/dashboard/get-post/${id}`)).status === 200;
  const myAd = async (seller: Seller, id: number) => (await t.http.get(`/api/seller/post/my-ad/${id}`).set(bearer(seller.token)).expect(200)).body;
  /** A verified seller whose sign-up mail has arrived, so that their next mail is the one a test waits for. */
  const sellerWithMail = async () => {
    const seller = await createSeller(t);
    await mail.next(seller.email);
    return seller;
  };

  /** The mail to `to` whose subject matches, waiting for it (other mails, such as a top-up's, may come first). */
  const mailAbout = async (to: string, subject: RegExp) => {
    for (let since = 0; ; since++) {
      const message = await mail.next(to, since);
      if (subject.test(message.subject ?? '')) return message;
    }
  };

  beforeAll(() => {
    ({ t, mail } = suite);
    admin = bearer(t.adminToken);
  });
  afterEach(() => setMode({ mode: 'post', contactInText: 'MASK', reportThreshold: 3, underageReportThreshold: 1 }));

  describe('settings and rejection reasons', () => {
    it('reads and changes the settings, validates them, and writes the change to the audit log', async () => {
      expect((await t.http.get('/api/admin/ra/moderation-settings/1').set(admin).expect(200)).body).toEqual({
        id: 1,
        mode: 'post',
        reportThreshold: 3,
        underageReportThreshold: 1,
        contactInText: 'MASK',
      });
      expectFieldError(await t.http.put('/api/admin/ra/moderation-settings/1').set(admin).send({ mode: 'later' }).expect(400), 'mode');
      expectFieldError(await t.http.put('/api/admin/ra/moderation-settings/1').set(admin).send({ reportThreshold: 0 }).expect(400), 'reportThreshold');
      expectDetail(await t.http.get('/api/admin/ra/moderation-settings/2').set(admin), 404);
      const seller = await createSeller(t);
      await t.http.put('/api/admin/ra/moderation-settings/1').set(bearer(seller.token)).send({ mode: 'pre' }).expect(403);
      expect((await setMode({ mode: 'pre' })).body.mode).toBe('pre');
      const entry = await t.dataSource.getRepository(AuditEntry).findOne({ where: { kind: 'moderation-settings' }, order: { id: 'DESC' } });
      expect(JSON.parse(entry!.before!)).toEqual({ mode: 'post' });
      expect(JSON.parse(entry!.after!)).toEqual({ mode: 'pre' });
    });

    it('starts with a list of rejection reasons that admins add to, rename and delete; a label is unique', async () => {
      const list = await t.http.get('/api/admin/ra/rejection-reasons').set(admin).expect(200);
      expect(list.body.length).toBeGreaterThanOrEqual(6);
      expect(list.headers['content-range']).toMatch(/^rejection-reasons 0-\d+\/\d+$/);
      const label = `Blurry photos ${unique()}`;
      const created = (await t.http.post('/api/admin/ra/rejection-reasons').set(admin).send({ label }).expect(201)).body;
      expectDetail(await t.http.post('/api/admin/ra/rejection-reasons').set(admin).send({ label }), 409);
      expectFieldError(
        await t.http
          .post('/api/admin/ra/rejection-reasons')
          .set(admin)
          .send({ label: 'x'.repeat(10_000) })
          .expect(400),
        'label',
      );
      expectDetail(
        await t.http
          .post('/api/admin/ra/rejection-reasons')
          .set(admin)
          .send({ label: 'x'.repeat(1_000_000) }),
        413,
      );
      expect(
        (
          await t.http
            .put(`/api/admin/ra/rejection-reasons/${created.id}`)
            .set(admin)
            .send({ label: `${label}, please retake` })
            .expect(200)
        ).body.label,
      ).toBe(`${label}, please retake`);
      await t.http.delete(`/api/admin/ra/rejection-reasons/${created.id}`).set(admin).expect(200);
      expectDetail(await t.http.get(`/api/admin/ra/rejection-reasons/${created.id}`).set(admin), 404);
    });
  });

  describe('pre-moderation', () => {
    it('holds a new ad out of sight until approved; a free post waits too and its days start at approval', async () => {
      await setMode({ mode: 'pre' });
      const seller = await sellerWithMail();
      const ad = await post(seller);
      expect(ad.status).toBe('PENDING_REVIEW');
      const free = await postFree(seller, ad.id).expect(200);
      expect(free.body.message).toMatch(/goes live for \d+ days when a moderator approves it/);
      expect(await isPublic(ad.id)).toBe(false);

      const waiting = (await queue()).body.find((item: { id: number }) => item.id === ad.id);
      expect(waiting).toMatchObject({
        cause: 'NEW',
        held: true,
        ad: { id: ad.id, status: 'PENDING_REVIEW' },
        duplicateOf: null,
        seller: { id: seller.id, ads: 1, live: 0, rejected: 0, takenDown: 0 },
      });
      // Time passes in the queue: the held run moves on by the wait at approval.
      const stored = await ads().findOneByOrFail({ id: ad.id });
      await ads().update({ id: ad.id }, { heldSince: new Date(stored.heldSince!.getTime() - 2 * DAY) });

      const approved = await approve(ad.id).expect(200);
      expect(approved.body).toEqual({ id: ad.id, status: 'ACTIVE', message: expect.stringMatching(/^Approved/) });
      const after = await ads().findOneByOrFail({ id: ad.id });
      expect(after.expiresAt!.getTime() - stored.expiresAt!.getTime()).toBeGreaterThanOrEqual(2 * DAY);
      expect(after).toMatchObject({ status: AdStatus.Active, submittedAt: null, reviewCause: null, heldSince: null });
      expect(await isPublic(ad.id)).toBe(true);
      const message = await mailAbout(seller.email, /^Your ad ".+" was approved$/);
      expect(message.text).toContain('it is on the site now');
      expect(await t.dataSource.getRepository(Notice).countBy({ adId: ad.id, kind: 'AD_APPROVED' as never })).toBe(1);
      expectDetail(await approve(ad.id), 409, /not waiting for review/);
    });

    it('rejects with a reason the seller reads in My Ads and by mail; a promotion is refused until the seller edits, which resubmits it', async () => {
      await setMode({ mode: 'pre' });
      const seller = await sellerWithMail();
      await fundWallet(t.http, t.adminToken, seller.token, 5_000);
      const ad = await post(seller);
      const reasons = (await t.http.get('/api/admin/ra/rejection-reasons').set(admin).expect(200)).body as { id: number; label: string }[];
      const reason = reasons.find((r) => /Phone numbers/.test(r.label))!;
      expectDetail(await reject(ad.id, {}), 400, /reason or write a note/);
      expectDetail(await reject(ad.id, { reasonId: 999_999 }), 404);
      expectFieldError(await reject(ad.id, { note: 'x'.repeat(10_000) }).expect(400), 'note');
      expectDetail(await reject(ad.id, { note: 'x'.repeat(1_000_000) }), 413);
      expect((await reject(ad.id, { reasonId: reason.id, note: 'Remove the number from the second line' }).expect(200)).body.status).toBe('REJECTED');

      const mine = await myAd(seller, ad.id);
      expect(mine).toMatchObject({ status: 'REJECTED', rejection: `${reason.label}. Remove the number from the second line.` });
      const message = await mailAbout(seller.email, /was not approved$/);
      expect(message.text).toContain(reason.label);
      expect(message.text).toContain(`${PUBLIC_URL}/myads?edit=${ad.id}`);

      const packageId = (await t.http.get('/api/seller/transaction/get-top-up-packages').set(bearer(seller.token)).expect(200)).body[0].id;
      const slotId = (await t.http.get('/api/seller/transaction/get-all-time-slots').set(bearer(seller.token)).expect(200)).body[0].id;
      const balance = async () => (await t.http.get('/api/auth/me').set(bearer(seller.token)).expect(200)).body.walletBalance;
      const before = await balance();
      expectDetail(await t.http.post(`/api/seller/transaction/promote-post/${ad.id}/${packageId}/${slotId}`).set(bearer(seller.token)), 409, /not approved/);
      expect(await balance()).toBe(before);

      await t.http.put(`/api/seller/post/update/${ad.id}`).set(bearer(seller.token)).field('description', adText().description).expect(200);
      expect((await myAd(seller, ad.id)).status).toBe('PENDING_REVIEW');
      expect((await queue({ cause: 'EDITED' })).body.map((item: { id: number }) => item.id)).toContain(ad.id);
      // Bought while it waits: the promotion starts at approval.
      const promoted = await t.http.post(`/api/seller/transaction/promote-post/${ad.id}/${packageId}/${slotId}`).set(bearer(seller.token)).expect(200);
      expect(promoted.body.message).toMatch(/start when a moderator approves your ad/);
      expect(await balance()).toBeLessThan(before);
      expect(await isPublic(ad.id)).toBe(false);
      await approve(ad.id).expect(200);
      expect(await isPublic(ad.id)).toBe(true);
      expect((await myAd(seller, ad.id)).rejection).toBe('');
    });

    it("sends a live ad's edit back to the queue, its run held; post-moderation edits stay live", async () => {
      const seller = await createSeller(t);
      const ad = await post(seller);
      await postFree(seller, ad.id).expect(200);
      await t.http.put(`/api/seller/post/update/${ad.id}`).set(bearer(seller.token)).field('age', '30').expect(200);
      expect(await isPublic(ad.id)).toBe(true);

      await setMode({ mode: 'pre' });
      await t.http.put(`/api/seller/post/update/${ad.id}`).set(bearer(seller.token)).field('age', '31').expect(200);
      expect(await ads().findOneByOrFail({ id: ad.id })).toMatchObject({ status: AdStatus.PendingReview, reviewCause: ReviewCause.Edited, heldSince: expect.any(Date) });
      expect(await isPublic(ad.id)).toBe(false);
      await approve(ad.id).expect(200);
      expect(await isPublic(ad.id)).toBe(true);
    });

    it('pages through a long queue oldest first', async () => {
      await setMode({ mode: 'pre' });
      const seller = await createSeller(t);
      const posted: number[] = [];
      for (let i = 0; i < 3; i++) posted.push((await post(seller)).id);
      const ids = (await queue()).body.map((item: { id: number }) => item.id).filter((id: number) => posted.includes(id));
      expect(ids).toEqual(posted);
      const page = await t.http.get('/api/admin/ra/review-queue?range=[1,1]').set(admin).expect(200);
      expect(page.body).toHaveLength(1);
      expect(page.headers['content-range']).toMatch(/^review-queue 1-1\/\d+$/);
      await t.http.get('/api/admin/ra/review-queue').set(bearer(seller.token)).expect(403);
    });

    it('lets one of two moderators deciding the same ad at once win; the other gets 409', async () => {
      await setMode({ mode: 'pre' });
      const seller = await createSeller(t);
      const ad = await post(seller);
      const answers = await Promise.all([approve(ad.id), reject(ad.id, { note: 'Not believable' })]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const stored = await ads().findOneByOrFail({ id: ad.id });
      expect([AdStatus.Inactive, AdStatus.Rejected]).toContain(stored.status);
      expect(await t.dataSource.getRepository(Notice).countBy({ adId: ad.id })).toBe(1);
    });

    /** A live ad whose pre-moderated edit waits in the queue, and that queue entry as a moderator sees it. */
    const liveAdEditedInPreModeration = async () => {
      const seller = await createSeller(t);
      const ad = await post(seller);
      await postFree(seller, ad.id).expect(200);
      await setMode({ mode: 'pre' });
      await t.http.put(`/api/seller/post/update/${ad.id}`).set(bearer(seller.token)).field('title', 'Evening walks by the sea').expect(200);
      const item = (await t.http.get(`/api/admin/ra/review-queue/${ad.id}`).set(admin).expect(200)).body as { submittedAt: string; ad: { title: string } };
      return { seller, ad, item };
    };

    it('refuses a decision on a version the seller has replaced since the moderator opened it; the new version waits', async () => {
      const { seller, ad, item } = await liveAdEditedInPreModeration();
      await t.http.put(`/api/seller/post/update/${ad.id}`).set(bearer(seller.token)).field('title', 'Morning walks by the sea').expect(200);
      expectDetail(await approve(ad.id).send({ submittedAt: item.submittedAt }), 409, /changed ad \d+ since you opened it/);
      expectDetail(await reject(ad.id, { note: 'Too vague', submittedAt: item.submittedAt }), 409, /changed/);
      expect(await ads().findOneByOrFail({ id: ad.id })).toMatchObject({ status: AdStatus.PendingReview, title: 'Morning walks by the sea' });
      expect(await isPublic(ad.id)).toBe(false);

      const fresh = (await t.http.get(`/api/admin/ra/review-queue/${ad.id}`).set(admin).expect(200)).body;
      expect(fresh.ad.title).toBe('Morning walks by the sea');
      expect(new Date(fresh.submittedAt).getTime()).toBeGreaterThan(new Date(item.submittedAt).getTime());
      await approve(ad.id).send({ submittedAt: fresh.submittedAt }).expect(200);
      expect(await isPublic(ad.id)).toBe(true);
    });

    it.each([
      ['a word', 'yesterday'],
      ['a number', 1700000000],
      ['month 13', '2026-13-01T00:00:00Z'],
    ])('refuses submittedAt as %s with 400 naming the field', async (_, submittedAt) => {
      const { ad } = await liveAdEditedInPreModeration();
      expectFieldError(await approve(ad.id).send({ submittedAt }), 'submittedAt');
      expect((await ads().findOneByOrFail({ id: ad.id })).status).toBe(AdStatus.PendingReview);
    });

    it("never puts an edit on the site unreviewed when the seller's edit races the approval of the version before it", async () => {
      for (let round = 0; round < 6; round++) {
        const { seller, ad, item } = await liveAdEditedInPreModeration();
        const title = `Quiet evenings, round ${round}`;
        const [edit, decision] = await Promise.all([
          t.http.put(`/api/seller/post/update/${ad.id}`).set(bearer(seller.token)).field('title', title),
          approve(ad.id).send({ submittedAt: item.submittedAt }),
        ]);
        expect(edit.status).toBe(200);
        expect([200, 409]).toContain(decision.status);
        // Approved first: the edit after it waits again. Edited first: the approval was of a replaced version.
        expect(await ads().findOneByOrFail({ id: ad.id })).toMatchObject({ status: AdStatus.PendingReview, title });
        expect(await isPublic(ad.id)).toBe(false);
      }
    });
  });

  describe('reports that act', () => {
    const report = async (id: number, reason = 'SPAM', token?: string) => {
      const req = t.http.post(`/api/dashboard/report-post/${id}`).set(await solvedChallenge(t));
      return (token ? req.set(bearer(token)) : req).send({ reason }).expect(201);
    };
    const liveAd = async () => {
      const seller = await createSeller(t);
      const ad = await post(seller);
      await postFree(seller, ad.id).expect(200);
      return { seller, ad };
    };

    it('hides an ad once three different people report it, but not when one person reports it three times', async () => {
      const { ad } = await liveAd();
      for (let i = 0; i < 3; i++) await report(ad.id);
      expect(await isPublic(ad.id)).toBe(true);
      const [a, b] = [await createSeller(t), await createSeller(t)];
      await report(ad.id, 'FRAUD', a.token);
      expect(await isPublic(ad.id)).toBe(true);
      await report(ad.id, 'SPAM', b.token);
      expect(await isPublic(ad.id)).toBe(false);
      expect(await ads().findOneByOrFail({ id: ad.id })).toMatchObject({ status: AdStatus.PendingReview, reviewCause: ReviewCause.Reported });

      const grouped = (await t.http.get('/api/admin/ra/reported-ads').set(admin).expect(200)).body.find((row: { id: number }) => row.id === ad.id);
      expect(grouped).toMatchObject({
        open: 5,
        reporters: 3,
        adStatus: 'PENDING_REVIEW',
        reasons: expect.arrayContaining([
          { reason: 'SPAM', count: 4 },
          { reason: 'FRAUD', count: 1 },
        ]),
      });
      const item = (await t.http.get(`/api/admin/ra/review-queue/${ad.id}`).set(admin).expect(200)).body;
      expect(item).toMatchObject({ cause: 'REPORTED', reports: expect.arrayContaining([{ reason: 'SPAM', count: 4 }]) });

      // Dismissed as a group: the ad comes back, the reports are closed, and the audit log says who did it.
      await t.http.put(`/api/admin/ra/reported-ads/${ad.id}`).set(admin).send({ action: 'DISMISS' }).expect(200);
      expect(await isPublic(ad.id)).toBe(true);
      expect(await t.dataSource.getRepository(Report).countBy({ ad: { id: ad.id }, status: 'OPEN' as never })).toBe(0);
      expectDetail(await t.http.get(`/api/admin/ra/reported-ads/${ad.id}`).set(admin), 404);
      expect(await t.dataSource.getRepository(AuditEntry).countBy({ kind: 'ad', targetId: ad.id })).toBeGreaterThanOrEqual(1);
    });

    it('hides an ad at the first UNDERAGE report of a verified account; the threshold is the admins to set', async () => {
      const { ad } = await liveAd();
      await report(ad.id, 'UNDERAGE', (await createSeller(t)).token);
      expect(await isPublic(ad.id)).toBe(false);
      await t.http.put(`/api/admin/ra/reported-ads/${ad.id}`).set(admin).send({ action: 'DEACTIVATE', note: 'Age not believable' }).expect(200);
      expect(await ads().findOneByOrFail({ id: ad.id })).toMatchObject({ status: AdStatus.Inactive, takenDown: true, submittedAt: null });

      await setMode({ underageReportThreshold: 2 });
      const other = await liveAd();
      await report(other.ad.id, 'UNDERAGE', (await createSeller(t)).token);
      expect(await isPublic(other.ad.id)).toBe(true);
    });

    it("does not hide an ad for a visitor's or an unverified account's UNDERAGE report: the ad goes to the top of the reported ads", async () => {
      const { ad } = await liveAd();
      await report(ad.id, 'UNDERAGE');
      await report(ad.id, 'UNDERAGE', (await createSeller(t, {}, { verified: false })).token);
      expect(await isPublic(ad.id)).toBe(true);
      const later = await liveAd();
      await report(later.ad.id, 'SPAM');
      const reported = (await t.http.get('/api/admin/ra/reported-ads?range=[0,99]').set(admin).expect(200)).body as { id: number }[];
      expect(reported.findIndex((row) => row.id === ad.id)).toBeLessThan(reported.findIndex((row) => row.id === later.ad.id));
      expect(await t.dataSource.getRepository(Report).countBy({ ad: { id: ad.id }, reason: 'UNDERAGE' as never })).toBe(2);

      await report(ad.id, 'UNDERAGE', (await createSeller(t)).token);
      expect(await isPublic(ad.id)).toBe(false);
    });

    it('no longer counts a reporter whose report on the ad a moderator dismissed, by account or by address; others still do', async () => {
      const { ad } = await liveAd();
      const reporter = await createSeller(t);
      await report(ad.id, 'UNDERAGE', reporter.token);
      expect(await isPublic(ad.id)).toBe(false);
      await approve(ad.id).expect(200);
      expect(await isPublic(ad.id)).toBe(true);
      await report(ad.id, 'UNDERAGE', reporter.token);
      expect(await isPublic(ad.id)).toBe(true);
      expect(await t.dataSource.getRepository(Report).countBy({ ad: { id: ad.id }, status: 'OPEN' as never })).toBe(1);
      await report(ad.id, 'UNDERAGE', (await createSeller(t)).token);
      expect(await isPublic(ad.id)).toBe(false);

      await setMode({ reportThreshold: 1 });
      const other = await liveAd();
      await report(other.ad.id, 'SPAM');
      expect(await isPublic(other.ad.id)).toBe(false);
      await t.http.put(`/api/admin/ra/reported-ads/${other.ad.id}`).set(admin).send({ action: 'DISMISS' }).expect(200);
      await report(other.ad.id, 'FRAUD');
      expect(await isPublic(other.ad.id)).toBe(true);
    });

    it('counts reports racing each other together (the ad is locked first)', async () => {
      const { ad } = await liveAd();
      const reporters = await Promise.all([createSeller(t), createSeller(t), createSeller(t)]);
      await Promise.all(reporters.map((r) => report(ad.id, 'SPAM', r.token)));
      expect(await isPublic(ad.id)).toBe(false);
    });
  });

  describe('duplicates', () => {
    /** Posts an ad with these photos (real pictures, which have a perceptual hash) through the seller API. */
    const postWith = (seller: Seller, text: { title: string; description: string }, photos: Buffer[], status = 201) => {
      let req = t.http.post('/api/seller/post/create').set(bearer(seller.token));
      for (const [key, value] of Object.entries({ ...text, categoryId: 1, locationId: 1, phone: '9876543210', age: 26 })) req = req.field(key, String(value));
      for (const [i, photo] of photos.entries()) req = req.attach('images', photo, `photo-${i}.jpg`);
      return req.expect(status);
    };
    const live = async (seller: Seller, text = adText(), photo?: Buffer) => {
      const ad = (await postWith(seller, text, [photo ?? (await testPicture(Math.floor(Math.random() * 1e6)))])).body;
      await t.http.put(`/api/admin/post/activate/${ad.id}`).set(admin).expect(200);
      return ad as { id: number; title: string };
    };

    it("refuses the seller's own repeat, by its text or by a photo re-encoded and resized, naming the ad it repeats; nothing is stored", async () => {
      const seller = await createSeller(t);
      const photo = await testPicture(101);
      const text = adText();
      const original = await live(seller, text, photo);
      const before = await ads().count();
      const byText = await postWith(seller, { ...text, title: `${text.title} again` }, [await testPicture(102)], 409);
      expect(byText.body.detail).toBe(`This ad repeats your ad "${original.title}" (#${original.id}): edit that ad instead of posting it again.`);
      expect(byText.body.errors).toEqual({ description: expect.stringMatching(/^repeats your ad/) });
      const byPhoto = await postWith(seller, adText(), [await reencoded(photo, 0.9)], 409);
      expect(byPhoto.body.errors).toEqual({ images: expect.stringMatching(/^repeats your ad/) });
      expect(await ads().count()).toBe(before);
      // A different ad of the same seller is welcome.
      await postWith(seller, adText(), [await testPicture(103)]);
    });

    it("sends another seller's near-copy to the queue beside the original, and an edit that copies one too", async () => {
      const [first, second] = [await createSeller(t), await createSeller(t)];
      const text = adText();
      const original = await live(first, text);
      const copy = (await postWith(second, { title: `${text.title}!`, description: text.description }, [await testPicture(201)])).body;
      expect(copy.status).toBe('PENDING_REVIEW');
      const item = (await t.http.get(`/api/admin/ra/review-queue/${copy.id}`).set(admin).expect(200)).body;
      expect(item).toMatchObject({ cause: 'NEAR_DUPLICATE', ad: { id: copy.id }, duplicateOf: { id: original.id, title: original.title } });
      // Held until reviewed even when posted free meanwhile.
      await postFree(second, copy.id).expect(200);
      expect(await isPublic(copy.id)).toBe(false);

      const third = await createSeller(t);
      const own = await live(third);
      await t.http.put(`/api/seller/post/update/${own.id}`).set(bearer(third.token)).field('title', text.title).field('description', text.description).expect(200);
      expect(await ads().findOneByOrFail({ id: own.id })).toMatchObject({ status: AdStatus.PendingReview, reviewCause: ReviewCause.NearDuplicate, heldSince: expect.any(Date) });
      expect(await isPublic(own.id)).toBe(false);
    });
  });

  describe('content rules', () => {
    it('masks phone numbers, e-mail addresses and links in an ad by default, and refuses them when the admins say so', async () => {
      const seller = await createSeller(t);
      const { title, description } = adText();
      const masked = await post(seller, { title, description: `${description} call 98765 43210 or mail me@example.com` });
      const stored = await ads().findOneByOrFail({ id: masked.id });
      expect(stored.description).toBe(`${description} call [hidden] or mail [hidden]`);

      await setMode({ contactInText: 'REFUSE' });
      const before = await ads().count();
      const refused = await postAd(t.http, seller.token, { ...adText(), description: `${adText().description} see https://t.me/someone` }, 400);
      expectFieldError(refused, 'description');
      expect(await ads().count()).toBe(before);
      const edit = await t.http.put(`/api/seller/post/update/${masked.id}`).set(bearer(seller.token)).field('title', 'Write to me at me@example.com').expect(400);
      expectFieldError(edit, 'title');
    });

    it('holds display names to the blacklist', async () => {
      const word = `banned${unique()}`;
      await t.http.post('/api/admin/blacklist').set(admin).send({ kind: 'WORD', value: word }).expect(201);
      const seller = await createSeller(t);
      expectFieldError(
        await t.http
          .put('/api/auth/me')
          .set(bearer(seller.token))
          .send({ displayName: `Mr ${word}` })
          .expect(400),
        'displayName',
      );
    });
  });
});
