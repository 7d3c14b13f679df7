import type { NoticeKind } from '../../notices/notice-kind';

export class ActivityItemDto {
  /** What happened; the notices about an ad (AD_TAKEN_DOWN, AD_APPROVED, AD_REJECTED, AD_EXPIRING, AD_EXPIRED, PROMOTION_ENDED, PHOTOS_VERIFIED, PHOTOS_REFUSED) are also mailed */
  type: 'AD_POSTED' | 'FREE_AD' | 'AD_RENEWED' | 'PROMOTION' | 'PAYMENT_SUBMITTED' | 'PAYMENT_APPROVED' | 'PAYMENT_REJECTED' | `${NoticeKind}`;
  at: Date;
  title: string;
  /** Rupees, where money was involved */
  amount: number | null;
  adId: number | null;
  paymentId: number | null;
}

export class ActivityPageDto {
  items: ActivityItemDto[];
  total: number;
  page: number;
  pageSize: number;
}
