/** Where a photo verification request is: waiting for the seller's selfie, for a moderator, or decided. */
export enum PhotoVerificationStatus {
  AwaitingSelfie = 'AWAITING_SELFIE',
  Pending = 'PENDING',
  Approved = 'APPROVED',
  Refused = 'REFUSED',
}

export const OPEN_STATUSES = [PhotoVerificationStatus.AwaitingSelfie, PhotoVerificationStatus.Pending];

/** Why a moderator refused a selfie; OTHER needs the moderator's own words. */
export enum PhotoRefusalReason {
  CodeMissing = 'CODE_MISSING',
  NotThePerson = 'NOT_THE_PERSON',
  Unclear = 'UNCLEAR',
  Other = 'OTHER',
}
