import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

/**
 * The ad a complaint names (`/complaint?ad=<id>`), for its title. The ad page's own call, under its key, so coming
 * from the ad page shows the title at once; a 404 (already off the site) is no error here: the form names it by number.
 */
export const complainedAdQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: ['ad', id],
    queryFn: id ? ({ signal }) => unwrap(api.GET('/api/dashboard/get-post/{id}', { params: { path: { id } }, signal }), { notifyErrors: false }) : skipToken,
  });

export function useComplainedAd(id: number | undefined) {
  return useQuery(complainedAdQuery(id));
}
