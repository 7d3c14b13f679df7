import type { ApiSchemas } from '../../../api/types';
import { api, idempotent, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** The amount in rupees, the payer's own UPI id and the payment's 12-digit UPI reference (unique across all payments: 409). */
export type AddMoneyInput = ApiSchemas['AddMoneyDto'];

/** Records a PENDING payment that an admin approves after checking the bank statement. */
export async function addMoney(input: AddMoneyInput) {
  const payment = await unwrap(api.POST('/api/seller/transaction/add-money', { params: { header: idempotent() }, body: input }));
  void queryClient.invalidateQueries({ predicate: ({ queryKey: [name] }) => name === 'wallet' || name === 'activity' });
  return payment;
}
