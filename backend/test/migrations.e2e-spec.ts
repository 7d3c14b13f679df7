import { createTestApp, type TestApp } from './create-test-app';

describe('migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('build exactly the schema the entities describe (migration:generate would find nothing)', async () => {
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('create the engine-specific full-text index', async () => {
    if (t.engine === 'sqlite') {
      const [table] = await t.dataSource.query("SELECT name FROM sqlite_master WHERE name = 'ads_fts'");
      expect(table).toEqual({ name: 'ads_fts' });
    } else {
      const rows = await t.dataSource.query("SHOW INDEX FROM ads WHERE Key_name = 'IDX_ads_fulltext'");
      expect(rows.map((r: { Column_name: string }) => r.Column_name)).toEqual(['title', 'description']);
    }
  });

  it('load the reference data: 36 states and union territories, their districts, categories, packages and slots', async () => {
    const [{ states, districts }] = await t.dataSource.query('SELECT COUNT(DISTINCT state) AS states, COUNT(*) AS districts FROM locations');
    expect(Number(states)).toBe(36);
    expect(Number(districts)).toBeGreaterThan(750);
    for (const table of ['categories', 'packages', 'time_slots']) {
      const [{ n }] = await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`);
      expect(Number(n)).toBeGreaterThan(0);
    }
  });
});
