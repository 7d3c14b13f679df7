import type { ApiSchemas } from '../../../api/types';
import { apiClient, needsVerifiedEmail, newIdempotencyKey } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type Renewal = ApiSchemas['RenewalDto'];

/** Whether the ad can be renewed now, and whether for free. */
export function useRenewal(adId: string) {
  return useQuery(`renewal:${adId}`, (signal) => apiClient.get<Renewal>(`/seller/transaction/renewal/${encodeURIComponent(adId)}`, { signal }));
}

/**
 * Renews the ad free (once per ad every FREE_AD_DAYS; a 429's detail says when next). An unverified
 * e-mail's 403 is left to the page, which offers a new verification link.
 */
export function renewAd(adId: string): Promise<ApiSchemas['PromotionResultDto']> {
  return apiClient.post<ApiSchemas['PromotionResultDto']>(`/seller/transaction/renew-ad/${encodeURIComponent(adId)}`, undefined, {
    idempotencyKey: newIdempotencyKey(),
    notifyErrors: (error) => !needsVerifiedEmail(error),
  });
}
