import type { AdDetail } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** One active ad; counts a view. 404 (missing, inactive or expired) shows the not-found page. */
export function getAd(id: string, signal?: AbortSignal): Promise<AdDetail> {
  return apiClient.get<AdDetail>(`/dashboard/get-post/${encodeURIComponent(id)}`, { signal, notifyErrors: false });
}

export function useAd(id: string | undefined) {
  return useQuery(id ? `ad:${id}` : null, (signal) => getAd(id ?? '', signal));
}
