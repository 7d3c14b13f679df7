export enum PromotionKind {
  Free = 'FREE',
  Paid = 'PAID',
  /** A free renewal of an expiring or expired ad (once per FREE_AD_DAYS per ad) */
  Renewal = 'RENEWAL',
}
