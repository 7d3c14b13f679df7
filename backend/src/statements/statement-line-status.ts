/** Where a statement's credit stands against the top-ups. */
export enum StatementLineStatus {
  /** It approved a top-up (or found it approved already). */
  Matched = 'MATCHED',
  /** No top-up carries its reference or UTR. */
  Unknown = 'UNKNOWN',
  /** A top-up carries its reference or UTR, but the amount or the date does not fit. */
  Mismatch = 'MISMATCH',
  /** An admin said it is not a top-up (a refund from a supplier, an owner's deposit). */
  Ignored = 'IGNORED',
}
