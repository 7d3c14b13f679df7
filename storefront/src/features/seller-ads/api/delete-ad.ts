import { apiClient } from '../../../lib/api-client';

/** 204: no content. */
export function deleteAd(id: number): Promise<void> {
  return apiClient.delete<void>(`/seller/post/delete/${id}`);
}
