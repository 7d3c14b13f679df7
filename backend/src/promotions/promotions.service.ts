import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, MoreThan, Repository } from 'typeorm';
import { addDays, formatIndiaTime } from '../common/india-time';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { toRupees } from '../database/columns';
import { Ad } from '../ads/ad.entity';
import { AdsService } from '../ads/ads.service';
import { IdempotentTransactions } from '../wallet/idempotent-transactions';
import { LedgerKind } from '../wallet/ledger-entry.entity';
import { WalletService } from '../wallet/wallet.service';
import { PackagesService } from '../promotion-plans/packages.service';
import { CheckoutDto, PromotionResultDto } from './dto/promotion.dto';
import { Promotion, PromotionKind } from './promotion.entity';

const FREE_AD_INTERVAL_HOURS = 24;
const later = (a: Date | null, b: Date) => (a && a > b ? a : b);

/** Activating ads: a free ad (once a day) or a package bought from the wallet. */
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

  async checkout(sellerId: number, adId: number, packageId: number, slotId: number): Promise<CheckoutDto> {
    const [ad, pack, slot] = await Promise.all([this.ads.findOwn(sellerId, adId), this.plans.packageOnSale(packageId), this.plans.slotOnSale(slotId)]);
    this.ads.assertNotTakenDown(ad);
    const balance = await this.wallet.balancePaise(sellerId);
    const remaining = balance - pack.amountPaise;
    const canProceed = remaining >= 0;
    return {
      image: ad.images[0]?.thumbUrl ?? null,
      title: ad.title,
      adId: ad.id,
      slot: slot.label,
      packageAmount: toRupees(pack.amountPaise),
      packageName: pack.name,
      availableBalance: toRupees(balance),
      usableBalance: toRupees(balance),
      remainingBalance: toRupees(remaining),
      message: canProceed
        ? `Your wallet covers the ${pack.name} package: the ad will be promoted for ${pack.durationDays} days in the ${slot.label} slot.`
        : `Insufficient balance: add ₹${toRupees(-remaining)} to your wallet to buy the ${pack.name} package.`,
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
      this.ads.assertNotTakenDown(ad);
      const balance = await this.wallet.debit(
        manager,
        sellerId,
        pack.amountPaise,
        { kind: LedgerKind.Promotion, adId, description: `${pack.name} package for "${ad.title}" (${slot.label})` },
        `Insufficient balance: the ${pack.name} package costs ₹${toRupees(pack.amountPaise)}. Add money to your wallet first.`,
      );
      const now = new Date();
      const promotedUntil = addDays(later(ad.promotedUntil, now), pack.durationDays);
      const expiresAt = later(ad.expiresAt, promotedUntil);
      await this.ads.activate(manager, adId, { expiresAt, promotedUntil, slotId });
      await this.record(manager, ad, PromotionKind.Paid, promotedUntil, { packageName: pack.name, slotLabel: slot.label, amountPaise: pack.amountPaise });
      return { Success: true, message: `Your ad is promoted until ${formatIndiaTime(promotedUntil)}`, adId, promotedUntil, expiresAt, balance: toRupees(balance) };
    });
  }

  /** Activates the ad for FREE_AD_DAYS; one free activation per seller per 24 hours (429 otherwise). */
  async postFree(sellerId: number, adId: number, idempotencyKey?: string): Promise<PromotionResultDto> {
    return this.transactions.run({ userId: sellerId, key: idempotencyKey, request: ['post-free-ad', adId] }, async (manager) => {
      await this.wallet.lock(manager, sellerId);
      const ad = await this.ads.findOwn(sellerId, adId, manager);
      this.ads.assertNotTakenDown(ad);
      const now = new Date();
      const since = new Date(now.getTime() - FREE_AD_INTERVAL_HOURS * 3600 * 1000);
      const last = await manager.findOne(Promotion, { where: { seller: { id: sellerId }, kind: PromotionKind.Free, createdAt: MoreThan(since) }, order: { createdAt: 'DESC' } });
      if (last) {
        const next = new Date(last.createdAt.getTime() + FREE_AD_INTERVAL_HOURS * 3600 * 1000);
        const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
        throw new TooManyRequestsException(seconds, `You can post one free ad every 24 hours. Your next free ad is possible after ${formatIndiaTime(next)}.`);
      }
      const expiresAt = later(ad.expiresAt, addDays(now, this.config.freeAdDays));
      await this.ads.activate(manager, adId, { expiresAt });
      await this.record(manager, ad, PromotionKind.Free, expiresAt, {});
      return {
        Success: true,
        message: `Your ad is live until ${formatIndiaTime(expiresAt)}`,
        adId,
        promotedUntil: ad.promotedUntil,
        expiresAt,
        balance: toRupees(await this.wallet.balancePaise(sellerId, manager)),
      };
    });
  }

  async forSeller(sellerId: number, limit: number): Promise<{ items: Promotion[]; total: number }> {
    const [items, total] = await this.promotions.findAndCount({ where: { seller: { id: sellerId } }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return { items, total };
  }

  private async record(manager: EntityManager, ad: Ad, kind: PromotionKind, endsAt: Date, extra: Partial<Promotion>): Promise<void> {
    await manager.insert(Promotion, { seller: { id: ad.sellerId }, adId: ad.id, adTitle: ad.title, kind, endsAt, ...extra });
  }
}
