import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, SelectQueryBuilder } from 'typeorm';
import { CategoriesService } from '../categories/categories.service';
import { slotCovers } from '../common/india-time';
import { LocationsService } from '../locations/locations.service';
import { TimeSlot } from '../seller/time-slot.entity';
import { toAdSummary } from './ad-mapper';
import { Ad, AdStatus } from './ad.entity';
import { AdSummaryDto } from './dto/ad.dto';
import { currentClock, PostsService } from './posts.service';

export interface SearchCriteria {
  categorySlug?: string;
  locationSlug?: string;
  keyword?: string;
  page: number;
  pageSize: number;
}

/**
 * Words of a keyword, lower-cased, at most eight: letters (with their combining marks, which Indic
 * scripts need: चाय is one word, not च and य) and digits only, so nothing reaches the FTS syntax.
 */
export function keywordTerms(keyword: string | undefined): string[] {
  return (keyword?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** InnoDB's default full-text stopwords (MySQL 8 and MariaDB): a required stopword matches no row at all. */
const INNODB_STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(' '),
);
/** innodb_ft_min_token_size's default: shorter words are not indexed, so requiring one matches no row. */
const INNODB_MIN_TOKEN = 3;

/**
 * The BOOLEAN MODE query for MySQL/MariaDB: every word required as a prefix, except stopwords (left out)
 * and words too short to be indexed (optional prefixes, so "go" still finds "Goa"). Null when nothing is left.
 */
export function innodbMatch(terms: string[]): string | null {
  const words = terms.filter((term) => !INNODB_STOPWORDS.has(term));
  return words.length ? words.map((term) => `${[...term].length < INNODB_MIN_TOKEN ? '' : '+'}${term}*`).join(' ') : null;
}

/**
 * Public search over ACTIVE, unexpired ads. Order (PRODUCT.md section 5): promoted ads whose time
 * slot covers the current India time, then other promoted ads, then the rest; newest first in each.
 */
@Injectable()
export class SearchService {
  constructor(
    @InjectRepository(Ad) private readonly ads: Repository<Ad>,
    private readonly posts: PostsService,
    private readonly categories: CategoriesService,
    private readonly locations: LocationsService,
  ) {}

  async search(criteria: SearchCriteria): Promise<{ items: AdSummaryDto[]; total: number }> {
    const clock = currentClock();
    const [category, location] = await Promise.all([
      criteria.categorySlug ? this.categories.bySlug(criteria.categorySlug) : undefined,
      criteria.locationSlug ? this.locations.bySlug(criteria.locationSlug) : undefined,
    ]);
    const filtered = () => {
      const query = this.ads.createQueryBuilder('ad').where('ad.status = :active', { active: AdStatus.Active }).andWhere('ad.expiresAt > :now', { now: clock.now });
      if (category) query.andWhere('ad.categoryId = :categoryId', { categoryId: category.id });
      if (location) query.andWhere('ad.locationId = :locationId', { locationId: location.id });
      return this.matchKeyword(query, keywordTerms(criteria.keyword));
    };

    const coveringSlots = (await this.ads.manager.find(TimeSlot, { select: { id: true, startTime: true, endTime: true } }))
      .filter((slot) => slotCovers(slot, clock.timeOfDay))
      .map((slot) => slot.id);
    const rank = coveringSlots.length
      ? `CASE WHEN ad.promotedUntil > :now AND ad.slotId IN (${coveringSlots.join(',')}) THEN 0 WHEN ad.promotedUntil > :now THEN 1 ELSE 2 END`
      : 'CASE WHEN ad.promotedUntil > :now THEN 1 ELSE 2 END';

    const [rows, total] = await Promise.all([
      filtered()
        .select('ad.id', 'id')
        .addSelect(rank, 'rank')
        .orderBy('rank', 'ASC')
        .addOrderBy('ad.createdAt', 'DESC')
        .addOrderBy('ad.id', 'DESC')
        .offset((criteria.page - 1) * criteria.pageSize)
        .limit(criteria.pageSize)
        .getRawMany<{ id: number }>(),
      filtered().getCount(),
    ]);
    const ads = await this.posts.loadMany(rows.map((row) => Number(row.id)), false);
    return { items: ads.map((ad) => toAdSummary(ad, clock)), total };
  }

  /** Full-text match: an FTS5 table on SQLite, the FULLTEXT index on MySQL/MariaDB (migration AdsFullText). */
  private matchKeyword(query: SelectQueryBuilder<Ad>, terms: string[]): SelectQueryBuilder<Ad> {
    if (!terms.length) return query;
    if (this.ads.manager.connection.options.type === 'better-sqlite3') {
      return query.andWhere('ad.id IN (SELECT rowid FROM ads_fts WHERE ads_fts MATCH :match)', { match: terms.map((t) => `"${t}"*`).join(' ') });
    }
    const match = innodbMatch(terms);
    if (!match) return query;
    return query.andWhere(new Brackets((q) => q.where('MATCH(ad.title, ad.description) AGAINST (:match IN BOOLEAN MODE)', { match })));
  }
}
