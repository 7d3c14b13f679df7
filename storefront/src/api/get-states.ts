import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../lib/api-client';
import { sessionQuery } from '../lib/query-client';

/** Unique states, sorted by the API, each with the slug of its state-wide results page. */
// Named anew when states gained their slug: a tab's kept list from before has none.
export const statesQuery = () => sessionQuery(['states', 'slugs'], () => unwrap(api.GET('/api/dashboard/get-states')));

export function useStates() {
  return useQuery(statesQuery());
}
