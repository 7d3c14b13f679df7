import { apiClient } from '../lib/api-client';
import { useQuery } from '../lib/use-query';
import type { ApiQuery, ApiSchemas } from './types';

export type SearchParams = ApiQuery<'/api/dashboard/search', 'get'>;

/** Promoted ads whose slot covers the current India time come first, then other promoted, then newest. */
export function searchAds(params: SearchParams, signal?: AbortSignal): Promise<ApiSchemas['AdSummaryPageDto']> {
  return apiClient.get<ApiSchemas['AdSummaryPageDto']>('/dashboard/search', { query: { ...params }, signal });
}

export function useSearchAds(params: SearchParams | null) {
  return useQuery(params ? `search:${JSON.stringify(params)}` : null, (signal) => searchAds(params!, signal));
}
