import { Injectable, NotFoundException } from '@nestjs/common';
import { type Clock, currentClock } from '../ads';
import { AdSummaryDto } from '../ads/dto/ad.dto';
import { type Place } from '../catalogue-cache/catalogue-changes';
import { commonRefusal } from '../common/common-refusals';
import { fromSqlDateTime, toSqlDateTime } from '../database/columns';
import { LocationsService } from '../locations/locations.service';
import { AdCardsService } from './ad-cards.service';
import { type Candidate, Nearness, rankSimilar } from './similar-ranking';
import { SearchCutShort } from './search-limits';
import { filterIndex, SearchSql } from './search-sql';

/** How long browsers, and KeptAnswers, keep an ad's similar ads (a change in its category drops them at once). */
export const SIMILAR_ANSWER_SECONDS = 60;

/**
 * Candidates read per nearness (newest first), before they are ranked by text: enough for eight sellers in a busy
 * district, few enough that reading their descriptions costs less than the ad page itself.
 */
const PER_NEARNESS = 40;

type SourceRow = { id: number; sellerId: number; categoryId: number; locationId: number; title: string; description: string };
type CandidateRow = { id: number; sellerId: number; nearness: number | string; listedAt: string | Date; title: string; description: string };

/**
 * "Similar ads" on the ad page: live ads of its category, nearest first (its district, its state, elsewhere), the most
 * alike in text first within each, one per seller (similar-ranking.ts). Read from the search's indexes: one statement
 * for the ad, one for the candidates, then the search's cards (no seller's name, e-mail or phone).
 */
@Injectable()
export class SimilarAds {
  constructor(
    private readonly sql: SearchSql,
    private readonly cards: AdCardsService,
    private readonly locations: LocationsService,
  ) {}

  /** The similar ads' cards, and the place the answer is about (the ad's category, all districts) for keptAbout; 404 when the ad is not live. */
  async of(id: number, clock: Clock = currentClock()): Promise<{ items: AdSummaryDto[]; about: Place }> {
    const now = toSqlDateTime(clock.now);
    const [ad] = await this.sql.raw<SourceRow>(
      "SELECT ad.id, ad.sellerId, ad.categoryId, ad.locationId, ad.title, ad.description FROM ads ad WHERE ad.id = ? AND ad.status = 'ACTIVE' AND ad.expiresAt > ?",
      [id, now],
    );
    if (!ad) throw new NotFoundException({ detail: commonRefusal('adNotLive') });
    const source = { ...ad, id: Number(ad.id), sellerId: Number(ad.sellerId), categoryId: Number(ad.categoryId), locationId: Number(ad.locationId) };
    const ranked = rankSimilar(source, await this.candidates(source, now));
    return { items: await this.cards.summaries(ranked, clock), about: { categoryId: source.categoryId, locationId: null } };
  }

  /** The newest PER_NEARNESS live ads of the category in the ad's district, in the rest of its state and elsewhere, in one statement. */
  private async candidates(ad: SourceRow, now: string): Promise<Candidate[]> {
    const all = await this.locations.all();
    const state = all.find((location) => location.id === ad.locationId)?.state;
    const inState = state === undefined ? [ad.locationId] : all.filter((location) => location.state === state).map((location) => location.id);
    const others = inState.filter((id) => id !== ad.locationId);
    // Every condition is in the filter indexes, so a state's districts are read and sorted from the index alone (the
    // seller is read for the 40 kept only); the ad's own seller is left out when ranking.
    const live = "ad.categoryId = ? AND ad.status = 'ACTIVE' AND ad.expiresAt > ? AND ad.id <> ?";
    const params = [ad.categoryId, now, ad.id];
    const marks = (ids: number[]) => ids.map(() => '?').join(', ');
    const part = (nearness: Nearness, index: string, where: string, extra: number[]) => ({
      sql: `SELECT * FROM (SELECT ad.id AS id, ad.sellerId AS sellerId, ${nearness} AS nearness, ad.listedAt AS listedAt, ad.title AS title, ad.description AS description
             FROM ads ad ${this.sql.useIndex(index)} WHERE ${live} AND ${where} ORDER BY ad.listedAt DESC, ad.id DESC LIMIT ${PER_NEARNESS}) n${nearness}`,
      params: [...params, ...extra],
    });
    const parts = [
      part(Nearness.District, filterIndex({ categoryId: ad.categoryId, locationId: ad.locationId }), 'ad.locationId = ?', [ad.locationId]),
      ...(others.length ? [part(Nearness.State, filterIndex({ categoryId: ad.categoryId, state: { slug: '', locationIds: others } }), `ad.locationId IN (${marks(others)})`, others)] : []),
      part(Nearness.Elsewhere, filterIndex({ categoryId: ad.categoryId }), `ad.locationId NOT IN (${marks(inState)})`, inState),
    ];
    let rows: CandidateRow[];
    try {
      rows = await this.sql.select<CandidateRow>(
        parts.map((p) => p.sql).join(' UNION ALL '),
        parts.flatMap((p) => p.params),
      );
    } catch (error) {
      // Stopped at the search's time limit (MySQL/MariaDB): the page shows no similar ads rather than an error.
      if (error instanceof SearchCutShort) return [];
      throw error;
    }
    // A UNION ALL's rows come in no promised order: nearest first, then newest first, as each part chose them.
    return rows
      .map((row) => ({ ...row, id: Number(row.id), sellerId: Number(row.sellerId), nearness: Number(row.nearness) as Nearness, listed: fromSqlDateTime(row.listedAt).getTime() }))
      .sort((a, b) => a.nearness - b.nearness || b.listed - a.listed || b.id - a.id);
  }
}
