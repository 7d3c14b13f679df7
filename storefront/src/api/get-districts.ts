import { skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../lib/api-client';
import { sessionQuery } from '../lib/query-client';

/** Districts of one state, sorted by district. */
export const districtsQuery = (state: string) => sessionQuery(['districts', state], () => unwrap(api.GET('/api/dashboard/state/{state}', { params: { path: { state } } })));

export function useDistricts(state: string | undefined) {
  const options = districtsQuery(state ?? '');
  return useQuery({ ...options, queryFn: state ? options.queryFn : skipToken });
}
