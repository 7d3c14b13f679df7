import { readFileSync } from 'node:fs';
import { createTestApp, type TestApp } from './create-test-app';
import { lintOpenApi } from './openapi-lint';
import { documentedRouteTable, routeTable } from './route-table';

type Operation = { operationId: string; description?: string; tags?: string[] };

/**
 * The OpenAPI document integrators and generated clients read. The tests load the
 * same generated plugin metadata as production (docs/decisions/0001-openapi-metadata.md), so this is the
 * document production serves; e2e/tests/openapi-document.test.mjs lints the built server's copy too.
 */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, any> }; tags: { name: string }[]; servers: object[] };
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.http.get('/api/openapi.json').expect(200)).body;
  });
  afterAll(() => t.close());

  it('passes spectral:oas (the recommended rules) with no errors and no warnings', async () => {
    expect(await lintOpenApi(document)).toEqual([]);
  });

  it('types the items of every paged answer, so generated clients get typed search results', () => {
    for (const [page, item] of [
      ['LocationPageDto', 'LocationDto'],
      ['AdSummaryPageDto', 'SearchCardDto'],
      ['MyAdPageDto', 'MyAdDto'],
    ]) {
      expect({ page, items: document.components.schemas[page].properties.items }).toEqual({ page, items: { type: 'array', items: { $ref: `#/components/schemas/${item}` } } });
    }
  });

  it("describes each operation with its controller method's JSDoc, and declares its tags and a server", () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const login = operations.find((operation) => operation.operationId === 'AuthController_login');
    expect(login?.description).toMatch(/^Log in as a seller or an admin\./);
    const declared = new Set(document.tags.map((tag) => tag.name));
    expect(operations.flatMap((operation) => operation.tags ?? []).filter((tag) => !declared.has(tag))).toEqual([]);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it("docs/api.md's route table names every operation and the controller file that serves it", () => {
    const expected = routeTable(document);
    if (process.env.PRINT_ROUTE_TABLE) console.log(expected);
    expect(documentedRouteTable(readFileSync('../docs/api.md', 'utf8'))).toBe(expected);
  });
});
