import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export const MY_ADS_PAGE_SIZE = 10;
/** The API's limit (PageQueryDto in backend/src/common/page.dto.ts). */
export const MY_ADS_LAST_PAGE = 10_000;

export const myAdsQuery = (page: number) =>
  queryOptions({
    queryKey: ['my-ads', page],
    queryFn: ({ signal }) => unwrap(api.GET('/api/seller/post/my-ads', { params: { query: { page, pageSize: MY_ADS_PAGE_SIZE } }, signal })),
  });

export function useMyAds(page: number) {
  return useQuery(myAdsQuery(page));
}
