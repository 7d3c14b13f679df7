import { BadRequestException, Injectable } from '@nestjs/common';
import { currentClock } from '../ads';
import { AdSummaryDto } from '../ads/dto/ad.dto';
import { CatalogueChanges, type Place } from '../catalogue-cache/catalogue-changes';
import { CategoriesService } from '../categories/categories.service';
import { CategoryFieldsService } from '../categories/category-fields.service';
import { keywordTerms } from '../common/keywords';
import { roundDistance } from '../locations/distance';
import { LocationsService } from '../locations/locations.service';
import { AdSummaryPageDto } from './dto/search.dto';
import type { SearchSort } from './dto/search.dto';
import { KeywordMatches, type Matches } from './keyword-matches';
import { KeywordPlanner } from './keyword-planner';
import { PromotedTier } from './promoted-tier';
import { RegularTier } from './regular-tier';
import { SearchCounts } from './search-counts';
import { parseDetailFilters } from './detail-filters';
import { assertAgeRange, filtersKey, type SearchFilters } from './search-filters';
import { SearchCutShort } from './search-limits';
import type { Shown } from './search-reads';
import { searchRefusal } from './search-refusals';
import type { Filter } from './search-sql';

export interface SearchCriteria extends Omit<SearchFilters, 'details'> {
  /** The category's details as sent (detail-filters.ts): `rate:500..2000;languages:hindi,english`. */
  details?: string;
  categorySlug?: string;
  locationSlug?: string;
  /** A whole state (LocationsService.stateBySlug); not with locationSlug. */
  stateSlug?: string;
  /** Around a district (slug or id): the districts within withinKm (default 50) of its centroid; with neither of the above. */
  near?: string;
  withinKm?: number;
  keyword?: string;
  sort?: SearchSort;
  page: number;
  pageSize: number;
}

export interface SearchResult {
  items: AdSummaryDto[];
  total: number;
  /** The total is an estimate (a big filter, or a common keyword over one; see docs/performance.md) */
  approximate: boolean;
  /** The search reached a cost limit (search-limits.ts): items and total are what was found within it */
  partial: boolean;
}

/**
 * How long browsers, CDNs and this instance (KeptAnswers) may reuse a search answer. A write to the
 * catalogue drops the kept answers it can change at once, on every instance (CatalogueChanges); the
 * time only bounds what an instance cannot see: notices missed while Redis is away, ads expiring.
 */
export const SEARCH_ANSWER_SECONDS = 15;

/** `near`'s radius when withinKm is not given. */
export const NEAR_KM = 50;

/** Names a `near` search in keys: the district as sent and the radius. */
const nearKey = (c: Pick<SearchCriteria, 'near' | 'withinKm'>) => (c.near === undefined ? '' : `${c.near.toLowerCase()}~${c.withinKm ?? NEAR_KM}`);

/**
 * Public search over ACTIVE, unexpired ads (docs/api.md, "Search"), one question read top-down in `answer`:
 *  1. the keyword's plan (keyword-planner.ts): keywords use the engine's full-text index, from whichever side is
 *     smaller: the keyword's ads (keyword-first, read once for both tiers and the total: keyword-matches.ts) or the
 *     filter's ads, each checked against the keyword (filter-first);
 *  2. the promoted tier (promoted-tier.ts): the filter's promoted ads, at most 500, those whose time slot covers the
 *     current India time first, then the others, newest first;
 *  3. the regular tier (regular-tier.ts): the rest, newest first, read in order from the filter's index;
 *  4. the total (search-counts.ts), counted or estimated.
 * Every statement is in search-reads.ts. Concurrent askers of one question share its computation; promoted rows are
 * kept 30 s and counts a minute (dropped by a write to ads of their filter, except a big filter's estimate), keyword
 * frequencies ten. Whole answers are kept by address in front of the app (KeptAnswers). docs/performance.md has the
 * plans and figures.
 */
@Injectable()
export class SearchService {
  /** Answers being computed, shared by everyone asking the same question meanwhile. */
  private readonly computing = new Map<string, Promise<AdSummaryPageDto>>();

  constructor(
    private readonly categories: CategoriesService,
    private readonly fields: CategoryFieldsService,
    private readonly locations: LocationsService,
    private readonly planner: KeywordPlanner,
    private readonly matches: KeywordMatches,
    private readonly promoted: PromotedTier,
    private readonly regular: RegularTier,
    private readonly counts: SearchCounts,
    changes: CatalogueChanges,
  ) {
    changes.onChange(() => this.computing.clear());
  }

  /** KeywordMatches.maxMatches; a test lowers it to reach a keyword in more ads than are read at once, which takes 50,000 ads otherwise. */
  get maxMatches(): number {
    return this.matches.maxMatches;
  }

  set maxMatches(value: number) {
    this.matches.maxMatches = value;
  }

  /** The page of ads for the criteria. */
  search(criteria: SearchCriteria): Promise<AdSummaryPageDto> {
    assertAgeRange(criteria);
    const terms = keywordTerms(criteria.keyword);
    const key = [
      criteria.categorySlug ?? '',
      criteria.locationSlug ?? '',
      criteria.stateSlug ?? '',
      nearKey(criteria),
      terms.join(' '),
      filtersKey({ ...criteria, details: undefined }),
      criteria.details ?? '',
      criteria.sort ?? '',
      criteria.page,
      criteria.pageSize,
    ].join('|');
    const running = this.computing.get(key);
    if (running) return running;
    const answer: Promise<AdSummaryPageDto> = this.answer(criteria, terms)
      .then((result) => ({ ...result, page: criteria.page, pageSize: criteria.pageSize }))
      .finally(() => this.computing.get(key) === answer && this.computing.delete(key));
    this.computing.set(key, answer);
    return answer;
  }

  /** The category and district the criteria name (null: all, or a whole state); 404 for an unknown slug. */
  async placeOf(criteria: Pick<SearchCriteria, 'categorySlug' | 'locationSlug' | 'stateSlug' | 'near' | 'withinKm'>): Promise<Place> {
    const filter = await this.filterOf(criteria);
    return { categoryId: filter.categoryId ?? null, locationId: filter.locationId ?? null };
  }

  /** 400 for both a district and a state (or `near` with either), 404 for an unknown slug. */
  private async filterOf(criteria: Pick<SearchCriteria, 'categorySlug' | 'locationSlug' | 'stateSlug' | 'near' | 'withinKm'>): Promise<Filter> {
    if (criteria.locationSlug && criteria.stateSlug) throw new BadRequestException({ detail: searchRefusal('locationOrState'), errors: { state: searchRefusal('notWithLocation') } });
    if (criteria.near !== undefined) return this.nearFilter(criteria);
    const [category, location, state] = await Promise.all([
      criteria.categorySlug ? this.categories.bySlug(criteria.categorySlug) : undefined,
      criteria.locationSlug ? this.locations.bySlug(criteria.locationSlug) : undefined,
      criteria.stateSlug ? this.locations.stateBySlug(criteria.stateSlug) : undefined,
    ]);
    return { categoryId: category?.id, locationId: location?.id, state: state && { slug: state.slug, locationIds: state.locationIds } };
  }

  /**
   * `near`: the districts within the radius, as a set of districts like a state's (decision 0043). Their order stays
   * the search's (promoted, then newest): the regular tier reads the filter's index newest first, and ordering by
   * distance would mean one read per distance band; each card says how far instead (withDistances).
   */
  private async nearFilter(criteria: Pick<SearchCriteria, 'categorySlug' | 'locationSlug' | 'stateSlug' | 'near' | 'withinKm'>): Promise<Filter> {
    if (criteria.locationSlug || criteria.stateSlug) throw new BadRequestException({ detail: searchRefusal('nearAlone'), errors: { near: searchRefusal('nearNotWithPlace') } });
    const [category, { districts }] = await Promise.all([
      criteria.categorySlug ? this.categories.bySlug(criteria.categorySlug) : undefined,
      this.locations.within(criteria.near!, criteria.withinKm ?? NEAR_KM),
    ]);
    return { categoryId: category?.id, state: { slug: `near:${nearKey(criteria)}`, locationIds: districts.map((d) => d.id) } };
  }

  /** Each card's distance from `near`, between district centroids, rounded to 5 km. */
  private async withDistances(criteria: SearchCriteria, result: SearchResult): Promise<SearchResult> {
    if (criteria.near === undefined) return result;
    const { districts } = await this.locations.within(criteria.near, criteria.withinKm ?? NEAR_KM);
    const km = new Map(districts.map((d) => [d.id, roundDistance(d.km)]));
    return { ...result, items: result.items.map((item) => ({ ...item, distanceKm: km.get(item.location.id) })) };
  }

  private async answer(criteria: SearchCriteria, terms: string[]): Promise<SearchResult> {
    return this.withDistances(criteria, await this.answerOf(criteria, terms));
  }

  private async answerOf(criteria: SearchCriteria, terms: string[]): Promise<SearchResult> {
    const clock = currentClock();
    const filter = await this.filterOf(criteria);
    const offset = (criteria.page - 1) * criteria.pageSize;
    const { minAge, maxAge, withPhotos, phoneVerified, photosVerified } = criteria;
    const details = criteria.details ? parseDetailFilters(criteria.details, filter.categoryId === undefined ? undefined : await this.fields.live(filter.categoryId)) : [];
    const filters: SearchFilters = { minAge, maxAge, withPhotos, phoneVerified, photosVerified, details };
    const sort = criteria.sort ?? 'default';
    const shown: Shown = { filters, withPromoted: sort === 'newest', key: `${filtersKey(filters)}${sort === 'newest' ? ':all' : ''}` };

    // How to search the keyword in this filter (keyword-planner.ts).
    const plan = terms.length ? await this.planner.plan(terms, this.counts.filterCount(filter, clock, shown), offset + criteria.pageSize) : undefined;
    let matches: Matches | undefined;
    if (plan?.strategy === 'keyword-first') {
      try {
        matches = await this.matches.of(filter, terms, plan, clock, shown);
      } catch (error) {
        if (error instanceof SearchCutShort) return { items: [], total: 0, approximate: true, partial: true };
        throw error;
      }
    }
    const { ads: promoted, partial: promotedPartial } = sort === 'newest' ? { ads: [], partial: false } : await this.promoted.ranked(filter, terms, plan, matches, clock, shown, sort === 'default');
    const fromPromoted = promoted.slice(offset, offset + criteria.pageSize).map((row) => row.id);
    const regularLimit = criteria.pageSize - fromPromoted.length;
    const [page, count] = await Promise.all([
      this.regular.page(fromPromoted, clock, regularLimit > 0 ? { filter, terms, plan, matches, offset: Math.max(0, offset - promoted.length), limit: regularLimit, shown } : undefined),
      this.counts.regular(filter, terms, plan, matches, clock, shown),
    ]);
    const items = page.cards;
    const partial = promotedPartial || page.partial || !!count.partial;
    const shownUpTo = offset + items.length;
    // A page short of full, not cut short, is the last: an estimate (a keyword's share of a filter) gives way to where it ends.
    if (count.approximate && !partial && items.length && items.length < criteria.pageSize) return { items, total: shownUpTo, approximate: false, partial };
    // A count cut short, or estimated, is at least what was shown.
    const total = Math.max(promoted.length + count.total, partial || count.approximate ? shownUpTo : 0);
    return { items, total, approximate: count.approximate || partial, partial };
  }
}
