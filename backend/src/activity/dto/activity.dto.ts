export class ActivityItemDto {
  type: 'AD_POSTED' | 'FREE_AD' | 'PROMOTION' | 'PAYMENT_SUBMITTED' | 'PAYMENT_APPROVED' | 'PAYMENT_REJECTED';
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
