import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, MoreThan, Repository } from 'typeorm';
import { addDays, formatIndiaTime } from '../common/india-time';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { toRupees } from '../database/columns';
import { Ad, AdStatus, AdsService, isRenewable, RENEWAL_WINDOW_MS } from '../ads';
import { IdempotentTransactions } from '../wallet/idempotent-transactions';
import { LedgerKind } from '../wallet/ledger-kind';
import { WalletService } from '../wallet/wallet.service';
import { PackagesService } from '../promotion-plans/packages.service';
import { CheckoutDto, PromotionResultDto, RenewalDto } from './dto/promotion.dto';
import { Promotion } from './promotion.entity';
import { PromotionKind } from './promotion-kind';
import { promotionRefusal } from './promotion-refusals';
import { promotionText } from './promotion-texts';
import { inRequestLanguage } from '../common/texts';

const FREE_AD_INTERVAL_HOURS = 24;
const later = (a: Date | null, b: Date) => (a && a > b ? a : b);
/** Why an ad that still runs a while cannot be renewed yet (the renew refusal, and what the renew page says then). */
const notYetRenewable = (expiresAt: Date) => promotionRefusal('notYetRenewable', { until: formatIndiaTime(expiresAt), from: formatIndiaTime(new Date(expiresAt.getTime() - RENEWAL_WINDOW_MS)) });

/** Activating ads: a free ad (once a day), a free renewal (once per FREE_AD_DAYS per ad) or a package bought from the wallet. */
@Injectable()
export class PromotionsService {
  constructor(
    @InjectRepository(Promotion) private readonly promotions: Repository<Promotion>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ads: AdsService,
    private readonly wallet: WalletService,
    private readonly plans: PackagesService,
    private readonly transactions: IdempotentTransactions,
  ) {}

  /** The ad's first thumbnail, signed: the ad may be off the site, where only its seller's signed link loads it. */
  private sellersThumbnail(ad: Ad): string | null {
    const thumb = ad.images[0]?.thumbUrl;
    return thumb ? this.ads.photoLink(thumb) : null;
  }

  async checkout(sellerId: number, adId: number, packageId: number, slotId: number): Promise<CheckoutDto> {
    const [ad, pack, slot] = await Promise.all([this.ads.findOwn(sellerId, adId), this.plans.packageOnSale(packageId), this.plans.slotOnSale(slotId)]);
    this.ads.assertPostable(ad);
    const balance = await this.wallet.balancePaise(sellerId);
    const remaining = balance - pack.amountPaise;
    const canProceed = remaining >= 0;
    return {
      image: this.sellersThumbnail(ad),
      title: ad.title,
      adId: ad.id,
      slot: slot.label,
      slotHi: slot.labelHi,
      packageAmount: toRupees(pack.amountPaise),
      packageName: pack.name,
      packageNameHi: pack.nameHi,
      availableBalance: toRupees(balance),
      usableBalance: toRupees(balance),
      remainingBalance: toRupees(remaining),
      message: canProceed
        ? promotionText('checkoutCovered', { package: inRequestLanguage(pack.name, pack.nameHi), days: String(pack.durationDays), slot: inRequestLanguage(slot.label, slot.labelHi) })
        : promotionText('checkoutShort', { amount: String(toRupees(-remaining)), package: inRequestLanguage(pack.name, pack.nameHi) }),
      canProceed,
    };
  }

  /**
   * Debits the package from the wallet and promotes the ad; 409 when the balance does not cover it.
   * The wallet is locked before the ad is read: concurrent purchases each extend the promotion.
   */
  async promote(sellerId: number, adId: number, packageId: number, slotId: number, idempotencyKey?: string): Promise<PromotionResultDto> {
    const [pack, slot] = await Promise.all([this.plans.packageOnSale(packageId), this.plans.slotOnSale(slotId)]);
    return this.transactions.run({ userId: sellerId, key: idempotencyKey, request: ['promote-post', adId, packageId, slotId] }, async (manager) => {
      await this.wallet.lock(manager, sellerId);
      const ad = await this.ads.findOwn(sellerId, adId, manager);
      this.ads.assertPostable(ad);
      const balance = await this.wallet.debit(
        manager,
        sellerId,
        pack.amountPaise,
        { kind: LedgerKind.Promotion, adId, description: `${pack.name} package for "${ad.title}" (${slot.label})` },
        promotionRefusal('insufficientBalance', { package: inRequestLanguage(pack.name, pack.nameHi), amount: String(toRupees(pack.amountPaise)) }),
      );
      const now = new Date();
      const startsAt = later(ad.promotedUntil, now);
      const promotedUntil = addDays(startsAt, pack.durationDays);
      const expiresAt = later(ad.expiresAt, promotedUntil);
      const live = await this.ads.activate(manager, adId, { expiresAt, promotedUntil, slotId });
      await this.record(manager, ad, PromotionKind.Paid, promotedUntil, {
        packageName: pack.name,
        slotLabel: slot.label,
        packageNameHi: pack.nameHi,
        slotLabelHi: slot.labelHi,
        amountPaise: pack.amountPaise,
        startsAt,
      });
      const message = live
        ? promotionText('promotedUntil', { time: formatIndiaTime(promotedUntil) })
        : promotionText('promotionHeld', { package: inRequestLanguage(pack.name, pack.nameHi), days: String(pack.durationDays) });
      return { Success: true, message, adId, promotedUntil, expiresAt, balance: toRupees(balance) };
    });
  }

  /** Activates an ad that is not posted (new, or deactivated) for FREE_AD_DAYS; one free activation per seller per 24 hours (429 otherwise). */
  async postFree(sellerId: number, adId: number, idempotencyKey?: string): Promise<PromotionResultDto> {
    return this.transactions.run({ userId: sellerId, key: idempotencyKey, request: ['post-free-ad', adId] }, async (manager) => {
      await this.wallet.lock(manager, sellerId);
      const ad = await this.ads.findOwn(sellerId, adId, manager);
      this.ads.assertPostable(ad);
      const now = new Date();
      const since = new Date(now.getTime() - FREE_AD_INTERVAL_HOURS * 3600 * 1000);
      const last = await manager.findOne(Promotion, { where: { seller: { id: sellerId }, kind: PromotionKind.Free, createdAt: MoreThan(since) }, order: { createdAt: 'DESC' } });
      if (last) {
        const next = new Date(last.createdAt.getTime() + FREE_AD_INTERVAL_HOURS * 3600 * 1000);
        const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
        throw new TooManyRequestsException(seconds, promotionRefusal('oneFreeAdADay', { time: formatIndiaTime(next) }));
      }
      // Posting again would bump a posted ad to the top every day: a posted ad is renewed instead.
      if (ad.status === AdStatus.Active) throw new ConflictException({ detail: promotionRefusal('alreadyPosted') });
      if (ad.status === AdStatus.PendingReview && ad.heldSince) throw new ConflictException({ detail: promotionRefusal('awaitingApproval') });
      const expiresAt = later(ad.expiresAt, addDays(now, this.config.freeAdDays));
      const live = await this.ads.activate(manager, adId, { expiresAt });
      await this.record(manager, ad, PromotionKind.Free, expiresAt, {});
      const message = live ? promotionText('liveUntil', { time: formatIndiaTime(expiresAt) }) : promotionText('postedHeld', { days: String(this.config.freeAdDays) });
      return this.freeResult(manager, ad, expiresAt, message);
    });
  }

  /** Whether the seller can renew the ad now, and whether for free (what the renew page and the expiry mails' link show). */
  async renewal(sellerId: number, adId: number): Promise<RenewalDto> {
    const ad = await this.ads.findOwn(sellerId, adId);
    const now = new Date();
    const renewable = isRenewable(ad, now);
    const nextFreeAt = await this.nextFreeRenewal(this.promotions.manager, ad, now);
    const days = this.config.freeAdDays;
    let message: string;
    if (ad.takenDown) message = promotionText('renewTakenDown');
    else if (!ad.expiresAt) message = promotionText('renewNotPosted');
    else if (!renewable) message = notYetRenewable(ad.expiresAt);
    else if (nextFreeAt) message = promotionText('renewFreeLater', { time: formatIndiaTime(nextFreeAt) });
    else message = promotionText('renewFree', { days: String(days) });
    return {
      adId: ad.id,
      title: ad.title,
      image: this.sellersThumbnail(ad),
      expiresAt: ad.expiresAt,
      expired: !!ad.expiresAt && ad.expiresAt <= now,
      renewable,
      free: renewable && !nextFreeAt,
      nextFreeAt,
      days,
      message,
    };
  }

  /**
   * Renews an expiring or expired ad free for FREE_AD_DAYS and bumps it to the top of the list; one
   * free renewal per ad every FREE_AD_DAYS (429 with when the next is possible; a package renews it
   * meanwhile). 409 for an ad that was never posted or does not expire within two days.
   */
  async renew(sellerId: number, adId: number, idempotencyKey?: string): Promise<PromotionResultDto> {
    return this.transactions.run({ userId: sellerId, key: idempotencyKey, request: ['renew-ad', adId] }, async (manager) => {
      // The seller's wallet row serialises the seller's activations, so two renewals cannot both be free.
      await this.wallet.lock(manager, sellerId);
      const ad = await this.ads.findOwn(sellerId, adId, manager);
      this.ads.assertPostable(ad);
      const now = new Date();
      if (!ad.expiresAt) throw new ConflictException({ detail: promotionRefusal('notPostedYet') });
      if (!isRenewable(ad, now)) {
        throw new ConflictException({ detail: notYetRenewable(ad.expiresAt) });
      }
      const nextFree = await this.nextFreeRenewal(manager, ad, now);
      if (nextFree) {
        const seconds = Math.ceil((nextFree.getTime() - now.getTime()) / 1000);
        throw new TooManyRequestsException(seconds, promotionRefusal('renewedRecently', { time: formatIndiaTime(nextFree) }));
      }
      const expiresAt = addDays(later(ad.expiresAt, now), this.config.freeAdDays);
      // A renewal of an ad waiting for review is held like any activation (AdsService.activate).
      await this.ads.activate(manager, adId, { expiresAt });
      await this.record(manager, ad, PromotionKind.Renewal, expiresAt, {});
      return this.freeResult(manager, ad, expiresAt, promotionText('renewedUntil', { time: formatIndiaTime(expiresAt) }));
    });
  }

  async forSeller(sellerId: number, limit: number): Promise<{ items: Promotion[]; total: number }> {
    const [items, total] = await this.promotions.findAndCount({ where: { seller: { id: sellerId } }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return { items, total };
  }

  /** When the ad's next free renewal is possible, or null when it is now (its last one is FREE_AD_DAYS old). */
  private async nextFreeRenewal(manager: EntityManager, ad: Ad, now: Date): Promise<Date | null> {
    const since = addDays(now, -this.config.freeAdDays);
    const last = await manager.findOne(Promotion, { where: { seller: { id: ad.sellerId }, kind: PromotionKind.Renewal, adId: ad.id, createdAt: MoreThan(since) }, order: { createdAt: 'DESC' } });
    return last ? addDays(last.createdAt, this.config.freeAdDays) : null;
  }

  /** The answer to an activation that cost nothing (a free post, a free renewal). */
  private async freeResult(manager: EntityManager, ad: Ad, expiresAt: Date, message: string): Promise<PromotionResultDto> {
    return { Success: true, message, adId: ad.id, promotedUntil: ad.promotedUntil, expiresAt, balance: toRupees(await this.wallet.balancePaise(ad.sellerId, manager)) };
  }

  private async record(manager: EntityManager, ad: Ad, kind: PromotionKind, endsAt: Date, extra: Partial<Promotion>): Promise<void> {
    await manager.insert(Promotion, { seller: { id: ad.sellerId }, adId: ad.id, adTitle: ad.title, kind, endsAt, ...extra });
  }
}
