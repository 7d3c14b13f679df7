import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { containsPattern } from '../common/like';
import { applyIdsAndOrder, type ListOptions } from '../common/list-options';
import { adRefusal } from './ad-refusals';
import { Ad } from './ad.entity';
import { AdStatus } from './ad-status';

export const AD_SORT_FIELDS = ['id', 'createdAt', 'title', 'status', 'views', 'expiresAt', 'promotedUntil'] as const;
export type AdSortField = (typeof AD_SORT_FIELDS)[number];

export interface AdFilter {
  sellerId?: number;
  status?: AdStatus;
  categoryId?: number;
  locationId?: number;
  /** Part of the title */
  q?: string;
}

/** The ads table's named finders: every read of `Ad` that the seller's flow, the moderation and the other domains share. */
@Injectable()
export class AdStore {
  constructor(@InjectRepository(Ad) private readonly ads: Repository<Ad>) {}

  /** Ads by id with everything the mappers need, in the order of `ids`. */
  async loadMany(ids: number[], withSeller = true): Promise<Ad[]> {
    if (!ids.length) return [];
    const ads = await this.ads.find({
      where: { id: In(ids) },
      relations: { category: true, location: true, images: true, seller: withSeller, slot: true },
      order: { images: { position: 'ASC' } },
    });
    const byId = new Map(ads.map((ad) => [ad.id, ad]));
    return ids.map((id) => byId.get(id)).filter((ad): ad is Ad => !!ad);
  }

  /** One ad as loadMany loads it, or 404. */
  async load(id: number): Promise<Ad> {
    const [ad] = await this.loadMany([id]);
    if (!ad) throw new NotFoundException({ detail: adRefusal('adNotFound', { id: String(id) }) });
    return ad;
  }

  /** The seller's own ad, or 404 if it does not exist and 403 if it is someone else's. */
  async findOwn(sellerId: number, id: number, manager: EntityManager = this.ads.manager): Promise<Ad> {
    const ad = await manager.findOne(Ad, { where: { id }, relations: { images: true, seller: true }, order: { images: { position: 'ASC' } } });
    if (!ad) throw new NotFoundException({ detail: adRefusal('adNotFound', { id: String(id) }) });
    if (ad.sellerId !== sellerId) throw new ForbiddenException({ detail: adRefusal('notYourAd') });
    return ad;
  }

  /** One window of ad ids (newest first unless sorted otherwise) and the total. */
  async pageOfIds(filter: AdFilter, options: ListOptions<AdSortField>): Promise<{ ids: number[]; total: number }> {
    const query = this.ads.createQueryBuilder('ad');
    if (filter.sellerId) query.andWhere('ad.sellerId = :sellerId', { sellerId: filter.sellerId });
    if (filter.status) query.andWhere('ad.status = :status', { status: filter.status });
    if (filter.categoryId) query.andWhere('ad.categoryId = :categoryId', { categoryId: filter.categoryId });
    if (filter.locationId) query.andWhere('ad.locationId = :locationId', { locationId: filter.locationId });
    if (filter.q) query.andWhere("LOWER(ad.title) LIKE :q ESCAPE '!'", { q: containsPattern(filter.q) });
    const [rows, total] = await Promise.all([
      applyIdsAndOrder(query.clone().select('ad.id', 'id'), 'ad', options, 'createdAt').offset(options.skip).limit(options.take).getRawMany<{ id: number }>(),
      query.getCount(),
    ]);
    return { ids: rows.map((row) => Number(row.id)), total };
  }

  /** What revealing the phone number needs to know of the ad; null when there is no such ad. */
  findPhone(id: number): Promise<Pick<Ad, 'id' | 'phone' | 'contact' | 'status' | 'expiresAt' | 'phoneVerifiedAt' | 'seller'> | null> {
    return this.ads.findOne({
      select: { id: true, phone: true, contact: true, status: true, expiresAt: true, phoneVerifiedAt: true, seller: { id: true } },
      relations: { seller: true },
      where: { id },
    });
  }

  /** Counts one reveal of the phone number for the seller (My Ads). */
  async countPhoneReveal(id: number): Promise<void> {
    // Raw SQL: a counter, not a catalogue change (entity events would drop the search caches).
    await this.ads.query('UPDATE ads SET phoneReveals = phoneReveals + 1 WHERE id = ?', [id]);
  }

  /** The newest active ads' ids and titles, for the sitemap. */
  latestPublic(limit: number): Promise<{ id: number; title: string; updatedAt: Date }[]> {
    return this.ads.find({ select: { id: true, title: true, updatedAt: true }, where: { status: AdStatus.Active }, order: { id: 'DESC' }, take: limit });
  }

  /** The seller's latest ads, lightly loaded, for their activity feed. */
  async postedBy(sellerId: number, limit: number): Promise<{ items: Pick<Ad, 'id' | 'title' | 'createdAt'>[]; total: number }> {
    const query = this.ads.createQueryBuilder('ad').select(['ad.id', 'ad.title', 'ad.createdAt']).where('ad.sellerId = :sellerId', { sellerId });
    const [items, total] = await query.orderBy('ad.createdAt', 'DESC').addOrderBy('ad.id', 'DESC').take(limit).getManyAndCount();
    return { items, total };
  }

  async countByStatus(): Promise<Record<AdStatus, number>> {
    const rows: { status: AdStatus; count: number | string }[] = await this.ads.createQueryBuilder('ad').select('ad.status', 'status').addSelect('COUNT(*)', 'count').groupBy('ad.status').getRawMany();
    const counts = Object.fromEntries(Object.values(AdStatus).map((status) => [status, 0])) as Record<AdStatus, number>;
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }
}
