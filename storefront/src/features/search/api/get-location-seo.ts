import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** A district's SEO fields; `locationDescription` is sanitised HTML. */
export type LocationSeo = ApiSchemas['LocationDto'];

/** 404 means the district does not exist: the page shows not-found instead of a toast. */
export function getLocationSeo(districtSlug: string, signal?: AbortSignal): Promise<LocationSeo> {
  return apiClient.get<LocationSeo>(`/dashboard/location-seo/${encodeURIComponent(districtSlug)}`, { signal, notifyErrors: false });
}

export function useLocationSeo(districtSlug: string | undefined) {
  return useQuery(districtSlug ? `location-seo:${districtSlug}` : null, (signal) => getLocationSeo(districtSlug ?? '', signal));
}
