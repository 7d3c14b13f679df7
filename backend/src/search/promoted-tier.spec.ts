import { jest } from '@jest/globals';
import type { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { TtlCache } from '../common/ttl-cache';
import type { AdCardsService } from './ad-cards.service';
import type { Plan } from './keyword-planner';
import { MAX_PROMOTED, PromotedTier } from './promoted-tier';
import { SearchCutShort } from './search-limits';
import type { PromotedAd, SearchReads, Shown } from './search-reads';

const now = new Date('2026-05-01T10:00:00.000Z');
// 15:30 in India: slot 1 (15:00–16:00) covers it, slot 2 (09:00–10:00) does not.
const clock = { now, timeOfDay: '15:30' };
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const ad = (id: number, slotId: number | null = null, promotedUntil = at(60), expiresAt = at(120)): PromotedAd => ({ id, slotId, promotedUntil, expiresAt });
const shown: Shown = { filters: {}, withPromoted: false, key: '' };
const filter = { categoryId: 3, locationId: 7 };
const changes = { cache: (ttl: number, max?: number) => new TtlCache(ttl, max) } as unknown as CatalogueChanges;
const cards = {
  timeSlots: async () => [
    { id: 1, startTime: '15:00', endTime: '16:00' },
    { id: 2, startTime: '09:00', endTime: '10:00' },
  ],
} as unknown as AdCardsService;

function tier(rows: PromotedAd[] | Error, texts: Record<number, string> = {}) {
  const promoted = jest.fn(async (..._args: unknown[]) => {
    if (rows instanceof Error) throw rows;
    return rows;
  });
  const read = jest.fn(async (ids: number[]) => new Map(ids.flatMap((id) => (texts[id] ? [[id, texts[id]] as [number, string]] : []))));
  return { tier: new PromotedTier({ promoted, texts: read } as unknown as SearchReads, cards, changes), promoted, read };
}
const ids = (result: { ads: PromotedAd[] }) => result.ads.map((row) => row.id);

describe('PromotedTier', () => {
  it('puts the ads whose slot covers the India time now first, each group newest first, and drops what ended since they were kept', async () => {
    const { tier: promoted } = tier([ad(1, 2), ad(2, 1), ad(3, null), ad(4, 1), ad(5, null, at(-1)), ad(6, 1, at(60), at(-1))]);
    expect(ids(await promoted.ranked(filter, [], undefined, undefined, clock, shown, true))).toEqual([2, 4, 1, 3]);
    // sort=promoted: newest first only.
    expect(ids(await promoted.ranked(filter, [], undefined, undefined, clock, shown, false))).toEqual([1, 2, 3, 4]);
  });

  it('keeps a filter’s promoted ads: a second question reads nothing', async () => {
    const { tier: promoted, promoted: read } = tier([ad(1)]);
    await promoted.ranked(filter, [], undefined, undefined, clock, shown, true);
    await promoted.ranked(filter, [], undefined, undefined, clock, shown, true);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith(filter, [], undefined, clock, {}, MAX_PROMOTED);
  });

  it("takes a keyword-first question's promoted ads from its matches when all were read", async () => {
    const { tier: promoted, promoted: read } = tier([]);
    const plan: Plan = { strategy: 'keyword-first', rarest: 'coffee', frequency: 3, inFilter: 100 };
    const matches = { ads: [{ ...ad(1), promotedUntil: null }, ad(2)], capped: false };
    expect(ids(await promoted.ranked(filter, ['coffee'], plan, matches, clock, shown, true))).toEqual([2]);
    expect(read).not.toHaveBeenCalled();
  });

  it("tests a common keyword in memory on the filter's newest promoted ads, reading each text once", async () => {
    const { tier: promoted, read } = tier([ad(1), ad(2), ad(3)], { 1: 'Evening tea by the lake', 2: 'Coffee walks', 3: 'Teak furniture' });
    const plan: Plan = { strategy: 'filter-first', rarest: 'tea', frequency: 9000, inFilter: 100 };
    expect(await promoted.ranked(filter, ['tea'], plan, undefined, clock, shown, false)).toEqual({ ads: [ad(1), ad(3)], partial: false });
    expect(ids(await promoted.ranked(filter, ['coffee'], plan, undefined, clock, shown, false))).toEqual([2]);
    expect(read.mock.calls).toEqual([[[1, 2, 3]]]);
  });

  it('answers partial when a common keyword was tested on the newest MAX_PROMOTED only', async () => {
    const many = Array.from({ length: MAX_PROMOTED }, (_, i) => ad(i + 1));
    const { tier: promoted } = tier(many, { 7: 'tea' });
    const plan: Plan = { strategy: 'filter-first', rarest: 'tea', frequency: 9000, inFilter: 100_000 };
    expect(await promoted.ranked(filter, ['tea'], plan, undefined, clock, shown, false)).toEqual({ ads: [ad(7)], partial: true });
  });

  it('answers an empty partial tier when its statement is cut short, and passes other failures on', async () => {
    expect(await tier(new SearchCutShort()).tier.ranked(filter, [], undefined, undefined, clock, shown, true)).toEqual({ ads: [], partial: true });
    await expect(tier(new Error('disk')).tier.ranked(filter, [], undefined, undefined, clock, shown, true)).rejects.toThrow('disk');
  });
});
