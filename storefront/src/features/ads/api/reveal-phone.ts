import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

/** The seller's number, for signed-in visitors only (limited per day; a 429's detail says so). `challenge`: a solved challenge's header (lib/challenge.ts). */
export function revealPhone(adId: number, challenge: Record<string, string>): Promise<ApiSchemas['PhoneDto']> {
  return apiClient.post<ApiSchemas['PhoneDto']>(`/dashboard/reveal-phone/${adId}`, undefined, { headers: challenge });
}
