import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { keywordTerms, matchesWords } from '../common/keywords';
import type { Language } from '../common/language';
import { fromSqlDateTime } from '../database/columns';
import { type StoredDetails } from '../ads';
import { type CategoryField } from '../categories/category-field.entity';
import { CategoryFieldsService } from '../categories/category-fields.service';
import { parseDetailFilters } from '../search/detail-filters';
import { adPassesFilters } from '../search/search-filters';
import { wordStarts } from '../common/alert-words';
import { AlertFrequency } from './alert-frequency';
import type { Criteria } from './saved-searches.service';

/** Word starts per lookup of all-India searches (a long description has a few thousand). */
const WORDS_PER_LOOKUP = 500;

export interface LiveAd {
  id: number;
  title: string;
  description: string;
  categoryId: number;
  locationId: number;
  sellerId: number;
  age: number;
  photos: number;
  phoneVerified: boolean;
  photosVerified: boolean;
  details: StoredDetails | null;
}

/** A saved search that could match an ad, with what its owner needs to be mailed. */
export interface Candidate extends Criteria {
  id: number;
  userId: number;
  frequency: AlertFrequency;
  email: string;
  displayName: string | null;
  /** The owner's, which their mails are written in */
  language: Language;
}

export interface Matching {
  ad: LiveAd | null;
  /** One per user (an instant search wins over a daily one). */
  searches: Candidate[];
  /** How many saved searches were read to find them. */
  candidates: number;
}

/**
 * Which saved searches a live ad matches (docs/decisions/0012-search-alerts.md). Reads only. The
 * candidates come from IDX_saved_searches_match (categoryId, locationId, alertWord): the ad's
 * category in its district, and the category's all-India searches whose alertWord starts one of
 * the ad's words; keyword (matchesWords), age and photos are then tested in code on those rows.
 */
@Injectable()
export class AlertMatcher {
  constructor(private readonly fields: CategoryFieldsService) {}

  async matching(manager: EntityManager, adId: number): Promise<Matching> {
    const ad = await this.liveAd(manager, adId);
    if (!ad) return { ad, searches: [], candidates: 0 };
    const fields = await this.fields.live(ad.categoryId);
    const byUser = new Map<number, Candidate>();
    const candidates = await this.candidates(manager, ad);
    for (const search of candidates) {
      if (!this.matches(search, ad, fields)) continue;
      const kept = byUser.get(search.userId);
      if (!kept || (kept.frequency !== AlertFrequency.Instant && search.frequency === AlertFrequency.Instant)) byUser.set(search.userId, search);
    }
    return { ad, searches: [...byUser.values()], candidates: candidates.length };
  }

  /** The ad as the public sees it, or null when it is not public (inactive, expired, its seller blocked). */
  private async liveAd(manager: EntityManager, adId: number): Promise<LiveAd | null> {
    type Row = Omit<LiveAd, 'photos' | 'phoneVerified' | 'photosVerified' | 'details'> & {
      details: string | StoredDetails | null;
      photos: number | string;
      phoneVerifiedAt: unknown;
      photosVerifiedAt: unknown;
      status: string;
      expiresAt: string | Date | null;
      blocked: number | boolean;
    };
    const [row]: Row[] = await manager.query(
      `SELECT ad.id AS id, ad.title AS title, ad.description AS description, ad.categoryId AS categoryId, ad.locationId AS locationId, ad.sellerId AS sellerId,
              ad.age AS age, ad.phoneVerifiedAt AS phoneVerifiedAt, ad.photosVerifiedAt AS photosVerifiedAt, ad.status AS status, ad.expiresAt AS expiresAt, ad.details AS details, seller.blocked AS blocked, (SELECT COUNT(*) FROM ad_images img WHERE img.adId = ad.id) AS photos
       FROM ads ad INNER JOIN users seller ON seller.id = ad.sellerId WHERE ad.id = ?`,
      [adId],
    );
    if (!row || row.status !== 'ACTIVE' || !row.expiresAt || fromSqlDateTime(row.expiresAt) <= new Date() || Number(row.blocked)) return null;
    const { id, title, description, categoryId, locationId, sellerId, age, photos } = row;
    return {
      ...{ id, title, description },
      ...{ categoryId: Number(categoryId), locationId: Number(locationId), sellerId: Number(sellerId), age: Number(age), photos: Number(photos) },
      phoneVerified: !!row.phoneVerifiedAt,
      photosVerified: !!row.photosVerifiedAt,
      details: typeof row.details === 'string' ? (JSON.parse(row.details) as StoredDetails) : row.details,
    };
  }

  /**
   * The saved searches of other users who can be mailed, of the ad's category: in its district (all
   * of them), and in all of India by word: those whose alertWord is the start of one of the ad's
   * words, in a few equality lookups. All-India searches without a keyword (none are saved through
   * the storefront, but the API allows them) have no word and are read too.
   */
  private async candidates(manager: EntityManager, ad: LiveAd): Promise<Candidate[]> {
    const select = `SELECT s.id AS id, s.userId AS userId, s.categoryId AS categoryId, s.locationId AS locationId, s.keyword AS keyword, s.minAge AS minAge, s.maxAge AS maxAge,
        s.withPhotos AS withPhotos, s.phoneVerified AS phoneVerified, s.photosVerified AS photosVerified, s.details AS details, s.frequency AS frequency, u.email AS email, u.displayName AS displayName, u.language AS language
      FROM saved_searches s INNER JOIN users u ON u.id = s.userId
      WHERE s.categoryId = ? AND s.userId <> ? AND u.blocked = 0 AND u.deletedAt IS NULL AND`;
    const own = [ad.categoryId, ad.sellerId];
    type Row = Omit<Candidate, 'withPhotos' | 'phoneVerified' | 'photosVerified'> & { withPhotos: number | boolean; phoneVerified: number | boolean; photosVerified: number | boolean };
    const rows: Row[] = await manager.query(`${select} s.locationId = ? UNION ALL ${select} s.locationId IS NULL AND s.alertWord IS NULL`, [...own, ad.locationId, ...own]);
    const words = wordStarts(`${ad.title} ${ad.description}`);
    for (let i = 0; i < words.length; i += WORDS_PER_LOOKUP) {
      const some = words.slice(i, i + WORDS_PER_LOOKUP);
      rows.push(...(await manager.query(`${select} s.locationId IS NULL AND s.alertWord IN (${some.map(() => '?').join(',')})`, [...own, ...some])));
    }
    // The drivers answer numbers and booleans in their own ways (MySQL: tinyint 0/1; SQLite: 0/1).
    const orNull = (n: number | null) => (n === null ? null : Number(n));
    // MariaDB compares words accent-blind ('cafe' = 'café'), so two lookups can answer the same search.
    const once = [...new Map(rows.map((r) => [Number(r.id), r])).values()];
    return once.map((r) => ({
      ...r,
      id: Number(r.id),
      userId: Number(r.userId),
      categoryId: Number(r.categoryId),
      locationId: orNull(r.locationId),
      minAge: orNull(r.minAge),
      maxAge: orNull(r.maxAge),
      withPhotos: !!Number(r.withPhotos),
      phoneVerified: !!Number(r.phoneVerified),
      photosVerified: !!Number(r.photosVerified),
    }));
  }

  private matches(search: Candidate, ad: LiveAd, fields: CategoryField[]): boolean {
    const { withPhotos, phoneVerified, photosVerified } = search;
    const details = parseDetailFilters(search.details, fields, { skipUnknown: true });
    const filters = { minAge: search.minAge ?? undefined, maxAge: search.maxAge ?? undefined, withPhotos, phoneVerified, photosVerified, details };
    if (!adPassesFilters(ad, filters)) return false;
    const terms = keywordTerms(search.keyword ?? undefined);
    return !terms.length || matchesWords(`${ad.title} ${ad.description}`, terms);
  }
}
