import { jest } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import type { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import type { CategoriesService } from '../categories/categories.service';
import { keywordTerms } from '../common/keywords';
import type { LocationsService } from '../locations/locations.service';
import type { KeywordMatches } from './keyword-matches';
import type { KeywordPlanner, Plan } from './keyword-planner';
import type { PromotedTier } from './promoted-tier';
import type { RegularPage, RegularTier } from './regular-tier';
import type { Count, SearchCounts } from './search-counts';
import { SearchCutShort } from './search-limits';
import type { PromotedAd } from './search-reads';
import { type CategoryFieldsService } from '../categories/category-fields.service';
import { SearchService } from './search.service';

describe('search keywords', () => {
  it.each([
    ['Coffee, walks!', ['coffee', 'walks']],
    ['"; DROP TABLE ads; --', ['drop', 'table', 'ads']],
    ['शाम की चाय', ['शाम', 'की', 'चाय']],
    ['ा क चाय', ['चाय']],
    ['a b c d e f g h i j', []],
    ['a e i o s t r zqxj', ['zqxj']],
    ['www und the of', []],
    ['mg road mg ROAD', ['mg', 'road']],
    ['one two three four five six', ['one', 'two', 'three', 'four', 'five']],
    ['*** "" ()', []],
  ])('keywordTerms(%j) is %j', (keyword, terms) => {
    expect(keywordTerms(keyword)).toEqual(terms);
  });
});

describe('SearchService', () => {
  const later = new Date(Date.now() + 3_600_000);
  const promotedAd = (id: number): PromotedAd => ({ id, slotId: null, promotedUntil: later, expiresAt: later });

  /** A search over parts that answer `promoted` promoted ads, a regular tier of ads 100, 101… and `count`. */
  function serviceWith(options: { promoted?: number; count?: Count; plan?: Plan; matches?: Error; regularAds?: number } = {}) {
    const categories = { bySlug: jest.fn(async () => ({ id: 3 })) };
    const locations = { bySlug: jest.fn(async () => ({ id: 7 })), stateBySlug: jest.fn(async () => ({ slug: 'goa', locationIds: [7, 8] })) };
    const planner = { plan: jest.fn(async () => options.plan) };
    const matches = {
      maxMatches: 1000,
      of: jest.fn(async () => {
        if (options.matches) throw options.matches;
        return { ads: [], capped: false };
      }),
    };
    const promoted = { ranked: jest.fn(async () => ({ ads: Array.from({ length: options.promoted ?? 0 }, (_, i) => promotedAd(i + 1)), partial: false })) };
    const regular = {
      page: jest.fn(async (ids: number[], _clock: unknown, page?: RegularPage) => ({
        cards: [...ids, ...Array.from({ length: Math.min(page?.limit ?? 0, (options.regularAds ?? Infinity) - (page?.offset ?? 0)) }, (_, i) => 100 + (page?.offset ?? 0) + i)].map((id) => ({ id })),
        partial: false,
      })),
    };
    const counts = { regular: jest.fn(async () => options.count ?? { total: 50, approximate: false }), filterCount: jest.fn(async () => ({ total: 50, approximate: false })) };
    const changes = { onChange: jest.fn() };
    const service = new SearchService(
      categories as unknown as CategoriesService,
      { live: async () => [] } as unknown as CategoryFieldsService,
      locations as unknown as LocationsService,
      planner as unknown as KeywordPlanner,
      matches as unknown as KeywordMatches,
      promoted as unknown as PromotedTier,
      regular as unknown as RegularTier,
      counts as unknown as SearchCounts,
      changes as unknown as CatalogueChanges,
    );
    return { service, planner, matches, promoted, regular, counts, changes };
  }
  const ids = (answer: { items: { id: number }[] }) => answer.items.map((item) => item.id);

  it('fills a page with the promoted ads on it, then the regular tier from where the promoted ones end', async () => {
    const { service, regular } = serviceWith({ promoted: 5 });
    const answer = await service.search({ categorySlug: 'dating', locationSlug: 'pune', page: 2, pageSize: 4 });
    expect(ids(answer)).toEqual([5, 100, 101, 102]);
    expect(regular.page).toHaveBeenCalledWith([5], expect.anything(), expect.objectContaining({ filter: { categoryId: 3, locationId: 7, state: undefined }, offset: 0, limit: 3 }));
    expect(answer).toMatchObject({ total: 55, approximate: false, partial: false, page: 2, pageSize: 4 });
    const third = await service.search({ categorySlug: 'dating', locationSlug: 'pune', page: 3, pageSize: 4 });
    expect(regular.page).toHaveBeenLastCalledWith([], expect.anything(), expect.objectContaining({ offset: 3, limit: 4 }));
    expect(ids(third)).toEqual([103, 104, 105, 106]);
  });

  it('asks no regular tier for a page the promoted ads fill, and none of the promoted tier for sort=newest', async () => {
    const { service, regular, promoted } = serviceWith({ promoted: 5 });
    await service.search({ page: 1, pageSize: 4 });
    expect(regular.page).toHaveBeenCalledWith([1, 2, 3, 4], expect.anything(), undefined);
    await service.search({ page: 1, pageSize: 4, sort: 'newest' });
    expect(promoted.ranked).toHaveBeenCalledTimes(1);
  });

  it('shares one computation between askers of the same question, until the catalogue changes', async () => {
    const { service, promoted, changes } = serviceWith();
    const [a, b] = [service.search({ page: 1, pageSize: 4, keyword: 'Tea!' }), service.search({ page: 1, pageSize: 4, keyword: 'tea' })];
    expect(a).toBe(b);
    const [changed] = changes.onChange.mock.calls[0] as [() => void];
    changed();
    expect(service.search({ page: 1, pageSize: 4, keyword: 'tea' })).not.toBe(a);
    await a;
    expect(promoted.ranked).toHaveBeenCalledTimes(2);
  });

  it('gives an estimated total way to where a short last page ends, and keeps it for a full page', async () => {
    const estimated = { total: 400, approximate: true };
    const { service } = serviceWith({ count: estimated, regularAds: 45 });
    expect(await service.search({ page: 3, pageSize: 20 })).toMatchObject({ total: 45, approximate: false, partial: false });
    expect(await service.search({ page: 2, pageSize: 20 })).toMatchObject({ total: 400, approximate: true });
    // A count cut short is at least what was shown.
    const { service: cut } = serviceWith({ count: { total: 0, approximate: true, partial: true } });
    expect(await cut.search({ page: 2, pageSize: 20 })).toMatchObject({ total: 40, approximate: true, partial: true });
  });

  it('answers an empty partial page when reading the keyword’s matches is cut short', async () => {
    const plan: Plan = { strategy: 'keyword-first', rarest: 'coffee', frequency: 3, inFilter: 50 };
    const { service, promoted } = serviceWith({ plan, matches: new SearchCutShort() });
    expect(await service.search({ keyword: 'coffee', page: 1, pageSize: 20 })).toEqual({ items: [], total: 0, approximate: true, partial: true, page: 1, pageSize: 20 });
    expect(promoted.ranked).not.toHaveBeenCalled();
  });

  it('refuses a district with a state (400) and an upside-down age range (400) before reading anything', async () => {
    const { service, promoted } = serviceWith();
    await expect(service.search({ locationSlug: 'pune', stateSlug: 'goa', page: 1, pageSize: 20 })).rejects.toMatchObject({ status: 400 });
    expect(() => service.search({ minAge: 40, maxAge: 30, page: 1, pageSize: 20 })).toThrow(BadRequestException);
    expect(promoted.ranked).not.toHaveBeenCalled();
  });

  it('lends maxMatches to the keyword matches (a test lowers it)', () => {
    const { service, matches } = serviceWith();
    service.maxMatches = 2;
    expect(matches.maxMatches).toBe(2);
  });
});
