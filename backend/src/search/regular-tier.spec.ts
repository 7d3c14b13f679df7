import { jest } from '@jest/globals';
import type { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { TtlCache } from '../common/ttl-cache';
import type { AdCardsService } from './ad-cards.service';
import type { Plan } from './keyword-planner';
import { RegularTier, type RegularPage } from './regular-tier';
import type { SearchCounts } from './search-counts';
import { ROW_BUDGET, SearchCutShort } from './search-limits';
import type { SearchReads, Shown } from './search-reads';

const now = new Date('2026-05-01T10:00:00.000Z');
const clock = { now, timeOfDay: '15:30' };
const later = new Date(now.getTime() + 60_000);
const shown: Shown = { filters: {}, withPromoted: false, key: '' };
const filter = { categoryId: 3 };
const changes = { cache: (ttl: number, max?: number) => new TtlCache(ttl, max) } as unknown as CatalogueChanges;
const filterFirst: Plan = { strategy: 'filter-first', rarest: 'tea', frequency: 9000, inFilter: 50_000 };

function tierWith(options: { active?: number; rows?: { rest: number }[] | Error } = {}) {
  const cards = {
    summaries: jest.fn(async (ids: number[]) => ids.map((id) => ({ id }))),
    cardsStatement: jest.fn((ids: number[], rest?: { sql: string; params: unknown[] }) => ({ sql: `cards of ${ids.join(',')} + ${rest?.sql}`, params: rest?.params ?? [] })),
    cardsFrom: jest.fn(async (rows: { rest: number }[], ids: number[]) => ({ cards: ids.map((id) => ({ id })), rest: rows.filter((row) => row.rest).length })),
  };
  const reads = {
    regularPage: jest.fn((..._args: unknown[]) => ({ sql: 'rest', params: [] })),
    cardRows: jest.fn(async () => {
      if (options.rows instanceof Error) throw options.rows;
      return options.rows ?? [];
    }),
    listedAfter: jest.fn(async () => '2026-04-01 00:00:00'),
  };
  const counts = { activeCount: jest.fn(async () => options.active ?? 10) };
  const tier = new RegularTier(reads as unknown as SearchReads, counts as unknown as SearchCounts, cards as unknown as AdCardsService, changes);
  return { tier, cards, reads, counts };
}
const page = (over: Partial<RegularPage>): RegularPage => ({ filter, terms: [], plan: undefined, matches: undefined, offset: 0, limit: 3, shown, ...over });

describe('RegularTier', () => {
  it('answers a page of promoted ads alone with their cards', async () => {
    const { tier, cards, reads } = tierWith();
    expect(await tier.page([4, 5], clock, undefined)).toEqual({ cards: [{ id: 4 }, { id: 5 }], partial: false });
    expect(cards.summaries).toHaveBeenCalledWith([4, 5], clock);
    expect(reads.cardRows).not.toHaveBeenCalled();
  });

  it("serves a page from a keyword's matches when all were read, from its offset", async () => {
    const { tier, cards, reads } = tierWith();
    const ads = [1, 2, 3, 4].map((id) => ({ id, slotId: null, promotedUntil: null, expiresAt: later }));
    await tier.page([9], clock, page({ matches: { ads, capped: false }, offset: 1, limit: 2 }));
    expect(cards.summaries).toHaveBeenCalledWith([9, 2, 3], clock);
    expect(reads.regularPage).not.toHaveBeenCalled();
  });

  it('reads by offset past the matches read at once', async () => {
    const { tier, reads } = tierWith({ rows: [{ rest: 1 }, { rest: 1 }] });
    const ads = [1, 2].map((id) => ({ id, slotId: null, promotedUntil: null, expiresAt: later }));
    expect(await tier.page([], clock, page({ matches: { ads, capped: true }, offset: 1, limit: 2 }))).toEqual({ cards: [], partial: false });
    expect(reads.regularPage).toHaveBeenCalledWith(filter, [], undefined, clock, shown, { floor: null, limit: 2, offset: 1 });
  });

  it('walks only the newest ROW_BUDGET ads of a big filter row by row, and says so when the page comes out short', async () => {
    const { tier, reads } = tierWith({ active: ROW_BUDGET + 1, rows: [{ rest: 1 }] });
    expect(await tier.page([], clock, page({ terms: ['tea'], plan: filterFirst }))).toEqual({ cards: [], partial: true });
    expect(reads.listedAfter).toHaveBeenCalledWith(filter, ROW_BUDGET);
    expect(reads.regularPage).toHaveBeenCalledWith(filter, ['tea'], filterFirst, clock, shown, { floor: '2026-04-01 00:00:00', limit: 3, offset: 0 });
  });

  it('walks a small filter whole, and keeps where its budget starts', async () => {
    const { tier, reads, counts } = tierWith({ active: ROW_BUDGET, rows: [{ rest: 1 }] });
    expect(await tier.page([], clock, page({ shown: { ...shown, filters: { minAge: 30 } } }))).toEqual({ cards: [], partial: false });
    await tier.page([], clock, page({ shown: { ...shown, filters: { minAge: 30 } } }));
    expect(reads.listedAfter).not.toHaveBeenCalled();
    expect(counts.activeCount).toHaveBeenCalledTimes(1);
    expect(reads.regularPage).toHaveBeenCalledWith(filter, [], undefined, clock, { ...shown, filters: { minAge: 30 } }, { floor: null, limit: 3, offset: 0 });
  });

  it('answers the promoted cards alone, partial, when the statement is cut short', async () => {
    const { tier } = tierWith({ rows: new SearchCutShort() });
    expect(await tier.page([7], clock, page({}))).toEqual({ cards: [{ id: 7 }], partial: true });
  });
});
