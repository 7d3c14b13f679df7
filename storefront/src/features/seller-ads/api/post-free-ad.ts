import type { ApiSchemas } from '../../../api/types';
import { apiClient, needsVerifiedEmail, newIdempotencyKey } from '../../../lib/api-client';

/**
 * One free activation per seller per 24 h; a 429's detail says when the next one is possible. An
 * unverified e-mail's 403 is left to the page, which offers a new verification link.
 */
export function postFreeAd(id: number): Promise<ApiSchemas['PromotionResultDto']> {
  return apiClient.post<ApiSchemas['PromotionResultDto']>(`/seller/transaction/post-free-ad/${id}`, undefined, {
    idempotencyKey: newIdempotencyKey(),
    notifyErrors: (error) => !needsVerifiedEmail(error),
  });
}
