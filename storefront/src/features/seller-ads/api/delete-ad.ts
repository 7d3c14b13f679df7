import { apiClient } from '../../../lib/api-client';

export function deleteAd(id: number): Promise<unknown> {
  return apiClient.delete(`/seller/post/delete/${id}`);
}
