import { createTestApp, type TestApp } from './create-test-app';
import { bearer, unique } from './factories';
import { insertCategory, insertLocation } from './catalogue-helpers';
import { Ad } from '../src/ads/ad.entity';
import { AdStatus } from '../src/ads/ad-status';
import type { Category } from '../src/categories/category.entity';
import type { Location } from '../src/locations/location.entity';
import { Role } from '../src/common/auth/role';
import { User } from '../src/users/user.entity';

const DAY = 24 * 3600_000;
const ALIKE = 'Evening chess and masala tea by the river in the old town, friendly games for beginners and club players';

/** GET /api/dashboard/get-similar-posts/{id}: live ads of the ad's category, nearest and most alike first, one per seller, kept until its category changes. */
describe('similar ads', () => {
  let t: TestApp;
  let category: Category;
  let other: Category;
  let here: Location;
  let sameState: Location;
  let farAway: Location;

  beforeAll(async () => {
    t = await createTestApp();
    [category, other] = [await insertCategory(t), await insertCategory(t)];
    const state = `State ${unique()}`;
    [here, sameState, farAway] = [await insertLocation(t, state), await insertLocation(t, state), await insertLocation(t)];
  });
  afterAll(() => t?.close());

  /** A seller straight in the database: the sign-up is not under test here. */
  async function seller(): Promise<number> {
    const users = t.dataSource.getRepository(User);
    const { id } = await users.save(users.create({ email: `similar-${unique()}@example.com`, fullName: 'Private Full Name', passwordHash: 'x', role: Role.User, emailVerified: true }));
    return id;
  }

  async function ad(sellerId: number, title: string, where: Location, options: { description?: string; status?: AdStatus; expiresIn?: number; in?: Category } = {}): Promise<Ad> {
    const ads = t.dataSource.getRepository(Ad);
    return ads.save(
      ads.create({
        title,
        description: options.description ?? `${ALIKE}, ${unique()}.`,
        phone: '9123456789',
        age: 30,
        status: options.status ?? AdStatus.Active,
        expiresAt: new Date(Date.now() + (options.expiresIn ?? 7 * DAY)),
        category: { id: (options.in ?? category).id },
        location: { id: where.id },
        seller: { id: sellerId },
      } as Partial<Ad>),
    );
  }

  const similar = async (id: number) => (await t.http.get(`/api/dashboard/get-similar-posts/${id}`).expect(200)).body as { items: { id: number }[] };
  const ids = (answer: { items: { id: number }[] }) => answer.items.map((item) => item.id);

  let page: Ad;
  const expected: number[] = [];

  it('lists live ads of the category, its district first, then its state, then elsewhere, the most alike first, one per seller', async () => {
    const owner = await seller();
    page = await ad(owner, 'Chess and tea by the river', here, { description: `${ALIKE}.` });
    await ad(owner, 'Chess and tea, my other ad', here); // its own seller's: already on the page
    const twice = await seller();
    const unlike = await ad(twice, 'Bicycle repairs at home', here, { description: 'Punctures, brakes and gears fixed at your door, any make of bicycle.' });
    const alike = await ad(twice, 'Chess by the river', here);
    const stranger = await ad(await seller(), 'Cooking lessons in Kerala style', here, { description: 'Learn to cook fish curry, appam and stew on weekends with a home cook.' });
    const inState = await ad(await seller(), 'Chess and tea in the next district', sameState);
    const elsewhere = await ad(await seller(), 'Chess and tea far away', farAway);
    // Not shown: hidden, expired, held for review, another category.
    await ad(await seller(), 'Chess and tea, hidden', here, { status: AdStatus.Inactive });
    await ad(await seller(), 'Chess and tea, expired', here, { expiresIn: -DAY });
    await ad(await seller(), 'Chess and tea, held', here, { status: AdStatus.PendingReview });
    await ad(await seller(), 'Chess and tea in another category', here, { in: other });

    const answer = await similar(page.id);
    expected.push(alike.id, stranger.id, inState.id, elsewhere.id);
    expect(ids(answer)).toEqual(expected);
    expect(ids(answer)).not.toContain(unlike.id);
    // The search's cards: nothing about the seller.
    const search = (await t.http.get(`/api/dashboard/search?category=${category.slug}&location=${here.slug}`).expect(200)).body;
    const card = answer.items[0];
    expect(Object.keys(card).sort()).toEqual(Object.keys(search.items[0]).sort());
    expect(card).toEqual(search.items.find((item: { id: number }) => item.id === alike.id));
    expect(JSON.stringify(answer)).not.toMatch(/Private Full Name|@example\.com|9123456789/);
  });

  it('is kept, and dropped when an ad of its category changes: a newly approved ad appears, a hidden one goes', async () => {
    const first = await t.http.get(`/api/dashboard/get-similar-posts/${page.id}`).expect(200);
    expect(first.headers['cache-control']).toMatch(/max-age=60/);
    const again = await t.http.get(`/api/dashboard/get-similar-posts/${page.id}`).set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBeFalsy();

    const waiting = await ad(await seller(), 'Chess and tea, approved now', here, { status: AdStatus.Inactive });
    expect(ids(await similar(page.id))).toEqual(expected);
    await t.http.put(`/api/admin/post/activate/${waiting.id}`).set(bearer(t.adminToken)).expect(200);
    const approved = ids(await similar(page.id));
    // In its district, among the two near ads: before the ads of the rest of the state and elsewhere.
    expect(approved.indexOf(waiting.id)).toBeLessThan(2);
    expect(approved.filter((id) => id !== waiting.id)).toEqual(expected);

    await t.http.put(`/api/admin/post/deactivate/${waiting.id}`).set(bearer(t.adminToken)).send({ reason: 'SPAM' }).expect(200);
    expect(ids(await similar(page.id))).toEqual(expected);
  });

  it('shows at most 8, each seller once', async () => {
    const busy = await seller();
    for (let i = 0; i < 3; i++) await ad(busy, `Chess and tea, busy seller ${i}`, here);
    for (let i = 0; i < 8; i++) await ad(await seller(), `Chess and tea number ${i}`, sameState);
    const answer = await similar(page.id);
    expect(answer.items).toHaveLength(8);
    const sellers: { sellerId: number }[] = await t.dataSource.query(`SELECT sellerId FROM ads WHERE id IN (${ids(answer).join(', ')})`);
    expect(new Set(sellers.map((row) => Number(row.sellerId))).size).toBe(8);
    expect(ids(answer)).not.toContain(page.id);
  });

  it('answers 404 for an ad that is not live and 400 for a malformed id, with a detail', async () => {
    const hidden = await ad(await seller(), 'Chess and tea, taken down', here, { status: AdStatus.Inactive });
    const expired = await ad(await seller(), 'Chess and tea, ended', here, { expiresIn: -DAY });
    for (const id of [hidden.id, expired.id, 99999999]) {
      const res = await t.http.get(`/api/dashboard/get-similar-posts/${id}`).expect(404);
      expect(res.body).toEqual({ detail: expect.any(String) });
    }
    for (const id of ['abc', '0', '2147483648']) {
      const res = await t.http.get(`/api/dashboard/get-similar-posts/${id}`).expect(400);
      expect(res.body.detail).toEqual(expect.any(String));
    }
  });

  it('shows nothing when the category has no other live ad', async () => {
    const alone = await ad(await seller(), 'The only ad of its category', here, { in: await insertCategory(t) });
    expect(await similar(alone.id)).toEqual({ items: [] });
  });
});
