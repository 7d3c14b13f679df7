import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** Which of a visitor's saved ads are still live (the rest have ended). */
export function useLiveAds(ids: number[]) {
  const key = ids.length ? `favourites-live:${ids.join(',')}` : null;
  return useQuery(key, (signal) => apiClient.get<ApiSchemas['FavouriteIdsDto']>('/favourites/live', { query: { ids: ids.join(',') }, signal }));
}
