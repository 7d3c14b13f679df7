import { Injectable } from '@nestjs/common';
import { TtlCache } from '../common/ttl-cache';
import { FREQUENCY_MS, MAX_PREFIX_WORDS, MIN_INDEXED_LENGTH, SearchCutShort } from './search-limits';
import { innodbMatch, SearchSql } from './search-sql';

export type Strategy = 'keyword-first' | 'filter-first';

/** How a keyword is searched: from the index of its rarest indexable word, or along the filter's index. */
export interface Plan {
  strategy: Strategy;
  /** The indexable word in the fewest ads (and how many), if any */
  rarest?: string;
  frequency: number;
  /** Ads in the filter */
  inFilter: number;
}

/** A word too common (or too costly) to count. */
export const COMMON = Number.MAX_SAFE_INTEGER;

/**
 * Picks how to search a keyword from planner statistics: how many ads were ever posted and how many
 * contain each word. They are not catalogue data: they only pick a plan and scale a total already
 * marked approximate, a few new ads barely move them, and a common word's count costs a full-text
 * scan on MySQL, so they are kept for their time rather than dropped on every write.
 */
@Injectable()
export class KeywordPlanner {
  private readonly idCeiling = new TtlCache<number>(60_000, 1);
  private readonly frequencies = new TtlCache<number>(10 * 60_000, 5000);

  constructor(private readonly sql: SearchSql) {}

  /**
   * keyword-first when the rarest word the index can find is in fewer ads than the filter holds and
   * than walking the filter would read before `rows` matches turn up (about rows / the word's share
   * of all ads), else filter-first: walk the filter's index newest first, testing each row, and stop
   * once the page is full (common words). docs/performance.md has the figures.
   */
  async plan(terms: string[], inFilter: Promise<{ total: number }>, rows: number): Promise<Plan> {
    const indexable = terms.filter((t) => [...t].length >= MIN_INDEXED_LENGTH);
    const [frequencies, filter, all] = await Promise.all([Promise.all(indexable.map((t) => this.termFrequency(t))), inFilter, this.highestAdId()]);
    if (!indexable.length) return { strategy: 'filter-first', frequency: COMMON, inFilter: filter.total };
    const frequency = Math.min(...frequencies);
    const rarest = indexable[frequencies.indexOf(frequency)];
    const walked = frequency ? (rows * all) / frequency : Infinity;
    const strategy = frequency <= filter.total && frequency <= walked ? 'keyword-first' : 'filter-first';
    return { strategy, rarest, frequency, inFilter: filter.total };
  }

  /** About how many ads were ever posted (ids only grow); cheap, from the primary key. */
  highestAdId(): Promise<number> {
    return this.idCeiling.get('ads', () => this.sql.countOf({ sql: 'SELECT COALESCE(MAX(id), 0) AS n FROM ads', params: [] }, 0));
  }

  /** About how many ads contain a word (as a prefix); COMMON when that is too costly to find out. */
  private termFrequency(term: string): Promise<number> {
    return this.frequencies.get(term, async () => {
      if (this.sql.sqlite) {
        const [row] = await this.sql.raw(`SELECT COUNT(*) AS words, COALESCE(SUM(doc), 0) AS n FROM (SELECT doc FROM ads_fts_vocab WHERE term >= ? AND term < ? LIMIT ${MAX_PREFIX_WORDS + 1})`, [
          term,
          `${term}\u{10FFFF}`,
        ]);
        return Number(row.words) > MAX_PREFIX_WORDS ? COMMON : Number(row.n);
      }
      try {
        return await this.sql.countOf({ sql: 'SELECT COUNT(*) AS n FROM ads WHERE MATCH(title, description) AGAINST (? IN BOOLEAN MODE)', params: [innodbMatch([term])] }, FREQUENCY_MS);
      } catch (error) {
        if (error instanceof SearchCutShort) return COMMON;
        throw error;
      }
    });
  }
}
