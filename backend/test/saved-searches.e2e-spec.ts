import { jest } from '@jest/globals';
import { Like } from 'typeorm';
import { AdsService } from '../src/ads/ads.service';
import { PushOutbox } from '../src/push/push-outbox';
import { APP_CONFIG } from '../src/config/app-config';
import { fillAlertWords } from '../src/database/migrations/fill-alert-words';
import { TransactionRunner } from '../src/database/transaction-runner';
import { OutboxMail } from '../src/mail/outbox-mail.entity';
import { Outbox } from '../src/mail/outbox';
import { AlertMatcher } from '../src/saved-searches/alert-matcher';
import { PendingAlert } from '../src/saved-searches/pending-alert.entity';
import { SavedSearchMatch } from '../src/saved-searches/saved-search-match.entity';
import { SavedSearch } from '../src/saved-searches/saved-search.entity';
import { SavedSearchesService } from '../src/saved-searches/saved-searches.service';
import { SearchAlerts } from '../src/saved-searches/search-alerts';
import { expectDetail, expectFieldError } from './catalogue-helpers';
import { countCommits, createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, postAd, unique } from './factories';
import { linkIn, startMailServer, type MailServer } from './mail-server';

const PUBLIC_URL = 'https://bazaar.example';
const DAY = 86_400_000;

/** Saved searches (/api/saved-searches) and the alerts they mail when a matching ad goes live. */
describe('saved searches', () => {
  let t: TestApp;
  let mail: MailServer;
  let place: { category: string; location: string; categoryId: number; locationId: number };

  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({ SMTP_URL: mail.url, PUBLIC_URL });
    const tag = unique();
    const category = (await t.http.post('/api/admin/categories/create-category').set(bearer(t.adminToken)).field('title', `Alerts ${tag}`).field('titleHi', 'अलर्ट').expect(201)).body;
    const location = (
      await t.http.post('/api/admin/locations/create').set(bearer(t.adminToken)).field('state', `State ${tag}`).field('district', `Town ${tag}`).field('districtHi', 'कस्बा').expect(201)
    ).body;
    place = { category: category.slug, location: location.slug, categoryId: category.id, locationId: location.id };
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const save = (token: string, body: Record<string, unknown>) =>
    t.http
      .post('/api/saved-searches')
      .set(bearer(token))
      .send({ category: place.category, frequency: 'instant', ...body });
  const alerts = () => t.app.get(SearchAlerts);
  /** A second instance of the job over the same database: its own passes, no nudges (not a subscriber, nor registered with ads/). */
  const anotherInstance = () => {
    const other = new SearchAlerts(
      t.app.get(APP_CONFIG),
      t.dataSource,
      t.app.get(AlertMatcher),
      t.app.get(Outbox),
      t.app.get(SavedSearchesService),
      t.app.get(TransactionRunner),
      t.app.get(AdsService),
      t.app.get(PushOutbox),
    );
    t.dataSource.subscribers.splice(t.dataSource.subscribers.indexOf(other), 1);
    return other;
  };
  /**
   * Waits until the ads that went live so far are matched: the activation only records the ad, and
   * the job after its commit queues the alerts (a pass already running is followed by one more).
   */
  const matched = () => alerts().matchPending();
  /** Alert mails queued for an address (the outbox is where a mail exists once its cause committed). */
  const alertsTo = (email: string, kind = 'search-alert') => t.dataSource.getRepository(OutboxMail).countBy({ toAddress: email, eventKey: Like(`${kind}:%`) });
  /** An account whose sign-up mail has arrived, so that the next mail to it is the one a test waits for. */
  async function account() {
    const user = await createSeller(t);
    await mail.next(user.email);
    return user;
  }
  /** A seller's ad in the test place, posted free (live at once). */
  async function liveAd(input: { title?: string; description?: string; age?: number; images?: number } = {}, seller?: { token: string }) {
    const owner = seller ?? (await createSeller(t));
    const ad = (await postAd(t.http, owner.token, { categoryId: place.categoryId, locationId: place.locationId, ...input })).body as { id: number; title: string };
    await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(owner.token)).expect(200);
    return ad;
  }

  describe('managing them', () => {
    it('saves, lists with the criteria in words and a link that runs them, switches frequency and deletes', async () => {
      const buyer = await createSeller(t);
      const created = (await save(buyer.token, { location: place.location, keyword: 'Saxophone', minAge: 25, maxAge: 40, withPhotos: true }).expect(201)).body;
      expect(created).toMatchObject({
        category: { id: place.categoryId, slug: place.category },
        location: { id: place.locationId, slug: place.location },
        keyword: 'Saxophone',
        minAge: 25,
        maxAge: 40,
        withPhotos: true,
        frequency: 'instant',
        path: `/${place.category}/${place.location}?keyword=Saxophone&minAge=25&maxAge=40&withPhotos=true`,
      });
      expect(created.summary).toMatch(/^Alerts .+ in Town .+ · “Saxophone” · age 25–40 · with photos$/);
      const wide = (await save(buyer.token, { minAge: 30 }).expect(201)).body;
      expect(wide).toMatchObject({ location: null, keyword: null, maxAge: null, withPhotos: false, path: `/${place.category}?minAge=30` });
      expect(wide.summary).toMatch(/· age 30\+$/);

      const list = (await t.http.get('/api/saved-searches').set(bearer(buyer.token)).expect(200)).body;
      expect(list).toMatchObject({ limit: 50, items: [{ id: wide.id }, { id: created.id }] });

      expect((await t.http.patch(`/api/saved-searches/${created.id}`).set(bearer(buyer.token)).send({ frequency: 'daily' }).expect(200)).body.frequency).toBe('daily');
      await t.http.delete(`/api/saved-searches/${wide.id}`).set(bearer(buyer.token)).expect(204);
      expect((await t.http.get('/api/saved-searches').set(bearer(buyer.token)).expect(200)).body.items).toEqual([expect.objectContaining({ id: created.id, frequency: 'daily' })]);
    });

    it("answers 404 for another user's search and changes nothing; 401 without a token", async () => {
      const [owner, other] = await Promise.all([createSeller(t), createSeller(t)]);
      const mine = (await save(owner.token, { keyword: 'mine' }).expect(201)).body;
      expectDetail(await t.http.patch(`/api/saved-searches/${mine.id}`).set(bearer(other.token)).send({ frequency: 'daily' }), 404);
      expectDetail(await t.http.delete(`/api/saved-searches/${mine.id}`).set(bearer(other.token)), 404);
      expect((await t.http.get('/api/saved-searches').set(bearer(other.token)).expect(200)).body.items).toEqual([]);
      expect(await t.dataSource.getRepository(SavedSearch).findOneByOrFail({ id: mine.id })).toMatchObject({ frequency: 'instant' });
      expectDetail(await t.http.get('/api/saved-searches'), 401);
      expectDetail(await t.http.post('/api/saved-searches').send({ category: place.category, frequency: 'instant' }), 401);
    });

    it.each([
      [{ category: 'no-such-category' }, 'category'],
      [{ location: 'no-such-district' }, 'location'],
      [{ frequency: 'hourly' }, 'frequency'],
      [{ minAge: 17 }, 'minAge'],
      [{ maxAge: 'forty' }, 'maxAge'],
      [{ minAge: 50, maxAge: 30 }, 'minAge'],
      [{ withPhotos: 'yes' }, 'withPhotos'],
      [{ keyword: 'x'.repeat(1_000_000) }, 'keyword'],
      [{ category: 12 }, 'category'],
    ])('refuses %j with a 400 naming the field, saving nothing', async (body, field) => {
      const buyer = await createSeller(t);
      const res = await save(buyer.token, body);
      if (field === 'keyword' && res.status === 413) return; // the body parser's own limit answers first
      expectFieldError(res, field);
      expect(await t.dataSource.getRepository(SavedSearch).countBy({ user: { id: buyer.id } })).toBe(0);
    });

    it('refuses the same search twice and more than 50 searches (409), also when two saves race', async () => {
      const buyer = await createSeller(t);
      await save(buyer.token, { keyword: 'twice' }).expect(201);
      expectDetail(await save(buyer.token, { keyword: 'TWICE' }), 409, /already/);
      const repo = t.dataSource.getRepository(SavedSearch);
      await repo.insert(Array.from({ length: 48 }, (_, i) => ({ user: { id: buyer.id }, category: { id: place.categoryId }, keyword: `filler${i}`, frequency: 'daily' }) as Partial<SavedSearch>));
      const race = await Promise.all([save(buyer.token, { keyword: 'ocarina' }), save(buyer.token, { keyword: 'theremin' })]);
      expect(race.map((res) => res.status).sort()).toEqual([201, 409]);
      expect(await repo.countBy({ user: { id: buyer.id } })).toBe(50);
      expectDetail(await save(buyer.token, { keyword: 'three' }), 409, /up to 50/);
    });
  });

  describe('alerts', () => {
    it('mails a new matching ad once, and never an ad that does not match', async () => {
      const buyer = await account();
      const search = (await save(buyer.token, { location: place.location, keyword: 'saxophone', minAge: 30 }).expect(201)).body;
      const since = mail.to(buyer.email).length;
      await liveAd({ title: 'Violin evenings by the lake', age: 35 }); // keyword does not match
      await liveAd({ title: 'Saxophone evenings for the young', age: 22 }); // too young
      const match = await liveAd({ title: 'Saxophone evenings by the sea', age: 35 });

      const alert = await mail.next(buyer.email, since);
      expect(alert.subject).toBe('New ad for your saved search: Saxophone evenings by the sea');
      expect(alert.text).toContain(`${PUBLIC_URL}/ad/saxophone-evenings-by-the-sea/${match.id}`);
      expect(alert.text).toContain(search.summary);
      expect(await alertsTo(buyer.email)).toBe(1);

      // Live again (an admin deactivates and activates it, the seller promotes it): not mailed again.
      await t.http.put(`/api/admin/post/deactivate/${match.id}`).set(bearer(t.adminToken)).send({}).expect(200);
      await t.http.put(`/api/admin/post/activate/${match.id}`).set(bearer(t.adminToken)).expect(200);
      // A second search of the same buyer matching the same ad does not mail it either.
      await save(buyer.token, { keyword: 'evenings' }).expect(201);
      await t.http.put(`/api/admin/post/deactivate/${match.id}`).set(bearer(t.adminToken)).send({}).expect(200);
      await t.http.put(`/api/admin/post/activate/${match.id}`).set(bearer(t.adminToken)).expect(200);
      await matched();
      expect(await alertsTo(buyer.email)).toBe(1);
    });

    it('an admin activation alerts too; never the seller about their own ad, nor a blocked account', async () => {
      const [buyer, blocked, seller] = await Promise.all([createSeller(t), createSeller(t), createSeller(t)]);
      for (const user of [buyer, blocked, seller]) await save(user.token, { keyword: 'harmonium' }).expect(201);
      await t.http.put(`/api/admin/users/block/${blocked.id}`).set(bearer(t.adminToken)).expect(200);
      const ad = (await postAd(t.http, seller.token, { categoryId: place.categoryId, locationId: place.locationId, title: 'Harmonium lessons at home' })).body;
      expect(await alertsTo(buyer.email)).toBe(0); // not live yet
      await t.http.put(`/api/admin/post/activate/${ad.id}`).set(bearer(t.adminToken)).expect(200);
      await matched();
      expect(await alertsTo(buyer.email)).toBe(1);
      expect(await alertsTo(seller.email)).toBe(0);
      expect(await alertsTo(blocked.email)).toBe(0);
    });

    it('with photos only, the search skips an ad without them (rows written behind the API)', async () => {
      const buyer = await createSeller(t);
      await save(buyer.token, { keyword: 'tabla', withPhotos: true }).expect(201);
      const seller = await createSeller(t);
      const ad = (await postAd(t.http, seller.token, { categoryId: place.categoryId, locationId: place.locationId, title: 'Tabla practice partners wanted' })).body;
      await t.dataSource.query('DELETE FROM ad_images WHERE adId = ?', [ad.id]);
      await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(seller.token)).expect(200);
      await matched();
      expect(await alertsTo(buyer.email)).toBe(0);
    });

    it("one click on the mail's link deletes the search without signing in, and no more alerts come", async () => {
      const buyer = await account();
      const search = (await save(buyer.token, { keyword: 'sitar' }).expect(201)).body;
      const since = mail.to(buyer.email).length;
      await liveAd({ title: 'Sitar recital company wanted' });
      const alert = await mail.next(buyer.email, since);
      const header = (key: string) => alert.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '');
      const oneClick = /^<(.+)>$/.exec(header('list-unsubscribe') ?? '')![1];
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(oneClick).toMatch(new RegExp(`^${PUBLIC_URL}/api/auth/unsubscribe\\?token=`));
      const page = linkIn(alert, `${PUBLIC_URL}/unsubscribe?token=`);
      expect(page.searchParams.get('token')).toBe(new URL(oneClick).searchParams.get('token'));

      const done = await t.http
        .post(`/api/auth/unsubscribe?token=${encodeURIComponent(page.searchParams.get('token')!)}`)
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(done.body.detail).toMatch(/saved search is deleted/);
      expect(await t.dataSource.getRepository(SavedSearch).countBy({ id: search.id })).toBe(0);
      await t.http.post(`/api/auth/unsubscribe?token=${encodeURIComponent(page.searchParams.get('token')!)}`).expect(200); // twice is fine
      // A forged search id in an otherwise valid-looking token is refused.
      const forged = page.searchParams.get('token')!.replace(/\.search-\d+\./, '.search-1.');
      expectDetail(await t.http.post(`/api/auth/unsubscribe?token=${encodeURIComponent(forged)}`), 400);

      await liveAd({ title: 'Sitar lessons for beginners' });
      await matched();
      expect(await alertsTo(buyer.email)).toBe(1);
    });

    it('daily: one digest per search per day, listing the ads still live', async () => {
      const buyer = await account();
      const search = (await save(buyer.token, { keyword: 'veena', frequency: 'daily' }).expect(201)).body;
      const first = await liveAd({ title: 'Veena evenings in the old town' });
      const second = await liveAd({ title: 'Veena music and long walks' });
      await matched();
      expect(await alertsTo(buyer.email)).toBe(0);

      const since = mail.to(buyer.email).length;
      const [one, same] = await Promise.all([alerts().runOnce(), alerts().runOnce()]); // one pass, joined
      expect(one).toBeGreaterThanOrEqual(1); // other tests' daily searches may have had one due too
      expect(same).toBe(one);
      const digest = await mail.next(buyer.email, since);
      expect(digest.subject).toMatch(/^2 new ads for your saved search/);
      expect(digest.text).toContain(`/ad/veena-evenings-in-the-old-town/${first.id}`);
      expect(digest.text).toContain(`/ad/veena-music-and-long-walks/${second.id}`);

      await liveAd({ title: 'Veena duets on Sundays' });
      expect(await alerts().runOnce()).toBe(0); // within a day of the last digest
      await t.dataSource.getRepository(SavedSearch).update({ id: search.id }, { lastDigestAt: new Date(Date.now() - DAY - 1000) });
      expect(await alerts().runOnce()).toBe(1);
      const next = await mail.next(buyer.email, since + 1);
      expect(next.subject).toMatch(/^1 new ad for your saved search/);
      expect(next.text).not.toContain(`/${first.id}\n`);
      expect(await alertsTo(buyer.email, 'search-digest')).toBe(2);
    });

    it('daily: a pass writes many searches’ digests in one commit, and two instances passing at once send each digest once', async () => {
      const buyers = await Promise.all(Array.from({ length: 8 }, () => account()));
      for (const buyer of buyers) await save(buyer.token, { keyword: 'tabla', frequency: 'daily' }).expect(201);
      const ad = await liveAd({ title: 'Tabla rhythms on the terrace' });
      await matched();
      const other = anotherInstance();
      const commits = countCommits(t.dataSource);
      try {
        const digests = await Promise.all([alerts().runOnce(), other.runOnce()]);
        expect(digests[0] + digests[1]).toBeGreaterThanOrEqual(buyers.length); // other tests' due digests may be among them
        // A transaction per instance, and a round of the mail worker; one a digest would be 16 or more.
        expect(commits.count).toBeLessThanOrEqual(5);
      } finally {
        commits.stop();
      }
      for (const buyer of buyers) expect((await mail.next(buyer.email, 1)).text).toContain(`/${ad.id}`);
      await new Promise((r) => setTimeout(r, 1500));
      for (const buyer of buyers) expect(await alertsTo(buyer.email, 'search-digest')).toBe(1);
    });

    it('mails a Hindi owner in Hindi, instantly and in the digest, the search named with its Hindi category and district', async () => {
      const buyer = await account();
      await t.http.put('/api/auth/me').set(bearer(buyer.token)).send({ language: 'hi' }).expect(200);
      await save(buyer.token, { location: place.location, keyword: 'bansuri', minAge: 30, withPhotos: true }).expect(201);
      await save(buyer.token, { location: place.location, keyword: 'ektara', frequency: 'daily' }).expect(201);
      const since = mail.to(buyer.email).length;
      const ad = await liveAd({ title: 'Bansuri evenings by the river', age: 35 });
      const alert = await mail.next(buyer.email, since);
      expect(alert.subject).toBe('आपकी सहेजी गई खोज के लिए नया विज्ञापन: Bansuri evenings by the river');
      expect(alert.text).toContain('एक नया विज्ञापन आपकी सहेजी गई खोज “कस्बा में अलर्ट · “bansuri” · आयु 30+ · फ़ोटो वाले” से मेल खाता है:');
      expect(alert.text).toContain(`${PUBLIC_URL}/ad/bansuri-evenings-by-the-river/${ad.id}`);
      expect(alert.html).toContain('<html lang="hi">');

      const first = await liveAd({ title: 'Ektara for weddings' });
      const second = await liveAd({ title: 'Ektara lessons on Sundays' });
      await matched();
      await alerts().runOnce();
      const digest = await mail.next(buyer.email, since + 1);
      expect(digest.subject).toBe('आपकी सहेजी गई खोज के लिए 2 नए विज्ञापन: कस्बा में अलर्ट · “ektara”');
      expect(digest.text).toContain('कल से अब तक आपकी सहेजी गई खोज “कस्बा में अलर्ट · “ektara”” से मेल खाने वाले नए विज्ञापन:');
      for (const listed of [first, second]) expect(digest.text).toContain(`/${listed.id}`);
      expect(digest.html).toContain('<html lang="hi">');

      // The API writes the same summary in the language of the request: the storefront's Hindi pages show it.
      const listed = async (language: string) =>
        (await t.http.get('/api/saved-searches').set(bearer(buyer.token)).set('Accept-Language', language).expect(200)).body.items.map((item: { summary: string }) => item.summary);
      expect(await listed('hi')).toEqual(expect.arrayContaining(['कस्बा में अलर्ट · “bansuri” · आयु 30+ · फ़ोटो वाले']));
      expect(await listed('en')).toEqual(expect.arrayContaining([expect.stringMatching(/^Alerts \S+ in Town \S+ · “bansuri” · age 30\+ · with photos$/)]));
    });
  });

  describe('the follow-up job', () => {
    const pending = (adId: number) => t.dataSource.getRepository(PendingAlert).countBy({ adId });
    const matchesOf = (adId: number) => t.dataSource.getRepository(SavedSearchMatch).countBy({ adId });
    /** Holds back the job that runs after an activation commits, as if the process stopped right after the commit. */
    function holdNudges() {
      return jest.spyOn(alerts() as unknown as { nudge(): void }, 'nudge').mockImplementation(() => undefined);
    }
    afterEach(() => jest.restoreAllMocks());
    /** What a pass does for one waiting ad: match and render, then record in a transaction (null: it was not pending). */
    const handle = async (instance: SearchAlerts, adId: number) => {
      const prepared = await instance.prepareAlerts(t.dataSource.manager, adId);
      return t.app.get(TransactionRunner).run((manager) => instance.recordAlerts(manager, prepared));
    };

    it('the activation commits without matching; the job then mails once, and again finds nothing', async () => {
      const buyer = await account();
      await save(buyer.token, { location: place.location, keyword: 'santoor' }).expect(201);
      await matched(); // nothing of other tests left waiting
      holdNudges();
      const ad = await liveAd({ title: 'Santoor recital for two' });
      expect(await pending(ad.id)).toBe(1);
      expect(await matchesOf(ad.id)).toBe(0);
      expect(await alertsTo(buyer.email)).toBe(0);

      const since = mail.to(buyer.email).length;
      expect(await alerts().matchPending()).toBe(1); // the catch-up pass
      expect(await pending(ad.id)).toBe(0);
      expect(await matchesOf(ad.id)).toBe(1);
      expect((await mail.next(buyer.email, since)).subject).toBe('New ad for your saved search: Santoor recital for two');
      expect(await alerts().matchPending()).toBe(0);
      expect(await alertsTo(buyer.email)).toBe(1);
    });

    it('a rolled-back activation leaves nothing to match (also a promotion refused for lack of money)', async () => {
      const buyer = await createSeller(t);
      await save(buyer.token, { keyword: 'mridangam' }).expect(201);
      const seller = await createSeller(t);
      const ad = (await postAd(t.http, seller.token, { categoryId: place.categoryId, locationId: place.locationId, title: 'Mridangam practice partners' })).body as { id: number };
      holdNudges();
      const [pack] = (await t.http.get('/api/seller/transaction/get-top-up-packages').set(bearer(seller.token)).expect(200)).body;
      const [slot] = (await t.http.get('/api/seller/transaction/get-all-time-slots').set(bearer(seller.token)).expect(200)).body;
      expectDetail(await t.http.post(`/api/seller/transaction/promote-post/${ad.id}/${pack.id}/${slot.id}`).set(bearer(seller.token)), 409, /Insufficient balance/);
      expect(await pending(ad.id)).toBe(0);
      // The activation's transaction records the ad, then fails.
      await expect(
        t.app.get(TransactionRunner).run(async (manager) => {
          await manager.update('ads', { id: ad.id }, { status: 'ACTIVE', expiresAt: new Date(Date.now() + DAY) });
          await alerts().adWentLive(manager, ad.id);
          throw new Error('refused after the ad was activated');
        }),
      ).rejects.toThrow('refused');
      expect(await pending(ad.id)).toBe(0);
      await alerts().matchPending();
      expect(await matchesOf(ad.id)).toBe(0);
      expect(await alertsTo(buyer.email)).toBe(0);
    });

    it('two instances passing at once handle each ad once (rows checked, mails counted)', async () => {
      const buyers = await Promise.all([createSeller(t), createSeller(t)]);
      for (const buyer of buyers) await save(buyer.token, { location: place.location, keyword: 'shehnai' }).expect(201);
      await matched();
      holdNudges();
      const ads: { id: number; title: string }[] = [];
      for (let i = 0; i < 3; i++) ads.push(await liveAd({ title: `Shehnai evening number ${i + 1}` }));
      const other = anotherInstance();

      const handled = await Promise.all([alerts().matchPending(), other.matchPending(), alerts().matchPending(), other.matchPending()]);
      expect(handled[0] + handled[1]).toBe(ads.length); // each pass's follow-up found nothing left
      expect(handled[2] + handled[3]).toBe(0);
      const again = await Promise.all([handle(alerts(), ads[0].id), handle(other, ads[0].id)]);
      expect(again).toEqual([null, null]); // not pending any more
      for (const ad of ads) expect(await matchesOf(ad.id)).toBe(2);
      for (const buyer of buyers) expect(await alertsTo(buyer.email)).toBe(ads.length);
      expect(await t.dataSource.getRepository(PendingAlert).count()).toBe(0);
    });

    it('claims an ad once when two transactions take it together', async () => {
      const buyer = await createSeller(t);
      await save(buyer.token, { location: place.location, keyword: 'ghatam' }).expect(201);
      await matched();
      holdNudges();
      const ad = await liveAd({ title: 'Ghatam and long walks' });
      const results = await Promise.all([handle(alerts(), ad.id), handle(alerts(), ad.id)]);
      expect(results.sort()).toEqual([1, null]);
      expect(await matchesOf(ad.id)).toBe(1);
      expect(await alertsTo(buyer.email)).toBe(1);
    });

    it('finds an all-India search by the word it keeps, reads none whose word the ad lacks, and fills the word of older searches', async () => {
      const tag = unique();
      const category = (await t.http.post('/api/admin/categories/create-category').set(bearer(t.adminToken)).field('title', `Words ${tag}`).expect(201)).body;
      const inCategory = (token: string, keyword: string) => save(token, { category: category.slug, keyword }).expect(201);
      const [found, notRead, readNotMatched] = await Promise.all([createSeller(t), createSeller(t), createSeller(t)]);
      await inCategory(found.token, 'sax player'); // kept by 'player'
      await inCategory(notRead.token, 'layer'); // inside 'player', not at its start
      await inCategory(readNotMatched.token, 'player cello'); // read by 'player', refused by 'cello'
      const words = await t.dataSource.getRepository(SavedSearch).find({ where: { category: { id: category.id } }, order: { id: 'ASC' } });
      expect(words.map((w) => w.alertWord)).toEqual(['player', 'layer', 'player']);

      holdNudges();
      const seller = await createSeller(t);
      const ad = (await postAd(t.http, seller.token, { categoryId: category.id, locationId: place.locationId, title: 'Saxophone player wanted for a jazz evening' })).body as { id: number };
      await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(seller.token)).expect(200);
      const matching = await t.app.get(AlertMatcher).matching(t.dataSource.manager, ad.id);
      expect(matching.candidates).toBe(2);
      expect(matching.searches.map((s) => s.userId)).toEqual([found.id]);
      await alerts().matchPending();
      expect(await alertsTo(found.email)).toBe(1);
      expect(await alertsTo(notRead.email)).toBe(0);
      expect(await alertsTo(readNotMatched.email)).toBe(0);

      // Searches saved before the column existed get their word from the migration.
      await t.dataSource.getRepository(SavedSearch).update({ category: { id: category.id } }, { alertWord: null });
      const runner = t.dataSource.createQueryRunner();
      try {
        await fillAlertWords(runner);
      } finally {
        await runner.release();
      }
      expect((await t.dataSource.getRepository(SavedSearch).find({ where: { category: { id: category.id } }, order: { id: 'ASC' } })).map((w) => w.alertWord)).toEqual(['player', 'layer', 'player']);
    });
  });
});
