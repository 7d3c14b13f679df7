import { fillHindiNames } from '../src/database/migrations/fill-hindi-names';
import { HINDI_DISTRICTS } from '../src/database/hindi-names';
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

  it('give an installation made before Hindi names its states, districts and categories in Hindi (HindiNames)', async () => {
    const count = async (sql: string) => Number((await t.dataSource.query(sql))[0].n);
    // As before the migration: no Hindi names, and one category an admin renamed (its slug is no longer the seed's).
    await t.dataSource.query('UPDATE locations SET stateHi = NULL, districtHi = NULL');
    await t.dataSource.query('UPDATE categories SET titleHi = NULL');
    await t.dataSource.query("UPDATE categories SET title = 'Spa and Massage', slug = 'spa-and-massage' WHERE slug = 'spa'");
    const queryRunner = t.dataSource.createQueryRunner();
    try {
      await fillHindiNames(queryRunner);
    } finally {
      await queryRunner.release();
    }
    expect(await count('SELECT COUNT(*) AS n FROM locations WHERE stateHi IS NULL')).toBe(0);
    const named = Object.values(HINDI_DISTRICTS).reduce((n, districts) => n + Object.keys(districts).length, 0);
    expect(await count('SELECT COUNT(*) AS n FROM locations WHERE districtHi IS NOT NULL')).toBe(named);
    const [thane] = await t.dataSource.query("SELECT stateHi, districtHi FROM locations WHERE state = 'Maharashtra' AND district = 'Thane'");
    expect(thane).toEqual({ stateHi: 'महाराष्ट्र', districtHi: 'ठाणे' });
    const titles = await t.dataSource.query('SELECT slug, titleHi FROM categories ORDER BY id');
    expect(titles).toContainEqual({ slug: 'friendship', titleHi: 'दोस्ती' });
    expect(titles).toContainEqual({ slug: 'spa-and-massage', titleHi: null });
    expect(titles.filter((c: { titleHi: string | null }) => c.titleHi)).toHaveLength(6);
  });

  it('name the districts still without a Hindi name, keeping the names admins wrote (EveryDistrictInHindi)', async () => {
    const district = (name: string) => t.dataSource.query('SELECT districtHi FROM locations WHERE state = ? AND district = ?', ['Arunachal Pradesh', name]);
    await t.dataSource.query("UPDATE locations SET districtHi = NULL WHERE state = 'Arunachal Pradesh'");
    await t.dataSource.query("UPDATE locations SET districtHi = 'तवांग (एडमिन)' WHERE state = 'Arunachal Pradesh' AND district = 'Tawang'");
    const queryRunner = t.dataSource.createQueryRunner();
    try {
      await fillHindiNames(queryRunner, { missing: true });
    } finally {
      await queryRunner.release();
    }
    expect(await district('Tawang')).toEqual([{ districtHi: 'तवांग (एडमिन)' }]);
    expect(await district('East Siang')).toEqual([{ districtHi: HINDI_DISTRICTS['Arunachal Pradesh']['East Siang'] }]);
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM locations WHERE districtHi IS NULL');
    expect(Number(n)).toBe(0);
    await t.dataSource.query("UPDATE locations SET districtHi = ? WHERE state = 'Arunachal Pradesh' AND district = 'Tawang'", [HINDI_DISTRICTS['Arunachal Pradesh'].Tawang]);
  });
});
