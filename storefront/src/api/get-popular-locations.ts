import { apiClient } from '../lib/api-client';
import { useQuery } from '../lib/use-query';
import type { ApiAnswer, ApiSchemas } from './types';

export type PopularCity = ApiSchemas['PopularLocationDto'];

/** Popular cities grouped by category name: `{ "<categoryName>": PopularCity[] }`. */
export type PopularCities = ApiAnswer<'/api/dashboard/get-popular-locations', 'get'>;

export function getPopularLocations(): Promise<PopularCities> {
  return apiClient.get<PopularCities>('/dashboard/get-popular-locations');
}

export function usePopularLocations() {
  return useQuery('popular-locations', getPopularLocations);
}
