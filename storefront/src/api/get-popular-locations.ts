import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../lib/api-client';
import type { ApiAnswer, ApiSchemas } from './types';

export type PopularCity = ApiSchemas['PopularLocationDto'];

/** Popular cities grouped by category name: `{ "<categoryName>": PopularCity[] }`. */
export type PopularCities = ApiAnswer<'/api/dashboard/get-popular-locations', 'get'>;

export const popularLocationsQuery = () => queryOptions({ queryKey: ['popular-locations'], queryFn: ({ signal }) => unwrap(api.GET('/api/dashboard/get-popular-locations', { signal })) });

export function usePopularLocations() {
  return useQuery(popularLocationsQuery());
}
