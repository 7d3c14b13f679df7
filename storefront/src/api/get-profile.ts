import { apiClient } from '../lib/api-client';
import { useQuery } from '../lib/use-query';
import type { ApiSchemas } from './types';

/** The signed-in user's own account: the profile page shows and edits it; the ad form takes its default phone from it. */
export type Profile = ApiSchemas['ProfileDto'];

export function getProfile(signal?: AbortSignal, { quiet = false }: { quiet?: boolean } = {}): Promise<Profile> {
  return apiClient.get<Profile>('/auth/me', { signal, notifyErrors: !quiet });
}

/** `quiet`: a failure is not shown (for a page that only uses the profile to prefill a field). */
export function useProfile({ quiet = false }: { quiet?: boolean } = {}) {
  return useQuery(quiet ? 'profile:quiet' : 'profile', (signal) => getProfile(signal, { quiet }));
}
