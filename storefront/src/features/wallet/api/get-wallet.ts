import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type Wallet = ApiSchemas['WalletDto'];

/** Only to show the balance beside the top-up form; a failure just hides it. */
export function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return apiClient.get<Wallet>('/seller/transaction/wallet', { signal, notifyErrors: false });
}

export function useWallet() {
  return useQuery('wallet', getWallet);
}
