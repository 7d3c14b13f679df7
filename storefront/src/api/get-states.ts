import { apiClient } from '../lib/api-client';
import { useQuery } from '../lib/use-query';
import type { State } from './types';

/** Unique states, sorted by the API, each with the slug of its state-wide results page. */
export function getStates(): Promise<State[]> {
  return apiClient.get<State[]>('/dashboard/get-states');
}

export function useStates() {
  // Named anew when states gained their slug: a tab's kept list from before has none.
  return useQuery('states:slugs', getStates, { sessionCache: true });
}
