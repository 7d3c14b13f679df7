import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { UsersService } from '../users/users.service';
import { AdEvents } from './ad-events';
import { AdPhotos } from './ad-photos';
import { Ad } from './ad.entity';
import { AdStatus } from './ad-status';
import { Report } from './report.entity';
import { ReportStatus } from './report-status';

/** What becomes of a seller's ads when their account is blocked or deleted (registered with users/ at start). */
@Injectable()
export class AccountAds implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly events: AdEvents,
    private readonly photos: AdPhotos,
  ) {}

  onModuleInit(): void {
    this.users.onBlocked((sellerId, manager) => this.withdrawSellerAds(sellerId, manager));
    this.users.onDeleted((seller, manager) => this.deleteSellerData(seller.id, manager));
    this.events.onReportsClosed((adId, manager) => this.reportsClosed(adId, manager), { last: true });
  }

  /** A blocked seller's live ads leave the site: deactivated, not taken down (once unblocked, they may post them again). */
  async withdrawSellerAds(sellerId: number, manager: EntityManager): Promise<void> {
    await manager.update(Ad, { seller: { id: sellerId }, status: AdStatus.Active }, { status: AdStatus.Inactive });
  }

  /**
   * Deletes every ad of a seller whose account is deleted, and unlinks the reports they filed; their photos go
   * once that has committed. An ad with a reported conversation is only taken off the site: the conversation
   * needs it, and the moderators need the conversation until the report is closed (reportsClosed).
   */
  async deleteSellerData(sellerId: number, manager: EntityManager): Promise<() => Promise<void>> {
    const all = await manager.find(Ad, { where: { seller: { id: sellerId } }, relations: { images: true } });
    const reported = all.length
      ? await manager
          .createQueryBuilder(Report, 'report')
          .select('DISTINCT report.adId', 'adId')
          .where('report.adId IN (:...ids) AND report.status = :open AND report.conversationId IS NOT NULL', { ids: all.map((ad) => ad.id), open: ReportStatus.Open })
          .getRawMany<{ adId: number }>()
      : [];
    const kept = new Set(reported.map((row) => Number(row.adId)));
    const ads = all.filter((ad) => !kept.has(ad.id));
    if (kept.size) await manager.update(Ad, { id: In([...kept]) }, { status: AdStatus.Inactive });
    if (ads.length)
      await manager.delete(
        Ad,
        ads.map((ad) => ad.id),
      );
    await manager.update(Report, { reporter: { id: sellerId } }, { reporter: null });
    return () => this.photos.remove(ads.flatMap((ad) => ad.images));
  }

  /**
   * After reports on the ad were closed, in the caller's transaction, once the other domains' listeners have run
   * (messages/ lets go of its conversations first): an ad a deleted account left only for the moderators goes
   * as the deletion would have done.
   */
  async reportsClosed(adId: number, manager: EntityManager): Promise<void> {
    const kept = await manager
      .createQueryBuilder(Ad, 'ad')
      .innerJoin('ad.seller', 'seller')
      .leftJoinAndSelect('ad.images', 'image')
      .where('ad.id = :adId AND seller.deletedAt IS NOT NULL', { adId })
      .getOne();
    if (!kept || (await manager.existsBy(Report, { ad: { id: adId }, status: ReportStatus.Open }))) return;
    await manager.delete(Ad, adId);
    await this.photos.remove(kept.images);
  }
}
