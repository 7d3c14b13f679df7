import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export const MY_ADS_PAGE_SIZE = 10;
/** The API's limit (PageQueryDto in backend/src/common/page.dto.ts). */
export const MY_ADS_LAST_PAGE = 10_000;

export function getMyAds(page: number, signal?: AbortSignal): Promise<ApiSchemas['MyAdPageDto']> {
  return apiClient.get<ApiSchemas['MyAdPageDto']>('/seller/post/my-ads', { query: { page, pageSize: MY_ADS_PAGE_SIZE }, signal });
}

export function useMyAds(page: number) {
  return useQuery(`my-ads:${page}`, (signal) => getMyAds(page, signal));
}
