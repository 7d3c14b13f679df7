import type { ApiSchemas } from '../../../api/types';
import { apiClient, newIdempotencyKey } from '../../../lib/api-client';

/** The amount in rupees, the payer's own UPI id and the payment's 12-digit UPI reference (unique across all payments: 409). */
export type AddMoneyInput = ApiSchemas['AddMoneyDto'];

/** Records a PENDING payment that an admin approves after checking the bank statement. */
export function addMoney(input: AddMoneyInput): Promise<ApiSchemas['PaymentDto']> {
  return apiClient.post<ApiSchemas['PaymentDto']>('/seller/transaction/add-money', input, { idempotencyKey: newIdempotencyKey() });
}
