import { queryOptions } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';

export type NearestDistrict = ApiSchemas['NearestDistrictDto'];

/** How finely the browser keeps a position before it leaves the device: 0.05° (about 5 km; decision 0043). */
export const POSITION_STEP = 0.05;

/** A coordinate on the 0.05° grid, with no digits past it (26.85, not 26.850000000000001). */
export const roundPosition = (degrees: number): number => Number((Math.round(degrees / POSITION_STEP) * POSITION_STEP).toFixed(2));

/** The district nearest a position already rounded by roundPosition; errors are the caller's to say (no toast). */
export const nearestDistrictQuery = (lat: number, lng: number) =>
  queryOptions({
    queryKey: ['nearest-district', lat, lng],
    queryFn: ({ signal }) => unwrap(api.GET('/api/locations/nearest', { params: { query: { lat, lng } }, signal }), { notifyErrors: false }),
    staleTime: Infinity,
  });
