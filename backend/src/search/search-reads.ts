import { Injectable } from '@nestjs/common';
import { type Clock } from '../ads';
import { type CardRow } from './ad-cards.service';
import { fromSqlDateTime, toSqlDateTime } from '../database/columns';
import type { Plan } from './keyword-planner';
import { filtersSql, hasFilters, type SearchFilters } from './search-filters';
import { type Filter, filterIndex, promotedIndex, SearchSql } from './search-sql';

/**
 * Which of the filter's ads a tier shows: the results page's filters (tested on each row the filter's
 * index hands over), and whether promoted ads stay in the regular tier (sort=newest has no promoted tier).
 */
export interface Shown {
  filters: SearchFilters;
  withPromoted: boolean;
  /** Names the two in cache keys ('' for the default). */
  key: string;
}

export interface PromotedAd {
  id: number;
  slotId: number | null;
  promotedUntil: Date;
  expiresAt: Date;
}

/** An ad a keyword-first question found: promoted or not. */
export type MatchedAd = Omit<PromotedAd, 'promotedUntil'> & { promotedUntil: Date | null };

type Fragment = { sql: string; params: unknown[] };

/** The columns a tier reads of each ad, as the driver hands them back. */
const TIER_COLUMNS = 'ad.id AS id, ad.slotId AS slotId, ad.promotedUntil AS promotedUntil, ad.expiresAt AS expiresAt';
type TierRow = { id: number; slotId: number | null; promotedUntil: string | Date | null; expiresAt: string | Date };
const matchedAd = (row: TierRow): MatchedAd => ({
  id: Number(row.id),
  slotId: row.slotId === null ? null : Number(row.slotId),
  promotedUntil: row.promotedUntil === null ? null : fromSqlDateTime(row.promotedUntil),
  expiresAt: fromSqlDateTime(row.expiresAt),
});

/** "Newest first": the latest listed (went live, renewed or promoted) first, ties by id. */
const NEWEST_FIRST = 'ORDER BY ad.listedAt DESC, ad.id DESC';

/** A slice of a filter's listing times in a sample (shownShare); MySQL answers SUM as a DECIMAL string. */
export type SampleSlice = { sampled: number | string; shown: number | string | null };

/**
 * Every statement of a search's tiers and counts, by name: composed here from the filter, the keyword's plan and
 * what is shown, in the engine's dialect (search-sql.ts), and run within the search's limits. The tiers and counts
 * above decide what to read and keep; the SQL is only here.
 */
@Injectable()
export class SearchReads {
  constructor(private readonly sql: SearchSql) {}

  /** Ads of the filter, ACTIVE, unexpired, not promoted now (unless shown with them) and passing the results filters, matching the keyword by the chosen strategy. */
  regular(filter: Filter, terms: string[], plan: Plan | undefined, clock: Clock, select: string, shown: Shown): Fragment {
    const where = this.sql.conditions(filter);
    const now = toSqlDateTime(clock.now);
    const refined = filtersSql(shown.filters);
    const rest = [where.sql, 'ad.expiresAt > ?', ...(shown.withPromoted ? [] : ['(ad.promotedUntil IS NULL OR ad.promotedUntil <= ?)']), ...(refined.sql ? [refined.sql] : [])].join(' AND ');
    const params = [...where.params, now, ...(shown.withPromoted ? [] : [now]), ...refined.params];
    if (plan?.strategy === 'keyword-first') {
      // Only the rarest word goes to the index (its matches are few); the others are tested on those rows.
      const source = this.sql.keywordSource(plan.rarest!);
      const others = terms.filter((t) => t !== plan.rarest);
      const match = others.length ? this.sql.rowMatches(others) : { sql: '1 = 1', params: [] };
      return { sql: `SELECT ${select} FROM ${source.from} WHERE ${source.where} AND ${rest} AND ${match.sql}`, params: [...source.params, ...params, ...match.params] };
    }
    if (plan?.strategy === 'filter-first') {
      const match = this.sql.rowMatches(terms);
      return { sql: `SELECT ${select} FROM ads ad ${this.sql.useIndex(filterIndex(filter))} WHERE ${rest} AND ${match.sql}`, params: [...params, ...match.params] };
    }
    return { sql: `SELECT ${select} FROM ads ad ${this.sql.useIndex(filterIndex(filter))} WHERE ${rest}`, params };
  }

  /** The ids of a page of the regular tier, newest first, `offset` skipped; with a `floor`, only ads listed since. For AdCardsService.cardsStatement. */
  regularPage(filter: Filter, terms: string[], plan: Plan | undefined, clock: Clock, shown: Shown, page: { floor: string | Date | null; limit: number; offset: number }): Fragment {
    const { floor, limit, offset } = page;
    const { sql, params } = this.regular(filter, terms, plan, clock, 'ad.id AS id', shown);
    return { sql: `${sql}${floor ? ' AND ad.listedAt >= ?' : ''} ${NEWEST_FIRST} LIMIT ${limit} OFFSET ${offset}`, params: floor ? [...params, floor] : params };
  }

  /** The rows of a page's cards statement (AdCardsService.cardsStatement), within the search's time limit. */
  cardRows(statement: Fragment): Promise<CardRow[]> {
    return this.sql.select<CardRow>(statement.sql, statement.params);
  }

  /** How many of the regular tier's ads there are, stopped after `ms` (0: never). */
  regularCount(filter: Filter, terms: string[], plan: Plan | undefined, clock: Clock, shown: Shown, ms?: number): Promise<number> {
    return this.sql.countOf(this.regular(filter, terms, plan, clock, 'COUNT(*) AS n', shown), ms);
  }

  /** The filter's ads matching the keyword, newest first, at most `limit`. */
  async matched(filter: Filter, terms: string[], plan: Plan, clock: Clock, shown: Shown, limit: number): Promise<MatchedAd[]> {
    const { sql, params } = this.regular(filter, terms, plan, clock, TIER_COLUMNS, shown);
    return (await this.sql.select<TierRow>(`${sql} ${NEWEST_FIRST} LIMIT ${limit}`, params)).map(matchedAd);
  }

  /**
   * The filter's promoted ads matching the words, newest first, at most `limit`. With a keyword-first plan the full-text
   * index drives here too: testing the words on every promoted ad of a whole category (thousands) was the costliest
   * statement of a category-wide keyword search.
   */
  async promoted(filter: Filter, terms: string[], plan: Plan | undefined, clock: Clock, filters: SearchFilters, limit: number): Promise<PromotedAd[]> {
    const where = this.sql.conditions(filter);
    const keywordFirst = plan?.strategy === 'keyword-first';
    const source = keywordFirst ? this.sql.keywordSource(plan.rarest!) : undefined;
    let sql = source
      ? `SELECT ${TIER_COLUMNS} FROM ${source.from} WHERE ${source.where} AND ${where.sql} AND ad.promotedUntil > ? AND ad.expiresAt > ?`
      : `SELECT ${TIER_COLUMNS} FROM ads ad ${this.sql.useIndex(promotedIndex(filter))} WHERE ${where.sql} AND ad.promotedUntil > ? AND ad.expiresAt > ?`;
    const params: unknown[] = [...(source?.params ?? []), ...where.params, toSqlDateTime(clock.now), toSqlDateTime(clock.now)];
    if (hasFilters(filters)) {
      const refined = filtersSql(filters);
      sql += ` AND ${refined.sql}`;
      params.push(...refined.params);
    }
    const tested = keywordFirst ? terms.filter((t) => t !== plan.rarest) : terms;
    if (tested.length) {
      const match = this.sql.rowMatches(tested);
      sql += ` AND ${match.sql}`;
      params.push(...match.params);
    }
    // Every row has a promotion: the query asks for promotedUntil in the future.
    return (await this.sql.select<TierRow>(`${sql} ${NEWEST_FIRST} LIMIT ${limit}`, params)).map(matchedAd) as PromotedAd[];
  }

  /** The title and description of these ads, by id, in one statement. */
  async texts(ids: number[]): Promise<Map<number, string>> {
    const rows = await this.sql.raw<{ id: number; title: string; description: string }>(`SELECT id, title, description FROM ads WHERE id IN (${ids.map(() => '?').join(', ')})`, ids);
    return new Map(rows.map((row) => [Number(row.id), `${row.title} ${row.description}`]));
  }

  /** How many ACTIVE ads the filter has: unbounded in time, it reads the filter's index alone. */
  activeCount(filter: Filter): Promise<number> {
    const where = this.sql.conditions(filter);
    return this.sql.countOf({ sql: `SELECT COUNT(*) AS n FROM ads ad ${this.sql.useIndex(filterIndex(filter))} WHERE ${where.sql}`, params: where.params }, 0);
  }

  /** When the filter's ACTIVE ad after the `skipped` newest was listed, or null when there is none (read from the filter's index alone). */
  async listedAfter(filter: Filter, skipped: number): Promise<string | Date | null> {
    const where = this.sql.conditions(filter);
    const [row] = await this.sql.raw<{ listedAt: string | Date }>(
      `SELECT ad.listedAt AS listedAt FROM ads ad ${this.sql.useIndex(filterIndex(filter))} WHERE ${where.sql} ${NEWEST_FIRST} LIMIT 1 OFFSET ${skipped}`,
      where.params,
    );
    // Handed back as the driver gave it: SQLite compares the stored text, which may have no fraction of a second.
    return row ? row.listedAt : null;
  }

  /** The filter's oldest and newest listing times (null when it has no ACTIVE ad), read from its index alone. */
  async listingRange(filter: Filter): Promise<{ low: string | Date | null; high: string | Date | null }> {
    const where = this.sql.conditions(filter);
    const ids = `FROM ads ad ${this.sql.useIndex(filterIndex(filter))} WHERE ${where.sql}`;
    const [range] = await this.sql.raw<{ low: string | Date | null; high: string | Date | null }>(`SELECT (SELECT MIN(ad.listedAt) ${ids}) AS low, (SELECT MAX(ad.listedAt) ${ids}) AS high`, [
      ...where.params,
      ...where.params,
    ]);
    return range;
  }

  /**
   * For each slice (above, upTo] of the filter's listing times, how many of its newest `perSlice` ACTIVE ads were
   * sampled and how many of those search shows (unexpired, not promoted now unless shown with them, passing the results filters).
   */
  sampleSlices(filter: Filter, clock: Clock, shown: Shown, bounds: string[][], perSlice: number): Promise<SampleSlice[]> {
    const where = this.sql.conditions(filter);
    const now = toSqlDateTime(clock.now);
    const ids = `FROM ads ad ${this.sql.useIndex(filterIndex(filter))} WHERE ${where.sql}`;
    const refined = filtersSql(shown.filters, 's');
    const condition = ['s.expiresAt > ?', ...(shown.withPromoted ? [] : ['(s.promotedUntil IS NULL OR s.promotedUntil <= ?)']), ...(refined.sql ? [refined.sql] : [])].join(' AND ');
    const params = [now, ...(shown.withPromoted ? [] : [now]), ...refined.params];
    return Promise.all(
      bounds.map(async ([above, upTo]) => {
        const [row] = await this.sql.raw<SampleSlice>(
          `SELECT COUNT(*) AS sampled, SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END) AS shown
           FROM (SELECT ad.id, ad.age, ad.phoneVerifiedAt, ad.photosVerifiedAt, ad.expiresAt, ad.promotedUntil ${ids} AND ad.listedAt > ? AND ad.listedAt <= ? ${NEWEST_FIRST} LIMIT ${perSlice}) s`,
          [...params, ...where.params, above, upTo],
        );
        return row;
      }),
    );
  }
}
