import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';

/** A district's SEO fields; `locationDescription` is sanitised HTML. */
export type LocationSeo = ApiSchemas['LocationDto'];

/** 404 means the district does not exist: the page shows not-found instead of a toast. */
export const locationSeoQuery = (district: string | undefined) =>
  queryOptions({
    queryKey: ['location-seo', district],
    queryFn: district ? ({ signal }) => unwrap(api.GET('/api/dashboard/location-seo/{district}', { params: { path: { district } }, signal }), { notifyErrors: false }) : skipToken,
  });

export function useLocationSeo(districtSlug: string | undefined) {
  return useQuery(locationSeoQuery(districtSlug));
}
