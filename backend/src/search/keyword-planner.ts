import { Injectable } from '@nestjs/common';
import { TtlCache } from '../common/ttl-cache';
import { wordsOf } from '../common/keywords';
import { MIN_INDEXED_LENGTH } from './search-limits';
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

/** The frequency of a keyword with no word the index can find (only short words): as if in every ad. */
export const COMMON = Number.MAX_SAFE_INTEGER;

/**
 * A word's share of all ads is estimated from this many ads read at random ids (all of them in a
 * smaller catalogue). Counting it exactly cost more per new word than the search it plans: MATCH …
 * AGAINST took 66 ms to over the 250 ms limit under load at 200,000 ads on MariaDB, and FTS5's
 * vocabulary 3.7 ms on SQLite at 1,000,000 (it reads the word's whole list of ads).
 */
const TEXT_SAMPLE = 2_000;

/**
 * The words of a sample of ads, sorted, each with the sampled ads it is in: the ads with a word
 * starting with a term (the full-text indexes' prefix match) are a range of words, found by binary search.
 */
export class WordSample {
  private readonly words: string[];
  private readonly adsOf: number[][];
  private readonly sampled: number;

  /** `texts`: the sampled ads' titles and descriptions; `ads`: how many ads there were when they were read (the highest id). */
  constructor(
    texts: string[],
    private readonly ads: number,
  ) {
    const byWord = new Map<string, number[]>();
    texts.forEach((text, ad) => {
      for (const word of new Set(wordsOf(text))) {
        const list = byWord.get(word);
        if (list) list.push(ad);
        else byWord.set(word, [ad]);
      }
    });
    this.words = [...byWord.keys()].sort();
    this.adsOf = this.words.map((word) => byWord.get(word)!);
    this.sampled = texts.length;
  }

  /** About how many of all ads have a word starting with the term. */
  frequency(term: string): number {
    if (!this.sampled) return 0;
    let [low, high] = [0, this.words.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[middle] < term) low = middle + 1;
      else high = middle;
    }
    const ads = new Set<number>();
    for (let i = low; i < this.words.length && this.words[i].startsWith(term); i++) for (const ad of this.adsOf[i]) ads.add(ad);
    return Math.round((ads.size / this.sampled) * this.ads);
  }
}

/**
 * Picks how to search a keyword from planner statistics: how many ads were ever posted and about how
 * many contain each word (from a sample of the ads' text, the same on both engines). They are not
 * catalogue data: they only pick a plan and scale a total already marked approximate, and a few new
 * ads barely move them, so they are kept for their time rather than dropped on every write.
 */
@Injectable()
export class KeywordPlanner {
  private readonly idCeiling = new TtlCache<number>(60_000, 1);
  private readonly sample = new TtlCache<WordSample>(10 * 60_000, 1);

  constructor(private readonly sql: SearchSql) {}

  /**
   * keyword-first when the rarest word the index can find is in fewer ads than the filter holds and
   * than walking the filter would read before `rows` matches turn up (about rows / the word's share
   * of all ads), else filter-first: walk the filter's index newest first, testing each row, and stop
   * once the page is full (common words). docs/performance.md has the figures.
   */
  async plan(terms: string[], inFilter: Promise<{ total: number }>, rows: number): Promise<Plan> {
    const indexable = terms.filter((t) => [...t].length >= MIN_INDEXED_LENGTH);
    // The sample is read only for a word the index can find.
    const [sample, filter, all] = await Promise.all([indexable.length ? this.sample.get('ads', () => this.readSample()) : undefined, inFilter, this.highestAdId()]);
    if (!sample) return { strategy: 'filter-first', frequency: COMMON, inFilter: filter.total };
    // A word in no sampled ad is rare: keyword-first then reads its few matches.
    const frequencies = indexable.map((t) => sample.frequency(t));
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

  /** The text of up to TEXT_SAMPLE ads at random ids (every ad when there are fewer), by primary key. */
  private async readSample(): Promise<WordSample> {
    const ads = await this.highestAdId();
    const ids = ads <= TEXT_SAMPLE ? Array.from({ length: ads }, (_, i) => i + 1) : [...new Set(Array.from({ length: TEXT_SAMPLE }, () => 1 + Math.floor(Math.random() * ads)))];
    const texts: string[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const rows = await this.sql.raw<{ title: string; description: string }>(`SELECT title, description FROM ads WHERE id IN (${chunk.map(() => '?').join(', ')})`, chunk);
      texts.push(...rows.map((row) => `${row.title} ${row.description}`));
    }
    return new WordSample(texts, ads);
  }
}
