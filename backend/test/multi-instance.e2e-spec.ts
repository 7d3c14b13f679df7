import { jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { createConnection } from 'mysql2/promise';
import { solvedChallenge } from './challenge-helpers';
import { ADMIN } from './create-test-app';
import { startMailServer, type MailServer } from './mail-server';
import { REDIS_URL, redisReachable } from './redis-probe';
import { api, type RunningServer, stopServer, useBuiltServer } from './server-process';

declare const TEST_ENGINE: 'sqlite' | 'mariadb';

// Real processes: timing on a loaded 2-core machine varies, so a run may be retried.
jest.retryTimes(2, { logErrorsBeforeRetry: true });

const DEMO_SELLER = 'seller@example.com';

const redisAnswer = TEST_ENGINE === 'mariadb' ? redisReachable() : true;
if (redisAnswer !== true) console.warn(`SKIPPED two instances on one database and one Redis: Redis at ${REDIS_URL} is not reachable (${redisAnswer})`);

/** Resolves once `count` lines of the server's log (from line `from` on) match `pattern`. */
async function logged(server: RunningServer, pattern: RegExp, count: number, from = 0): Promise<void> {
  for (let waited = 0; server.lines.slice(from).filter((line) => pattern.test(line)).length < count; waited += 100) {
    if (waited > 60_000) throw new Error(`Never logged ${count}× ${pattern}:\n${server.lines.slice(-10).join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Two built servers on one MariaDB database and one Redis, as docker-compose runs them behind nginx
 * (docs/operations.md, "Scaling out"). Started together on an empty database, so migrations and the
 * demo seed run once (a start-up lock). SQLite is one process's database: the sqlite project skips it.
 */
(TEST_ENGINE === 'mariadb' && redisAnswer === true ? describe : describe.skip)('two instances on one database and one Redis', () => {
  const built = useBuiltServer();
  // Keys and channels of this run only: parallel runs on one Redis do not see each other's.
  const prefix = `bazaar-test:${process.pid}-${Date.now()}:`;
  let mail: MailServer;
  let a: RunningServer;
  let b: RunningServer;
  let adminToken: string;

  beforeAll(async () => {
    mail = await startMailServer();
    const env = {
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      SEED_DEMO: 'true',
      RATE_LIMITS: 'true',
      SMTP_URL: mail.url,
      PUBLIC_URL: 'https://bazaar.example',
      NOTICES_INTERVAL_SECONDS: '5',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: 'loopback',
    };
    [a, b] = await Promise.all([built.start(env), built.start(env)]);
    adminToken = (await api(a.url)('POST', '/api/auth/login', { body: ADMIN })).body.token;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => stopServer(server)));
    await mail?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  const database = () => createConnection({ uri: built.data().databaseUrl!, timezone: 'Z' });

  it('start together on an empty database: one migration run, one seed, both connected to Redis', async () => {
    for (const server of [a, b]) {
      expect(server.lines.some((line) => /Connected: rate limits and catalogue-change notices are shared/.test(line))).toBe(true);
      // Without the start-up lock, one fails its first migration ("Table … already exists") and retries.
      expect(server.lines.filter((line) => /"level":"error"/.test(line))).toEqual([]);
    }
    const db = await database();
    const [[sellers], [districts], [admins]] = await Promise.all([
      db.query('SELECT COUNT(*) AS n FROM users WHERE email = ?', [DEMO_SELLER]),
      db.query("SELECT COUNT(*) AS n FROM locations WHERE district = 'Nagpur'"),
      db.query("SELECT COUNT(*) AS n FROM users WHERE role = 'ADMIN'"),
    ]);
    await db.end();
    expect([sellers, districts, admins].map((rows) => Number((rows as { n: number }[])[0].n))).toEqual([1, 1, 1]);
  });

  it("a write through A drops B's kept search answers and cached categories at once", async () => {
    const db = await database();
    const [rows] = await db.query(
      `SELECT ad.id AS id, c.slug AS category, l.slug AS location FROM ads ad JOIN categories c ON c.id = ad.categoryId JOIN locations l ON l.id = ad.locationId
       WHERE ad.status = 'ACTIVE' ORDER BY ad.id LIMIT 1`,
    );
    await db.end();
    const ad = (rows as { id: number; category: string; location: string }[])[0];
    const search = `/api/dashboard/search?category=${ad.category}&location=${ad.location}`;
    const idsOnB = async () => (await api(b.url)('GET', search)).body.items.map((item: { id: number }) => item.id);
    // Asked twice on B: the second answer comes from what B keeps for 15 s.
    expect(await idsOnB()).toContain(ad.id);
    expect(await idsOnB()).toContain(ad.id);
    expect((await api(a.url)('PUT', `/api/admin/post/deactivate/${ad.id}`, { token: adminToken })).status).toBe(200);
    expect(await idsOnB()).not.toContain(ad.id);

    const titleOnB = async (id: number) => (await api(b.url)('GET', '/api/dashboard/get-all-categories')).body.find((c: { id: number }) => c.id === id).metaTitle;
    const [{ id: categoryId }] = (await api(b.url)('GET', '/api/dashboard/get-all-categories')).body;
    await titleOnB(categoryId);
    const form = new FormData();
    form.append('metaTitle', `Renamed through A ${Date.now()}`);
    const renamed = await api(a.url)('PUT', `/api/admin/categories/update-category/${categoryId}`, { token: adminToken, form });
    expect(renamed.status).toBe(200);
    expect(await titleOnB(categoryId)).toBe(form.get('metaTitle'));
  });

  let attempt = 0;
  it('counts a rate limit over requests sent to both', async () => {
    // As behind nginx (TRUST_PROXY=loopback): the client's address comes from X-Forwarded-For, a new
    // one for each attempt, since a retried test would find the counters of the last one in Redis.
    const client = `203.0.113.${++attempt}`;
    // forgot-password: 10 an hour per address; an unknown e-mail, so nothing is mailed.
    const ask = async (server: RunningServer) =>
      fetch(`${server.url}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client, ...(await solvedChallenge(server.url)) },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await ask(i % 2 ? a : b)).status);
    expect(statuses).toEqual(Array(10).fill(202));
    for (const server of [a, b]) {
      const refused = await ask(server);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { detail: unknown }).detail).toEqual(expect.any(String));
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('tell each expiring ad once, by one mail, though both run the scheduled notices', async () => {
    const db = await database();
    const [rows] = await db.query("SELECT id FROM ads WHERE status = 'ACTIVE' ORDER BY id LIMIT 6");
    const ids = (rows as { id: number }[]).map((row) => Number(row.id));
    const linesBefore = [a.lines.length, b.lines.length];
    // Raw SQL, as time passing would: no catalogue change, and no instance is told.
    await db.query('UPDATE ads SET expiresAt = ? WHERE id IN (?)', [new Date(Date.now() + 86_400_000), ids]);
    // Each instance finishes two passes after the change: at least one whole pass of each saw the ads.
    await Promise.all([logged(a, /Scheduled notices pass done/, 2, linesBefore[0]), logged(b, /Scheduled notices pass done/, 2, linesBefore[1])]);
    // The seller also has the take-down mail of the ad deactivated above: only "expires on" mails count here.
    const expiring = () => mail.to(DEMO_SELLER).filter((message) => /expires on/.test(message.subject ?? ''));
    for (let waited = 0; expiring().length < ids.length; waited += 100) {
      if (waited > 30_000) throw new Error(`${expiring().length} of ${ids.length} expiry mails arrived`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const [notices] = await db.query("SELECT adId, COUNT(*) AS n FROM notices WHERE kind = 'AD_EXPIRING' GROUP BY adId ORDER BY adId");
    const [outbox] = await db.query("SELECT COUNT(*) AS n FROM outbox_mails WHERE eventKey LIKE 'notice:ad-expiring:%'");
    await db.end();
    expect((notices as { adId: number; n: number }[]).map((row) => [Number(row.adId), Number(row.n)])).toEqual(ids.map((id) => [id, 1]));
    expect(Number((outbox as { n: number }[])[0].n)).toBe(ids.length);
    expect(expiring()).toHaveLength(ids.length);
    const told = [...a.lines, ...b.lines].map((line) => /Scheduled notices pass done: (\d+) new/.exec(line)?.[1]).reduce((sum, n) => sum + Number(n ?? 0), 0);
    expect(told).toBe(ids.length);
    for (const server of [a, b]) expect(server.lines.filter((line) => /"level":"error"/.test(line))).toEqual([]);
  }, 120_000);
});
