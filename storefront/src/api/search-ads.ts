import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../lib/api-client';
import type { ApiQuery } from './types';

export type SearchParams = ApiQuery<'/api/dashboard/search', 'get'>;

/** Promoted ads whose slot covers the current India time come first, then other promoted, then newest. null: nothing to search yet. */
export const searchAdsQuery = (params: SearchParams | null) =>
  queryOptions({
    queryKey: ['search', params],
    queryFn: params ? ({ signal }) => unwrap(api.GET('/api/dashboard/search', { params: { query: params }, signal })) : skipToken,
  });

export function useSearchAds(params: SearchParams | null) {
  return useQuery(searchAdsQuery(params));
}
