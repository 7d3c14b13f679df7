import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';

export type Checkout = ApiSchemas['CheckoutDto'];

/** The checkout page's URL parameters (/checkout/:adId/:packageId/:slotId), as the router gives them. */
export interface CheckoutKey {
  adId: string;
  packageId: string;
  slotId: string;
}

/** The API's path parameters; a part that is not a number is refused by the API (400) like any bad id. */
export const checkoutPath = ({ adId, packageId, slotId }: CheckoutKey) => ({ adId: Number(adId), packageId: Number(packageId), slotId: Number(slotId) });

// The checkout page shows a failure in place of its lines: no toast repeats it.
export const checkoutQuery = (key: CheckoutKey) =>
  queryOptions({
    queryKey: ['checkout', key],
    queryFn: ({ signal }) => unwrap(api.GET('/api/seller/transaction/seller-checkout-response/{adId}/{packageId}/{slotId}', { params: { path: checkoutPath(key) }, signal }), { notifyErrors: false }),
  });

export function useCheckout(key: CheckoutKey) {
  return useQuery(checkoutQuery(key));
}
