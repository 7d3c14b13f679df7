import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type SavedSearch = ApiSchemas['SavedSearchDto'];
export type NewSavedSearch = ApiSchemas['CreateSavedSearchDto'];
export type AlertFrequency = SavedSearch['frequency'];

/** The signed-in user's saved searches, newest first. */
export const savedSearchesQuery = () => queryOptions({ queryKey: ['saved-searches'], queryFn: ({ signal }) => unwrap(api.GET('/api/saved-searches', { signal })) });

export function useSavedSearches() {
  return useQuery(savedSearchesQuery());
}

/** Each change is followed by reading the list again. */
const changed = () => queryClient.invalidateQueries({ queryKey: savedSearchesQuery().queryKey });

export async function saveSearch(search: NewSavedSearch): Promise<SavedSearch> {
  const saved = await unwrap(api.POST('/api/saved-searches', { body: search }));
  void changed();
  return saved;
}

export async function setAlertFrequency(id: number, frequency: AlertFrequency): Promise<SavedSearch> {
  const saved = await unwrap(api.PATCH('/api/saved-searches/{id}', { params: { path: { id } }, body: { frequency } }));
  await changed();
  return saved;
}

export async function deleteSavedSearch(id: number): Promise<void> {
  await unwrap(api.DELETE('/api/saved-searches/{id}', { params: { path: { id } } }));
  await changed();
}
