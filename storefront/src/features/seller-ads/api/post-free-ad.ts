import type { ApiSchemas } from '../../../api/types';
import { apiClient, newIdempotencyKey } from '../../../lib/api-client';

/** One free activation per seller per 24 h; a 429's detail says when the next one is possible. */
export function postFreeAd(id: number): Promise<ApiSchemas['PromotionResultDto']> {
  return apiClient.post<ApiSchemas['PromotionResultDto']>(`/seller/transaction/post-free-ad/${id}`, undefined, { idempotencyKey: newIdempotencyKey() });
}
