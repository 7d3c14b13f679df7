import { jest } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { ReadQueries } from '../database/read-queries';
import type { Plan } from './keyword-planner';
import { SearchReads, type Shown } from './search-reads';
import { SearchSql } from './search-sql';

const clock = { now: new Date('2026-05-01T10:00:00.000Z'), timeOfDay: '15:30' };
const NOW = '2026-05-01 10:00:00.000';
const district = { categoryId: 3, locationId: 7 };
const shown = (over: Partial<Shown> = {}): Shown => ({ filters: {}, withPromoted: false, key: '', ...over });
const keywordFirst: Plan = { strategy: 'keyword-first', rarest: 'coffee', frequency: 4, inFilter: 900 };
const filterFirst: Plan = { strategy: 'filter-first', rarest: 'tea', frequency: 9000, inFilter: 900 };

/** SearchReads over a SearchSql for `engine` whose statements are recorded and answered with `rows`. */
function readsOn(engine: 'better-sqlite3' | 'mariadb', rows: unknown[] = []) {
  const query = jest.fn(async (_sql: string, _params: unknown[]) => rows);
  const sql = new SearchSql({ options: { type: engine } } as DataSource, { query } as unknown as ReadQueries);
  return { reads: new SearchReads(sql), query };
}

describe('SearchReads', () => {
  describe('regular: the regular tier of a filter', () => {
    const { reads } = readsOn('better-sqlite3');

    it("walks the filter's index, leaving out expired ads and those promoted now", () => {
      expect(reads.regular(district, [], undefined, clock, 'ad.id AS id', shown())).toEqual({
        sql: "SELECT ad.id AS id FROM ads ad INDEXED BY IDX_ads_filter_both WHERE ad.status = 'ACTIVE' AND ad.categoryId = ? AND ad.locationId = ? AND ad.expiresAt > ? AND (ad.promotedUntil IS NULL OR ad.promotedUntil <= ?)",
        params: [3, 7, NOW, NOW],
      });
    });

    it('keeps promoted ads when they are shown with the rest (sort=newest), and adds the results filters', () => {
      const { sql, params } = reads.regular({ categoryId: 3 }, [], undefined, clock, 'COUNT(*) AS n', shown({ withPromoted: true, filters: { minAge: 30, withPhotos: true } }));
      expect(sql).toBe(
        "SELECT COUNT(*) AS n FROM ads ad INDEXED BY IDX_ads_filter_category WHERE ad.status = 'ACTIVE' AND ad.categoryId = ? AND ad.expiresAt > ? AND ad.age >= ? AND EXISTS (SELECT 1 FROM ad_images img WHERE img.adId = ad.id)",
      );
      expect(params).toEqual([3, NOW, 30]);
    });

    it('sends only the rarest word to the full-text index when keyword-first, and tests the others on its rows', () => {
      const { sql, params } = reads.regular(district, ['coffee', 'walks'], keywordFirst, clock, 'ad.id AS id', shown());
      expect(sql).toMatch(/^SELECT ad\.id AS id FROM ads_fts CROSS JOIN ads ad ON ad\.id = ads_fts\.rowid WHERE ads_fts MATCH \? AND ad\.status = 'ACTIVE'/);
      expect(sql).toMatch(/ AND matches_words\(ad\.title \|\| ' ' \|\| ad\.description, \?\) = 1$/);
      expect(params).toEqual(['"coffee"*', 3, 7, NOW, NOW, 'walks']);
    });

    it('tests every word on each row of the filter when filter-first', () => {
      const { sql, params } = reads.regular(district, ['tea', 'chai'], filterFirst, clock, 'ad.id AS id', shown());
      expect(sql).toContain('FROM ads ad INDEXED BY IDX_ads_filter_both WHERE');
      expect(sql).not.toContain('ads_fts');
      expect(params).toEqual([3, 7, NOW, NOW, 'tea chai']);
    });

    it("speaks MySQL/MariaDB's dialect there", () => {
      const { reads: mysql } = readsOn('mariadb');
      const { sql, params } = mysql.regular({}, ['coffee', 'walks'], keywordFirst, clock, 'ad.id AS id', shown());
      expect(sql).toContain('FROM ads ad WHERE MATCH(ad.title, ad.description) AGAINST (? IN BOOLEAN MODE) AND ');
      expect(sql).toContain("CONCAT(ad.title, ' ', ad.description) REGEXP ?");
      expect(params).toEqual(['+coffee*', NOW, NOW, '(?<![\\p{L}\\p{M}\\p{N}])walks']);
      expect(mysql.regular({ locationId: 7 }, [], undefined, clock, 'ad.id AS id', shown()).sql).toContain('FROM ads ad FORCE INDEX (IDX_ads_filter_location) WHERE');
    });
  });

  it("reads a page of the regular tier newest first from its offset, only since the row budget's floor when there is one", () => {
    const { reads } = readsOn('better-sqlite3');
    const page = reads.regularPage(district, [], undefined, clock, shown(), { floor: '2026-04-01 00:00:00', limit: 5, offset: 40 });
    expect(page.sql).toMatch(/ AND ad\.listedAt >= \? ORDER BY ad\.listedAt DESC, ad\.id DESC LIMIT 5 OFFSET 40$/);
    expect(page.params).toEqual([3, 7, NOW, NOW, '2026-04-01 00:00:00']);
    const unbounded = reads.regularPage(district, [], undefined, clock, shown(), { floor: null, limit: 5, offset: 0 });
    expect(unbounded.sql).not.toContain('listedAt >=');
    expect(unbounded.params).toEqual([3, 7, NOW, NOW]);
  });

  it("reads a keyword's matches, promoted or not, as dates and numbers, at most `limit`", async () => {
    const { reads, query } = readsOn('better-sqlite3', [{ id: '12', slotId: null, promotedUntil: null, expiresAt: '2026-06-01 00:00:00' }]);
    const ads = await reads.matched(district, ['coffee'], keywordFirst, clock, shown({ withPromoted: true }), 1001);
    expect(ads).toEqual([{ id: 12, slotId: null, promotedUntil: null, expiresAt: new Date('2026-06-01T00:00:00.000Z') }]);
    const [sql, params] = query.mock.calls[0];
    expect(sql).toMatch(/^SELECT ad\.id AS id, ad\.slotId AS slotId, ad\.promotedUntil AS promotedUntil, ad\.expiresAt AS expiresAt FROM ads_fts /);
    expect(sql).not.toContain('promotedUntil IS NULL');
    expect(sql).toMatch(/ORDER BY ad\.listedAt DESC, ad\.id DESC LIMIT 1001$/);
    expect(params).toEqual(['"coffee"*', 3, 7, NOW]);
  });

  describe('promoted: the promoted tier of a filter', () => {
    it("walks the filter's promoted index, with the results filters and every word tested on the row", async () => {
      const { reads, query } = readsOn('better-sqlite3', [{ id: 4, slotId: 2, promotedUntil: '2026-05-02 00:00:00', expiresAt: '2026-06-01 00:00:00' }]);
      const ads = await reads.promoted(district, ['tea'], undefined, clock, { maxAge: 40 }, 500);
      expect(ads).toEqual([{ id: 4, slotId: 2, promotedUntil: new Date('2026-05-02T00:00:00.000Z'), expiresAt: new Date('2026-06-01T00:00:00.000Z') }]);
      expect(query.mock.calls[0]).toEqual([
        "SELECT ad.id AS id, ad.slotId AS slotId, ad.promotedUntil AS promotedUntil, ad.expiresAt AS expiresAt FROM ads ad INDEXED BY IDX_ads_promoted_both WHERE ad.status = 'ACTIVE' AND ad.categoryId = ? AND ad.locationId = ? AND ad.promotedUntil > ? AND ad.expiresAt > ? AND ad.age <= ? AND matches_words(ad.title || ' ' || ad.description, ?) = 1 ORDER BY ad.listedAt DESC, ad.id DESC LIMIT 500",
        [3, 7, NOW, NOW, 40, 'tea'],
      ]);
    });

    it('lets the full-text index drive when keyword-first, testing only the other words on the rows', async () => {
      const { reads, query } = readsOn('better-sqlite3');
      await reads.promoted({ state: { slug: 'goa', locationIds: [7, 8] } }, ['coffee'], keywordFirst, clock, {}, 500);
      const [sql, params] = query.mock.calls[0];
      expect(sql).toContain("FROM ads_fts CROSS JOIN ads ad ON ad.id = ads_fts.rowid WHERE ads_fts MATCH ? AND ad.status = 'ACTIVE' AND ad.locationId IN (?, ?) AND ad.promotedUntil > ?");
      expect(sql).not.toContain('matches_words');
      expect(params).toEqual(['"coffee"*', 7, 8, NOW, NOW]);
    });
  });

  it('reads texts by id in one statement', async () => {
    const { reads, query } = readsOn('better-sqlite3', [{ id: '5', title: 'Tea', description: 'at dusk' }]);
    expect(await reads.texts([5, 6])).toEqual(new Map([[5, 'Tea at dusk']]));
    expect(query.mock.calls[0]).toEqual(['SELECT id, title, description FROM ads WHERE id IN (?, ?)', [5, 6]]);
  });

  it("counts a filter's ACTIVE ads and finds where its row budget starts from its index alone", async () => {
    const { reads, query } = readsOn('better-sqlite3', [{ n: '1234', listedAt: '2026-04-01 00:00:00' }]);
    expect(await reads.activeCount({ categoryId: 3 })).toBe(1234);
    expect(await reads.listedAfter({ categoryId: 3 }, 20_000)).toBe('2026-04-01 00:00:00');
    expect(query.mock.calls.map(([sql]) => sql)).toEqual([
      "SELECT COUNT(*) AS n FROM ads ad INDEXED BY IDX_ads_filter_category WHERE ad.status = 'ACTIVE' AND ad.categoryId = ?",
      "SELECT ad.listedAt AS listedAt FROM ads ad INDEXED BY IDX_ads_filter_category WHERE ad.status = 'ACTIVE' AND ad.categoryId = ? ORDER BY ad.listedAt DESC, ad.id DESC LIMIT 1 OFFSET 20000",
    ]);
  });

  it('samples each slice of listing times in a statement of its own, testing what is shown on the sampled rows', async () => {
    const { reads, query } = readsOn('better-sqlite3', [{ sampled: 50, shown: '45' }]);
    const slices = await reads.sampleSlices(
      { categoryId: 3 },
      clock,
      shown({ filters: { minAge: 25 } }),
      [
        ['a1', 'a2'],
        ['a2', 'a3'],
      ],
      50,
    );
    expect(slices).toEqual([
      { sampled: 50, shown: '45' },
      { sampled: 50, shown: '45' },
    ]);
    expect(query).toHaveBeenCalledTimes(2);
    const [sql, params] = query.mock.calls[1];
    expect(sql).toContain('SUM(CASE WHEN s.expiresAt > ? AND (s.promotedUntil IS NULL OR s.promotedUntil <= ?) AND s.age >= ? THEN 1 ELSE 0 END)');
    expect(sql).toContain('AND ad.listedAt > ? AND ad.listedAt <= ? ORDER BY ad.listedAt DESC, ad.id DESC LIMIT 50) s');
    expect(params).toEqual([NOW, NOW, 25, 3, 'a2', 'a3']);
  });
});
