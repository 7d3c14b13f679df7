import type { MyAd } from './types';
import { apiClient } from '../../../lib/api-client';

/** One of the caller's own ads, whatever its status. */
export function getMyAd(id: number): Promise<MyAd> {
  return apiClient.get<MyAd>(`/seller/post/my-ad/${id}`);
}
