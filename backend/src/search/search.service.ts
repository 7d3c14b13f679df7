import { BadRequestException, Injectable } from '@nestjs/common';
import { CategoriesService } from '../categories/categories.service';
import { slotCovers } from '../common/india-time';
import { keywordTerms, matchesWords } from '../common/keywords';
import { ExpiringMap, TtlCache } from '../common/ttl-cache';
import { fromSqlDateTime, toSqlDateTime } from '../database/columns';
import { LocationsService } from '../locations/locations.service';
import { type Clock, currentClock } from '../ads/ad-mapper';
import { AdCardsService, type CardRow } from './ad-cards.service';
import { CatalogueChanges, type Place } from '../catalogue-cache/catalogue-changes';
import { AdSummaryDto } from '../ads/dto/ad.dto';
import { AdSummaryPageDto } from './dto/search.dto';
import { COMMON, KeywordPlanner, type Plan } from './keyword-planner';
import { EXACT_KEYWORD_COUNT, ROW_BUDGET, SearchCutShort } from './search-limits';
import { type Filter, filterIndex, promotedIndex, SearchSql } from './search-sql';
import { assertAgeRange, filtersKey, filtersSql, hasFilters, type SearchFilters } from './search-filters';
import type { SearchSort } from './dto/search.dto';
import { searchRefusal } from './search-refusals';

export interface SearchCriteria extends SearchFilters {
  categorySlug?: string;
  locationSlug?: string;
  /** A whole state (LocationsService.stateBySlug); not with locationSlug. */
  stateSlug?: string;
  keyword?: string;
  sort?: SearchSort;
  page: number;
  pageSize: number;
}

/**
 * Which of the filter's ads a tier shows: the results page's filters (tested on each row the filter's
 * index hands over), and whether promoted ads stay in the regular tier (sort=newest has no promoted tier).
 */
interface Shown {
  filters: SearchFilters;
  withPromoted: boolean;
  /** Names the two in cache keys ('' for the default). */
  key: string;
}

export interface SearchResult {
  items: AdSummaryDto[];
  total: number;
  /** The total is an estimate (a big filter, or a common keyword over one; see docs/performance.md) */
  approximate: boolean;
  /** The search reached a cost limit (search-limits.ts): items and total are what was found within it */
  partial: boolean;
}

/** How many ads a search finds; approximate when estimated, partial when cut short. */
interface Count {
  total: number;
  approximate: boolean;
  partial?: boolean;
}

interface PromotedAd {
  id: number;
  slotId: number | null;
  promotedUntil: Date;
  expiresAt: Date;
}

/** An ad a keyword-first question found: promoted or not. */
type MatchedAd = Omit<PromotedAd, 'promotedUntil'> & { promotedUntil: Date | null };

/** The columns a tier reads of each ad, as the driver hands them back. */
const TIER_COLUMNS = 'ad.id AS id, ad.slotId AS slotId, ad.promotedUntil AS promotedUntil, ad.expiresAt AS expiresAt';
type TierRow = { id: number; slotId: number | null; promotedUntil: string | Date | null; expiresAt: string | Date };
const matchedAd = (row: TierRow): MatchedAd => ({
  id: Number(row.id),
  slotId: row.slotId === null ? null : Number(row.slotId),
  promotedUntil: row.promotedUntil === null ? null : fromSqlDateTime(row.promotedUntil),
  expiresAt: fromSqlDateTime(row.expiresAt),
});

/**
 * A keyword-first question's ads in the filter, newest first, at most MAX_MATCHES; `capped`: there may be more.
 * Kept a while, so what time changes (an ad or a promotion ending) is applied on reading (liveMatches).
 */
interface Matches {
  ads: MatchedAd[];
  capped: boolean;
}

/** What the regular tier of a page is: the filter's ads after the promoted ones, `offset` skipped, at most `limit`. */
interface RegularPage {
  filter: Filter;
  terms: string[];
  plan: Plan | undefined;
  matches: Matches | undefined;
  offset: number;
  limit: number;
  shown: Shown;
}

/** "Newest first": the latest listed (went live, renewed or promoted) first, ties by id. */
const NEWEST_FIRST = 'ORDER BY ad.listedAt DESC, ad.id DESC';

/** How the caches' keys begin: the filter's category and district or state ('*' for all). */
const filterKey = (filter: Filter) => `${filter.categoryId ?? '*'}:${filter.locationId ?? (filter.state ? `s=${filter.state.slug}` : '*')}`;
/**
 * The filter a cache key is about, so that a write to an ad drops only the entries about its place (CatalogueChanges.adsTouched);
 * a state's entries are dropped by a write anywhere in their category.
 */
function filterOfKey(key: string): Place {
  const [category, location] = key.split(':');
  return { categoryId: category === '*' ? null : Number(category), locationId: location === '*' || location.startsWith('s=') ? null : Number(location) };
}

/**
 * At most this many promoted ads are ranked for one filter (a district has a handful). A common
 * keyword (filter-first) is tested on the filter's newest this many only: its answer is partial when
 * the filter has more.
 */
const MAX_PROMOTED = 500;
/**
 * A keyword-first question reads at most this many of its ads in one statement, which then serves its promoted tier,
 * its pages and its total (an exact total is counted up to the same number: EXACT_KEYWORD_COUNT).
 */
const MAX_MATCHES = EXACT_KEYWORD_COUNT;

/** A filter's promoted ads, newest first; `capped`: there may be more than MAX_PROMOTED. */
interface PromotedList {
  ads: PromotedAd[];
  capped: boolean;
}

/**
 * How long browsers, CDNs and this instance (KeptAnswers) may reuse a search answer. A write to the
 * catalogue drops the kept answers it can change at once, on every instance (CatalogueChanges); the
 * time only bounds what an instance cannot see: notices missed while Redis is away, ads expiring.
 */
export const SEARCH_ANSWER_SECONDS = 15;
/**
 * A filter's promoted ads (a whole category has thousands to read) change only when a promotion is
 * bought, a write that drops them at once, so they are kept longer; promotions and ads ending and
 * time slots starting are applied to the kept rows on every read.
 */
const PROMOTED_TTL_MS = 30_000;

/**
 * A filter with up to this many ACTIVE ads is counted exactly; a bigger one (a big city, a whole
 * category) would mean reading every row, so its total is estimated (see filterCount).
 */
const EXACT_COUNT_LIMIT = 1_000;
/** The estimate's sample: the newest few ads in each of ten slices of the filter's listing times. */
const SAMPLE_SLICES = 10;
const SAMPLE_PER_SLICE = 50;
/** How long a sampled share is used (see `shares`). */
const SHARE_TTL_MS = 5 * 60_000;
/** How long a big filter's estimated total is used (see `estimates`). */
const ESTIMATE_TTL_MS = 60_000;

/**
 * Public search over ACTIVE, unexpired ads (docs/api.md, "Search"). Two tiers:
 *  1. promoted ads (promotedUntil in the future) of the filter, at most 500, ranked in memory: those
 *     whose time slot covers the current India time first, then the others, newest first (a keyword
 *     tested row by row is tested on the filter's newest 500 only);
 *  2. the rest, newest first, read in order from the filter's index (newest = latest listedAt: a
 *     renewed or promoted ad is bumped to the top).
 * Keywords use the engine's full-text index, from whichever side is smaller: the keyword's ads
 * (keyword-first, read once for both tiers and the total) or the filter's ads, each checked against the
 * keyword (filter-first): keyword-planner.ts.
 * Concurrent askers of one question share its computation; promoted rows are kept 30 s and counts a
 * minute (dropped by a write to ads of their filter, except a big filter's estimate), keyword frequencies
 * ten. Whole answers are kept by address in front of the app (KeptAnswers). docs/performance.md has the
 * plans and figures.
 */
@Injectable()
export class SearchService {
  /** Answers being computed, shared by everyone asking the same question meanwhile. */
  private readonly computing = new Map<string, Promise<AdSummaryPageDto>>();
  /**
   * A filter's promoted ads and counts, which every question about it needs, are kept apart from those of
   * a filter and words: words asked once (most keywords are) would otherwise push the filters' entries out.
   */
  private readonly promoted: TtlCache<PromotedList>;
  private readonly promotedWithKeyword: TtlCache<PromotedList>;
  /**
   * The title and description of a filter's promoted ads, by id, once a keyword was tested on them
   * (promotedWithWords): every new word is then tested in memory, not in a statement. Kept by filter, not by
   * results filters, so it holds at most each promoted ad's text four times (its category and district, each
   * of them alone, and all ads), whatever strangers ask.
   */
  private readonly promotedTexts: TtlCache<Map<number, string>>;
  private readonly matches: TtlCache<Matches>;
  private readonly counts: TtlCache<Count>;
  /** How many ACTIVE ads each filter has (read from its index alone), for its total and its row budget. */
  private readonly actives: TtlCache<number>;
  private readonly keywordCounts: TtlCache<Count>;
  /** Where each filter's row budget starts (rowFloor), kept like the counts. */
  private readonly floors: TtlCache<string | Date | null>;
  /**
   * A big filter's share of shown ads (unexpired, not promoted now, passing the results filters) in a
   * sample: a planner statistic like the word frequencies, kept for its time rather than dropped on
   * every catalogue write. One write a second would otherwise re-read ten sample slices for every
   * big filter asked after it.
   */
  private readonly shares = new TtlCache<number>(SHARE_TTL_MS, 5000);
  /**
   * A big filter's estimated total, kept for its time like the share it is made from: it is approximate anyway, and
   * an edit does not change how many ads are ACTIVE. Recounting a whole category after every write took the SQLite
   * readers 49 ms at 1,000,000 ads (docs/performance.md); a small filter's exact count is still dropped by each write.
   */
  private readonly estimates = new ExpiringMap<Count>(10_000);
  /** MAX_MATCHES; a test lowers it to reach a keyword in more ads than are read at once, which takes 50,000 ads otherwise. */
  maxMatches = MAX_MATCHES;
  constructor(
    private readonly sql: SearchSql,
    private readonly planner: KeywordPlanner,
    private readonly categories: CategoriesService,
    private readonly locations: LocationsService,
    private readonly cards: AdCardsService,
    changes: CatalogueChanges,
  ) {
    // Rows of ads (photos for the filter): what categories, districts and slots are is read at each use.
    // A filter is a category, a district, both or neither: about 8,000 at most with the seeded categories and districts.
    this.promoted = changes.cache(PROMOTED_TTL_MS, 10_000, ['ads', 'ad_images'], filterOfKey);
    this.promotedWithKeyword = changes.cache(PROMOTED_TTL_MS, 5000, ['ads', 'ad_images'], filterOfKey);
    this.promotedTexts = changes.cache(PROMOTED_TTL_MS, 10_000, ['ads'], filterOfKey);
    this.matches = changes.cache(PROMOTED_TTL_MS, 5000, ['ads', 'ad_images'], filterOfKey);
    this.counts = changes.cache(60_000, 10_000, ['ads', 'ad_images'], filterOfKey);
    this.actives = changes.cache(60_000, 10_000, ['ads'], filterOfKey);
    this.keywordCounts = changes.cache(60_000, 5000, ['ads', 'ad_images'], filterOfKey);
    this.floors = changes.cache(60_000, 10_000, ['ads'], filterOfKey);
    changes.onChange(() => this.computing.clear());
  }

  /** The page of ads for the criteria. */
  search(criteria: SearchCriteria): Promise<AdSummaryPageDto> {
    assertAgeRange(criteria);
    const terms = keywordTerms(criteria.keyword);
    const key = [criteria.categorySlug ?? '', criteria.locationSlug ?? '', criteria.stateSlug ?? '', terms.join(' '), filtersKey(criteria), criteria.sort ?? '', criteria.page, criteria.pageSize].join(
      '|',
    );
    const running = this.computing.get(key);
    if (running) return running;
    const answer: Promise<AdSummaryPageDto> = this.answer(criteria, terms)
      .then((result) => ({ ...result, page: criteria.page, pageSize: criteria.pageSize }))
      .finally(() => this.computing.get(key) === answer && this.computing.delete(key));
    this.computing.set(key, answer);
    return answer;
  }

  /** The category and district the criteria name (null: all, or a whole state); 404 for an unknown slug. */
  async placeOf(criteria: Pick<SearchCriteria, 'categorySlug' | 'locationSlug' | 'stateSlug'>): Promise<Place> {
    const filter = await this.filterOf(criteria);
    return { categoryId: filter.categoryId ?? null, locationId: filter.locationId ?? null };
  }

  /** 400 for both a district and a state, 404 for an unknown slug. */
  private async filterOf(criteria: Pick<SearchCriteria, 'categorySlug' | 'locationSlug' | 'stateSlug'>): Promise<Filter> {
    if (criteria.locationSlug && criteria.stateSlug) throw new BadRequestException({ detail: searchRefusal('locationOrState'), errors: { state: searchRefusal('notWithLocation') } });
    const [category, location, state] = await Promise.all([
      criteria.categorySlug ? this.categories.bySlug(criteria.categorySlug) : undefined,
      criteria.locationSlug ? this.locations.bySlug(criteria.locationSlug) : undefined,
      criteria.stateSlug ? this.locations.stateBySlug(criteria.stateSlug) : undefined,
    ]);
    return { categoryId: category?.id, locationId: location?.id, state: state && { slug: state.slug, locationIds: state.locationIds } };
  }

  private async answer(criteria: SearchCriteria, terms: string[]): Promise<SearchResult> {
    const clock = currentClock();
    const filter = await this.filterOf(criteria);
    const offset = (criteria.page - 1) * criteria.pageSize;
    const filters: SearchFilters = { minAge: criteria.minAge, maxAge: criteria.maxAge, withPhotos: criteria.withPhotos };
    const sort = criteria.sort ?? 'default';
    const shown: Shown = { filters, withPromoted: sort === 'newest', key: `${filtersKey(filters)}${sort === 'newest' ? ':all' : ''}` };

    const plan = terms.length ? await this.keywordPlan(filter, terms, clock, offset + criteria.pageSize, shown) : undefined;
    let matches: Matches | undefined;
    if (plan?.strategy === 'keyword-first') {
      try {
        matches = await this.keywordMatches(filter, terms, plan, clock, shown);
      } catch (error) {
        if (error instanceof SearchCutShort) return { items: [], total: 0, approximate: true, partial: true };
        throw error;
      }
    }
    const { ads: promoted, partial: promotedPartial } = sort === 'newest' ? { ads: [], partial: false } : await this.promotedTier(filter, terms, plan, matches, clock, shown, sort === 'default');
    const fromPromoted = promoted.slice(offset, offset + criteria.pageSize).map((row) => row.id);
    const regularLimit = criteria.pageSize - fromPromoted.length;
    const [page, count] = await Promise.all([
      this.page(fromPromoted, clock, regularLimit > 0 ? { filter, terms, plan, matches, offset: Math.max(0, offset - promoted.length), limit: regularLimit, shown } : undefined),
      this.regularCount(filter, terms, plan, matches, clock, shown),
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

  // ---- tiers ----

  /** The filter's promoted ads in page order: newest first, and with `bySlot` those whose slot covers the India time now before the others. */
  private async promotedTier(
    filter: Filter,
    terms: string[],
    plan: Plan | undefined,
    matches: Matches | undefined,
    clock: Clock,
    shown: Shown,
    bySlot: boolean,
  ): Promise<{ ads: PromotedAd[]; partial: boolean }> {
    let kept: PromotedList;
    try {
      if (matches && !matches.capped) kept = { ads: matches.ads.filter((row): row is PromotedAd => row.promotedUntil !== null), capped: false };
      else kept = await (plan?.strategy === 'filter-first' ? this.promotedWithWords(filter, terms, clock, shown) : this.promotedOf(filter, terms, plan, clock, shown));
    } catch (error) {
      if (error instanceof SearchCutShort) return { ads: [], partial: true };
      throw error;
    }
    const partial = plan?.strategy === 'filter-first' && kept.capped;
    // Rows are kept a while, so what time changes (a promotion or ad ending, a slot starting) is applied here.
    const rows = kept.ads.filter((row) => row.promotedUntil > clock.now && row.expiresAt > clock.now);
    if (!bySlot) return { ads: rows, partial };
    const covering = new Set((await this.cards.timeSlots()).filter((slot) => slotCovers(slot, clock.timeOfDay)).map((slot) => slot.id));
    const featured = (row: PromotedAd) => row.slotId !== null && covering.has(row.slotId);
    return { ads: [...rows.filter(featured), ...rows.filter((row) => !featured(row))], partial };
  }

  /** The filter's promoted ads matching the keyword (all of them without one), kept. */
  private promotedOf(filter: Filter, terms: string[], plan: Plan | undefined, clock: Clock, shown: Shown): Promise<PromotedList> {
    return (terms.length ? this.promotedWithKeyword : this.promoted).get(`${filterKey(filter)}:${terms.join(' ')}:${shown.key}`, async () => {
      const ads = await this.readPromoted(filter, terms, plan, clock, shown.filters);
      return { ads, capped: ads.length === MAX_PROMOTED };
    });
  }

  /**
   * A common keyword's promoted ads (filter-first): the words tested on the filter's newest promoted
   * ads (the list without a keyword, kept for every keyword), on their kept texts. Testing them on all
   * of a whole category's promoted ads (~8,000 at 1M ads) was the costliest statement of a category-wide
   * search on both engines; testing each new word on the newest 500 by id in SQL was the next (docs/performance.md).
   */
  private promotedWithWords(filter: Filter, terms: string[], clock: Clock, shown: Shown): Promise<PromotedList> {
    return this.promotedWithKeyword.get(`${filterKey(filter)}:${terms.join(' ')}:${shown.key}`, async () => {
      const newest = await this.promotedOf(filter, [], undefined, clock, shown);
      if (!newest.ads.length) return newest;
      const texts = await this.textsOf(filter, newest.ads);
      return { ads: newest.ads.filter((row) => matchesWords(texts.get(row.id) ?? '', terms)), capped: newest.capped };
    });
  }

  /** The title and description of these promoted ads of the filter: those not kept yet are read by id in one statement. */
  private async textsOf(filter: Filter, ads: PromotedAd[]): Promise<Map<number, string>> {
    const texts = await this.promotedTexts.get(filterKey(filter), async () => new Map());
    const missing = ads.filter((row) => !texts.has(row.id)).map((row) => row.id);
    if (missing.length) {
      const rows = await this.sql.raw<{ id: number; title: string; description: string }>(`SELECT id, title, description FROM ads WHERE id IN (${missing.map(() => '?').join(', ')})`, missing);
      for (const row of rows) texts.set(Number(row.id), `${row.title} ${row.description}`);
    }
    return texts;
  }

  /**
   * A keyword-first question's ads in the filter, promoted or not, newest first: the one read of the word's index that
   * serves its promoted tier, its pages and its total. Three reads (the promoted ads, the page, the count), each of every
   * match, were most of a category-wide keyword's time on MariaDB (docs/performance.md).
   */
  private keywordMatches(filter: Filter, terms: string[], plan: Plan, clock: Clock, shown: Shown): Promise<Matches> {
    // Promoted or not, so one list serves both sorts.
    return this.matches.get(`${filterKey(filter)}:${terms.join(' ')}:${filtersKey(shown.filters)}`, async () => {
      const { sql, params } = this.regularQuery(filter, terms, plan, clock, TIER_COLUMNS, { ...shown, withPromoted: true });
      const rows = await this.sql.select<TierRow>(`${sql} ${NEWEST_FIRST} LIMIT ${this.maxMatches + 1}`, params);
      return { ads: rows.slice(0, this.maxMatches).map(matchedAd), capped: rows.length > this.maxMatches };
    });
  }

  /** The matches the regular tier shows now: unexpired, and not promoted now unless shown with the promoted ones (sort=newest). */
  private liveMatches(matches: Matches, clock: Clock, shown: Shown): MatchedAd[] {
    const promotedNow = (row: MatchedAd) => row.promotedUntil !== null && row.promotedUntil > clock.now;
    return matches.ads.filter((row) => row.expiresAt > clock.now && (shown.withPromoted || !promotedNow(row)));
  }

  /**
   * With a keyword whose rarest word is in fewer ads than the filter holds (keyword-first) and in more of the filter's
   * ads than keywordMatches reads, the full-text index drives here too: testing the words on every promoted ad of a
   * whole category (thousands) was the costliest statement of a category-wide keyword search.
   */
  private async readPromoted(filter: Filter, terms: string[], plan: Plan | undefined, clock: Clock, filters: SearchFilters): Promise<PromotedAd[]> {
    const where = this.sql.conditions(filter);
    const keywordFirst = plan?.strategy === 'keyword-first';
    const source = keywordFirst ? this.sql.keywordSource(plan.rarest!) : undefined;
    let sql = source
      ? `SELECT ${TIER_COLUMNS} FROM ${source.from} WHERE ${source.where} AND ${where.sql} AND ad.promotedUntil > ? AND ad.expiresAt > ?`
      : `SELECT ${TIER_COLUMNS} FROM ads ad ${this.sql.useIndex(promotedIndex(filter))} WHERE ${where.sql} AND ad.promotedUntil > ? AND ad.expiresAt > ?`;
    const params: unknown[] = [...(source?.params ?? []), ...where.params, toSqlDateTime(clock.now), toSqlDateTime(clock.now)];
    if (hasFilters(filters)) {
      const refined = filtersSql(filters);
      sql += ` AND ${refined.sql}`;
      params.push(...refined.params);
    }
    const tested = keywordFirst ? terms.filter((t) => t !== plan.rarest) : terms;
    if (tested.length) {
      const match = this.sql.rowMatches(tested);
      sql += ` AND ${match.sql}`;
      params.push(...match.params);
    }
    // Every row has a promotion: the query asks for promotedUntil in the future.
    return (await this.sql.select<TierRow>(`${sql} ${NEWEST_FIRST} LIMIT ${MAX_PROMOTED}`, params)).map(matchedAd) as PromotedAd[];
  }

  /**
   * The page's cards in one statement: the promoted ads on it, then the regular tier's (the rest of the filter's ads, newest
   * first, `regular.offset` of them skipped).
   */
  private async page(promotedIds: number[], clock: Clock, regular: RegularPage | undefined): Promise<{ cards: AdSummaryDto[]; partial: boolean }> {
    if (!regular) return { cards: await this.cards.summaries(promotedIds, clock), partial: false };
    const { filter, terms, plan, matches, offset, limit, shown } = regular;
    if (matches) {
      const rest = this.liveMatches(matches, clock, shown);
      // Beyond the ads read (a deep page of a keyword in more than MAX_MATCHES ads), the page is read by its offset.
      if (!matches.capped || offset + limit <= rest.length) {
        return { cards: await this.cards.summaries([...promotedIds, ...rest.slice(offset, offset + limit).map((row) => row.id)], clock), partial: false };
      }
    }
    // Row by row (a keyword or a results filter tested on each row), only the filter's newest ROW_BUDGET ads are looked at.
    const floor = plan?.strategy === 'filter-first' || (plan?.strategy !== 'keyword-first' && hasFilters(shown.filters)) ? await this.rowFloor(filter) : null;
    const { sql, params } = this.regularQuery(filter, terms, plan, clock, 'ad.id AS id', shown);
    const rest = { sql: `${sql}${floor ? ' AND ad.listedAt >= ?' : ''} ${NEWEST_FIRST} LIMIT ${limit} OFFSET ${offset}`, params: floor ? [...params, floor] : params };
    const statement = this.cards.cardsStatement(promotedIds, rest);
    try {
      const { cards, rest: found } = await this.cards.cardsFrom(await this.sql.select<CardRow>(statement.sql, statement.params), promotedIds, clock);
      return { cards, partial: !!floor && found < limit };
    } catch (error) {
      if (error instanceof SearchCutShort) return { cards: await this.cards.summaries(promotedIds, clock), partial: true };
      throw error;
    }
  }

  /** When the filter's ROW_BUDGET-th newest ad was listed, or null when it has fewer (read from the filter's index alone). */
  private rowFloor(filter: Filter): Promise<string | Date | null> {
    return this.floors.get(filterKey(filter), async () => {
      // Most filters (a district's category) hold far fewer: their count, which the plan already needed, says so.
      if ((await this.activeCount(filter)) <= ROW_BUDGET) return null;
      const where = this.sql.conditions(filter);
      const [row] = await this.sql.raw<{ listedAt: string | Date }>(
        `SELECT ad.listedAt AS listedAt FROM ads ad ${this.sql.useIndex(filterIndex(filter))} WHERE ${where.sql} ${NEWEST_FIRST} LIMIT 1 OFFSET ${ROW_BUDGET}`,
        where.params,
      );
      // Handed back as the driver gave it: SQLite compares the stored text, which may have no fraction of a second.
      return row ? row.listedAt : null;
    });
  }

  private async regularCount(filter: Filter, terms: string[], plan: Plan | undefined, matches: Matches | undefined, clock: Clock, shown: Shown): Promise<Count> {
    if (!plan) return this.filterCount(filter, clock, shown);
    if (matches && !matches.capped) return { total: this.liveMatches(matches, clock, shown).length, approximate: false };
    const key = `${filterKey(filter)}:${terms.join(' ')}:${shown.key}`;
    return this.keywordCounts.get(key, async () => {
      // No word the index can find (only short words): only what is shown is known.
      if (plan.frequency === COMMON) return { total: 0, approximate: true, partial: true };
      if (plan.frequency > plan.inFilter || plan.frequency > EXACT_KEYWORD_COUNT) {
        // Counting a common word over a large filter would read every row: estimate it from the word's share of all ads.
        const [base, all] = await Promise.all([this.filterCount(filter, clock, shown), this.planner.highestAdId()]);
        return { total: Math.round(base.total * (all ? Math.min(1, plan.frequency / all) : 0)), approximate: true };
      }
      try {
        return { total: await this.sql.countOf(this.regularQuery(filter, terms, { ...plan, strategy: 'keyword-first' }, clock, 'COUNT(*) AS n', shown)), approximate: false };
      } catch (error) {
        if (error instanceof SearchCutShort) return { total: 0, approximate: true, partial: true };
        throw error;
      }
    });
  }

  /**
   * The filter's ads that search shows in the regular tier (ACTIVE, unexpired, not promoted now).
   * Counting ACTIVE ads reads the filter's index alone; checking dates reads every row, so a big
   * filter is estimated: its ACTIVE count times the share of shown ads in a sample spread over
   * the listing times (old ads expire more often than new ones), kept a minute through writes (`estimates`).
   */
  private filterCount(filter: Filter, clock: Clock, shown: Shown): Promise<Count> {
    const key = `${filterKey(filter)}::${shown.key}`;
    return this.counts.get(key, async () => {
      const kept = this.estimates.get(key);
      if (kept) return kept;
      const active = await this.activeCount(filter);
      // Unbounded in time: no keyword, at most EXACT_COUNT_LIMIT rows.
      if (active <= EXACT_COUNT_LIMIT) return { total: await this.sql.countOf(this.regularQuery(filter, [], undefined, clock, 'COUNT(*) AS n', shown), 0), approximate: false };
      const share = await this.shares.get(`${filterKey(filter)}:${shown.key}`, () => this.shownShare(filter, clock, shown));
      const estimate = { total: Math.round(active * share), approximate: true };
      this.estimates.set(key, estimate, ESTIMATE_TTL_MS);
      return estimate;
    });
  }

  /** Unbounded in time: it reads the filter's index alone, once per filter a minute (or until a write to its place). */
  private activeCount(filter: Filter): Promise<number> {
    return this.actives.get(filterKey(filter), () => {
      const where = this.sql.conditions(filter);
      return this.sql.countOf({ sql: `SELECT COUNT(*) AS n FROM ads ad ${this.sql.useIndex(filterIndex(filter))} WHERE ${where.sql}`, params: where.params }, 0);
    });
  }

  private async shownShare(filter: Filter, clock: Clock, shown: Shown): Promise<number> {
    const where = this.sql.conditions(filter);
    const now = toSqlDateTime(clock.now);
    const ids = `FROM ads ad ${this.sql.useIndex(filterIndex(filter))} WHERE ${where.sql}`;
    const [range] = await this.sql.raw<{ low: string | Date | null; high: string | Date | null }>(`SELECT (SELECT MIN(ad.listedAt) ${ids}) AS low, (SELECT MAX(ad.listedAt) ${ids}) AS high`, [
      ...where.params,
      ...where.params,
    ]);
    if (!range.low || !range.high) return 1;
    // Slices (above, upTo] of the listing times; the first starts a millisecond before the oldest.
    const [low, high] = [fromSqlDateTime(range.low).getTime() - 1, fromSqlDateTime(range.high).getTime()];
    const at = (i: number) => toSqlDateTime(new Date(low + Math.floor(((high - low) * i) / SAMPLE_SLICES)));
    const bounds = Array.from({ length: SAMPLE_SLICES }, (_, i) => [at(i), at(i + 1)]);
    // MySQL answers SUM as a DECIMAL string.
    type Slice = { sampled: number | string; shown: number | string | null };
    const refined = filtersSql(shown.filters, 's');
    const condition = ['s.expiresAt > ?', ...(shown.withPromoted ? [] : ['(s.promotedUntil IS NULL OR s.promotedUntil <= ?)']), ...(refined.sql ? [refined.sql] : [])].join(' AND ');
    const params = [now, ...(shown.withPromoted ? [] : [now]), ...refined.params];
    const slices: Slice[] = await Promise.all(
      bounds.map(async ([above, upTo]) => {
        const [row] = await this.sql.raw<Slice>(
          `SELECT COUNT(*) AS sampled, SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END) AS shown
           FROM (SELECT ad.id, ad.age, ad.expiresAt, ad.promotedUntil ${ids} AND ad.listedAt > ? AND ad.listedAt <= ? ${NEWEST_FIRST} LIMIT ${SAMPLE_PER_SLICE}) s`,
          [...params, ...where.params, above, upTo],
        );
        return row;
      }),
    );
    const sampled = slices.reduce((sum, slice) => sum + Number(slice.sampled), 0);
    return sampled ? slices.reduce((sum, slice) => sum + Number(slice.shown ?? 0), 0) / sampled : 1;
  }

  /** Ads of the filter, ACTIVE, unexpired, not promoted now (unless shown with them) and passing the results filters, matching the keyword by the chosen strategy. */
  private regularQuery(filter: Filter, terms: string[], plan: Plan | undefined, clock: Clock, select: string, shown: Shown): { sql: string; params: unknown[] } {
    const where = this.sql.conditions(filter);
    const now = toSqlDateTime(clock.now);
    const refined = filtersSql(shown.filters);
    const rest = [where.sql, 'ad.expiresAt > ?', ...(shown.withPromoted ? [] : ['(ad.promotedUntil IS NULL OR ad.promotedUntil <= ?)']), ...(refined.sql ? [refined.sql] : [])].join(' AND ');
    const params = [...where.params, now, ...(shown.withPromoted ? [] : [now]), ...refined.params];
    if (plan?.strategy === 'keyword-first') {
      // Only the rarest word goes to the index (its matches are few); the others are tested on those rows.
      const source = this.sql.keywordSource(plan.rarest!);
      const others = terms.filter((t) => t !== plan.rarest);
      const match = others.length ? this.sql.rowMatches(others) : { sql: '1 = 1', params: [] };
      return { sql: `SELECT ${select} FROM ${source.from} WHERE ${source.where} AND ${rest} AND ${match.sql}`, params: [...source.params, ...params, ...match.params] };
    }
    if (plan?.strategy === 'filter-first') {
      const match = this.sql.rowMatches(terms);
      return { sql: `SELECT ${select} FROM ads ad ${this.sql.useIndex(filterIndex(filter))} WHERE ${rest} AND ${match.sql}`, params: [...params, ...match.params] };
    }
    return { sql: `SELECT ${select} FROM ads ad ${this.sql.useIndex(filterIndex(filter))} WHERE ${rest}`, params };
  }

  /** How to search the keyword in this filter (keyword-planner.ts). */
  private keywordPlan(filter: Filter, terms: string[], clock: Clock, rows: number, shown: Shown): Promise<Plan> {
    return this.planner.plan(terms, this.filterCount(filter, clock, shown), rows);
  }
}
