import { apiClient } from '../lib/api-client';
import { useQuery } from '../lib/use-query';

export interface PopularCity {
  id: number;
  locationName: string;
  categoryName: string;
  locationId: number;
  categoryId: number;
  locationSlug: string;
  categorySlug: string;
}

/** Popular cities grouped by category name: `{ "<categoryName>": PopularCity[] }`. */
export type PopularCities = Record<string, PopularCity[]>;

export function getPopularLocations(): Promise<PopularCities> {
  return apiClient.get<PopularCities>('/dashboard/get-popular-locations');
}

export function usePopularLocations() {
  return useQuery('popular-locations', getPopularLocations);
}
