import type { ApiSchemas } from '../../../api/types';
import { apiClient, needsVerifiedEmail, newIdempotencyKey } from '../../../lib/api-client';
import { checkoutPath, type CheckoutKey } from './get-checkout';

export type Promotion = ApiSchemas['PromotionResultDto'];

/**
 * Debits the wallet and promotes the ad; an insufficient balance is a 409 with its detail. An
 * unverified e-mail's 403 is left to the page, which offers a new verification link.
 */
export function promoteAd(key: CheckoutKey): Promise<Promotion> {
  return apiClient.post<Promotion>(`/seller/transaction/promote-post/${checkoutPath(key)}`, undefined, {
    idempotencyKey: newIdempotencyKey(),
    notifyErrors: (error) => !needsVerifiedEmail(error),
  });
}
