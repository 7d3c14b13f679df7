import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';

export type Wallet = ApiSchemas['WalletDto'];

/** Only to show the balance beside the top-up form; a failure just hides it. */
export const walletQuery = () =>
  queryOptions({ queryKey: ['wallet'], queryFn: ({ signal }) => unwrap(api.GET('/api/seller/transaction/wallet', { params: { query: { page: 1, pageSize: 1 } }, signal }), { notifyErrors: false }) });

export function useWallet() {
  return useQuery(walletQuery());
}
