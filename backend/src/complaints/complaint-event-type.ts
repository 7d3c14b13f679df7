/** What happened to a complaint, in its history; NOTE events are the admins' own and never shown to the complainant. */
export enum ComplaintEventType {
  Received = 'RECEIVED',
  Acknowledged = 'ACKNOWLEDGED',
  AdHidden = 'AD_HIDDEN',
  AdTakenDown = 'AD_TAKEN_DOWN',
  SellerBlocked = 'SELLER_BLOCKED',
  Replied = 'REPLIED',
  Closed = 'CLOSED',
  Appealed = 'APPEALED',
  Note = 'NOTE',
}
