import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

/** Which of a visitor's saved ads are still live (the rest have ended). */
export const liveAdsQuery = (ids: number[]) =>
  queryOptions({
    queryKey: ['favourites-live', ids.join(',')],
    queryFn: ids.length ? ({ signal }) => unwrap(api.GET('/api/favourites/live', { params: { query: { ids: ids.join(',') } }, signal })) : skipToken,
  });

export function useLiveAds(ids: number[]) {
  return useQuery(liveAdsQuery(ids));
}
