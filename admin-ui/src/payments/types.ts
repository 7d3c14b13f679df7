/** A payment as the admin API answers it. */
export interface Payment {
  id: number;
  email: string;
  username: string;
  amount: number;
  upiId: string;
  transactionId: string;
  paymentStatus: string;
  createdAt: string;
  reviewedAt: string | null;
  /** E-mail of the admin who last set the status. */
  reviewedBy: string | null;
}
