export enum LedgerKind {
  TopUp = 'TOP_UP',
  TopUpReversal = 'TOP_UP_REVERSAL',
  Promotion = 'PROMOTION',
  /** A promotion's price, or its unused part, given back by an admin. */
  Refund = 'REFUND',
}
