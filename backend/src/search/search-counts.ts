import { Injectable } from '@nestjs/common';
import { type Clock } from '../ads';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { ExpiringMap, TtlCache } from '../common/ttl-cache';
import { fromSqlDateTime, toSqlDateTime } from '../database/columns';
import { filterKey, filterOfKey, KEPT_COUNTS_MS } from './filter-keys';
import { liveMatches, type Matches } from './keyword-matches';
import { COMMON, KeywordPlanner, type Plan } from './keyword-planner';
import { EXACT_KEYWORD_COUNT, SearchCutShort } from './search-limits';
import { SearchReads, type Shown } from './search-reads';
import type { Filter } from './search-sql';

/** How many ads a search finds; approximate when estimated, partial when cut short. */
export interface Count {
  total: number;
  approximate: boolean;
  partial?: boolean;
}

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
 * How many ads the regular tier of a search holds: counted exactly when that is cheap (a small filter, a rare keyword),
 * else estimated (docs/performance.md). Counts are kept a minute, dropped by a write to ads of their filter, except a
 * big filter's estimate.
 */
@Injectable()
export class SearchCounts {
  private readonly counts: TtlCache<Count>;
  /** How many ACTIVE ads each filter has (read from its index alone), for its total and its row budget. */
  private readonly actives: TtlCache<number>;
  private readonly keywordCounts: TtlCache<Count>;
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

  constructor(
    private readonly reads: SearchReads,
    private readonly planner: KeywordPlanner,
    changes: CatalogueChanges,
  ) {
    this.counts = changes.cache(KEPT_COUNTS_MS, 10_000, ['ads', 'ad_images'], filterOfKey);
    this.actives = changes.cache(KEPT_COUNTS_MS, 10_000, ['ads'], filterOfKey);
    this.keywordCounts = changes.cache(KEPT_COUNTS_MS, 5000, ['ads', 'ad_images'], filterOfKey);
  }

  /** The regular tier's ads: those of the filter (filterCount) without a keyword; with one, from its matches, counted or estimated. */
  async regular(filter: Filter, terms: string[], plan: Plan | undefined, matches: Matches | undefined, clock: Clock, shown: Shown): Promise<Count> {
    if (!plan) return this.filterCount(filter, clock, shown);
    if (matches && !matches.capped) return { total: liveMatches(matches, clock, shown).length, approximate: false };
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
        return { total: await this.reads.regularCount(filter, terms, { ...plan, strategy: 'keyword-first' }, clock, shown), approximate: false };
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
  filterCount(filter: Filter, clock: Clock, shown: Shown): Promise<Count> {
    const key = `${filterKey(filter)}::${shown.key}`;
    return this.counts.get(key, async () => {
      const kept = this.estimates.get(key);
      if (kept) return kept;
      const active = await this.activeCount(filter);
      // Unbounded in time: no keyword, at most EXACT_COUNT_LIMIT rows.
      if (active <= EXACT_COUNT_LIMIT) return { total: await this.reads.regularCount(filter, [], undefined, clock, shown, 0), approximate: false };
      const share = await this.shares.get(`${filterKey(filter)}:${shown.key}`, () => this.shownShare(filter, clock, shown));
      const estimate = { total: Math.round(active * share), approximate: true };
      this.estimates.set(key, estimate, ESTIMATE_TTL_MS);
      return estimate;
    });
  }

  /** How many ACTIVE ads the filter has: unbounded in time, it reads the filter's index alone, once per filter a minute (or until a write to its place). */
  activeCount(filter: Filter): Promise<number> {
    return this.actives.get(filterKey(filter), () => this.reads.activeCount(filter));
  }

  /** The share of a big filter's ads that search shows, in a sample of each of SAMPLE_SLICES slices of its listing times. */
  private async shownShare(filter: Filter, clock: Clock, shown: Shown): Promise<number> {
    const range = await this.reads.listingRange(filter);
    if (!range.low || !range.high) return 1;
    // Slices (above, upTo] of the listing times; the first starts a millisecond before the oldest.
    const [low, high] = [fromSqlDateTime(range.low).getTime() - 1, fromSqlDateTime(range.high).getTime()];
    const at = (i: number) => toSqlDateTime(new Date(low + Math.floor(((high - low) * i) / SAMPLE_SLICES)));
    const bounds = Array.from({ length: SAMPLE_SLICES }, (_, i) => [at(i), at(i + 1)]);
    const slices = await this.reads.sampleSlices(filter, clock, shown, bounds, SAMPLE_PER_SLICE);
    const sampled = slices.reduce((sum, slice) => sum + Number(slice.sampled), 0);
    return sampled ? slices.reduce((sum, slice) => sum + Number(slice.shown ?? 0), 0) / sampled : 1;
  }
}
