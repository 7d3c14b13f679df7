import { resolve } from 'node:path';
import { API_TYPE_TARGETS, filterDocument, staleDocument } from '../../scripts/api-types-render.mjs';
import { createTestApp, type TestApp } from './create-test-app';

declare const TEST_ENGINE: 'sqlite' | 'mariadb';

type Document = { paths: Record<string, Record<string, unknown>>; components: Record<string, Record<string, unknown>> };

/**
 * The committed OpenAPI document (docs/openapi.json), from which the front ends' API types are rendered
 * (storefront/src/api/schema.d.ts, admin-ui/src/providers/api-schema.d.ts), is written by `npm run api:types`;
 * this fails while it differs from what this app serves. The document does not depend on the database engine,
 * so this runs once, on SQLite.
 */
(TEST_ENGINE === 'sqlite' ? describe : describe.skip)("the front ends' generated API types", () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.http.get('/api/openapi.json').expect(200)).body;
  });
  afterAll(() => t.close());

  it('come from a committed document that is what the app serves', () => {
    expect(staleDocument(document, resolve(process.cwd(), '..'))).toBeUndefined();
  });

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
