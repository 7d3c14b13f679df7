import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

/** A seller's public page and a page of their live ads; 404 when they have none (the page shows "not found"). */
export const sellerQuery = (displayName: string, page: number) =>
  queryOptions({
    queryKey: ['seller', displayName, page],
    queryFn: ({ signal }) => unwrap(api.GET('/api/sellers/{displayName}', { params: { path: { displayName }, query: { page, pageSize: SELLER_PAGE_SIZE } }, signal }), { notifyErrors: false }),
    placeholderData: keepPreviousData,
  });

export const SELLER_PAGE_SIZE = 20;

export function useSeller(displayName: string, page: number) {
  return useQuery(sellerQuery(displayName, page));
}
