import { asPage, type Page } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';
import type { MyAd } from './types';

export const MY_ADS_PAGE_SIZE = 10;

export async function getMyAds(page: number, signal?: AbortSignal): Promise<Page<MyAd>> {
  const answer = await apiClient.get<Page<MyAd> | MyAd[]>('/seller/post/my-ads', { query: { page, pageSize: MY_ADS_PAGE_SIZE }, signal });
  return asPage(answer);
}

export function useMyAds(page: number) {
  return useQuery(`my-ads:${page}`, (signal) => getMyAds(page, signal));
}
