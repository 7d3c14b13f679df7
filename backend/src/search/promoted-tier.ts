import { Injectable } from '@nestjs/common';
import { type Clock } from '../ads';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { slotCovers } from '../common/india-time';
import { matchesWords } from '../common/keywords';
import { type TtlCache } from '../common/ttl-cache';
import { AdCardsService } from './ad-cards.service';
import { filterKey, filterOfKey, KEPT_ROWS_MS } from './filter-keys';
import type { Plan } from './keyword-planner';
import type { Matches } from './keyword-matches';
import { SearchCutShort } from './search-limits';
import { type PromotedAd, SearchReads, type Shown } from './search-reads';
import type { Filter } from './search-sql';

/**
 * At most this many promoted ads are ranked for one filter (a district has a handful). A common
 * keyword (filter-first) is tested on the filter's newest this many only: its answer is partial when
 * the filter has more.
 */
export const MAX_PROMOTED = 500;

/** A filter's promoted ads, newest first; `capped`: there may be more than MAX_PROMOTED. */
interface PromotedList {
  ads: PromotedAd[];
  capped: boolean;
}

/**
 * The first tier of a search: the filter's promoted ads (promotedUntil in the future), at most MAX_PROMOTED, ranked in
 * memory: those whose time slot covers the current India time first, then the others, newest first.
 * A filter's promoted ads (a whole category has thousands to read) change only when a promotion is bought, a write
 * that drops them at once, so they are kept KEPT_ROWS_MS; promotions and ads ending and time slots starting are
 * applied to the kept rows on every read.
 */
@Injectable()
export class PromotedTier {
  /**
   * A filter's promoted ads, which every question about it needs, are kept apart from those of a filter and words:
   * words asked once (most keywords are) would otherwise push the filters' entries out.
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

  constructor(
    private readonly reads: SearchReads,
    private readonly cards: AdCardsService,
    changes: CatalogueChanges,
  ) {
    // Rows of ads (photos for the filter): what categories, districts and slots are is read at each use.
    // A filter is a category, a district, both or neither: about 8,000 at most with the seeded categories and districts.
    this.promoted = changes.cache(KEPT_ROWS_MS, 10_000, ['ads', 'ad_images'], filterOfKey);
    this.promotedWithKeyword = changes.cache(KEPT_ROWS_MS, 5000, ['ads', 'ad_images'], filterOfKey);
    this.promotedTexts = changes.cache(KEPT_ROWS_MS, 10_000, ['ads'], filterOfKey);
  }

  /**
   * The filter's promoted ads in page order: newest first, and with `bySlot` those whose slot covers the India time now
   * before the others. `partial`: a statement was cut short, or a common keyword was tested on the newest MAX_PROMOTED only.
   */
  async ranked(filter: Filter, terms: string[], plan: Plan | undefined, matches: Matches | undefined, clock: Clock, shown: Shown, bySlot: boolean): Promise<{ ads: PromotedAd[]; partial: boolean }> {
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
      const ads = await this.reads.promoted(filter, terms, plan, clock, shown.filters, MAX_PROMOTED);
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
    if (missing.length) for (const [id, text] of await this.reads.texts(missing)) texts.set(id, text);
    return texts;
  }
}
