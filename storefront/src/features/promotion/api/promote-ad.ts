import type { ApiSchemas } from '../../../api/types';
import { api, idempotent, needsVerifiedEmail, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { checkoutPath, type CheckoutKey } from './get-checkout';

export type Promotion = ApiSchemas['PromotionResultDto'];

/**
 * Debits the wallet and promotes the ad; an insufficient balance is a 409 with its detail. An
 * unverified e-mail's 403 is left to the page, which offers a new verification link.
 */
export async function promoteAd(key: CheckoutKey): Promise<Promotion> {
  const answer = await unwrap(api.POST('/api/seller/transaction/promote-post/{adId}/{packageId}/{slotId}', { params: { path: checkoutPath(key), header: idempotent() } }), {
    notifyErrors: (error) => !needsVerifiedEmail(error),
  });
  // The ad, the balance and the history have changed.
  void queryClient.invalidateQueries({ predicate: ({ queryKey: [name] }) => ['my-ads', 'wallet', 'activity', 'checkout', 'profile'].includes(String(name)) });
  return answer;
}
