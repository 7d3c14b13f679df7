import { jest } from '@jest/globals';
import { JsonLogger } from '../src/observability/json-logger';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, postAd } from './factories';

type Entry = Record<string, any>;

/**
 * Failed queries in the log: a constraint doing its job (a duplicate, a row still in use) is answered
 * with a 4xx and logs nothing; an unexpected database error is logged with its statement and the
 * request id. TypeORM's own logger printed "query failed" for every one of them.
 */
describe('database errors in the log', () => {
  let t: TestApp;
  const entries: Entry[] = [];
  const printed: string[] = [];
  const admin = () => bearer(t.adminToken);

  beforeAll(async () => {
    t = await createTestApp();
    t.app.useLogger(new JsonLogger('debug', (line) => entries.push(JSON.parse(line))));
  });
  beforeEach(() => {
    entries.length = 0;
    printed.length = 0;
    // TypeORM's default logger writes to the console, around the app's logger.
    for (const method of ['log', 'info', 'warn', 'error'] as const) jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  const failedQueryLines = () => [
    ...printed.filter((line) => /query failed|error:/i.test(line)),
    ...entries.filter((entry) => entry.level === 'error').map((entry) => `${entry.context}: ${entry.message}`),
  ];

  it('a duplicate (409) and a delete refused because the row is in use (409) log nothing', async () => {
    await t.http.post('/api/admin/blacklist').set(admin()).send({ kind: 'WORD', value: 'duplicate-word' }).expect(201);
    await t.http.post('/api/admin/blacklist').set(admin()).send({ kind: 'WORD', value: 'duplicate-word' }).expect(409);
    const seller = await createSeller(t);
    const ad = (await postAd(t.http, seller.token)).body;
    await t.http.delete(`/api/admin/categories/delete-category/${ad.category.id}`).set(admin()).expect(409);
    expect(failedQueryLines()).toEqual([]);
  });

  it('an unexpected database error is logged with its statement and the request id', async () => {
    await t.dataSource.query('DROP TABLE blog_comments');
    await t.http.get('/api/admin/blogs').set(admin()).set('X-Request-Id', 'db-broken-1').expect(500);
    expect(entries.filter((entry) => entry.level === 'error')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ context: 'TypeORM', requestId: 'db-broken-1', message: expect.stringMatching(/^query failed: .*blog_comments/), query: expect.stringContaining('blog_comments') }),
        expect.objectContaining({ context: 'HttpExceptionFilter', requestId: 'db-broken-1', status: 500 }),
      ]),
    );
  });
});
