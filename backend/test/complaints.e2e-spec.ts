import { jest } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ad } from '../src/ads/ad.entity';
import { AdStatus } from '../src/ads/ad-status';
import { ReviewCause } from '../src/ads/review-cause';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { ComplaintClock } from '../src/complaints/complaint-clock';
import { Complaint } from '../src/complaints/complaint.entity';
import { expectDetail } from './catalogue-helpers';
import { solvedChallenge } from './challenge-helpers';
import { bearer, createSeller, unique } from './factories';
import { appWithMail, linkIn, PUBLIC_URL } from './mail-server';
import { reencoded, testPicture } from './photos';

declare const TEST_ENGINE: 'sqlite' | 'mariadb';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const WORDS = 'near the lake after work on weekends by the old fort over tea with music in quiet cafes along the river before dinner under city lights'.split(' ');
/** Words of its own for each ad: a seller's two ads with nearly the same text are refused as duplicates. */
const varied = () => Array.from({ length: 14 }, () => WORDS[Math.floor(Math.random() * WORDS.length)]).join(' ');
const DETAILS = 'This ad shows a photo of me that I never agreed to publish anywhere.';

/** Complaints to the Grievance Officer (issue 41, items 1 and 2), through the API on both engines. */
describe('complaints', () => {
  const suite = appWithMail();
  const admin = () => bearer(suite.t.adminToken);
  const count = async (table: string) => Number((await suite.t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  const ads = () => suite.t.dataSource.getRepository(Ad);
  const isPublic = async (id: number) => (await suite.t.http.get(`/api/dashboard/get-post/${id}`)).status === 200;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let clock: ComplaintClock;

  /** Posts an ad of `owner` with these photos through the seller API; when it is created, puts it on the site. */
  async function liveAd(owner = seller, photos: Buffer[] = [], language = 'en') {
    let req = suite.t.http.post('/api/seller/post/create').set(bearer(owner.token)).set('Accept-Language', language);
    const fields = { title: 'Evenings in Pune', description: `Friendly and discreet company, message me ${varied()}.`, categoryId: 1, locationId: 1, phone: '9876543210', age: 25 };
    for (const [key, value] of Object.entries(fields)) req = req.field(key, String(value));
    for (const [i, photo] of (photos.length ? photos : [await testPicture(Math.floor(Math.random() * 1e6), 160, 120)]).entries()) req = req.attach('images', photo, `photo-${i}.jpg`);
    const res = await req;
    if (res.status !== 201 && res.status !== 422) throw new Error(`Posting an ad: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.status === 201) await ads().update(res.body.id, { status: AdStatus.Active, expiresAt: new Date(Date.now() + 30 * DAY) });
    return { res, id: res.body.id as number };
  }

  const file = async (body: Record<string, unknown>, options: { language?: string; token?: string } = {}) => {
    let req = suite.t.http
      .post('/api/complaints')
      .set(await solvedChallenge(suite.t))
      .set('Accept-Language', options.language ?? 'en');
    if (options.token) req = req.set(bearer(options.token));
    return req.send(body);
  };
  const complaint = (overrides: Record<string, unknown> = {}) => ({ kind: 'OTHER', name: 'Asha Rao', email: `asha-${unique()}@example.com`, details: DETAILS, ...overrides });
  const adminComplaint = async (ticket: string) => (await suite.t.dataSource.getRepository(Complaint).findOneByOrFail({ ticket })).id;
  const act = (id: number, action: string, body: Record<string, unknown> = {}) => suite.t.http.post(`/api/admin/complaints/${id}/${action}`).set(admin()).send(body);

  beforeAll(async () => {
    seller = await createSeller(suite.t);
    clock = suite.t.app.get(ComplaintClock);
  });
  afterEach(() => jest.restoreAllMocks());

  it('files a complaint without an account: a ticket, a key kept only as a hash, both clocks, and the acknowledgement mailed at once', async () => {
    const body = complaint({ kind: 'PRIVACY', onBehalfOf: true });
    const before = Date.now();
    const res = await file(body);
    expect(res.status).toBe(201);
    const receipt = res.body;
    expect(receipt).toEqual({
      ticket: expect.stringMatching(/^BZ-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/),
      key: expect.stringMatching(/^[\w-]{22,}$/),
      followPath: `/complaint/${receipt.ticket}?key=${receipt.key}`,
      disposeDueAt: expect.any(String),
      removalDueAt: null,
      adHidden: false,
    });
    expect(new Date(receipt.disposeDueAt).getTime() - before).toBeGreaterThanOrEqual(15 * DAY - 1000);
    expect(new Date(receipt.disposeDueAt).getTime() - before).toBeLessThan(15 * DAY + 5000);
    const stored = await suite.t.dataSource.getRepository(Complaint).findOneByOrFail({ ticket: receipt.ticket });
    expect(stored).toMatchObject({ status: 'OPEN', onBehalfOf: true, language: 'en', email: body.email });
    expect(JSON.stringify(stored)).not.toContain(receipt.key);
    expect(stored.acknowledgedAt!.getTime()).toBe(stored.createdAt.getTime());
    expect(stored.acknowledgeDueAt.getTime() - stored.createdAt.getTime()).toBe(DAY);

    const mail = await suite.mail.next(body.email as string);
    expect(mail.subject).toContain(receipt.ticket);
    expect(mail.text).toMatch(/IST/);
    expect(mail.text).toContain(`because complaint ${receipt.ticket} was filed with this address`);
    expect(linkIn(mail, `${PUBLIC_URL}/complaint/`).href).toBe(`${PUBLIC_URL}${receipt.followPath}`);

    const hindi = complaint();
    const { ticket } = (await file(hindi, { language: 'hi' })).body;
    const inHindi = await suite.mail.next(hindi.email);
    expect(inHindi.subject).toBe(`आपकी शिकायत ${ticket} मिल गई है`);
    expect(inHindi.text).toMatch(/IST/);
  });

  it("refuses a bad complaint with {detail} in the caller's language and stores nothing", async () => {
    const before = [await count('complaints'), await count('complaint_events'), await count('outbox_mails')];
    const refused = [
      await suite.t.http.post('/api/complaints').send(complaint()),
      await file(complaint({ kind: 'SOMETHING' })),
      await file(complaint({ details: 'too short' })),
      await file(complaint({ email: 'not-an-address' })),
      await file(complaint({ name: '' })),
      await file(complaint({ details: 'x'.repeat(1024 * 1024) })),
      await file(complaint({ kind: 'INTIMATE_IMAGE' })),
      await file(complaint({ kind: 'COPYRIGHT', url: 'https://elsewhere.example/page' })),
      await file(complaint({ kind: 'IMPERSONATION', adId: 999999 })),
      // 500 characters, longer than the column once its quotes and spaces are percent-encoded.
      await file(complaint({ kind: 'COPYRIGHT', url: "' OR '1'='1".repeat(45) })),
    ];
    expect(refused.map((res) => res.status)).toEqual([400, 400, 400, 400, 400, 413, 400, 400, 404, 400]);
    for (const res of refused) expectDetail(res, res.status);
    expectDetail(await file(complaint({ kind: 'IMPERSONATION', adId: 999999 }), { language: 'hi' }), 404, /विज्ञापन 999999 नहीं मिला/);
    expectDetail(await file(complaint({ kind: 'UNLAWFUL_CONTENT' }), { language: 'hi' }), 400, /विज्ञापन बताएँ/);
    expect([await count('complaints'), await count('complaint_events'), await count('outbox_mails')]).toEqual(before);
    // A page of this site is accepted, as an address or a path.
    expect((await file(complaint({ kind: 'COPYRIGHT', url: `${PUBLIC_URL}/blog/my-photo` }))).status).toBe(201);
  });

  it('takes an intimate-image ad off the site at once, and shows the ticket only with its key', async () => {
    const { id: adId } = await liveAd();
    expect(await isPublic(adId)).toBe(true);
    const body = complaint({ kind: 'INTIMATE_IMAGE', adId });
    const receipt = (await file(body, { token: seller.token })).body;
    expect(receipt).toMatchObject({ adHidden: true, removalDueAt: expect.any(String) });
    // Held at once: removed, so the next deadline is the disposal's.
    const held = await suite.t.dataSource.getRepository(Complaint).findOneByOrFail({ ticket: receipt.ticket });
    expect(held.removedAt).not.toBeNull();
    expect(held.nextDueAt).toEqual(held.disposeDueAt);
    expect(await isPublic(adId)).toBe(false);
    expect(await ads().findOneByOrFail({ id: adId })).toMatchObject({ status: AdStatus.PendingReview, reviewCause: ReviewCause.Complaint });
    expect((await suite.mail.next(body.email)).text).toMatch(/taken off the site/);

    const page = await suite.t.http.get(`/api/complaints/${receipt.ticket}`).query({ key: receipt.key }).expect(200);
    expect(page.body).toMatchObject({ ticket: receipt.ticket, kind: 'INTIMATE_IMAGE', status: 'OPEN', ad: { id: adId, title: 'Evenings in Pune' }, url: null, canAppeal: false, closedAt: null });
    expect(page.body.events.map((e: { type: string }) => e.type)).toEqual(['RECEIVED', 'ACKNOWLEDGED', 'AD_HIDDEN']);
    for (const [ticket, key] of [
      [receipt.ticket, `${receipt.key.slice(0, -1)}x`],
      [receipt.ticket, ''],
      ['BZ-22222222', receipt.key],
      ['nonsense', receipt.key],
    ]) {
      expectDetail(await suite.t.http.get(`/api/complaints/${ticket}`).query({ key }), 404);
    }
  });

  it('keeps the ad off the site while its intimate-image complaint is open: approving or reactivating it is refused until it is closed', async () => {
    const { id: adId } = await liveAd();
    const receipt = (await file(complaint({ kind: 'IMPERSONATION', adId }))).body;
    const approve = () => suite.t.http.put(`/api/admin/ra/review-queue/${adId}/approve`).set(admin()).send({});
    const refused = /^This ad was taken off the site for an open intimate-image or impersonation complaint/;
    expectDetail(await approve(), 409, refused);
    expectDetail(await suite.t.http.put(`/api/admin/ra/ads/${adId}`).set(admin()).send({ status: 'ACTIVE' }), 409, refused);
    expect(await isPublic(adId)).toBe(false);

    await act(await adminComplaint(receipt.ticket), 'close', { outcome: 'Not the complainant: the photos are the seller’s own.' }).expect(200);
    await approve().expect(200);
    expect(await isPublic(adId)).toBe(true);
  });

  it('lets admins act on a complaint, each action audited and mailed where it concerns the complainant; sellers get 403', async () => {
    const owner = await createSeller(suite.t);
    const { id: adId } = await liveAd(owner);
    const body = complaint({ kind: 'UNLAWFUL_CONTENT', adId });
    const { ticket, key } = (await file(body)).body;
    await suite.mail.next(body.email);
    const id = await adminComplaint(ticket);

    for (const [method, path] of [
      ['get', '/api/admin/complaints'],
      ['get', `/api/admin/complaints/${id}`],
      ['post', `/api/admin/complaints/${id}/close`],
    ] as const)
      expectDetail(await suite.t.http[method](path).set(bearer(seller.token)).send({ outcome: 'x' }), 403);

    expect((await act(id, 'hide-ad')).body).toMatchObject({ ad: { id: adId, status: 'PENDING_REVIEW', sellerId: owner.id, sellerBlocked: false }, removedAt: null });
    expect(await isPublic(adId)).toBe(false);
    expect((await act(id, 'take-down-ad', { note: 'Unlawful content' }).expect(200)).body.ad).toMatchObject({ status: 'INACTIVE' });
    expectDetail(await act(id, 'take-down-ad').set('Accept-Language', 'hi'), 409, /पहले ही हटाया/);
    await act(id, 'reply', { message: 'We have removed the ad and are looking into the seller.' }).expect(200);
    const reply = await suite.mail.next(body.email, 1);
    expect(reply.text).toContain('We have removed the ad');
    await act(id, 'note', { message: 'Seller posted similar ads before.' }).expect(200);
    const blocked = await act(id, 'block-seller').expect(200);
    expect(blocked.body.ad).toMatchObject({ sellerBlocked: true });
    expectDetail(await act(id, 'block-seller'), 409);
    expectDetail(await act(id, 'reply', { message: '' }), 400);
    const closed = (await act(id, 'close', { outcome: 'The ad was unlawful and was taken down; the seller is blocked.' }).expect(200)).body;
    expect(closed).toMatchObject({ status: 'CLOSED', nextDueAt: null, overdue: false, outcome: expect.stringContaining('unlawful') });
    expect(closed.events.map((e: { type: string }) => e.type)).toEqual(['RECEIVED', 'ACKNOWLEDGED', 'AD_HIDDEN', 'AD_TAKEN_DOWN', 'REPLIED', 'NOTE', 'SELLER_BLOCKED', 'CLOSED']);
    expect(closed.events.find((e: { type: string }) => e.type === 'NOTE').adminId).toEqual(expect.any(Number));
    expect((await suite.mail.next(body.email, 2)).text).toContain('The ad was unlawful');
    for (const [action, body] of [
      ['hide-ad', {}],
      ['reply', { message: 'again' }],
      ['close', { outcome: 'again' }],
    ] as const)
      expectDetail(await act(id, action, body), 409);

    const audited = await suite.t.dataSource.getRepository(AuditEntry).find({ where: { kind: 'complaint', targetId: id }, order: { id: 'ASC' } });
    expect(audited.map((entry) => entry.action.replace(/^POST \/api\/admin\/complaints\/:id\//, ''))).toEqual(['hide-ad', 'take-down-ad', 'reply', 'note', 'block-seller', 'close']);

    const page = (await suite.t.http.get(`/api/complaints/${ticket}`).query({ key }).expect(200)).body;
    expect(page.events.map((e: { type: string }) => e.type)).not.toContain('NOTE');
    expect(JSON.stringify(page)).not.toMatch(/adminId|Seller posted similar/);
    expect(page).toMatchObject({ status: 'CLOSED', outcome: expect.any(String), canAppeal: true });
    expectDetail(await suite.t.http.post(`/api/admin/complaints/${id}/note`).set(bearer(seller.token)).send({ message: 'x' }), 403);
  });

  it('refuses, by anyone, a photo taken down for an intimate-image complaint, and stores nothing of the upload', async () => {
    const photo = await testPicture(4141, 320, 240);
    const { id: adId } = await liveAd(seller, [photo]);
    const filed = await file(complaint({ kind: 'INTIMATE_IMAGE', adId }));
    expect(filed.body).toMatchObject({ adHidden: true });
    const id = await adminComplaint(filed.body.ticket);
    const takenDown = (await act(id, 'take-down-ad').expect(200)).body;
    expect(takenDown).toMatchObject({ removedAt: expect.any(String) });
    expect(takenDown.events.map((e: { type: string }) => e.type)).toContain('AD_TAKEN_DOWN');
    expect(await count('blocked_photos')).toBeGreaterThanOrEqual(4);

    const another = await createSeller(suite.t);
    const uploads = join(suite.t.config.uploadsDir, 'ads');
    const before = [await count('ads'), await count('ad_images'), readdirSync(uploads).length];
    expectDetail((await liveAd(another, [await testPicture(99, 320, 240), await reencoded(photo, 0.9)])).res, 422, /removed from the site after a complaint/);
    expectDetail((await liveAd(another, [await reencoded(photo, 1.1)], 'hi')).res, 422, /शिकायत के बाद/);
    expect([await count('ads'), await count('ad_images'), readdirSync(uploads).length]).toEqual(before);
    // A different photo is still welcome.
    expect((await liveAd(another, [await testPicture(98, 320, 240)])).id).toBeGreaterThan(0);
  });

  it('counts the clocks: removal due in 24 h until the ad is removed, disposal in 15 days, overdue when time has passed', async () => {
    // An expired ad is off the site but could be renewed: its removal is the admin's to decide within 24 hours.
    const { id: adId } = await liveAd();
    await ads().update(adId, { expiresAt: new Date(Date.now() - HOUR) });
    const filed = (await file(complaint({ kind: 'IMPERSONATION', adId }))).body;
    expect(filed).toMatchObject({ adHidden: false, removalDueAt: expect.any(String) });
    const { ticket } = filed;
    const removalId = await adminComplaint(ticket);
    const plainId = await adminComplaint((await file(complaint())).body.ticket);
    const one = async (id: number) => (await suite.t.http.get(`/api/admin/complaints/${id}`).set(admin()).expect(200)).body;
    const removal = await one(removalId);
    expect(removal.nextDueAt).toBe(removal.removalDueAt);
    expect(new Date(removal.removalDueAt).getTime() - new Date(removal.createdAt).getTime()).toBe(DAY);
    expect(removal.overdue).toBe(false);

    const ids = async (query: string) => (await suite.t.http.get(`/api/admin/complaints?${query}`).set(admin()).expect(200)).body.map((c: { id: number }) => c.id);
    const now = Date.now();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now + 25 * HOUR));
    expect((await one(removalId)).overdue).toBe(true);
    expect((await one(plainId)).overdue).toBe(false);
    const overdue = await ids('overdue=true');
    expect(overdue).toContain(removalId);
    expect(overdue).not.toContain(plainId);
    expect(await ids(`filter=${encodeURIComponent(JSON.stringify({ overdue: true, kind: 'IMPERSONATION' }))}`)).toContain(removalId);

    const hidden = (await act(removalId, 'hide-ad').expect(200)).body;
    expect(hidden).toMatchObject({ removedAt: expect.any(String), nextDueAt: hidden.disposeDueAt, overdue: false, ad: { status: 'PENDING_REVIEW' } });
    expectDetail(await act(removalId, 'hide-ad'), 409);
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now + 16 * DAY));
    expect(await ids('overdue=true')).toEqual(expect.arrayContaining([removalId, plainId]));

    // The default order: what falls due first, closed complaints last.
    const list = await suite.t.http.get('/api/admin/complaints?_start=0&_end=100').set(admin()).expect(200);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(list.body.length);
    const rows: { status: string; nextDueAt: string | null }[] = list.body;
    const firstClosed = rows.findIndex((row) => row.status === 'CLOSED');
    const open = firstClosed < 0 ? rows : rows.slice(0, firstClosed);
    expect(open.map((row) => row.nextDueAt)).toEqual([...open.map((row) => row.nextDueAt)].sort());
    if (firstClosed >= 0) expect(rows.slice(firstClosed).every((row) => row.status === 'CLOSED')).toBe(true);
    expect((await suite.t.http.get('/api/admin/complaints?status=OPEN&kind=IMPERSONATION').set(admin()).expect(200)).body.every((c: { kind: string }) => c.kind === 'IMPERSONATION')).toBe(true);
  });

  it('takes one appeal per closing, within 30 days of it, reopened with a new 15-day clock', async () => {
    const { ticket, key } = (await file(complaint())).body;
    const id = await adminComplaint(ticket);
    const appeal = (text = 'The outcome ignores the evidence I sent with my complaint.', k = key) => suite.t.http.post(`/api/complaints/${ticket}/appeal`).send({ key: k, text });
    expectDetail(await appeal(), 409);
    await act(id, 'close', { outcome: 'Nothing unlawful was found.' }).expect(200);
    expectDetail(await appeal(undefined, 'wrong-key-wrong-key-wrong'), 404);
    expectDetail(await appeal('short'), 400);
    const now = Date.now();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now + 2 * DAY));
    const reopened = (await appeal().expect(200)).body;
    expect(reopened).toMatchObject({ status: 'APPEALED', canAppeal: false, appealedAt: expect.any(String) });
    expect(new Date(reopened.disposeDueAt).getTime()).toBe(now + 17 * DAY);
    expect(reopened.events.at(-1)).toMatchObject({ type: 'APPEALED', message: expect.stringContaining('evidence') });
    expectDetail(await appeal(), 409);
    await act(id, 'close', { outcome: 'Looked again: the decision stands.' }).expect(200);
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now + 33 * DAY));
    expectDetail(await appeal(), 409, /30 days/);
  });

  (TEST_ENGINE === 'mariadb' ? it : it.skip)('takes two complaints about one ad at the same moment: both stored, the ad held once', async () => {
    const { id: adId } = await liveAd();
    const bodies = [complaint({ kind: 'INTIMATE_IMAGE', adId }), complaint({ kind: 'IMPERSONATION', adId })];
    const headers = await Promise.all(bodies.map(() => solvedChallenge(suite.t)));
    const answers = await Promise.all(bodies.map((body, i) => suite.t.http.post('/api/complaints').set(headers[i]).send(body)));
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    expect(answers.every((res) => res.body.adHidden)).toBe(true);
    expect(new Set(answers.map((res) => res.body.ticket)).size).toBe(2);
    const stored = await suite.t.dataSource.getRepository(Complaint).find({ where: { ad: { id: adId } }, relations: { events: true } });
    expect(stored).toHaveLength(2);
    expect(stored.flatMap((c) => c.events.filter((e) => e.type === 'AD_HIDDEN'))).toHaveLength(1);
    expect(await ads().findOneByOrFail({ id: adId })).toMatchObject({ status: AdStatus.PendingReview, reviewCause: ReviewCause.Complaint });
  });
});
