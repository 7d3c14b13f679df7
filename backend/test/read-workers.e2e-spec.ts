import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, unique } from './factories';
import { Ad } from '../src/ads/ad.entity';
import { AdStatus } from '../src/ads/ad-status';
import { ReadQueries } from '../src/database/read-queries';

declare const TEST_ENGINE: 'sqlite' | 'mariadb';

const DAY = 86_400_000;
/** The comparison opens a second app on the same SQLite file; MariaDB has no read workers to compare. */
const onSqlite = TEST_ENGINE === 'sqlite' ? it : it.skip;
const WORDS = ['chai', 'evening', 'walks', 'books', 'music', 'yoga', 'coffee', 'films'];

/**
 * SQLITE_READ_WORKERS (docs/decisions/0015-sqlite-read-workers.md): the public read path runs in
 * worker threads with read-only connections. The answers must be those of the app's own connection.
 */
describe('SQLite read workers', () => {
  let pooled: TestApp;

  beforeAll(async () => {
    pooled = await createTestApp({ SQLITE_READ_WORKERS: '2' });
  });
  afterAll(() => pooled.close());

  it('are used on SQLite only (MySQL/MariaDB has its own connection pool)', () => {
    expect(pooled.app.get(ReadQueries).pooled).toBe(TEST_ENGINE === 'sqlite');
  });

  onSqlite('answer searches and ad pages exactly as the app connection does, and see each commit at once', async () => {
    const tag = unique();
    const admin = bearer(pooled.adminToken);
    const category = (await pooled.http.post('/api/admin/categories/create-category').set(admin).field('title', `Category ${tag}`).expect(201)).body;
    const location = (await pooled.http.post('/api/admin/locations/create').set(admin).field('state', `State ${tag}`).field('district', `District ${tag}`).expect(201)).body;
    const seller = await createSeller(pooled);
    const ads = pooled.dataSource.getRepository(Ad);
    for (let i = 0; i < 30; i++) {
      await ads.save(
        ads.create({
          title: `Ad ${i} about ${WORDS[i % WORDS.length]} and ${WORDS[(i * 3) % WORDS.length]}`,
          description: `A description long enough for an ad, mentioning ${WORDS[(i * 5) % WORDS.length]} once.`,
          phone: '9123456789',
          age: 20 + i,
          status: AdStatus.Active,
          expiresAt: new Date(Date.now() + 7 * DAY),
          promotedUntil: i % 7 === 0 ? new Date(Date.now() + DAY) : null,
          listedAt: new Date(Date.now() - i * 60_000),
          category: { id: category.id },
          location: { id: location.id },
          seller: { id: seller.id },
        } as Partial<Ad>),
      );
    }
    const place = `category=${category.slug}&location=${location.slug}`;
    const questions = [
      `/api/dashboard/search?${place}`,
      `/api/dashboard/search?${place}&page=2&pageSize=7`,
      `/api/dashboard/search?${place}&keyword=walks`,
      `/api/dashboard/search?${place}&keyword=coff eve`,
      `/api/dashboard/search?category=${category.slug}&keyword=yoga&sort=newest`,
      `/api/dashboard/search?${place}&minAge=25&maxAge=40&sort=promoted`,
      `/api/dashboard/search?${place}&keyword=zzyzxqwv`,
    ];
    const ask = async (t: TestApp) => {
      const answers = [];
      for (const path of questions) answers.push((await t.http.get(path).expect(200)).body);
      const first = answers[0].items[0].id;
      answers.push((await t.http.get(`/api/dashboard/get-post/${first}`).expect(200)).body);
      return answers;
    };
    const before = await ask(pooled);
    expect(before[0].total).toBe(30);
    expect(before[2].items.length).toBeGreaterThan(0);
    const afterWrite = async (t: TestApp) => (await t.http.get(`/api/dashboard/search?${place}&keyword=saxophone`).expect(200)).body;

    // A write committed through the app is in the next answer (the search caches are dropped by the write).
    const edited = before[0].items[0].id;
    await pooled.http
      .put(`/api/admin/post/update/${edited}`)
      .set(admin)
      .send({ title: `Renamed ${tag} saxophone` })
      .expect(200);
    expect(pooled.app.get(ReadQueries).pooled).toBe(true);
    const found = await afterWrite(pooled);
    expect(found.items.map((a: { id: number }) => a.id)).toEqual([edited]);

    // The same database through an app that reads on its own connection.
    const fromWorkers = await ask(pooled);
    const plain = await createTestApp({ DATA_DIR: pooled.config.dataDir, SQLITE_READ_WORKERS: '0' });
    try {
      const fromConnection = await ask(plain);
      expect(await afterWrite(plain)).toEqual(found);
      // Views are counted in memory by each app: the ad page's count is the one thing that may differ.
      expect(fromWorkers.map(({ views: _, ...answer }) => answer)).toEqual(fromConnection.map(({ views: _, ...answer }) => answer));
    } finally {
      await plain.app.close();
    }
  });
});
