import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

/** One active ad; counts a view. 404 (missing, inactive or expired) shows the not-found page. */
export const adQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: ['ad', id],
    queryFn: id ? ({ signal }) => unwrap(api.GET('/api/dashboard/get-post/{id}', { params: { path: { id } }, signal }), { notifyErrors: false }) : skipToken,
  });

export function useAd(id: number | undefined) {
  return useQuery(adQuery(id));
}
