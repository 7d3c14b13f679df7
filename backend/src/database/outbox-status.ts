/** Where a row of an outbox (mail, SMS) stands; database/outbox-rounds.ts sends the PENDING ones. */
export enum OutboxStatus {
  Pending = 'PENDING',
  Sent = 'SENT',
  /** Refused by the server for good, or still failing after every retry; kept for the operator. */
  Failed = 'FAILED',
}
