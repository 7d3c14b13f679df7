import { jest } from '@jest/globals';
import type { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { TtlCache } from '../common/ttl-cache';
import { COMMON, type KeywordPlanner, type Plan } from './keyword-planner';
import { SearchCounts } from './search-counts';
import { SearchCutShort } from './search-limits';
import type { SearchReads, Shown } from './search-reads';

const now = new Date('2026-05-01T10:00:00.000Z');
const clock = { now, timeOfDay: '15:30' };
const shown: Shown = { filters: {}, withPromoted: false, key: '' };
const filter = { categoryId: 3 };
const changes = { cache: (ttl: number, max?: number) => new TtlCache(ttl, max) } as unknown as CatalogueChanges;

function countsWith(active: number, options: { regular?: number | Error; slices?: { sampled: number; shown: number | null }[]; highestAdId?: number } = {}) {
  const reads = {
    activeCount: jest.fn(async () => active),
    regularCount: jest.fn(async (..._args: unknown[]) => {
      if (options.regular instanceof Error) throw options.regular;
      return options.regular ?? 0;
    }),
    listingRange: jest.fn(async () => ({ low: '2026-01-01 00:00:00', high: '2026-05-01 00:00:00' })),
    sampleSlices: jest.fn(async (..._args: unknown[]) => options.slices ?? []),
  };
  const planner = { highestAdId: async () => options.highestAdId ?? 0 } as unknown as KeywordPlanner;
  return { counts: new SearchCounts(reads as unknown as SearchReads, planner, changes), reads };
}

describe('SearchCounts', () => {
  it("counts a small filter's shown ads exactly, without a time limit", async () => {
    const { counts, reads } = countsWith(800, { regular: 750 });
    expect(await counts.filterCount(filter, clock, shown)).toEqual({ total: 750, approximate: false });
    expect(reads.regularCount).toHaveBeenCalledWith(filter, [], undefined, clock, shown, 0);
  });

  it('estimates a big filter from its ACTIVE count and the shown share of a sample over ten slices of its listing times', async () => {
    const { counts, reads } = countsWith(10_000, {
      slices: [
        { sampled: 50, shown: 40 },
        { sampled: 50, shown: null },
        { sampled: 0, shown: null },
      ],
    });
    expect(await counts.filterCount(filter, clock, shown)).toEqual({ total: 4000, approximate: true });
    expect(reads.regularCount).not.toHaveBeenCalled();
    const [, , , bounds, perSlice] = reads.sampleSlices.mock.calls[0] as [unknown, unknown, unknown, string[][], number];
    expect(bounds).toHaveLength(10);
    // The first slice starts a millisecond before the oldest ad, the last ends at the newest; each starts where the previous ended.
    expect(bounds[0][0]).toBe('2025-12-31 23:59:59.999');
    expect(bounds[9][1]).toBe('2026-05-01 00:00:00.000');
    for (let i = 1; i < 10; i++) expect(bounds[i][0]).toBe(bounds[i - 1][1]);
    expect(perSlice).toBe(50);
  });

  it('counts ACTIVE ads once per filter', async () => {
    const { counts, reads } = countsWith(10);
    expect(await counts.activeCount(filter)).toBe(10);
    expect(await counts.activeCount(filter)).toBe(10);
    expect(reads.activeCount).toHaveBeenCalledTimes(1);
  });

  it("counts a keyword-first question's matches in memory when all were read, without expired ones or those promoted now", async () => {
    const { counts, reads } = countsWith(10);
    const plan: Plan = { strategy: 'keyword-first', rarest: 'coffee', frequency: 3, inFilter: 10 };
    const later = new Date(now.getTime() + 60_000);
    const matches = {
      ads: [
        { id: 1, slotId: null, promotedUntil: null, expiresAt: later },
        { id: 2, slotId: null, promotedUntil: later, expiresAt: later },
      ],
      capped: false,
    };
    expect(await counts.regular(filter, ['coffee'], plan, matches, clock, shown)).toEqual({ total: 1, approximate: false });
    expect(reads.regularCount).not.toHaveBeenCalled();
  });

  it("counts a rare keyword exactly from the word's index, whatever the plan", async () => {
    const { counts, reads } = countsWith(10, { regular: 6 });
    const plan: Plan = { strategy: 'filter-first', rarest: 'coffee', frequency: 8, inFilter: 10 };
    expect(await counts.regular(filter, ['coffee'], plan, undefined, clock, shown)).toEqual({ total: 6, approximate: false });
    expect(reads.regularCount).toHaveBeenCalledWith(filter, ['coffee'], { ...plan, strategy: 'keyword-first' }, clock, shown);
  });

  it("estimates a common keyword from the word's share of all ads", async () => {
    const { counts } = countsWith(500, { regular: 400, highestAdId: 100_000 });
    const plan: Plan = { strategy: 'filter-first', rarest: 'tea', frequency: 25_000, inFilter: 400 };
    expect(await counts.regular(filter, ['tea'], plan, undefined, clock, shown)).toEqual({ total: 100, approximate: true });
  });

  it('knows only what is shown of a keyword with no indexable word, or one whose count was cut short', async () => {
    const short: Plan = { strategy: 'filter-first', frequency: COMMON, inFilter: 10 };
    expect(await countsWith(10).counts.regular(filter, ['mg'], short, undefined, clock, shown)).toEqual({ total: 0, approximate: true, partial: true });
    const rare: Plan = { strategy: 'keyword-first', rarest: 'coffee', frequency: 8, inFilter: 10 };
    expect(await countsWith(10, { regular: new SearchCutShort() }).counts.regular(filter, ['coffee'], rare, undefined, clock, shown)).toEqual({ total: 0, approximate: true, partial: true });
  });
});
