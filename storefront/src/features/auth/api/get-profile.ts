import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export interface Profile {
  id: number;
  email: string;
  fullName: string;
  role: 'USER' | 'ADMIN';
  walletBalance: number;
}

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiClient.get<Profile>('/auth/me', { signal });
}

export function useProfile() {
  return useQuery('profile', getProfile);
}
