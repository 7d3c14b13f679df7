import { Injectable } from '@nestjs/common';
import { type Clock } from '../ads';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { type TtlCache } from '../common/ttl-cache';
import { filterKey, filterOfKey, KEPT_ROWS_MS } from './filter-keys';
import type { Plan } from './keyword-planner';
import { filtersKey } from './search-filters';
import { EXACT_KEYWORD_COUNT } from './search-limits';
import { type MatchedAd, SearchReads, type Shown } from './search-reads';
import type { Filter } from './search-sql';

/**
 * A keyword-first question's ads in the filter, newest first, at most maxMatches; `capped`: there may be more.
 * Kept a while, so what time changes (an ad or a promotion ending) is applied on reading (liveMatches).
 */
export interface Matches {
  ads: MatchedAd[];
  capped: boolean;
}

/** The matches the regular tier shows now: unexpired, and not promoted now unless shown with the promoted ones (sort=newest). */
export function liveMatches(matches: Matches, clock: Clock, shown: Shown): MatchedAd[] {
  const promotedNow = (row: MatchedAd) => row.promotedUntil !== null && row.promotedUntil > clock.now;
  return matches.ads.filter((row) => row.expiresAt > clock.now && (shown.withPromoted || !promotedNow(row)));
}

/**
 * A keyword-first question's ads in the filter, promoted or not, newest first: the one read of the word's index that
 * serves its promoted tier, its pages and its total. Three reads (the promoted ads, the page, the count), each of every
 * match, were most of a category-wide keyword's time on MariaDB (docs/performance.md).
 */
@Injectable()
export class KeywordMatches {
  private readonly matches: TtlCache<Matches>;
  /**
   * A keyword-first question reads at most this many of its ads in one statement, which then serves its promoted tier,
   * its pages and its total (an exact total is counted up to the same number: EXACT_KEYWORD_COUNT). A test lowers it
   * (through SearchService.maxMatches) to reach a keyword in more ads than are read at once, which takes 50,000 ads otherwise.
   */
  maxMatches = EXACT_KEYWORD_COUNT;

  constructor(
    private readonly reads: SearchReads,
    changes: CatalogueChanges,
  ) {
    this.matches = changes.cache(KEPT_ROWS_MS, 5000, ['ads', 'ad_images'], filterOfKey);
  }

  /** The question's matches, kept; promoted or not, so one list serves both sorts. */
  of(filter: Filter, terms: string[], plan: Plan, clock: Clock, shown: Shown): Promise<Matches> {
    return this.matches.get(`${filterKey(filter)}:${terms.join(' ')}:${filtersKey(shown.filters)}`, async () => {
      const ads = await this.reads.matched(filter, terms, plan, clock, { ...shown, withPromoted: true }, this.maxMatches + 1);
      return { ads: ads.slice(0, this.maxMatches), capped: ads.length > this.maxMatches };
    });
  }
}
