import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export interface LocationSeo {
  id: number;
  state: string;
  district: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  canonicalLink: string;
  /** Sanitised HTML. */
  locationDescription: string | null;
  h1Tag: string;
  h2Tag: string;
  stateImage: string | null;
}

/** 404 means the district does not exist: the page shows not-found instead of a toast. */
export function getLocationSeo(districtSlug: string, signal?: AbortSignal): Promise<LocationSeo> {
  return apiClient.get<LocationSeo>(`/dashboard/location-seo/${encodeURIComponent(districtSlug)}`, { signal, notifyErrors: false });
}

export function useLocationSeo(districtSlug: string | undefined) {
  return useQuery(districtSlug ? `location-seo:${districtSlug}` : null, (signal) => getLocationSeo(districtSlug ?? '', signal));
}
