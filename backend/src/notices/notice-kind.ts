export enum NoticeKind {
  AdTakenDown = 'AD_TAKEN_DOWN',
  AdExpiring = 'AD_EXPIRING',
  AdExpired = 'AD_EXPIRED',
  PromotionEnded = 'PROMOTION_ENDED',
  AdApproved = 'AD_APPROVED',
  AdRejected = 'AD_REJECTED',
  /** photo-verification/ tells these (photo-verification-notices.ts). */
  PhotosVerified = 'PHOTOS_VERIFIED',
  PhotosRefused = 'PHOTOS_REFUSED',
  /** promotions/ tells this (promotion-refund-notices.ts). */
  PromotionRefunded = 'PROMOTION_REFUNDED',
}
