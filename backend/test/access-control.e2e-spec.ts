import { writeFileSync } from 'node:fs';
import { createTestApp, type TestApp } from './create-test-app';
describe('dump', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());
  it('dumps', async () => {
    const res = await t.http.get('/api/openapi.json').expect(200);
    writeFileSync('/tmp/sec/openapi.json', JSON.stringify(res.body, null, 1));
  });
});
