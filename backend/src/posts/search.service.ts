import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CategoriesService } from '../categories/categories.service';
import { slotCovers } from '../common/india-time';
import { keywordTerms } from '../common/keywords';
import { TtlCache } from '../common/ttl-cache';
import { toSqlDateTime } from '../database/columns';
import { LocationsService } from '../locations/locations.service';
import { type Clock } from './ad-mapper';
import { AdCardsService } from './ad-cards.service';
import { CatalogueChanges } from './catalogue-changes';
import { AdSummaryDto } from './dto/ad.dto';
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
  /** The total is an estimate (a common keyword over a large filter; see docs/performance.md) */
  approximate: boolean;
}

interface Filter {
  categoryId?: number;
  locationId?: number;
}

/** At most this many promoted ads are ranked for one filter (a district has a handful). */
const MAX_PROMOTED = 500;

/**
 * How long a search answer and a filter's ranked promoted ads are reused. Any write to the catalogue
 * through this instance drops them at once (CatalogueChanges); the time only bounds how late an
 * answer can be for what it cannot see: other instances' writes, ads expiring, a time slot starting.
 * The answer's Cache-Control lets browsers keep it longer than this anyway.
 */
const ANSWER_TTL_MS = 5_000;

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
 *  1. promoted ads (promotedUntil in the future) of the filter, few, ranked in memory: those whose
 *     time slot covers the current India time first, then the others, newest first;
 *  2. the rest, newest first, read in order from the filter's index (newest = highest id).
 * Keywords use the engine's full-text index, from whichever side is smaller: the keyword's ads
 * (keyword-first) or the filter's ads, each checked against the keyword (filter-first); STACK-NOTES item 7.
 * Answers and promoted tiers are reused for a few seconds, counts and keyword frequencies for a
 * minute. docs/performance.md has the plans and figures.
 */
@Injectable()
export class SearchService {
  private readonly answers = new TtlCache<SearchResult>(ANSWER_TTL_MS, 2000);
  private readonly promoted = new TtlCache<{ id: number; slotId: number | null }[]>(ANSWER_TTL_MS, 2000);
  private readonly counts = new TtlCache<number>(60_000, 5000);
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
      this.answers.clear();
      this.promoted.clear();
    });
  }

  /** The page of ads for the criteria; the same question asked again within seconds gets the same answer. */
  search(criteria: SearchCriteria): Promise<SearchResult> {
    const terms = keywordTerms(criteria.keyword);
    const key = [criteria.categorySlug ?? '', criteria.locationSlug ?? '', terms.join(' '), criteria.page, criteria.pageSize].join('|');
    return this.answers.get(key, () => this.answer(criteria, terms));
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
    const [regular, regularTotal] = await Promise.all([
      regularLimit > 0 ? this.regularTier(filter, terms, strategy, clock, Math.max(0, offset - promoted.length), regularLimit) : [],
      this.regularCount(filter, terms, strategy, clock),
    ]);
    const items = await this.cards.summaries([...fromPromoted, ...regular], clock);
    return { items, total: promoted.length + regularTotal, approximate: strategy === 'filter-first' };
  }

  // ---- tiers ----

  private promotedTier(filter: Filter, terms: string[], clock: Clock): Promise<{ id: number; slotId: number | null }[]> {
    const key = `${filter.categoryId ?? '*'}:${filter.locationId ?? '*'}:${terms.join(' ')}`;
    return this.promoted.get(key, () => this.rankPromoted(filter, terms, clock));
  }

  private async rankPromoted(filter: Filter, terms: string[], clock: Clock): Promise<{ id: number; slotId: number | null }[]> {
    const where = this.conditions(filter);
    const params: unknown[] = [...where.params, toSqlDateTime(clock.now), toSqlDateTime(clock.now)];
    let sql = `SELECT ad.id AS id, ad.slotId AS slotId FROM ads ad ${this.useIndex(promotedIndex(filter))}
      WHERE ${where.sql} AND ad.promotedUntil > ? AND ad.expiresAt > ?`;
    if (terms.length) {
      const match = this.rowMatches(terms);
      sql += ` AND ${match.sql}`;
      params.push(...match.params);
    }
    const rows: { id: number; slotId: number | null }[] = await this.dataSource.query(`${sql} ORDER BY ad.id DESC LIMIT ${MAX_PROMOTED}`, params);
    const covering = new Set((await this.cards.timeSlots()).filter((slot) => slotCovers(slot, clock.timeOfDay)).map((slot) => slot.id));
    const featured = rows.filter((row) => row.slotId !== null && covering.has(Number(row.slotId)));
    const others = rows.filter((row) => !(row.slotId !== null && covering.has(Number(row.slotId))));
    return [...featured, ...others].map((row) => ({ id: Number(row.id), slotId: row.slotId }));
  }

  private async regularTier(filter: Filter, terms: string[], strategy: Strategy, clock: Clock, offset: number, limit: number): Promise<number[]> {
    const { sql, params } = this.regularQuery(filter, terms, strategy, clock, 'ad.id AS id');
    const rows: { id: number }[] = await this.dataSource.query(`${sql} ORDER BY ad.id DESC LIMIT ${limit} OFFSET ${offset}`, params);
    return rows.map((row) => Number(row.id));
  }

  private regularCount(filter: Filter, terms: string[], strategy: Strategy, clock: Clock): Promise<number> {
    const key = `${filter.categoryId ?? '*'}:${filter.locationId ?? '*'}:${terms.join(' ')}`;
    return this.counts.get(key, async () => {
      if (strategy === 'filter-first') {
        // Counting a common word over a large filter would read every row: estimate it from the word's share of all ads.
        const [base, share] = await Promise.all([this.regularCount(filter, [], 'none', clock), this.keywordShare(terms)]);
        return Math.round(base * share);
      }
      const { sql, params } = this.regularQuery(filter, terms, strategy, clock, 'COUNT(*) AS n');
      const [row] = await this.dataSource.query(sql, params);
      return Number(row.n);
    });
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
    const [withKeyword, inFilter] = await Promise.all([this.keywordFrequency(terms), this.regularCount(filter, [], 'none', clock)]);
    return withKeyword <= inFilter ? 'keyword-first' : 'filter-first';
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
      this.counts.get('all-ads', async () => Number((await this.dataSource.query('SELECT COALESCE(MAX(id), 0) AS n FROM ads'))[0].n)),
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
