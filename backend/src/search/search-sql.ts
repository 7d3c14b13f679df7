import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { STOPWORDS } from '../common/keywords';
import { ReadQueries } from '../database/read-queries';
import { isTimeLimit, SearchCutShort, STATEMENT_MS, withTimeLimit } from './search-limits';

/** Where a search looks: a category, a district or a state's districts, both or neither. */
export interface Filter {
  categoryId?: number;
  locationId?: number;
  /** A whole state: its slug (in cache keys) and its districts, read through the district indexes. */
  state?: { slug: string; locationIds: number[] };
}

const hasPlace = (f: Filter) => !!(f.locationId || f.state);

/** InnoDB indexes words of 3+ characters (innodb_ft_min_token_size); shorter ones can only be optional prefixes. */
const INNODB_MIN_TOKEN = 3;

/**
 * The BOOLEAN MODE query for the words on MySQL/MariaDB: stopwords dropped, words too short to be
 * indexed made optional prefixes, the rest required prefixes; null when no word is searchable.
 */
export function innodbMatch(terms: string[]): string | null {
  const usable = terms.filter((t) => !STOPWORDS.has(t));
  if (!usable.length) return null;
  return usable.map((t) => ([...t].length < INNODB_MIN_TOKEN ? `${t}*` : `+${t}*`)).join(' ');
}

/** The index that returns the filter's ACTIVE ads newest first. */
export const filterIndex = (f: Filter) => (f.categoryId && hasPlace(f) ? 'IDX_ads_filter_both' : f.categoryId ? 'IDX_ads_filter_category' : hasPlace(f) ? 'IDX_ads_filter_location' : 'IDX_ads_status');
/** The index that returns the filter's promoted ads newest first (a state's: each district's, merged by the engine). */
export const promotedIndex = (f: Filter) =>
  f.categoryId && hasPlace(f) ? 'IDX_ads_promoted_both' : f.categoryId ? 'IDX_ads_promoted_category' : hasPlace(f) ? 'IDX_ads_promoted_location' : 'IDX_ads_promoted';

type Fragment = { sql: string; params: unknown[] };
/** A row as the driver returns it: column values are numbers, strings, dates or null. */
type Row = Record<string, number | string | Date | null>;

/** The pieces of search SQL that differ between SQLite and MySQL/MariaDB, and running it within its time limit. */
@Injectable()
export class SearchSql {
  readonly sqlite: boolean;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: ReadQueries,
  ) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
  }

  /** A search statement, stopped by MySQL/MariaDB after `ms` (0: never) with SearchCutShort; SQLite's are bounded by rows instead. */
  async select<T = Row>(sql: string, params: unknown[], ms = STATEMENT_MS): Promise<T[]> {
    try {
      return await this.reads.query<T>(ms ? withTimeLimit(sql, this.dataSource.options.type, ms) : sql, params);
    } catch (error) {
      if (isTimeLimit(error)) throw new SearchCutShort();
      throw error;
    }
  }

  /** A statement without a time limit (bounded by an index or a row count). */
  raw<T = Row>(sql: string, params: unknown[]): Promise<T[]> {
    return this.reads.query<T>(sql, params);
  }

  async countOf({ sql, params }: Fragment, ms = STATEMENT_MS): Promise<number> {
    const [row] = await this.select<{ n: number | string }>(sql, params, ms);
    return Number(row.n);
  }

  /** The filter's ACTIVE ads (the table is aliased `ad`). */
  conditions(filter: Filter): Fragment {
    const parts = ["ad.status = 'ACTIVE'"];
    const params: unknown[] = [];
    if (filter.categoryId) {
      parts.push('ad.categoryId = ?');
      params.push(filter.categoryId);
    }
    if (filter.locationId) {
      parts.push('ad.locationId = ?');
      params.push(filter.locationId);
    } else if (filter.state) {
      // A range of the district index per district; a state has at most a few dozen.
      parts.push(`ad.locationId IN (${filter.state.locationIds.map(() => '?').join(', ')})`);
      params.push(...filter.state.locationIds);
    }
    return { sql: parts.join(' AND '), params };
  }

  /** Pins the plan to the index that returns the filter's rows newest first (planners otherwise guess from cost). */
  useIndex(index: string): string {
    return this.sqlite ? `INDEXED BY ${index}` : `FORCE INDEX (${index})`;
  }

  /** The ads containing the keyword, with the full-text index driving the plan; the table is aliased `ad`. */
  keywordSource(term: string): { from: string; where: string; params: unknown[] } {
    if (this.sqlite) {
      // CROSS JOIN keeps SQLite from reordering: the FTS table is the outer loop, ads are fetched by rowid.
      return { from: 'ads_fts CROSS JOIN ads ad ON ad.id = ads_fts.rowid', where: 'ads_fts MATCH ?', params: [`"${term}"*`] };
    }
    return { from: 'ads ad', where: 'MATCH(ad.title, ad.description) AGAINST (? IN BOOLEAN MODE)', params: [innodbMatch([term])] };
  }

  /**
   * The keyword tested on one ad row's text: on SQLite the matches_words() function the app
   * registers (database/data-source.ts; an FTS probe by rowid re-reads the word's whole index each
   * time), on MySQL word-start regular expressions.
   */
  rowMatches(terms: string[]): Fragment {
    if (this.sqlite) return { sql: "matches_words(ad.title || ' ' || ad.description, ?) = 1", params: [terms.join(' ')] };
    // "Not after a letter, mark or digit" (matchesWords' WORD_CHAR) as a look-behind: PCRE and ICU then scan for the
    // term itself, six times faster per row than the alternation `(^|[^[:alnum:]])term` (docs/performance.md).
    return { sql: terms.map(() => "CONCAT(ad.title, ' ', ad.description) REGEXP ?").join(' AND '), params: terms.map((t) => `(?<![\\p{L}\\p{M}\\p{N}])${t}`) };
  }
}
