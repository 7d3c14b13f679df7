import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type Profile = ApiSchemas['ProfileDto'];

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiClient.get<Profile>('/auth/me', { signal });
}

export function useProfile() {
  return useQuery('profile', getProfile);
}
