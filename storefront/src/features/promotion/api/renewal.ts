import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, idempotent, needsVerifiedEmail, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type Renewal = ApiSchemas['RenewalDto'];

/** Whether the ad can be renewed now, and whether for free. */
export const renewalQuery = (adId: string) =>
  queryOptions({
    queryKey: ['renewal', adId],
    queryFn: ({ signal }) => unwrap(api.GET('/api/seller/transaction/renewal/{id}', { params: { path: { id: Number(adId) } }, signal })),
  });

export function useRenewal(adId: string) {
  return useQuery(renewalQuery(adId));
}

/**
 * Renews the ad free (once per ad every FREE_AD_DAYS; a 429's detail says when next). An unverified
 * e-mail's 403 is left to the page, which offers a new verification link.
 */
export async function renewAd(adId: number) {
  const answer = await unwrap(api.POST('/api/seller/transaction/renew-ad/{id}', { params: { path: { id: adId }, header: idempotent() } }), {
    notifyErrors: (error) => !needsVerifiedEmail(error),
  });
  void queryClient.invalidateQueries({ predicate: ({ queryKey: [name] }) => ['my-ads', 'renewal', 'activity'].includes(String(name)) });
  return answer;
}
