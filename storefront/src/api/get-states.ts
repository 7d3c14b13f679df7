import { apiClient } from '../lib/api-client';
import { useQuery } from '../lib/use-query';
import type { State } from './types';

/** Unique states, sorted by the API. */
export function getStates(): Promise<State[]> {
  return apiClient.get<State[]>('/dashboard/get-states');
}

export function useStates() {
  return useQuery('states', getStates, { sessionCache: true });
}
