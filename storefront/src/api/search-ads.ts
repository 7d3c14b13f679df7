import { apiClient } from '../lib/api-client';
import { useQuery } from '../lib/use-query';
import type { AdSummary, Page } from './types';

export interface SearchParams {
  category?: string;
  location?: string;
  keyword?: string;
  page: number;
  pageSize: number;
}

/** Promoted ads whose slot covers the current India time come first, then other promoted, then newest. */
export function searchAds(params: SearchParams, signal?: AbortSignal): Promise<Page<AdSummary>> {
  return apiClient.get<Page<AdSummary>>('/dashboard/search', { query: { ...params }, signal });
}

export function useSearchAds(params: SearchParams | null) {
  return useQuery(params ? `search:${JSON.stringify(params)}` : null, (signal) => searchAds(params!, signal));
}
