import { Injectable } from '@nestjs/common';
import { type Clock } from '../ads';
import { AdSummaryDto } from '../ads/dto/ad.dto';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { type TtlCache } from '../common/ttl-cache';
import { AdCardsService } from './ad-cards.service';
import { filterKey, filterOfKey, KEPT_COUNTS_MS } from './filter-keys';
import { liveMatches, type Matches } from './keyword-matches';
import type { Plan } from './keyword-planner';
import { SearchCounts } from './search-counts';
import { hasFilters } from './search-filters';
import { ROW_BUDGET, SearchCutShort } from './search-limits';
import { SearchReads, type Shown } from './search-reads';
import type { Filter } from './search-sql';

/** What the regular tier of a page is: the filter's ads after the promoted ones, `offset` skipped, at most `limit`. */
export interface RegularPage {
  filter: Filter;
  terms: string[];
  plan: Plan | undefined;
  matches: Matches | undefined;
  offset: number;
  limit: number;
  shown: Shown;
}

/**
 * A page's cards: its promoted ads, then the second tier, the rest of the filter's ads newest first, read in order from
 * the filter's index (newest = latest listedAt: a renewed or promoted ad is bumped to the top), or from a keyword's
 * matches when they were all read. A keyword or a results filter tested row by row looks at the filter's newest
 * ROW_BUDGET ads only.
 */
@Injectable()
export class RegularTier {
  /** Where each filter's row budget starts (rowFloor), kept like the counts. */
  private readonly floors: TtlCache<string | Date | null>;

  constructor(
    private readonly reads: SearchReads,
    private readonly counts: SearchCounts,
    private readonly cards: AdCardsService,
    changes: CatalogueChanges,
  ) {
    this.floors = changes.cache(KEPT_COUNTS_MS, 10_000, ['ads'], filterOfKey);
  }

  /**
   * The page's cards in one statement: the promoted ads on it, then the regular tier's (the rest of the filter's ads, newest
   * first, `regular.offset` of them skipped). `partial`: the row budget or a time limit was reached.
   */
  async page(promotedIds: number[], clock: Clock, regular: RegularPage | undefined): Promise<{ cards: AdSummaryDto[]; partial: boolean }> {
    if (!regular) return { cards: await this.cards.summaries(promotedIds, clock), partial: false };
    const { filter, terms, plan, matches, offset, limit, shown } = regular;
    if (matches) {
      const rest = liveMatches(matches, clock, shown);
      // Beyond the ads read (a deep page of a keyword in more than maxMatches ads), the page is read by its offset.
      if (!matches.capped || offset + limit <= rest.length) {
        return { cards: await this.cards.summaries([...promotedIds, ...rest.slice(offset, offset + limit).map((row) => row.id)], clock), partial: false };
      }
    }
    // Row by row (a keyword or a results filter tested on each row), only the filter's newest ROW_BUDGET ads are looked at.
    const floor = plan?.strategy === 'filter-first' || (plan?.strategy !== 'keyword-first' && hasFilters(shown.filters)) ? await this.rowFloor(filter) : null;
    const statement = this.cards.cardsStatement(promotedIds, this.reads.regularPage(filter, terms, plan, clock, shown, { floor, limit, offset }));
    try {
      const { cards, rest: found } = await this.cards.cardsFrom(await this.reads.cardRows(statement), promotedIds, clock);
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
      if ((await this.counts.activeCount(filter)) <= ROW_BUDGET) return null;
      return this.reads.listedAfter(filter, ROW_BUDGET);
    });
  }
}
