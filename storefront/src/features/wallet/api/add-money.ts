import type { ApiSchemas } from '../../../api/types';
import { api, idempotent, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/**
 * The amount in rupees of wallet credit, the payer's own UPI id, the payment's 12-digit UPI reference (unique across
 * all payments: 409) and the reference of the top-up request it pays (request-top-up).
 */
export type AddMoneyInput = ApiSchemas['AddMoneyDto'];

/** Records a PENDING payment that an admin approves after checking the bank statement. */
export async function addMoney(input: AddMoneyInput) {
  const payment = await unwrap(api.POST('/api/seller/transaction/add-money', { params: { header: idempotent() }, body: input }));
  // The request is paid: a new top-up gets a new reference, never this one again from the cache.
  queryClient.removeQueries({ queryKey: ['top-up-request'] });
  void queryClient.invalidateQueries({ predicate: ({ queryKey: [name] }) => name === 'wallet' || name === 'activity' });
  return payment;
}
