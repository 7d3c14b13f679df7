import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type SavedSearch = ApiSchemas['SavedSearchDto'];
export type NewSavedSearch = ApiSchemas['CreateSavedSearchDto'];
export type AlertFrequency = SavedSearch['frequency'];

/** The signed-in user's saved searches, newest first. */
export function useSavedSearches() {
  return useQuery('saved-searches', (signal) => apiClient.get<ApiSchemas['SavedSearchListDto']>('/saved-searches', { signal }));
}

export function saveSearch(search: NewSavedSearch): Promise<SavedSearch> {
  return apiClient.post<SavedSearch>('/saved-searches', search);
}

export function setAlertFrequency(id: number, frequency: AlertFrequency): Promise<SavedSearch> {
  return apiClient.patch<SavedSearch>(`/saved-searches/${id}`, { frequency });
}

export function deleteSavedSearch(id: number): Promise<void> {
  return apiClient.delete<void>(`/saved-searches/${id}`);
}
