import { apiClient } from '../../../lib/api-client';

/** The seller's number, for signed-in visitors only (limited per day; a 429's detail says so). */
export function revealPhone(adId: number): Promise<{ phone: string }> {
  return apiClient.post<{ phone: string }>(`/dashboard/reveal-phone/${adId}`);
}
