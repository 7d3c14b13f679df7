import { apiClient, newIdempotencyKey } from '../../../lib/api-client';

export interface AddMoneyInput {
  amount: number;
  /** The payer's own UPI id. */
  upiId: string;
  /** The 12-digit UPI reference of the payment; unique across all payments (409). */
  transactionId: string;
}

/** Records a PENDING payment that an admin approves after checking the bank statement. */
export function addMoney(input: AddMoneyInput): Promise<unknown> {
  return apiClient.post('/seller/transaction/add-money', input, { idempotencyKey: newIdempotencyKey() });
}
