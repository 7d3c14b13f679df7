import { resolve } from 'node:path';
import { API_TYPE_TARGETS, filterDocument, staleApiTypes } from '../../scripts/api-types-render.mjs';
import { createTestApp, type TestApp } from './create-test-app';

declare const TEST_ENGINE: 'sqlite' | 'mariadb';

type Document = { paths: Record<string, Record<string, unknown>>; components: Record<string, Record<string, unknown>> };

/**
 * The front ends' API types (storefront/src/api/schema.d.ts, admin-ui/src/providers/api-schema.d.ts) are
 * generated from this app's OpenAPI document by `npm run api:types`; this renders them again with the same
 * code (scripts/api-types-render.mjs) and fails while a committed file differs. The document does not
 * depend on the database engine, so this runs once, on SQLite.
 */
(TEST_ENGINE === 'sqlite' ? describe : describe.skip)("the front ends' generated API types", () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.http.get('/api/openapi.json').expect(200)).body;
  });
  afterAll(() => t.close());

  it('are up to date with the OpenAPI document', async () => {
    expect(await staleApiTypes(document, resolve(process.cwd(), '..'))).toEqual([]);
  }, 120_000);

  it("keep each front end's paths and only the schemas those reach", () => {
    const [storefront, admin] = API_TYPE_TARGETS.map((target) => filterDocument(document, target.keep));
    expect(Object.keys(storefront.paths).filter((path) => path.startsWith('/api/admin/'))).toEqual([]);
    expect(
      Object.keys(admin.paths)
        .filter((path) => !path.startsWith('/api/admin/'))
        .sort(),
    ).toEqual(['/api/auth/change-password', '/api/auth/login', '/api/auth/logout', '/api/auth/me', '/api/dashboard/get-states']);
    // Admin-only shapes stay out of the storefront's file, and the other way round.
    expect(Object.keys(storefront.components.schemas)).not.toContain('AdminAdDto');
    expect(Object.keys(admin.components.schemas)).not.toContain('AdSummaryDto');
    for (const part of [storefront, admin]) {
      const text = JSON.stringify(part);
      for (const name of Object.keys(part.components.schemas)) expect({ name, used: text.includes(`"#/components/schemas/${name}"`) }).toEqual({ name, used: true });
    }
  });
});
