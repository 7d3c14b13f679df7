import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type Checkout = ApiSchemas['CheckoutDto'];

/** The checkout page's URL parameters (/checkout/:adId/:packageId/:slotId), as the router gives them. */
export interface CheckoutKey {
  adId: string;
  packageId: string;
  slotId: string;
}

function path({ adId, packageId, slotId }: CheckoutKey): string {
  return [adId, packageId, slotId].map(encodeURIComponent).join('/');
}

export function getCheckout(key: CheckoutKey, signal?: AbortSignal): Promise<Checkout> {
  // The checkout page shows a failure in place of its lines: no toast repeats it.
  return apiClient.get<Checkout>(`/seller/transaction/seller-checkout-response/${path(key)}`, { signal, notifyErrors: false });
}

export function useCheckout(key: CheckoutKey) {
  return useQuery(`checkout:${path(key)}`, (signal) => getCheckout(key, signal));
}

export { path as checkoutPath };
