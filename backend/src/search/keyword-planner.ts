import { Injectable } from '@nestjs/common';
import { TtlCache } from '../common/ttl-cache';
import { matchesWords } from '../common/keywords';
import { MAX_PREFIX_WORDS, MIN_INDEXED_LENGTH } from './search-limits';
import { SearchSql } from './search-sql';

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
 * MySQL/MariaDB: a word's share of all ads is estimated from this many ads read at random ids (all
 * of them in a smaller catalogue). Counting it with MATCH … AGAINST cost 66 ms to over the 250 ms
 * limit per new word under load at 200,000 ads, and held the server's cores meanwhile.
 */
const TEXT_SAMPLE = 2_000;

interface TextSample {
  /** Lower-cased title and description of each ad read */
  texts: string[];
  /** How many ads there were when it was read (the highest id) */
  ads: number;
}

/**
 * Picks how to search a keyword from planner statistics: how many ads were ever posted and how many
 * contain each word (SQLite: the FTS5 vocabulary; MySQL/MariaDB: a sample of the ads' text). They are
 * not catalogue data: they only pick a plan and scale a total already marked approximate, and a few
 * new ads barely move them, so they are kept for their time rather than dropped on every write.
 */
@Injectable()
export class KeywordPlanner {
  private readonly idCeiling = new TtlCache<number>(60_000, 1);
  private readonly frequencies = new TtlCache<number>(10 * 60_000, 5000);
  private readonly sample = new TtlCache<TextSample>(10 * 60_000, 1);

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
      // A word in no sampled ad is rare (keyword-first then reads its few matches); a common one is in many.
      const { texts, ads } = await this.sample.get('ads', () => this.readSample());
      if (!texts.length) return 0;
      const hits = texts.reduce((n, text) => (matchesWords(text, [term]) ? n + 1 : n), 0);
      return Math.round((hits / texts.length) * ads);
    });
  }

  /** The text of up to TEXT_SAMPLE ads at random ids (every ad when there are fewer), by primary key. */
  private async readSample(): Promise<TextSample> {
    const ads = await this.highestAdId();
    const ids = ads <= TEXT_SAMPLE ? Array.from({ length: ads }, (_, i) => i + 1) : [...new Set(Array.from({ length: TEXT_SAMPLE }, () => 1 + Math.floor(Math.random() * ads)))];
    const texts: string[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const rows = await this.sql.raw<{ title: string; description: string }>(`SELECT title, description FROM ads WHERE id IN (${chunk.map(() => '?').join(', ')})`, chunk);
      texts.push(...rows.map((row) => `${row.title} ${row.description}`.toLowerCase()));
    }
    return { texts, ads };
  }
}
