export enum AdStatus {
  Active = 'ACTIVE',
  Inactive = 'INACTIVE',
  /** In the review queue: not public until a moderator approves it (pre-moderation, reports, near-duplicates). */
  PendingReview = 'PENDING_REVIEW',
  /** A moderator refused it for a reason the seller was told; editing it sends it back for review. */
  Rejected = 'REJECTED',
}
