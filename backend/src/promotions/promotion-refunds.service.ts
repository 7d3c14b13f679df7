import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdsService } from '../ads';
import type { AuthUser } from '../common/auth/auth.decorators';
import { containsPattern } from '../common/like';
import { formatRupees, toRupees } from '../database/columns';
import { TransactionRunner } from '../database/transaction-runner';
import { Outbox } from '../mail/outbox';
import { NoticesService } from '../notices/notices.service';
import { LedgerKind } from '../wallet/ledger-kind';
import { WalletService } from '../wallet/wallet.service';
import { AdminPromotionDto, RefundDto, RefundPromotionDto } from './dto/refund.dto';
import { Promotion } from './promotion.entity';
import { PromotionKind } from './promotion-kind';
import { refundNotice } from './promotion-refund-notices';
import { promotionRefusal } from './promotion-refusals';
import { Refund, RefundScope } from './refund.entity';

/** The promotion's unused time and the part of its price it is worth, at `now` (paise rounded down). */
export function unusedPart(promotion: Pick<Promotion, 'startsAt' | 'createdAt' | 'endsAt' | 'amountPaise'>, now = new Date()): { ms: number; paise: number } {
  const start = (promotion.startsAt ?? promotion.createdAt).getTime();
  const span = promotion.endsAt.getTime() - start;
  if (span <= 0) return { ms: 0, paise: 0 };
  const ms = Math.min(span, Math.max(0, promotion.endsAt.getTime() - Math.max(now.getTime(), start)));
  return { ms, paise: Math.floor((promotion.amountPaise * ms) / span) };
}

const toRefundDto = (refund: Refund): RefundDto => ({
  id: refund.id,
  amount: toRupees(refund.amountPaise),
  scope: refund.scope,
  reason: refund.reason,
  createdAt: refund.createdAt,
  refundedBy: refund.refundedBy?.email ?? null,
});

/**
 * Refunds of bought promotions to the wallet (issue 43): all of the price, or the part for the days left, which then
 * end. Through the ledger, in one transaction with the promotion locked, once per promotion; never by an admin to
 * their own account. The seller is told in Activity and by mail; the route is audited.
 */
@Injectable()
export class PromotionRefunds {
  constructor(
    @InjectRepository(Promotion) private readonly promotions: Repository<Promotion>,
    private readonly transactions: TransactionRunner,
    private readonly wallet: WalletService,
    private readonly ads: AdsService,
    private readonly notices: NoticesService,
    private readonly outbox: Outbox,
  ) {}

  /** Bought promotions, newest first (at most 200), with what a refund would give now. */
  async list(email?: string): Promise<AdminPromotionDto[]> {
    const q = this.promotions.createQueryBuilder('promotion').innerJoinAndSelect('promotion.seller', 'seller').where('promotion.kind = :kind', { kind: PromotionKind.Paid });
    if (email) q.andWhere("seller.email LIKE :email ESCAPE '!'", { email: containsPattern(email) });
    const rows = await q.orderBy('promotion.createdAt', 'DESC').addOrderBy('promotion.id', 'DESC').take(200).getMany();
    const refunds = rows.length ? await this.promotions.manager.find(Refund, { where: rows.map((p) => ({ promotion: { id: p.id } })), relations: { promotion: true, refundedBy: true } }) : [];
    const byPromotion = new Map(refunds.map((refund) => [refund.promotion.id, refund]));
    const now = new Date();
    return rows.map((p) => ({
      id: p.id,
      adId: p.adId,
      adTitle: p.adTitle,
      sellerEmail: p.seller.email,
      packageName: p.packageName,
      slotLabel: p.slotLabel,
      amount: toRupees(p.amountPaise),
      startsAt: p.startsAt ?? p.createdAt,
      endsAt: p.endsAt,
      createdAt: p.createdAt,
      unusedAmount: toRupees(byPromotion.has(p.id) ? 0 : unusedPart(p, now).paise),
      refund: byPromotion.has(p.id) ? toRefundDto(byPromotion.get(p.id)!) : null,
    }));
  }

  async refund(admin: AuthUser, promotionId: number, input: RefundPromotionDto): Promise<RefundDto> {
    const id = await this.transactions.run(async (manager) => {
      const promotion = await this.transactions
        .lockForUpdate(manager.createQueryBuilder(Promotion, 'promotion').innerJoinAndSelect('promotion.seller', 'seller').where('promotion.id = :promotionId', { promotionId }))
        .getOne();
      if (!promotion) throw new NotFoundException({ detail: promotionRefusal('promotionNotFound', { id: String(promotionId) }) });
      if (promotion.kind !== PromotionKind.Paid || promotion.amountPaise <= 0) throw new ConflictException({ detail: promotionRefusal('notRefundable') });
      if (promotion.seller.id === admin.id) throw new ForbiddenException({ detail: promotionRefusal('ownRefund') });
      if (await manager.existsBy(Refund, { promotion: { id: promotionId } })) throw new ConflictException({ detail: promotionRefusal('alreadyRefunded') });
      const unused = unusedPart(promotion);
      const amountPaise = input.scope === RefundScope.All ? promotion.amountPaise : unused.paise;
      if (amountPaise <= 0) throw new ConflictException({ detail: promotionRefusal('nothingLeft') });
      await this.wallet.credit(manager, promotion.seller.id, amountPaise, {
        kind: LedgerKind.Refund,
        adId: promotion.adId,
        description: `Refund of the ${promotion.packageName ?? ''} package for "${promotion.adTitle}"`.slice(0, 200),
      });
      const { identifiers } = await manager.insert(Refund, { promotion: { id: promotionId }, amountPaise, scope: input.scope, reason: input.reason, refundedBy: { id: admin.id } });
      await this.ads.shortenPromotion(manager, promotion.adId, unused.ms);
      const notice = refundNotice(promotion.seller, promotion, formatRupees(amountPaise), input.scope, input.reason, this.outbox.link('/select-amount'));
      await this.notices.tell(manager, promotion.seller, { ...notice, eventKey: `promotion-refunded:${promotionId}` });
      return identifiers[0].id as number;
    });
    return toRefundDto(await this.promotions.manager.findOneOrFail(Refund, { where: { id }, relations: { refundedBy: true } }));
  }
}
