import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { addDays } from '../common/india-time';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { NoticesService } from '../notices/notices.service';
import { AdEvents } from './ad-events';
import { ReviewHolds } from './review-holds';
import { adNotices } from './ad-notices';
import { OUT_OF_QUEUE, waiting } from './ad-review-state';
import { Ad } from './ad.entity';
import { AdStatus } from './ad-status';
import { TakeDownDto as TakeDown } from './dto/take-down.dto';
import { ReportReason } from './report-reason';
import { ReviewCause } from './review-cause';

/**
 * Puts ads on the site and takes them off: the seller's activation (free ad, renewal, promotion), an admin's,
 * a moderator's take-down, a hold for review. Each tells the catalogue caches, and a listing tells the listeners.
 */
@Injectable()
export class AdPublishing {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: TransactionRunner,
    private readonly events: AdEvents,
    private readonly notices: NoticesService,
    private readonly holds: ReviewHolds,
  ) {}

  /**
   * Sets an ad's activation inside the caller's transaction (free ad, renewal, promotion): it is listed
   * now, at the top of "newest first" (bumped), and saved searches are told it is live. An ad waiting
   * for review keeps waiting, its activation held: answers false, and approval starts its clocks.
   */
  async activate(manager: EntityManager, id: number, changes: { expiresAt: Date; promotedUntil?: Date; slotId?: number }): Promise<boolean> {
    const { slotId, ...dates } = changes;
    const slot = slotId ? { slot: { id: slotId } } : {};
    // Locked: a moderator approving it at the same moment either sees this activation or is seen by it.
    const { status, heldSince } = await this.transactions
      .lockForUpdate(manager.createQueryBuilder(Ad, 'ad').select(['ad.id', 'ad.status', 'ad.heldSince']).where('ad.id = :id', { id }))
      .getOneOrFail();
    if (status === AdStatus.PendingReview) {
      await manager.update(Ad, { id }, { ...dates, ...slot, heldSince: heldSince ?? new Date() });
      return false;
    }
    await this.events.touch(manager, id);
    await manager.update(Ad, { id }, { ...dates, ...slot, status: AdStatus.Active, listedAt: new Date() });
    await this.events.wentLive(id, manager);
    return true;
  }

  /**
   * Takes `ms` off the ad's promotion (a refunded promotion's unused days), never before now; nothing for an ad that
   * is gone or no longer promoted. Promotions bought after it move earlier with it.
   */
  async shortenPromotion(manager: EntityManager, id: number, ms: number): Promise<void> {
    const ad = await this.transactions.lockForUpdate(manager.createQueryBuilder(Ad, 'ad').select(['ad.id', 'ad.promotedUntil']).where('ad.id = :id', { id })).getOne();
    const now = Date.now();
    if (!ad?.promotedUntil || ad.promotedUntil.getTime() <= now || ms <= 0) return;
    await this.events.touch(manager, id);
    await manager.update(Ad, { id }, { promotedUntil: new Date(Math.max(now, ad.promotedUntil.getTime() - ms)) });
  }

  /**
   * An admin's status other than INACTIVE (the console sends ACTIVE): out of the queue, no longer taken down,
   * and an ad without a running expiry gets FREE_AD_DAYS; the listeners are told it went live.
   */
  async setByAdmin(ad: Pick<Ad, 'id' | 'expiresAt'>, status: AdStatus): Promise<void> {
    const { id } = ad;
    const now = new Date();
    const expiresAt = !ad.expiresAt || ad.expiresAt <= now ? addDays(now, this.config.freeAdDays) : ad.expiresAt;
    await this.transactions.run(async (manager) => {
      await this.holds.assertReleasable(manager, id);
      await this.events.touch(manager, id);
      await manager.update(Ad, { id }, { status, expiresAt, takenDown: false, rejection: '', ...OUT_OF_QUEUE });
      await this.events.wentLive(id, manager);
    });
  }

  /** A moderator's take-down from the listing, in a transaction of its own. */
  takeDownByAdmin(id: number, why: TakeDown): Promise<void> {
    return this.transactions.run((manager) => this.takeDown(manager, id, why));
  }

  /**
   * A moderator's take-down (from the listing, or a report upheld): off the site, the seller cannot
   * post it again, and is told why in Activity and by mail, in the same transaction.
   */
  async takeDown(manager: EntityManager, id: number, { reason = ReportReason.Other, note = '' }: TakeDown = {}): Promise<void> {
    await this.events.touch(manager, id);
    await manager.update(Ad, { id }, { status: AdStatus.Inactive, takenDown: true, ...OUT_OF_QUEUE });
    const ad = await manager.findOneOrFail(Ad, { where: { id }, relations: { seller: true } });
    await this.notices.tell(manager, ad.seller, { eventKey: `ad-taken-down:${id}:${Date.now()}`, ...adNotices.takenDown(ad, reason, note, this.notices.link('/terms&conditions')) });
  }

  /**
   * Takes a live ad off the site until a moderator has looked at it (reported, or found near another
   * seller's ad), in the caller's transaction; its run is held, so the seller loses no day if it is approved.
   */
  async holdForReview(manager: EntityManager, id: number, cause: ReviewCause, duplicateOfId?: number): Promise<void> {
    await this.events.touch(manager, id);
    await manager.update(Ad, { id }, { ...waiting(cause), heldSince: new Date(), ...(duplicateOfId ? { duplicateOf: { id: duplicateOfId } } : {}) });
  }
}
