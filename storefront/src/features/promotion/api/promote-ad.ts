import type { ApiSchemas } from '../../../api/types';
import { apiClient, newIdempotencyKey } from '../../../lib/api-client';
import { checkoutPath, type CheckoutKey } from './get-checkout';

export type Promotion = ApiSchemas['PromotionResultDto'];

/** Debits the wallet and promotes the ad; an insufficient balance is a 409 with its detail. */
export function promoteAd(key: CheckoutKey): Promise<Promotion> {
  return apiClient.post<Promotion>(`/seller/transaction/promote-post/${checkoutPath(key)}`, undefined, { idempotencyKey: newIdempotencyKey() });
}
