import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { AuthService } from '../src/auth/auth.service';
import { JsonLogger } from '../src/observability/json-logger';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, transactionId } from './factories';

const TOKEN = 'metrics-token-for-the-tests-0123';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Entry = Record<string, any>;

/** Request ids, JSON access lines, the 5xx line, and GET /api/metrics (docs/operations.md). */
describe('observability', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  const entries: Entry[] = [];
  const linesFor = (requestId: string) => entries.filter((e) => e.requestId === requestId);

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    seller = await createSeller(t);
    // The production logger, writing into this array: every line must be one JSON object.
    t.app.useLogger(new JsonLogger('debug', (line) => entries.push(JSON.parse(line))));
  });
  afterAll(() => t.close());

  describe('request ids', () => {
    it('generates one per request and echoes it in X-Request-Id', async () => {
      const [a, b] = await Promise.all([t.http.get('/api/health').expect(200), t.http.get('/api/health').expect(200)]);
      expect(a.headers['x-request-id']).toMatch(UUID);
      expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    });

    it("keeps the caller's id when it looks sane, on API answers, errors and static files alike", async () => {
      expect((await t.http.get('/api/health').set('X-Request-Id', 'lb-7f3a.19:2').expect(200)).headers['x-request-id']).toBe('lb-7f3a.19:2');
      expect((await t.http.get('/api/no-such-route').set('X-Request-Id', 'nf-1').expect(404)).headers['x-request-id']).toBe('nf-1');
      expect((await t.http.get('/uploads/nothing.webp').set('X-Request-Id', 'st-1')).headers['x-request-id']).toBe('st-1');
    });

    it.each([['spaces and "quotes"'], ['x'.repeat(129)], ['line\tbreak'], ['{"json":1}']])('replaces an unusable id %j', async (id) => {
      expect((await t.http.get('/api/health').set('X-Request-Id', id).expect(200)).headers['x-request-id']).toMatch(UUID);
    });
  });

  describe('access log', () => {
    it('writes one JSON line per request: method, path, route, status, duration and the user', async () => {
      await t.http.get('/api/auth/me?secret=not-logged').set(bearer(seller.token)).set('X-Request-Id', 'access-1').expect(200);
      expect(linesFor('access-1')).toEqual([
        {
          time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          level: 'info',
          context: 'HTTP',
          message: expect.stringMatching(/^GET \/api\/auth\/me 200 [\d.]+ ms$/),
          requestId: 'access-1',
          method: 'GET',
          path: '/api/auth/me',
          route: '/api/auth/me',
          status: 200,
          durationMs: expect.any(Number),
          userId: seller.id,
        },
      ]);
    });

    it('writes a line, and counts in the metrics, a request Node could not read (no method, path or id)', async () => {
      await t.http.get(`/api/health?pad=${'a'.repeat(20_000)}`).expect(431);
      expect(entries.filter((e) => e.status === 431)).toEqual([
        {
          time: expect.any(String),
          level: 'info',
          context: 'HTTP',
          message: '(unreadable request) 431 (HPE_HEADER_OVERFLOW)',
          route: '(unreadable request)',
          status: 431,
          reason: 'HPE_HEADER_OVERFLOW',
        },
      ]);
      const { text } = await t.http.get('/api/metrics').set(bearer(TOKEN)).expect(200);
      expect(text).toMatch(/^http_requests_total\{method="OTHER",route="\(unreadable request\)",status="431"\} 1$/m);
    });

    it('writes health checks and scrapes at debug level only', async () => {
      await t.http.get('/api/health').set('X-Request-Id', 'probe-1').expect(200);
      expect(linesFor('probe-1')).toEqual([expect.objectContaining({ level: 'debug', status: 200 })]);
    });

    it('logs a 500 with its request id and stack, and answers only a generic detail', async () => {
      jest.spyOn(t.app.get(AuthService), 'login').mockImplementationOnce(async () => {
        new Logger('AuthService').log('about to fail');
        throw new Error('database on fire');
      });
      const res = await t.http.post('/api/auth/login').set('X-Request-Id', 'boom-1').send({ email: seller.email, password: seller.password }).expect(500);
      expect(res.body).toEqual({ detail: 'Internal server error' });
      expect(res.headers['x-request-id']).toBe('boom-1');
      const lines = linesFor('boom-1');
      // The id reaches lines written inside the handler too (after the JSON body parser).
      expect(lines).toEqual([
        expect.objectContaining({ level: 'info', context: 'AuthService', message: 'about to fail' }),
        expect.objectContaining({
          level: 'error',
          context: 'HttpExceptionFilter',
          message: 'POST /api/auth/login failed: database on fire',
          status: 500,
          stack: expect.stringContaining('database on fire'),
        }),
        expect.objectContaining({ level: 'info', context: 'HTTP', status: 500, route: '/api/auth/login' }),
      ]);
    });
  });

  describe('GET /api/metrics', () => {
    const scrape = () => t.http.get('/api/metrics').set(bearer(TOKEN)).expect(200);

    it('is closed to visitors, sellers and wrong tokens', async () => {
      expect((await t.http.get('/api/metrics').expect(401)).body.detail).toMatch(/metrics token/);
      await t.http
        .get('/api/metrics')
        .set(bearer(`${TOKEN}x`))
        .expect(401);
      expect((await t.http.get('/api/metrics').set(bearer(seller.token)).expect(403)).body.detail).toMatch(/admins/);
    });

    it('answers the metrics token and admins in the Prometheus text format', async () => {
      const res = await scrape();
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      await t.http.get('/api/metrics').set(bearer(t.adminToken)).expect(200);
    });

    it('counts requests by route pattern, never by raw URL', async () => {
      await t.http.get('/api/dashboard/get-post/987654').expect(404);
      await t.http.get('/api/dashboard/get-post/123456').expect(404);
      await t.http.get('/api/dashboard/state/Kerala').expect(200);
      const text = (await scrape()).text;
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/dashboard\/get-post\/:id",status="404"\} 2$/m);
      expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/dashboard\/state\/:state",status="200"\} \d+$/m);
      expect(text).toMatch(/^http_requests_in_flight 1$/m); // this scrape
      const labels = text.split('\n').filter((line) => line.startsWith('http_'));
      expect(labels.filter((line) => /987654|123456|Kerala/.test(line))).toEqual([]);
    });

    it('includes process metrics and business gauges counted at scrape time', async () => {
      const pending = async () => Number(/^bazaar_payments_pending (\d+)$/m.exec((await scrape()).text)?.[1]);
      const was = await pending();
      for (let i = 0; i < 2; i++)
        await t.http.post('/api/seller/transaction/add-money').set(bearer(seller.token)).send({ amount: 200, upiId: 'payer@okaxis', transactionId: transactionId() }).expect(201);
      expect(await pending()).toBe(was + 2);
      const text = (await scrape()).text;
      expect(text).toMatch(/^bazaar_reports_open \d+$/m);
      expect(text).toMatch(/^process_cpu_user_seconds_total [\d.e-]+$/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    });

    it('is documented in Swagger, with its bearer token and text answer', async () => {
      const doc = (await t.http.get('/api/openapi.json').expect(200)).body;
      const operation = doc.paths['/api/metrics'].get;
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
      expect(Object.keys(operation.responses['200'].content)).toEqual([expect.stringMatching(/^text\/plain/)]);
    });
  });

  describe('without METRICS_TOKEN', () => {
    let plain: TestApp;
    beforeAll(async () => {
      plain = await createTestApp();
    });
    afterAll(() => plain.close());

    it('lets admins in and no one else', async () => {
      await plain.http.get('/api/metrics').set(bearer(TOKEN)).expect(401);
      await plain.http
        .get('/api/metrics')
        .set(bearer((await createSeller(plain)).token))
        .expect(403);
      expect((await plain.http.get('/api/metrics').set(bearer(plain.adminToken)).expect(200)).text).toMatch(/^http_requests_total/m);
    });
  });
});
