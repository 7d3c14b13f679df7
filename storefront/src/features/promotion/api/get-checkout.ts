import type { TimeSlot } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export interface Checkout {
  image: string | null;
  title: string;
  adId: number;
  slot: string | TimeSlot | null;
  packageAmount: number;
  packageName: string;
  availableBalance: number;
  usableBalance: number;
  remainingBalance: number;
  message: string;
  canProceed: boolean;
}

export interface CheckoutKey {
  adId: string;
  packageId: string;
  slotId: string;
}

function path({ adId, packageId, slotId }: CheckoutKey): string {
  return [adId, packageId, slotId].map(encodeURIComponent).join('/');
}

export function getCheckout(key: CheckoutKey, signal?: AbortSignal): Promise<Checkout | undefined> {
  return apiClient.get<Checkout | undefined>(`/seller/transaction/seller-checkout-response/${path(key)}`, { signal });
}

export function useCheckout(key: CheckoutKey) {
  return useQuery(`checkout:${path(key)}`, (signal) => getCheckout(key, signal));
}

export { path as checkoutPath };
