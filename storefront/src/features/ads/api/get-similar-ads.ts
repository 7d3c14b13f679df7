import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

/** Up to 8 live ads like this one (same category, nearest and most alike first, one per seller). A failure shows nothing: the section is extra. */
export const similarAdsQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: ['ad', id, 'similar'],
    queryFn: id ? ({ signal }) => unwrap(api.GET('/api/dashboard/get-similar-posts/{id}', { params: { path: { id } }, signal }), { notifyErrors: false }) : skipToken,
  });

export function useSimilarAds(id: number | undefined) {
  return useQuery(similarAdsQuery(id));
}
