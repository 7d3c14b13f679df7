import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export interface Wallet {
  balance: number;
  entries: { id: number; amount: number; kind: 'TOP_UP' | 'TOP_UP_REVERSAL' | 'PROMOTION'; description: string; createdAt: string }[];
}

/** Only to show the balance beside the top-up form; a failure just hides it. */
export function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return apiClient.get<Wallet>('/seller/transaction/wallet', { signal, notifyErrors: false });
}

export function useWallet() {
  return useQuery('wallet', getWallet);
}
