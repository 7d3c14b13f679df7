import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, transactionId } from './factories';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'true', TRUST_PROXY: '1' }); // as behind one reverse proxy
  });
  afterAll(() => t.close());

  it('stop a password-guessing run on one account with 429 and a detail, and leave other accounts alone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await t.http.post('/api/auth/login').send({ email: 'victim@example.com', password: `guess-${i}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await t.http.post('/api/auth/login').send({ email: 'victim@example.com', password: 'guess' }).expect(429);
    expect(limited.body.detail).toMatch(/Too many requests/);
    await t.http.post('/api/auth/login').send({ email: 'someone-else@example.com', password: 'guess' }).expect(401);
  });

  it('stop one address trying a password on many accounts (more than 100 logins in 15 minutes), and only that address', async () => {
    const attempt = (address: string, i: number) => t.http.post('/api/auth/login').set('X-Forwarded-For', address).send({ email: `user${i}@example.com`, password: 'Password123' });
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await attempt('203.0.113.7', i)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const limited = await attempt('203.0.113.7', 100).expect(429);
    expect(limited.body.detail).toMatch(/Too many requests/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    // Behind the trusted proxy, another client is another address.
    await attempt('203.0.113.8', 100).expect(401);
  });

  it('count add-money per account', async () => {
    const seller = await createSeller(t.http);
    const other = await createSeller(t.http);
    for (let i = 0; i < 10; i++) await t.http.post('/api/seller/transaction/add-money').set(bearer(seller.token)).send({ amount: 100, upiId: 'payer@okaxis', transactionId: transactionId() }).expect(201);
    await t.http.post('/api/seller/transaction/add-money').set(bearer(seller.token)).send({ amount: 100, upiId: 'payer@okaxis', transactionId: transactionId() }).expect(429);
    await t.http.post('/api/seller/transaction/add-money').set(bearer(other.token)).send({ amount: 100, upiId: 'payer@okaxis', transactionId: transactionId() }).expect(201);
  });

  it('never throttle browsing', async () => {
    for (let i = 0; i < 150; i++) await t.http.get('/api/dashboard/get-all-categories').expect(200);
  });
});
