/** Why an ad is in the review queue. */
export enum ReviewCause {
  New = 'NEW',
  Edited = 'EDITED',
  /** Reported by enough different visitors (ModerationSettings) to be hidden until reviewed. */
  Reported = 'REPORTED',
  /** Its text or a photo is nearly the same as another seller's live ad (`duplicateOf`). */
  NearDuplicate = 'NEAR_DUPLICATE',
  /** Named by an intimate-image or impersonation complaint (complaints/): off the site at once until reviewed. */
  Complaint = 'COMPLAINT',
}
