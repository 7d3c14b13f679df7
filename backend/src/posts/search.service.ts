import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CategoriesService } from '../categories/categories.service';
import { slotCovers } from '../common/india-time';
import { keywordTerms } from '../common/keywords';
import { TtlCache } from '../common/ttl-cache';
import { fromSqlDateTime, toSqlDateTime } from '../database/columns';
import { LocationsService } from '../locations/locations.service';
import { type Clock } from './ad-mapper';
import { AdCardsService } from './ad-cards.service';
import { CatalogueChanges } from './catalogue-changes';
import { AdSummaryDto, AdSummaryPageDto } from './dto/ad.dto';
import { currentClock } from './posts.service';

export interface SearchCriteria {
  categorySlug?: string;
  locationSlug?: string;
  keyword?: string;
  page: number;
  pageSize: number;
}

export interface SearchResult {
  items: AdSummaryDto[];
  total: number;
  /** The total is an estimate (a big filter, or a common keyword over one; see docs/performance.md) */
  approximate: boolean;
}

/** How many ads a search finds; approximate when estimated. */
interface Count {
  total: number;
  approximate: boolean;
}

interface PromotedAd {
  id: number;
  slotId: number | null;
  promotedUntil: Date;
  expiresAt: Date;
}

interface Filter {
  categoryId?: number;
  locationId?: number;
}

/** At most this many promoted ads are ranked for one filter (a district has a handful). */
const MAX_PROMOTED = 500;

/**
 * How long browsers, CDNs and this instance (KeptAnswers) may reuse a search answer. Any write to
 * the catalogue through this instance drops the kept answers at once (CatalogueChanges); the time
 * only bounds what an instance cannot see: other instances' writes, ads expiring.
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
/** The estimate's sample: the newest few ads in each of ten slices of the filter's id range. */
const SAMPLE_SLICES = 10;
const SAMPLE_PER_SLICE = 50;

/** InnoDB's default full-text stopwords: they are not indexed, so requiring one would match nothing. */
const INNODB_STOPWORDS = new Set(['a', 'about', 'an', 'are', 'as', 'at', 'be', 'by', 'com', 'de', 'en', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'la', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'was', 'what', 'when', 'where', 'who', 'will', 'with', 'und', 'www']);
/** InnoDB indexes words of 3+ characters (innodb_ft_min_token_size); shorter ones can only be optional prefixes. */
const INNODB_MIN_TOKEN = 3;

/**
 * The BOOLEAN MODE query for the words on MySQL/MariaDB: stopwords dropped, words too short to be
 * indexed made optional prefixes, the rest required prefixes; null when no word is searchable.
 */
export function innodbMatch(terms: string[]): string | null {
  const usable = terms.filter((t) => !INNODB_STOPWORDS.has(t));
  if (!usable.length) return null;
  return usable.map((t) => ([...t].length < INNODB_MIN_TOKEN ? `${t}*` : `+${t}*`)).join(' ');
}

/**
 * Public search over ACTIVE, unexpired ads (PRODUCT.md section 5). Two tiers:
 *  1. promoted ads (promotedUntil in the future) of the filter, at most 500, ranked in memory: those
 *     whose time slot covers the current India time first, then the others, newest first;
 *  2. the rest, newest first, read in order from the filter's index (newest = highest id).
 * Keywords use the engine's full-text index, from whichever side is smaller: the keyword's ads
 * (keyword-first) or the filter's ads, each checked against the keyword (filter-first); STACK-NOTES item 7.
 * Concurrent askers of one question share its computation; promoted rows are kept 30 s (dropped on
 * any catalogue write), counts a minute, keyword frequencies ten. Whole answers are kept by address
 * in front of the app (KeptAnswers). docs/performance.md has the plans and figures.
 */
@Injectable()
export class SearchService {
  /** Answers being computed, shared by everyone asking the same question meanwhile. */
  private readonly computing = new Map<string, Promise<AdSummaryPageDto>>();
  private readonly promoted = new TtlCache<PromotedAd[]>(PROMOTED_TTL_MS, 2000);
  private readonly counts = new TtlCache<Count>(60_000, 5000);
  private readonly idCeiling = new TtlCache<number>(60_000, 1);
  private readonly frequencies = new TtlCache<number>(10 * 60_000, 5000);
  private readonly sqlite: boolean;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
    private readonly locations: LocationsService,
    private readonly cards: AdCardsService,
    changes: CatalogueChanges,
  ) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
    changes.onChange(() => {
      this.computing.clear();
      this.promoted.clear();
    });
  }

  /** The page of ads for the criteria. */
  search(criteria: SearchCriteria): Promise<AdSummaryPageDto> {
    const terms = keywordTerms(criteria.keyword);
    const key = [criteria.categorySlug ?? '', criteria.locationSlug ?? '', terms.join(' '), criteria.page, criteria.pageSize].join('|');
    const running = this.computing.get(key);
    if (running) return running;
    const answer: Promise<AdSummaryPageDto> = this.answer(criteria, terms)
      .then((result) => ({ ...result, page: criteria.page, pageSize: criteria.pageSize }))
      .finally(() => this.computing.get(key) === answer && this.computing.delete(key));
    this.computing.set(key, answer);
    return answer;
  }

  private async answer(criteria: SearchCriteria, terms: string[]): Promise<SearchResult> {
    const clock = currentClock();
    const [category, location] = await Promise.all([
      criteria.categorySlug ? this.categories.bySlug(criteria.categorySlug) : undefined,
      criteria.locationSlug ? this.locations.bySlug(criteria.locationSlug) : undefined,
    ]);
    const filter: Filter = { categoryId: category?.id, locationId: location?.id };
    const offset = (criteria.page - 1) * criteria.pageSize;

    const promoted = await this.promotedTier(filter, terms, clock);
    const fromPromoted = promoted.slice(offset, offset + criteria.pageSize).map((row) => row.id);
    const regularLimit = criteria.pageSize - fromPromoted.length;
    const strategy = terms.length ? await this.keywordStrategy(filter, terms, clock) : 'none';
    const [regular, count] = await Promise.all([
      regularLimit > 0 ? this.regularTier(filter, terms, strategy, clock, Math.max(0, offset - promoted.length), regularLimit) : [],
      this.regularCount(filter, terms, strategy, clock),
    ]);
    const items = await this.cards.summaries([...fromPromoted, ...regular], clock);
    return { items, total: promoted.length + count.total, approximate: count.approximate };
  }

  // ---- tiers ----

  /** The filter's promoted ads in page order: those whose slot covers the India time now first, newest first in each group. */
  private async promotedTier(filter: Filter, terms: string[], clock: Clock): Promise<PromotedAd[]> {
    const key = `${filter.categoryId ?? '*'}:${filter.locationId ?? '*'}:${terms.join(' ')}`;
    // Rows are kept a while, so what time changes (a promotion or ad ending, a slot starting) is applied here.
    const rows = (await this.promoted.get(key, () => this.readPromoted(filter, terms, clock))).filter((row) => row.promotedUntil > clock.now && row.expiresAt > clock.now);
    const covering = new Set((await this.cards.timeSlots()).filter((slot) => slotCovers(slot, clock.timeOfDay)).map((slot) => slot.id));
    const featured = (row: PromotedAd) => row.slotId !== null && covering.has(row.slotId);
    return [...rows.filter(featured), ...rows.filter((row) => !featured(row))];
  }

  private async readPromoted(filter: Filter, terms: string[], clock: Clock): Promise<PromotedAd[]> {
    const where = this.conditions(filter);
    const params: unknown[] = [...where.params, toSqlDateTime(clock.now), toSqlDateTime(clock.now)];
    let sql = `SELECT ad.id AS id, ad.slotId AS slotId, ad.promotedUntil AS promotedUntil, ad.expiresAt AS expiresAt FROM ads ad ${this.useIndex(promotedIndex(filter))}
      WHERE ${where.sql} AND ad.promotedUntil > ? AND ad.expiresAt > ?`;
    if (terms.length) {
      const match = this.rowMatches(terms);
      sql += ` AND ${match.sql}`;
      params.push(...match.params);
    }
    const rows: { id: number; slotId: number | null; promotedUntil: string | Date; expiresAt: string | Date }[] = await this.dataSource.query(`${sql} ORDER BY ad.id DESC LIMIT ${MAX_PROMOTED}`, params);
    return rows.map((row) => ({
      id: Number(row.id),
      slotId: row.slotId === null ? null : Number(row.slotId),
      promotedUntil: fromSqlDateTime(row.promotedUntil),
      expiresAt: fromSqlDateTime(row.expiresAt),
    }));
  }

  private async regularTier(filter: Filter, terms: string[], strategy: Strategy, clock: Clock, offset: number, limit: number): Promise<number[]> {
    const { sql, params } = this.regularQuery(filter, terms, strategy, clock, 'ad.id AS id');
    const rows: { id: number }[] = await this.dataSource.query(`${sql} ORDER BY ad.id DESC LIMIT ${limit} OFFSET ${offset}`, params);
    return rows.map((row) => Number(row.id));
  }

  private regularCount(filter: Filter, terms: string[], strategy: Strategy, clock: Clock): Promise<Count> {
    if (!terms.length) return this.filterCount(filter, clock);
    const key = `${filter.categoryId ?? '*'}:${filter.locationId ?? '*'}:${terms.join(' ')}`;
    return this.counts.get(key, async () => {
      if (strategy === 'filter-first') {
        // Counting a common word over a large filter would read every row: estimate it from the word's share of all ads.
        const [base, share] = await Promise.all([this.filterCount(filter, clock), this.keywordShare(terms)]);
        return { total: Math.round(base.total * share), approximate: true };
      }
      return { total: await this.countOf(this.regularQuery(filter, terms, strategy, clock, 'COUNT(*) AS n')), approximate: false };
    });
  }

  /**
   * The filter's ads that search shows in the regular tier (ACTIVE, unexpired, not promoted now).
   * Counting ACTIVE ads reads the filter's index alone; checking dates reads every row, so a big
   * filter is estimated: its ACTIVE count times the share of shown ads in a sample spread over
   * the id range (old ads expire more often than new ones).
   */
  private filterCount(filter: Filter, clock: Clock): Promise<Count> {
    return this.counts.get(`${filter.categoryId ?? '*'}:${filter.locationId ?? '*'}:`, async () => {
      const where = this.conditions(filter);
      const active = await this.countOf({ sql: `SELECT COUNT(*) AS n FROM ads ad ${this.useIndex(filterIndex(filter))} WHERE ${where.sql}`, params: where.params });
      if (active <= EXACT_COUNT_LIMIT) return { total: await this.countOf(this.regularQuery(filter, [], 'none', clock, 'COUNT(*) AS n')), approximate: false };
      return { total: Math.round(active * (await this.shownShare(filter, clock))), approximate: true };
    });
  }

  private async shownShare(filter: Filter, clock: Clock): Promise<number> {
    const where = this.conditions(filter);
    const now = toSqlDateTime(clock.now);
    const ids = `FROM ads ad ${this.useIndex(filterIndex(filter))} WHERE ${where.sql}`;
    const [range] = await this.dataSource.query(`SELECT (SELECT MIN(ad.id) ${ids}) AS low, (SELECT MAX(ad.id) ${ids}) AS high`, [...where.params, ...where.params]);
    const [low, high] = [Number(range.low) - 1, Number(range.high)];
    const bounds = Array.from({ length: SAMPLE_SLICES }, (_, i) => [low + Math.floor(((high - low) * i) / SAMPLE_SLICES), low + Math.floor(((high - low) * (i + 1)) / SAMPLE_SLICES)]);
    const slices: { sampled: number; shown: number | null }[] = await Promise.all(
      bounds.map(async ([above, upTo]) => {
        const [row] = await this.dataSource.query(
          `SELECT COUNT(*) AS sampled, SUM(CASE WHEN s.expiresAt > ? AND (s.promotedUntil IS NULL OR s.promotedUntil <= ?) THEN 1 ELSE 0 END) AS shown
           FROM (SELECT ad.expiresAt, ad.promotedUntil ${ids} AND ad.id > ? AND ad.id <= ? ORDER BY ad.id DESC LIMIT ${SAMPLE_PER_SLICE}) s`,
          [now, now, ...where.params, above, upTo],
        );
        return row;
      }),
    );
    const sampled = slices.reduce((sum, slice) => sum + Number(slice.sampled), 0);
    return sampled ? slices.reduce((sum, slice) => sum + Number(slice.shown ?? 0), 0) / sampled : 1;
  }

  /** About how many ads were ever posted (ids only grow); cheap, from the primary key. */
  private highestAdId(): Promise<number> {
    return this.idCeiling.get('ads', () => this.countOf({ sql: 'SELECT COALESCE(MAX(id), 0) AS n FROM ads', params: [] }));
  }

  private async countOf({ sql, params }: { sql: string; params: unknown[] }): Promise<number> {
    const [row] = await this.dataSource.query(sql, params);
    return Number(row.n);
  }

  /** Ads of the filter, ACTIVE, unexpired and not promoted now, matching the keyword by the chosen strategy. */
  private regularQuery(filter: Filter, terms: string[], strategy: Strategy, clock: Clock, select: string): { sql: string; params: unknown[] } {
    const where = this.conditions(filter);
    const now = toSqlDateTime(clock.now);
    const rest = `${where.sql} AND ad.expiresAt > ? AND (ad.promotedUntil IS NULL OR ad.promotedUntil <= ?)`;
    const params = [...where.params, now, now];
    if (strategy === 'keyword-first') {
      const source = this.keywordSource(terms);
      return { sql: `SELECT ${select} FROM ${source.from} WHERE ${source.where} AND ${rest}`, params: [...source.params, ...params] };
    }
    if (strategy === 'filter-first') {
      const match = this.rowMatches(terms);
      return { sql: `SELECT ${select} FROM ads ad ${this.useIndex(filterIndex(filter))} WHERE ${rest} AND ${match.sql}`, params: [...params, ...match.params] };
    }
    return { sql: `SELECT ${select} FROM ads ad ${this.useIndex(filterIndex(filter))} WHERE ${rest}`, params };
  }

  // ---- keywords ----

  /**
   * keyword-first when fewer ads contain the keyword than the filter holds (rare words), else
   * filter-first: walk the filter's index newest first and stop once the page is full (common words).
   */
  private async keywordStrategy(filter: Filter, terms: string[], clock: Clock): Promise<Strategy> {
    if (!this.sqlite && !innodbMatch(terms)) return 'filter-first'; // only stopwords: the index cannot answer
    const [withKeyword, inFilter] = await Promise.all([this.keywordFrequency(terms), this.filterCount(filter, clock)]);
    return withKeyword <= inFilter.total ? 'keyword-first' : 'filter-first';
  }

  /** About how many ads contain all the words (the rarest word's count). */
  private async keywordFrequency(terms: string[]): Promise<number> {
    const counts = await Promise.all(
      terms.map((term) =>
        this.frequencies.get(term, async () => {
          if (this.sqlite) {
            const [row] = await this.dataSource.query('SELECT COALESCE(SUM(doc), 0) AS n FROM ads_fts_vocab WHERE term >= ? AND term < ?', [term, `${term}\u{10FFFF}`]);
            return Number(row.n);
          }
          const match = innodbMatch([term]);
          if (!match) return Number.MAX_SAFE_INTEGER; // a stopword: as if every ad had it
          const [row] = await this.dataSource.query('SELECT COUNT(*) AS n FROM ads WHERE MATCH(title, description) AGAINST (? IN BOOLEAN MODE)', [match]);
          return Number(row.n);
        }),
      ),
    );
    return Math.min(...counts);
  }

  private async keywordShare(terms: string[]): Promise<number> {
    const [frequency, all] = await Promise.all([
      this.keywordFrequency(terms),
      this.highestAdId(),
    ]);
    return all ? Math.min(1, frequency / all) : 0;
  }

  /** The ads containing the keyword, with the full-text index driving the plan; the table is aliased `ad`. */
  private keywordSource(terms: string[]): { from: string; where: string; params: unknown[] } {
    if (this.sqlite) {
      // CROSS JOIN keeps SQLite from reordering: the FTS table is the outer loop, ads are fetched by rowid.
      return { from: 'ads_fts CROSS JOIN ads ad ON ad.id = ads_fts.rowid', where: 'ads_fts MATCH ?', params: [terms.map((t) => `"${t}"*`).join(' ')] };
    }
    return { from: 'ads ad', where: 'MATCH(ad.title, ad.description) AGAINST (? IN BOOLEAN MODE)', params: [innodbMatch(terms)] };
  }

  /**
   * The keyword tested on one ad row's text: on SQLite the matches_words() function the app
   * registers (data-source.ts; an FTS probe by rowid re-reads the word's whole index each time),
   * on MySQL word-start regular expressions.
   */
  private rowMatches(terms: string[]): { sql: string; params: unknown[] } {
    if (this.sqlite) return { sql: "matches_words(ad.title || ' ' || ad.description, ?) = 1", params: [terms.join(' ')] };
    const words = terms.filter((t) => !INNODB_STOPWORDS.has(t));
    const required = words.length ? words : terms;
    return { sql: required.map(() => "CONCAT(ad.title, ' ', ad.description) REGEXP ?").join(' AND '), params: required.map((t) => `(^|[^[:alnum:]])${t}`) };
  }

  // ---- pieces ----

  private conditions(filter: Filter): { sql: string; params: unknown[] } {
    const parts = ["ad.status = 'ACTIVE'"];
    const params: unknown[] = [];
    if (filter.categoryId) (parts.push('ad.categoryId = ?'), params.push(filter.categoryId));
    if (filter.locationId) (parts.push('ad.locationId = ?'), params.push(filter.locationId));
    return { sql: parts.join(' AND '), params };
  }

  /** Pins the plan to the index that returns the filter's rows newest first (planners otherwise guess from cost). */
  private useIndex(index: string): string {
    return this.sqlite ? `INDEXED BY ${index}` : `FORCE INDEX (${index})`;
  }

}

type Strategy = 'none' | 'keyword-first' | 'filter-first';

const filterIndex = (f: Filter) => (f.categoryId && f.locationId ? 'IDX_ads_filter_both' : f.categoryId ? 'IDX_ads_filter_category' : f.locationId ? 'IDX_ads_filter_location' : 'IDX_ads_status');
const promotedIndex = (f: Filter) => (f.categoryId && f.locationId ? 'IDX_ads_promoted_both' : f.categoryId ? 'IDX_ads_promoted_category' : f.locationId ? 'IDX_ads_promoted_location' : 'IDX_ads_promoted');
