import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { commonRefusal } from '../common/common-refusals';
import { type AdWentLiveListener, AdEvents, type ReportsClosedListener } from './ad-events';
import { toAdminAd } from './ad-mapper';
import { AdPhotos } from './ad-photos';
import { AdPublishing } from './ad-publishing';
import { adRefusal } from './ad-refusals';
import { assertPostable } from './ad-review-state';
import { AdStore } from './ad-store';
import { Ad } from './ad.entity';
import { AdContact } from './ad-contact';
import { AdStatus } from './ad-status';
import { PhoneDto } from './dto/ad.dto';
import { AdminAdDto } from './dto/admin-ad.dto';
import { type AdCount, type AdCounter, SellerAdsService } from './seller-ads.service';

/**
 * What the other domains ask of ads/ (and a visitor's phone reveal): the hooks they register at start, their reads,
 * and the seller's activation for promotions/. The seller's own ads are SellerAdsService's, the admins' listing
 * AdModerationService's, the review queue ReviewQueueService's; the public read path is search/.
 */
@Injectable()
export class AdsService {
  constructor(
    private readonly store: AdStore,
    private readonly events: AdEvents,
    private readonly photos: AdPhotos,
    private readonly publishing: AdPublishing,
    private readonly sellerAds: SellerAdsService,
  ) {}

  /** For the seller's and the admins' answers: their photos load while the ad is off the site. */
  readonly photoLink = (url: string): string => this.photos.link(url);

  /** saved-searches/ registers at start, so that ads/ does not import the modules that react to a new live ad. */
  onWentLive(listener: AdWentLiveListener): void {
    this.events.onWentLive(listener);
  }

  onReportsClosed(listener: ReportsClosedListener): void {
    this.events.onReportsClosed(listener);
  }

  /** messages/ and favourites/ count their rows per ad for My Ads (they depend on ads/, not the other way). */
  countWith(kind: AdCount, counter: AdCounter): void {
    this.sellerAds.countWith(kind, counter);
  }

  /** The seller's own ad, or 404 if it does not exist and 403 if it is someone else's. */
  findOwn(sellerId: number, id: number, manager?: EntityManager): Promise<Ad> {
    return this.store.findOwn(sellerId, id, manager);
  }

  /** Refuses to let a seller bring back an ad a moderator took down, or post one they rejected before it is edited. */
  assertPostable(ad: Ad): void {
    assertPostable(ad);
  }

  /** The seller's activation, in the caller's transaction (AdPublishing.activate): false while the ad waits for review. */
  activate(manager: EntityManager, id: number, changes: { expiresAt: Date; promotedUntil?: Date; slotId?: number }): Promise<boolean> {
    return this.publishing.activate(manager, id, changes);
  }

  /** Takes a refunded promotion's unused time off the ad's promotion (AdPublishing.shortenPromotion). */
  shortenPromotion(manager: EntityManager, id: number, ms: number): Promise<void> {
    return this.publishing.shortenPromotion(manager, id, ms);
  }

  /**
   * The phone number of an ACTIVE, unexpired ad whose seller shows it and proved it theirs, for a signed-in visitor; each
   * reveal by someone other than the seller is counted for the seller (My Ads).
   */
  async revealPhone(id: number, viewerId: number): Promise<PhoneDto> {
    const ad = await this.store.findPhone(id);
    if (!ad || ad.status !== AdStatus.Active || !ad.expiresAt || ad.expiresAt <= new Date()) {
      throw new NotFoundException({ detail: commonRefusal('adNotLive') });
    }
    if (ad.contact === AdContact.Messages) throw new NotFoundException({ detail: adRefusal('messagesOnly') });
    // Only a number the seller proved theirs by a code is shown (issue 42); the ad page offers messages meanwhile.
    if (!ad.phoneVerifiedAt) throw new NotFoundException({ detail: adRefusal('phoneNotVerified') });
    if (ad.seller.id !== viewerId) await this.store.countPhoneReveal(id);
    return { phone: ad.phone };
  }

  /** The newest active ads' ids and titles, for the sitemap. */
  latestPublic(limit: number): Promise<{ id: number; title: string; updatedAt: Date }[]> {
    return this.store.latestPublic(limit);
  }

  /** The seller's latest ads, lightly loaded, for their activity feed. */
  postedBy(sellerId: number, limit: number): Promise<{ items: Pick<Ad, 'id' | 'title' | 'createdAt'>[]; total: number }> {
    return this.store.postedBy(sellerId, limit);
  }

  /** For the admins' dashboard. */
  countByStatus(): Promise<Record<AdStatus, number>> {
    return this.store.countByStatus();
  }

  /** The newest ads as the admins' listing shows them, for their dashboard. */
  async latest(count: number): Promise<AdminAdDto[]> {
    const { ids } = await this.store.pageOfIds({}, { skip: 0, take: count });
    return (await this.store.loadMany(ids)).map((ad) => toAdminAd(ad, this.photos.link));
  }
}
