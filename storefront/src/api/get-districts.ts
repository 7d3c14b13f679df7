import { apiClient } from '../lib/api-client';
import { useQuery } from '../lib/use-query';
import type { District } from './types';

/** Districts of one state, sorted by district. */
export function getDistricts(state: string): Promise<District[]> {
  return apiClient.get<District[]>(`/dashboard/state/${encodeURIComponent(state)}`);
}

export function useDistricts(state: string | undefined) {
  return useQuery(state ? `districts:${state}` : null, () => getDistricts(state ?? ''), { sessionCache: true });
}
