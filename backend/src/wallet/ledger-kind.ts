export enum LedgerKind {
  TopUp = 'TOP_UP',
  TopUpReversal = 'TOP_UP_REVERSAL',
  Promotion = 'PROMOTION',
}
