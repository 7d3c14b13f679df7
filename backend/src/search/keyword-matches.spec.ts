import { jest } from '@jest/globals';
import type { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { TtlCache } from '../common/ttl-cache';
import { KeywordMatches, liveMatches } from './keyword-matches';
import type { Plan } from './keyword-planner';
import type { MatchedAd, SearchReads, Shown } from './search-reads';

const now = new Date('2026-05-01T10:00:00.000Z');
const clock = { now, timeOfDay: '15:30' };
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const ad = (id: number, promotedUntil: Date | null, expiresAt = at(60)): MatchedAd => ({ id, slotId: null, promotedUntil, expiresAt });
const shown: Shown = { filters: {}, withPromoted: false, key: '' };
const plan: Plan = { strategy: 'keyword-first', rarest: 'coffee', frequency: 3, inFilter: 100 };
const changes = { cache: (ttl: number, max?: number) => new TtlCache(ttl, max) } as unknown as CatalogueChanges;

describe('liveMatches', () => {
  const matches = { ads: [ad(1, null), ad(2, at(5)), ad(3, at(-5)), ad(4, null, at(-1))], capped: false };

  it('shows unexpired matches that are not promoted now (those are in the promoted tier)', () => {
    expect(liveMatches(matches, clock, shown).map((row) => row.id)).toEqual([1, 3]);
  });

  it('keeps the promoted ones when they are shown with the rest (sort=newest)', () => {
    expect(liveMatches(matches, clock, { ...shown, withPromoted: true }).map((row) => row.id)).toEqual([1, 2, 3]);
  });
});

describe('KeywordMatches', () => {
  const matched = jest.fn(async (..._args: unknown[]) => [ad(1, null), ad(2, null), ad(3, null)]);
  const reads = { matched } as unknown as SearchReads;

  beforeEach(() => matched.mockClear());

  it('reads one more than it keeps, to know whether there may be more, promoted ads included', async () => {
    const matches = new KeywordMatches(reads, changes);
    matches.maxMatches = 2;
    expect(await matches.of({ categoryId: 3 }, ['coffee'], plan, clock, shown)).toEqual({ ads: [ad(1, null), ad(2, null)], capped: true });
    expect(matched).toHaveBeenCalledWith({ categoryId: 3 }, ['coffee'], plan, clock, { ...shown, withPromoted: true }, 3);
  });

  it('is not capped when every match was read, and keeps them for both sorts', async () => {
    const matches = new KeywordMatches(reads, changes);
    // As many as it may keep: all of them.
    matches.maxMatches = 3;
    expect(await matches.of({ categoryId: 3 }, ['coffee'], plan, clock, shown)).toEqual({ ads: [ad(1, null), ad(2, null), ad(3, null)], capped: false });
    expect(matched).toHaveBeenLastCalledWith({ categoryId: 3 }, ['coffee'], plan, clock, { ...shown, withPromoted: true }, 4);
    await matches.of({ categoryId: 3 }, ['coffee'], plan, clock, { ...shown, withPromoted: true, key: ':all' });
    expect(matched).toHaveBeenCalledTimes(1);
    await matches.of({ categoryId: 3 }, ['coffee'], plan, clock, { filters: { minAge: 30 }, withPromoted: false, key: '30-' });
    expect(matched).toHaveBeenCalledTimes(2);
  });
});
