import { paymentLabel } from '../wallet/payment.entity';
import { Injectable } from '@nestjs/common';
import { NoticesService } from '../notices/notices.service';
import { toRupees } from '../database/columns';
import { AdsService, noticeTitle } from '../ads';
import { PaymentStatus } from '../wallet/payment-status';
import { PaymentsService } from '../wallet/payments.service';
import { ActivityItemDto, ActivityPageDto } from './dto/activity.dto';
import { activityTitle } from './activity-texts';
import { photoNoticeTitle } from '../photo-verification/photo-verification-notices';
import { refundNoticeTitle } from '../promotions/promotion-refund-notices';
import { inRequestLanguage } from '../common/texts';
import { PromotionKind } from '../promotions/promotion-kind';
import { PromotionsService } from '../promotions/promotions.service';

/** A seller's history, merged from ads, promotions, payments and notices, newest first. */
@Injectable()
export class ActivityService {
  constructor(
    private readonly ads: AdsService,
    private readonly promotions: PromotionsService,
    private readonly payments: PaymentsService,
    private readonly notices: NoticesService,
  ) {}

  async of(sellerId: number, page: number, pageSize: number): Promise<ActivityPageDto> {
    // Each source's newest page×pageSize rows are enough to fill the requested page of the merge.
    const needed = page * pageSize;
    // A payment makes two events at different times (submitted, reviewed), so each kind has its own newest rows.
    const [ads, promotions, submitted, reviewed, paymentCount, notices] = await Promise.all([
      this.ads.postedBy(sellerId, needed),
      this.promotions.forSeller(sellerId, needed),
      this.payments.forUser(sellerId, needed),
      this.payments.reviewsForUser(sellerId, needed),
      this.payments.activityCount(sellerId),
      this.notices.forUser(sellerId, needed),
    ]);
    const items: ActivityItemDto[] = [
      ...ads.items.map((ad) => ({ type: 'AD_POSTED' as const, at: ad.createdAt, title: activityTitle('posted', { ad: ad.title }), amount: null, adId: ad.id, paymentId: null })),
      ...promotions.items.map((p) =>
        p.kind === PromotionKind.Free
          ? { type: 'FREE_AD' as const, at: p.createdAt, title: activityTitle('postedFree', { ad: p.adTitle }), amount: null, adId: p.adId, paymentId: null }
          : p.kind === PromotionKind.Renewal
            ? { type: 'AD_RENEWED' as const, at: p.createdAt, title: activityTitle('renewedFree', { ad: p.adTitle }), amount: null, adId: p.adId, paymentId: null }
            : {
                type: 'PROMOTION' as const,
                at: p.createdAt,
                title: activityTitle('bought', { package: inRequestLanguage(p.packageName ?? '', p.packageNameHi), slot: inRequestLanguage(p.slotLabel ?? '', p.slotLabelHi), ad: p.adTitle }),
                amount: -toRupees(p.amountPaise),
                adId: p.adId,
                paymentId: null,
              },
      ),
      ...submitted.map((p) => ({
        type: 'PAYMENT_SUBMITTED' as const,
        at: p.createdAt,
        title: activityTitle('topUpSubmitted', { transaction: paymentLabel(p) }),
        amount: toRupees(p.amountPaise),
        adId: null,
        paymentId: p.id,
      })),
      ...reviewed.map(({ payment, status, at }) => {
        const approved = status === PaymentStatus.Approved;
        return {
          type: approved ? ('PAYMENT_APPROVED' as const) : ('PAYMENT_REJECTED' as const),
          at,
          title: activityTitle(approved ? 'topUpApproved' : 'topUpRejected', { transaction: paymentLabel(payment) }),
          amount: toRupees(payment.amountPaise),
          adId: null,
          paymentId: payment.id,
        };
      }),
      ...notices.items.map((n) => ({ type: n.kind, at: n.createdAt, title: photoNoticeTitle(n) ?? refundNoticeTitle(n) ?? noticeTitle(n), amount: null, adId: n.adId, paymentId: null })),
    ];
    items.sort((a, b) => b.at.getTime() - a.at.getTime());
    const total = ads.total + promotions.total + paymentCount + notices.total;
    return { items: items.slice((page - 1) * pageSize, page * pageSize), total, page, pageSize };
  }
}
