export enum PaymentStatus {
  /** A reference was issued for the UPI link; the payer has not yet given a UTR (a bank statement may still match it). */
  Requested = 'REQUESTED',
  Pending = 'PENDING',
  Approved = 'APPROVED',
  Rejected = 'REJECTED',
}
